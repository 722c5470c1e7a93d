// /venue_profile: a venue owner edits their venue (saved as a draft change, previewed, then sent to the editors);
// sees the venue's Premium (and cancels it) and monthly figures; anyone can ask to keep a listed venue (a claim an editor decides) and sees how
// their claims stand.
import { FormattedMessage, useIntl } from 'react-intl';
import { FormName, SubmitButton, useFormState } from '../../../components/Form';
import { FormErrors, FormField, SelectField } from '../../../components/FormFields';
import { LocalizedLink, useLocalizedUrl } from '../../../components/LocalizedLink';
import { SectionIntro } from '../../../components/PageIntro';
import { SectionFailure } from '../../../components/SectionFailure';
import { useData } from '../../../components/useData';
import { VenueFigures } from '../../../features/analytics/VenueFigures';
import { venueOption } from '../../../features/contributions/EventForm';
import { EmbedSnippet } from '../../../features/events/embed/EmbedSnippet';
import type { Data } from './+data';
import { claimFormName } from './forms';
import { PremiumBox } from './PremiumBox';
import { formValuesFromVenue } from './venue-form';
import { VenueForm } from './VenueForm';

export default function Page() {
  const data = useData<Data>();
  return (
    <>
      <h1>
        <FormattedMessage id="venueProfile.heading" />
      </h1>
      {data.failed ? <SectionFailure error={data.failed} /> : <MyVenue data={data} />}
      <Claims data={data} />
    </>
  );
}

function MyVenue({ data }: { data: Extract<Data, { failed: null }> }) {
  const { venues, venue, change, crafts, equipment, figures, premium } = data;
  const localize = useLocalizedUrl();
  if (!venue) {
    return (
      <p className="empty">
        <FormattedMessage id="venueProfile.noVenue" />
      </p>
    );
  }
  // The form starts from the change still open, else from the venue as it is listed.
  const open = change && change.state !== 'APPROVED' ? change : null;
  const shown = open?.venue ?? venue;
  const query = `?venue=${encodeURIComponent(venue.slug)}`;
  return (
    <>
      {venues.length > 1 ? (
        <nav aria-labelledby="my-venues">
          <h2 id="my-venues">
            <FormattedMessage id="venueProfile.myVenues" />
          </h2>
          <ul>
            {venues.map((mine) => (
              <li key={mine.slug}>
                <a href={localize(`/venue_profile?venue=${encodeURIComponent(mine.slug)}`)} aria-current={mine.slug === venue.slug ? 'page' : undefined}>
                  {mine.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <section className="status-box" aria-labelledby="venue-state">
        <h2 id="venue-state">{venue.name}</h2>
        <p>
          <FormattedMessage id={`venueProfile.change.${change?.state ?? 'NONE'}`} />
        </p>
        {change?.state === 'REJECTED' && change.reviewNote ? (
          <p>
            <FormattedMessage id="eventEdit.reviewNote" values={{ note: change.reviewNote }} />
          </p>
        ) : null}
        <ul className="inline-actions">
          {open ? (
            <li>
              <a href={localize(`/venue_preview${query}`)}>
                <FormattedMessage id="venueProfile.preview" />
              </a>
            </li>
          ) : null}
          <li>
            <LocalizedLink href={`/venues/${venue.slug}`}>
              <FormattedMessage id="venueProfile.publicPage" />
            </LocalizedLink>
          </li>
        </ul>
      </section>

      <EmbedSnippet origin={data.embedOrigin} owner={{ kind: 'venue', slug: venue.slug, name: venue.name }} pagePath="/venue_profile" keep={{ venue: venue.slug }} />

      <PremiumBox slug={venue.slug} premium={premium} action={localize(`/venue_profile${query}`)} />

      {figures ? (
        <VenueFigures months={figures} />
      ) : !premium?.featured ? (
        // Monthly figures are a Premium benefit for owners (services/analytics.ts, mayViewVenueFigures).
        <section className="section" aria-labelledby="venue-figures-premium">
          <h2 id="venue-figures-premium">
            <FormattedMessage id="figures.venue.heading" />
          </h2>
          <p>
            <FormattedMessage id="figures.venue.premiumOnly" />{' '}
            <LocalizedLink href="/venue-benefits#benefits-premium">
              <FormattedMessage id="figures.venue.premiumLink" />
            </LocalizedLink>
          </p>
        </section>
      ) : (
        <p className="empty">
          <FormattedMessage id="figures.venue.unavailable" />
        </p>
      )}

      <VenueForm
        action={localize(`/venue_profile${query}`)}
        slug={venue.slug}
        defaults={formValuesFromVenue(shown)}
        images={shown.images}
        crafts={crafts}
        equipment={equipment}
        premium={!!premium?.featured}
      />
    </>
  );
}

function Claims({ data }: { data: Data }) {
  const intl = useIntl();
  const localize = useLocalizedUrl();
  const text = (id: string) => intl.formatMessage({ id });
  const claims = data.failed ? [] : data.claims;
  const chosen = useFormState(claimFormName)?.values.venue;
  return (
    <section className="section" aria-labelledby="venue-claims">
      <SectionIntro id="venue-claims" heading="venueProfile.claims" intro="venueProfile.claimsIntro" />
      {claims.length > 0 ? (
        <ul>
          {claims.map((claim) => (
            <li key={claim.id}>
              {claim.venue.name}: <FormattedMessage id={`venueProfile.claim.${claim.state}`} />
              {claim.state === 'REJECTED' && claim.reviewNote ? (
                <>
                  {' '}
                  <FormattedMessage id="eventEdit.reviewNote" values={{ note: claim.reviewNote }} />
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {data.claimable ? (
        <form className="contribution-form" method="post" action={localize('/venue_profile')}>
          <FormName name={claimFormName} />
          <FormErrors form={claimFormName} fields={['venue', 'message']} />
          <SelectField
            form={claimFormName}
            name="venue"
            label={text('venueProfile.claimVenue')}
            placeholder={text('makeevent.venueChoose')}
            options={data.claimable.map(venueOption)}
            value={typeof chosen === 'string' ? chosen : ''}
            required
          />
          <FormField form={claimFormName} name="message" label={text('venueProfile.claimMessage')} hint={text('venueProfile.claimMessageHint')}>
            {(control, typed) => <textarea {...control} rows={4} maxLength={1000} required defaultValue={typed as string | undefined} />}
          </FormField>
          <div className="contribution-form__buttons">
            <SubmitButton message="venueProfile.claimSend" />
          </div>
        </form>
      ) : (
        <SectionFailure error="STORE_UNAVAILABLE" />
      )}
    </section>
  );
}
