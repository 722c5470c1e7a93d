// /admin's invoices: every receipt, fee invoice and credit note the site issued, newest first, a page at a time:
// number (its PDF to download), date, kind (a credit note with what it corrects), who issued it, to whom, the course
// and the amount.
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { ColumnHeadings } from '../../../components/ColumnHeadings';
import { LocalizedLink } from '../../../components/LocalizedLink';
import { AdminSection, Empty, Pager, useFormatDateTime, type Loaded } from './admin-parts';

export function Invoices({ data }: { data: Loaded<'invoices'> }) {
  const date = useFormatDateTime();
  const { documents, totalCount } = data.invoices;
  return (
    <AdminSection id="admin-invoices" heading="admin.invoices.heading" count={totalCount}>
      {documents.length === 0 ? (
        <Empty message="admin.invoices.none" />
      ) : (
        <table className="data-table admin-invoices">
          <ColumnHeadings
            messages={['admin.invoices.number', 'admin.invoices.date', 'admin.invoices.kind', 'admin.invoices.issuer', 'admin.invoices.recipient', 'admin.invoices.event', 'admin.invoices.amount']}
          />
          <tbody>
            {documents.map((document) => (
              <tr key={document.number}>
                <td>
                  <a href={document.pdfUrl} download={`${document.number}.pdf`} type="application/pdf" rel="external">
                    {document.number}
                  </a>
                </td>
                <td>{date(document.issuedAt)}</td>
                <td>
                  <FormattedMessage id={`invoices.kind.${document.kind}`} />
                  {document.corrects ? (
                    <>
                      {' '}
                      <FormattedMessage id="invoices.corrects" values={{ number: document.corrects }} />
                    </>
                  ) : null}
                </td>
                <td>{document.issuerName}</td>
                <td>{document.recipientName || '–'}</td>
                <td>{document.event ? <LocalizedLink href={`/events/${document.event.slug}`}>{document.event.title}</LocalizedLink> : '–'}</td>
                <td>
                  {/* To the cent, as the document prints it; a credit note's amount goes back. */}
                  <FormattedNumber value={(document.kind === 'CREDIT_NOTE' ? -document.amountCents : document.amountCents) / 100} style="currency" currency={document.currency} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager tab="invoices" offset={data.offset} total={totalCount} />
    </AdminSection>
  );
}
