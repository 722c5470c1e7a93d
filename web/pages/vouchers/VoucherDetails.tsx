// /vouchers/<id>: a voucher as its buyer sees it: where it stands (after the provider's checkout, that the payment is
// being confirmed), its value and balance, the code once paid, until when it is valid, for whom and how it is
// delivered, its uses, the PDF, and withdrawing while that is possible. Back from a checkout given up, that nothing
// was charged and a new purchase is one link away.
import { FormattedMessage, useIntl } from 'react-intl';
import { FormName, SubmitButton } from '../../components/Form';
import { FormErrors } from '../../components/FormFields';
import { LocalizedLink, useLocalizedUrl } from '../../components/LocalizedLink';
import { formatCents, formatDay } from '../../features/vouchers/format';
import type { VoucherData } from './+data';
import './vouchers.css';

export function VoucherDetails({ data }: { data: VoucherData }) {
  const { voucher, result } = data;
  const intl = useIntl();
  const localize = useLocalizedUrl();
  const money = (cents: number) => formatCents(intl, cents, voucher.currency);
  const awaiting = voucher.status === 'AWAITING_PAYMENT';
  return (
    <>
      <h1>
        <FormattedMessage id="voucher.heading" values={{ name: voucher.recipientName }} />
      </h1>
      {awaiting && result ? (
        <p role="status" className="notice">
          <FormattedMessage id={result === 'returned' ? 'voucher.confirming' : 'voucher.checkoutCancelled'} />
        </p>
      ) : (
        <p role="status" className="lead">
          <FormattedMessage id={`voucher.statusText.${voucher.status}`} />
        </p>
      )}
      <dl className="voucher-figures">
        <dt>
          <FormattedMessage id="voucher.status" />
        </dt>
        <dd>
          <FormattedMessage id={`voucher.status.${voucher.status}`} />
        </dd>
        <dt>
          <FormattedMessage id="voucher.value" />
        </dt>
        <dd>
          {voucher.kind === 'COURSE' && voucher.course ? (
            <FormattedMessage
              id="voucher.valueOfCourse"
              values={{ value: money(voucher.valueCents), course: <LocalizedLink href={`/events/${voucher.course.slug}`}>{voucher.course.title}</LocalizedLink> }}
            />
          ) : (
            money(voucher.valueCents)
          )}
        </dd>
        {voucher.status !== 'AWAITING_PAYMENT' && voucher.status !== 'EXPIRED' && (
          <>
            <dt>
              <FormattedMessage id="voucher.balance" />
            </dt>
            <dd>{money(voucher.balanceCents)}</dd>
          </>
        )}
        {voucher.code && (
          <>
            <dt>
              <FormattedMessage id="voucher.code" />
            </dt>
            <dd className="voucher-code">{voucher.code}</dd>
          </>
        )}
        <dt>
          <FormattedMessage id="voucher.validUntil" />
        </dt>
        <dd>{formatDay(intl, voucher.validUntil)}</dd>
        <dt>
          <FormattedMessage id="voucher.recipient" />
        </dt>
        <dd>{voucher.recipientName}</dd>
        {voucher.message && (
          <>
            <dt>
              <FormattedMessage id="voucher.message" />
            </dt>
            <dd>{voucher.message}</dd>
          </>
        )}
        <dt>
          <FormattedMessage id="voucher.delivery" />
        </dt>
        <dd>
          {voucher.delivery === 'RECIPIENT' ? (
            <FormattedMessage
              id={voucher.sentAt ? 'voucher.delivery.sent' : 'voucher.delivery.mailOn'}
              values={{ email: voucher.recipientEmail ?? '', day: formatDay(intl, voucher.sentAt ?? voucher.sendOn ?? voucher.createdAt) }}
            />
          ) : (
            <FormattedMessage id="voucher.delivery.toYou" />
          )}
        </dd>
      </dl>
      {voucher.pdfUrl && (
        <p>
          <a className="button" href={voucher.pdfUrl}>
            <FormattedMessage id="voucher.pdf" />
          </a>
        </p>
      )}
      {voucher.uses.length > 0 && (
        <>
          <h2>
            <FormattedMessage id="voucher.uses" />
          </h2>
          <ul>
            {voucher.uses.map((use) => (
              <li key={`${use.at}${use.cents}`}>
                <FormattedMessage
                  id={`voucher.use.${use.cents < 0 ? 'paid' : 'returned'}${use.event ? '' : 'Gone'}`}
                  values={{
                    day: formatDay(intl, use.at),
                    amount: money(Math.abs(use.cents)),
                    course: use.event ? <LocalizedLink href={`/events/${use.event.slug}`}>{use.event.title}</LocalizedLink> : null,
                  }}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {voucher.canWithdraw && (
        <form method="post" action={localize(`/vouchers/${encodeURIComponent(voucher.id)}`)} className="account-form">
          <h2>
            <FormattedMessage id="voucher.withdrawHeading" />
          </h2>
          <FormErrors form="withdraw" />
          <FormName name="withdraw" />
          <p>
            <FormattedMessage id="voucher.withdrawWhy" values={{ until: voucher.withdrawableUntil ? formatDay(intl, voucher.withdrawableUntil) : '', amount: money(voucher.valueCents) }} />
          </p>
          <SubmitButton message="voucher.withdraw" className="button button--secondary" />
        </form>
      )}
      <p>
        <LocalizedLink href="/app#app-vouchers">
          <FormattedMessage id="voucher.toApp" />
        </LocalizedLink>
        {' · '}
        <LocalizedLink href="/vouchers">
          <FormattedMessage id="voucher.buyAnother" />
        </LocalizedLink>
      </p>
    </>
  );
}
