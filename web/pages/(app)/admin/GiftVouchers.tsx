// /admin's gift vouchers: every voucher sold, newest first, a page at a time: when it was bought, where it stands,
// what it was bought as, its value and what is left, until when it is valid. Only the code's last characters are
// shown: the code is the value itself, and an editor never needs to read it whole.
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { ColumnHeadings } from '../../../components/ColumnHeadings';
import { LocalizedLink } from '../../../components/LocalizedLink';
import { AdminSection, Empty, Pager, useFormatDateTime, type Loaded } from './admin-parts';

const Money = ({ cents, currency }: { cents: number; currency: string }) => <FormattedNumber value={cents / 100} style="currency" currency={currency} />;

export function GiftVouchers({ data }: { data: Loaded<'vouchers'> }) {
  const date = useFormatDateTime();
  const { vouchers, totalCount } = data.giftVouchers;
  return (
    <AdminSection id="admin-gift-vouchers" heading="admin.vouchers.heading" count={totalCount}>
      {vouchers.length === 0 ? (
        <Empty message="admin.vouchers.none" />
      ) : (
        <table className="data-table admin-vouchers">
          <ColumnHeadings messages={['admin.vouchers.created', 'admin.vouchers.status', 'admin.vouchers.kind', 'admin.vouchers.value', 'admin.vouchers.balance', 'admin.vouchers.code', 'admin.vouchers.validUntil']} />
          <tbody>
            {vouchers.map((voucher) => (
              <tr key={voucher.id}>
                <td>{date(voucher.createdAt)}</td>
                <td>
                  <FormattedMessage id={`admin.vouchers.status.${voucher.status}`} />
                </td>
                <td>
                  {voucher.kind === 'COURSE' && voucher.course ? (
                    <FormattedMessage id="admin.vouchers.kind.COURSE" values={{ course: <LocalizedLink href={`/events/${voucher.course.slug}`}>{voucher.course.title}</LocalizedLink> }} />
                  ) : (
                    <FormattedMessage id="admin.vouchers.kind.VALUE" />
                  )}
                </td>
                <td>
                  <Money cents={voucher.valueCents} currency={voucher.currency} />
                </td>
                <td>
                  <Money cents={voucher.balanceCents} currency={voucher.currency} />
                </td>
                <td>{voucher.code ? <code>…{voucher.code.slice(-4)}</code> : '–'}</td>
                <td>{date(voucher.validUntil)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager tab="vouchers" offset={data.offset} total={totalCount} />
    </AdminSection>
  );
}
