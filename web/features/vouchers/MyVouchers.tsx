// „Meine Gutscheine“ on /app: each voucher the person bought (for whom, its value, what is left, where it stands),
// linked to its page; and the way to give another.
import { FormattedMessage, useIntl } from 'react-intl';
import { LabelledSection } from '../../components/LabelledSection';
import { LocalizedLink } from '../../components/LocalizedLink';
import { SectionFailure } from '../../components/SectionFailure';
import { formatCents } from './format';
import type { MyVouchersData } from './my-vouchers';

export function MyVouchers({ data }: { data: MyVouchersData }) {
  const intl = useIntl();
  return (
    <LabelledSection id="app-vouchers" heading="app.vouchers" className="app-section">
      {data.error ? (
        <SectionFailure error={data.error} />
      ) : data.vouchers && data.vouchers.length > 0 ? (
        <ul>
          {data.vouchers.map((voucher) => (
            <li key={voucher.id}>
              <LocalizedLink href={`/vouchers/${encodeURIComponent(voucher.id)}`}>
                <FormattedMessage id="app.voucher.for" values={{ name: voucher.recipientName }} />
              </LocalizedLink>{' '}
              <FormattedMessage
                id={voucher.status === 'ACTIVE' ? 'app.voucher.balance' : 'app.voucher.value'}
                values={{
                  value: voucher.kind === 'COURSE' && voucher.course ? `${formatCents(intl, voucher.valueCents, voucher.currency)}, ${voucher.course.title}` : formatCents(intl, voucher.valueCents, voucher.currency),
                  balance: formatCents(intl, voucher.balanceCents, voucher.currency),
                  status: intl.formatMessage({ id: `voucher.status.${voucher.status}` }),
                }}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <FormattedMessage id="app.vouchers.none" />
        </p>
      )}
      <p>
        <LocalizedLink href="/vouchers">
          <FormattedMessage id="app.vouchers.give" />
        </LocalizedLink>
      </p>
    </LabelledSection>
  );
}
