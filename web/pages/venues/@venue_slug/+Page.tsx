// A venue: what it is, which crafts, where, when it is open, how to reach it, and its next events.
import { FormattedMessage, useIntl } from 'react-intl';
import { CraftIllustration } from '../../../components/CraftIllustration';
import { LocalizedLink } from '../../../components/LocalizedLink';
import { SectionFailure } from '../../../components/SectionFailure';
import { useData } from '../../../components/useData';
import { EventCard } from '../../../features/events/EventCard';
import type { Data } from './+data';

const weekdays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

export default function Page() {
  const { venue, upcomingEventsError } = useData<Data>();
  const intl = useIntl();
  const { address, contact } = venue;
  const events = venue.upcomingEvents ?? [];
  return (
    <article className="venue">
      <nav className="breadcrumbs" aria-label={intl.formatMessage({ id: 'nav.breadcrumbs' })}>
        <ol>
          <li>
            <LocalizedLink href="/">
              <FormattedMessage id="nav.home" />
            </LocalizedLink>
          </li>
          <li>
            <LocalizedLink href="/venues">
              <FormattedMessage id="nav.venues" />
            </LocalizedLink>
          </li>
          <li aria-current="page">{venue.name}</li>
        </ol>
      </nav>

      <header className="venue__header">
        <p className="card__kicker">
          <FormattedMessage id={`venue.kind.${venue.kind}`} />
          {address.district ? ` · ${address.district}` : null}
        </p>
        <h1>{venue.name}</h1>
        {venue.crafts.length > 0 ? (
          <ul className="craft-list" aria-label={intl.formatMessage({ id: 'venue.crafts' })}>
            {venue.crafts.map((craft) => (
              <li key={craft.slug}>
                <CraftIllustration slug={craft.slug} name={craft.name} size={40} />
                <span>{craft.name}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </header>

      {venue.images[0] ? (
        <img
          className="venue__image"
          src={venue.images[0].url}
          alt={venue.images[0].alt}
          width={venue.images[0].width ?? undefined}
          height={venue.images[0].height ?? undefined}
        />
      ) : null}

      <div className="venue__grid">
        <div className="venue__main">
          {venue.description.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}

          <section className="section" aria-labelledby="venue-events">
            <h2 id="venue-events">
              <FormattedMessage id="venue.upcomingEvents" />
            </h2>
            {upcomingEventsError ? (
              <SectionFailure error={upcomingEventsError} />
            ) : events.length === 0 ? (
              <p className="empty">
                <FormattedMessage id="venue.noEvents" />
              </p>
            ) : (
              <ul className="card-list">
                {events.map((event) => (
                  <li key={event.slug}>
                    <EventCard event={event} showVenue={false} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>

        <aside className="venue__facts">
          <section aria-labelledby="venue-address">
            <h2 id="venue-address">
              <FormattedMessage id="venue.address" />
            </h2>
            <address>
              {address.street}
              <br />
              {address.postalCode} {address.locality}
              {address.district ? (
                <>
                  <br />
                  {address.district}
                </>
              ) : null}
            </address>
            <p>
              <a href={`https://www.openstreetmap.org/?mlat=${venue.geo.lat}&mlon=${venue.geo.lng}#map=17/${venue.geo.lat}/${venue.geo.lng}`} rel="external noopener">
                <FormattedMessage id="venue.map" />
              </a>
            </p>
          </section>

          <section aria-labelledby="venue-hours">
            <h2 id="venue-hours">
              <FormattedMessage id="venue.openingHours" />
            </h2>
            {venue.openingHours.length === 0 ? (
              <p>
                <FormattedMessage id="venue.hoursUnknown" />
              </p>
            ) : (
              <dl className="opening-hours">
                {weekdays.map((day) => {
                  const intervals = venue.openingHours.filter((hours) => hours.day === day);
                  return (
                    <div key={day}>
                      <dt>
                        <FormattedMessage id={`weekday.${day}`} />
                      </dt>
                      <dd>
                        {intervals.length === 0 ? (
                          <FormattedMessage id="venue.closed" />
                        ) : (
                          intervals.map((hours) => `${hours.opens}–${hours.closes}`).join(', ')
                        )}
                      </dd>
                    </div>
                  );
                })}
              </dl>
            )}
          </section>

          <section aria-labelledby="venue-contact">
            <h2 id="venue-contact">
              <FormattedMessage id="venue.contact" />
            </h2>
            <ul className="contact-list">
              {contact.phone ? (
                <li>
                  <FormattedMessage id="venue.phone" />: <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>
                </li>
              ) : null}
              {contact.email ? (
                <li>
                  <FormattedMessage id="venue.email" />: <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </li>
              ) : null}
              {venue.website && /^https?:\/\//.test(venue.website) ? (
                <li>
                  <a href={venue.website} rel="external noopener">
                    <FormattedMessage id="venue.website" />
                  </a>
                </li>
              ) : null}
              {!contact.phone && !contact.email && !venue.website ? (
                <li>
                  <FormattedMessage id="venue.noContact" />
                </li>
              ) : null}
            </ul>
          </section>
        </aside>
      </div>
    </article>
  );
}
