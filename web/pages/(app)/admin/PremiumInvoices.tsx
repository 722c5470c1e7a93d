// /admin's Premium invoices: every venue's, newest first, a page at a time: number (its PDF to download), date, the
// venue, the buyer, the period paid and the amount.
import { FormattedDate, FormattedMessage, FormattedNumber } from 'react-intl';
import { ColumnHeadings } from '../../../components/ColumnHeadings';
import { LocalizedLink } from '../../../components/LocalizedLink';
import { AdminSection, Empty, Pager, useFormatDateTime, type Loaded } from './admin-parts';

export function PremiumInvoices({ data }: { data: Loaded<'premium'> }) {
  const date = useFormatDateTime();
  const { invoices, totalCount } = data.premiumInvoices;
  return (
    <AdminSection id="admin-premium-invoices" heading="admin.premium.heading" count={totalCount}>
      {invoices.length === 0 ? (
        <Empty message="admin.premium.none" />
      ) : (
        <table className="data-table admin-invoices">
          <ColumnHeadings messages={['admin.invoices.number', 'admin.invoices.date', 'admin.premium.venue', 'admin.invoices.recipient', 'admin.premium.period', 'admin.invoices.amount']} />
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.number}>
                <td>
                  <a href={invoice.pdfUrl} download={`${invoice.number}.pdf`} type="application/pdf" rel="external">
                    {invoice.number}
                  </a>
                </td>
                <td>{date(invoice.issuedAt)}</td>
                <td>{invoice.venue ? <LocalizedLink href={`/venues/${invoice.venue.slug}`}>{invoice.venue.name}</LocalizedLink> : '–'}</td>
                <td>{invoice.buyerName || '–'}</td>
                <td>
                  <FormattedMessage
                    id="admin.premium.periodRange"
                    values={{
                      from: <FormattedDate value={invoice.periodStart} dateStyle="medium" timeZone="Europe/Vienna" />,
                      to: <FormattedDate value={invoice.periodEnd} dateStyle="medium" timeZone="Europe/Vienna" />,
                    }}
                  />
                </td>
                <td>
                  <FormattedNumber value={invoice.amountCents / 100} style="currency" currency={invoice.currency} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager tab="premium" offset={data.offset} total={totalCount} />
    </AdminSection>
  );
}
