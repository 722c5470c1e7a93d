// /vouchers/balance: a code typed in, its balance, value, validity and state answered below the form (the action's
// answer, so it works without JavaScript); an unknown code and too many attempts each say so.
import { FormattedMessage, useIntl } from 'react-intl';
import { FormName, SubmitButton, useFormState } from '../../components/Form';
import { FormErrors, FormField } from '../../components/FormFields';
import { useLocalizedUrl } from '../../components/LocalizedLink';
import type { VoucherBalanceQuery } from '../../graphql/generated/graphql';
import { formatCents, formatDay } from '../../features/vouchers/format';
import './vouchers.css';

type Balance = NonNullable<VoucherBalanceQuery['voucherBalance']>;

export function BalanceCheck() {
  const intl = useIntl();
  const localize = useLocalizedUrl();
  const balance = (useFormState('balance')?.result ?? null) as Balance | null;
  return (
    <>
      <h1>
        <FormattedMessage id="voucherBalance.heading" />
      </h1>
      <p className="lead">
        <FormattedMessage id="voucherBalance.intro" />
      </p>
      <form method="post" action={localize('/vouchers/balance')} className="account-form">
        <FormErrors form="balance" fields={['code']} />
        <FormName name="balance" />
        <FormField
          form="balance"
          name="code"
          required
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="K7QM3V-XD9HTA-RW2PFC"
          label={<FormattedMessage id="voucherBalance.code" />}
        />
        <SubmitButton message="voucherBalance.check" />
      </form>
      {balance && (
        <section aria-labelledby="voucher-balance-answer">
          <h2 id="voucher-balance-answer">
            <FormattedMessage id="voucherBalance.answer" values={{ code: balance.code }} />
          </h2>
          <dl className="voucher-figures">
            <dt>
              <FormattedMessage id="voucher.balance" />
            </dt>
            <dd>
              <strong>{formatCents(intl, balance.balanceCents, balance.currency)}</strong>
            </dd>
            <dt>
              <FormattedMessage id="voucher.value" />
            </dt>
            <dd>{formatCents(intl, balance.valueCents, balance.currency)}</dd>
            <dt>
              <FormattedMessage id="voucher.validUntil" />
            </dt>
            <dd>{formatDay(intl, balance.validUntil)}</dd>
            <dt>
              <FormattedMessage id="voucher.status" />
            </dt>
            <dd>
              <FormattedMessage id={`voucher.status.${balance.status}`} />
            </dd>
          </dl>
        </section>
      )}
      <p>
        <FormattedMessage id="voucherBalance.howToRedeem" />
      </p>
    </>
  );
}
