// The test provider's checkout: clearly a test („es wird kein Geld bewegt“), what is paid and how much, and three
// buttons: pay (for a Premium subscription with the name its invoices are made out to), a declined card, back to the
// site without paying.
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { FormName, SubmitButton } from '../../../components/Form';
import { FormErrors, FormField } from '../../../components/FormFields';
import { useLocalizedUrl } from '../../../components/LocalizedLink';
import { useData } from '../../../components/useData';
import type { Data } from './+data';

export default function Page() {
  const { session } = useData<Data>();
  const intl = useIntl();
  const localize = useLocalizedUrl();
  const action = `${localize('/payment/test-checkout')}?session=${encodeURIComponent(session.id)}`;
  const button = (name: 'pay' | 'decline' | 'abandon', className?: string) => (
    <form method="post" action={action}>
      <input type="hidden" name="session" value={session.id} />
      <FormName name={name} />
      {name === 'pay' && session.subscription ? (
        // Stripe's checkout asks a subscription for the billing address; this one for the invoice's name only.
        <FormField
          form={name}
          name="buyerName"
          label={intl.formatMessage({ id: 'testCheckout.buyerName' })}
          hint={intl.formatMessage({ id: 'testCheckout.buyerNameHint' })}
          maxLength={200}
          autoComplete="organization"
        />
      ) : null}
      <SubmitButton message={`testCheckout.${name}`} {...(className ? { className } : {})} />
    </form>
  );
  return (
    <>
      <h1>
        <FormattedMessage id="testCheckout.heading" />
      </h1>
      <p className="lead">
        <FormattedMessage id="testCheckout.noMoney" />
      </p>
      <FormErrors />
      <p>
        <strong>{session.description}</strong>
        {': '}
        <FormattedNumber value={session.amountCents / 100} style="currency" currency={session.currency.toUpperCase()} />
      </p>
      {session.status === 'open' ? (
        <div className="test-checkout__actions">
          {button('pay')}
          {button('decline', 'button button--secondary')}
          {button('abandon', 'link-button')}
        </div>
      ) : (
        <p role="status">
          <FormattedMessage id="testCheckout.closed" />
        </p>
      )}
    </>
  );
}
