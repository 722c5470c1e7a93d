// /payment?plan=…: an owner buys Premium for a venue: which venue (when they keep several), what is bought, the
// price with net, USt and total, then the provider's checkout; on the way back the venue's Premium state. People
// who keep no venue are told how to claim one.
import { FormattedDate, FormattedMessage, FormattedNumber } from 'react-intl';
import { VAT_PERCENT, premiumPlanMessage, type PremiumPlanId } from '../../../functions/src/domain/premium';
import { FormName } from '../../components/Form';
import { FormErrors } from '../../components/FormFields';
import { LocalizedLink, useLocalizedUrl } from '../../components/LocalizedLink';
import type { PremiumData } from './premium-data';

const euro = (cents: number) => <FormattedNumber value={cents / 100} style="currency" currency="EUR" />;

export function PremiumPayment({ data }: { data: PremiumData }) {
  const { plan, venues, venue, result } = data;
  const localize = useLocalizedUrl();
  const premium = venue?.premium ?? null;
  const profileLink = (
    <LocalizedLink href="/venue_profile">
      <FormattedMessage id="premiumPayment.toProfile" />
    </LocalizedLink>
  );
  return (
    <>
      <h1>
        <FormattedMessage id="premiumPayment.heading" />
      </h1>
      {venues.length === 0 && (
        <p className="lead">
          <FormattedMessage id="premiumPayment.noVenue" />{' '}
          <LocalizedLink href="/venue-benefits">
            <FormattedMessage id="premiumPayment.toBenefits" />
          </LocalizedLink>
        </p>
      )}
      {venues.length > 0 && !venue && plan && (
        <form method="get" action={localize('/payment')} className="account-form">
          <input type="hidden" name="plan" value={plan.id} />
          <fieldset>
            <legend>
              <FormattedMessage id="premiumPayment.choose" />
            </legend>
            {venues.map((v, i) => (
              <label key={v.slug} className="choice">
                <input type="radio" name="venue" value={v.slug} defaultChecked={i === 0} /> {v.name}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button">
            <FormattedMessage id="premiumPayment.continue" />
          </button>
        </form>
      )}
      {venue && premium?.featured && (
        <p role="status" className="lead">
          <FormattedMessage
            id={premium.cancelAtPeriodEnd ? 'premiumPayment.activeCancelled' : 'premiumPayment.active'}
            values={{ venue: venue.name, date: <FormattedDate value={premium.currentPeriodEnd!} dateStyle="long" /> }}
          />
        </p>
      )}
      {venue && !premium?.featured && result === 'returned' && (
        <p role="status" className="lead">
          <FormattedMessage id="premiumPayment.waiting" />
        </p>
      )}
      {venue && !premium?.featured && result === 'cancelled' && (
        <p role="status" className="notice">
          <FormattedMessage id="premiumPayment.cancelled" />
        </p>
      )}
      {venue && !premium?.featured && result === 'declined' && (
        <p role="alert" className="notice notice--error">
          <FormattedMessage id="premiumPayment.declined" />
        </p>
      )}
      {venue && !premium?.featured && plan && result !== 'returned' && (
        <>
          <dl className="payment-summary">
            <dt>
              <FormattedMessage id="payment.what" />
            </dt>
            <dd>
              <strong>
                <FormattedMessage id={premiumPlanMessage(plan.id as PremiumPlanId)} />
              </strong>
              {`, ${venue.name}`}
            </dd>
            <dt>
              <FormattedMessage id="premiumPayment.net" />
            </dt>
            <dd>{euro(plan.netCents)}</dd>
            <dt>
              <FormattedMessage id="premiumPayment.vat" values={{ percent: VAT_PERCENT }} />
            </dt>
            <dd>{euro(plan.vatCents)}</dd>
            <dt>
              <FormattedMessage id="premiumPayment.total" values={{ interval: plan.interval }} />
            </dt>
            <dd>
              <strong>{euro(plan.grossCents)}</strong>
            </dd>
          </dl>
          <p>
            <FormattedMessage id="premiumPayment.renews" values={{ interval: plan.interval }} />
          </p>
          <form method="post" action={`${localize('/payment')}?plan=${plan.id}&venue=${encodeURIComponent(venue.slug)}`} className="account-form">
            <FormErrors />
            <FormName name="premium" />
            <input type="hidden" name="plan" value={plan.id} />
            <input type="hidden" name="venue" value={venue.slug} />
            <button type="submit" className="button">
              <FormattedMessage id="premiumPayment.pay" values={{ amount: euro(plan.grossCents) }} />
            </button>
          </form>
        </>
      )}
      {venue && <p>{profileLink}</p>}
    </>
  );
}
