// The test provider's onboarding page: clearly a test („es wird kein Geld bewegt“), the organiser's account with where
// it stands and what is still asked for, its balance, and the steps that make sense from there (submit the details,
// complete the provider's check, restrict the account, trigger a payout), and the way back to the site.
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { FormName, SubmitButton } from '../../../components/Form';
import { FormErrors } from '../../../components/FormFields';
import { useLocalizedUrl } from '../../../components/LocalizedLink';
import { useData } from '../../../components/useData';
import type { TestOnboardingAction } from '../../../graphql/generated/graphql';
import type { Data } from './+data';

export default function Page() {
  const { account } = useData<Data>();
  const intl = useIntl();
  const localize = useLocalizedUrl();
  const action = `${localize('/payment/test-onboarding')}?account=${encodeURIComponent(account.id)}`;
  const money = (cents: number) => <FormattedNumber value={cents / 100} style="currency" currency={account.currency.toUpperCase()} />;
  const button = (name: TestOnboardingAction, className?: string) => (
    <form method="post" action={action} key={name}>
      <input type="hidden" name="account" value={account.id} />
      <FormName name={name} />
      <SubmitButton message={`testOnboarding.${name}`} {...(className ? { className } : {})} />
    </form>
  );
  const balance = [
    ['transferred', account.transferredCents],
    ['reversed', account.reversedCents],
    ['paidOut', account.paidOutCents],
    ['available', account.availableCents],
  ] as const;
  return (
    <>
      <h1>
        <FormattedMessage id="testOnboarding.heading" />
      </h1>
      <p className="lead">
        <FormattedMessage id="testOnboarding.noMoney" />
      </p>
      <FormErrors />
      <p>
        <strong>{account.businessName}</strong> ({account.email})
      </p>
      <p role="status">
        <FormattedMessage id="testOnboarding.status" values={{ status: intl.formatMessage({ id: `testOnboarding.status.${account.status}` }) }} />
      </p>
      {account.requirementsDue.length > 0 ? (
        <p>
          <FormattedMessage id="testOnboarding.requirementsDue" values={{ fields: intl.formatList(account.requirementsDue) }} />
        </p>
      ) : null}
      <h2>
        <FormattedMessage id="testOnboarding.balance" />
      </h2>
      <dl className="test-onboarding__balance">
        {balance.map(([label, cents]) => (
          <div key={label}>
            <dt>
              <FormattedMessage id={`testOnboarding.${label}`} />
            </dt>
            <dd>{money(cents)}</dd>
          </div>
        ))}
      </dl>
      <div className="test-checkout__actions">
        {account.steps.map((step) => button(step))}
        {account.canPayOut ? button('PAYOUT', 'button button--secondary') : null}
        {button('RETURN', 'link-button')}
      </div>
    </>
  );
}
