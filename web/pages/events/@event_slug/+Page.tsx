// An event: when (in its own time zone; every date of a course), how long, what it costs, seats or that people just
// come, level, what to bring, where, who organises it and how to reach them (the venue, as receipts and the
// structured data name it), how to put it into a calendar, and related events. Cancelled, postponed and
// past events say so first, and show no free seats; a course that needs a minimum of bookings says where it stands.
import { FormattedMessage, useIntl } from 'react-intl';
import { CraftIllustration } from '../../../components/CraftIllustration';
import { DetailHeader } from '../../../components/DetailHeader';
import { LabelledSection } from '../../../components/LabelledSection';
import { LocalizedLink } from '../../../components/LocalizedLink';
import { usePageContext } from '../../../components/PageContext';
import { Paragraphs } from '../../../components/Paragraphs';
import { UploadedImage } from '../../../components/UploadedImage';
import { useData } from '../../../components/useData';
import { googleCalendarUrl, icsUrl } from '../../../features/events/calendar-links';
import { ResultList } from '../../../features/discovery/ResultList';
import { ChildrenNote } from '../../../features/events/ChildrenNote';
import { CourseMinimumNote } from '../../../features/events/CourseMinimumNote';
import { EventCard } from '../../../features/events/EventCard';
import { EventTime } from '../../../features/events/EventTime';
import { formatPrice, formatSessionsDuration } from '../../../features/events/format';
import { livePath } from '../../../features/live/live-paths';
import { AccessibilityFacts } from '../../../features/venues/AccessibilityFacts';
import { ContactList } from '../../../features/venues/ContactList';
import { localizeUrl } from '../../../lib/i18n/locales';
import { addressLine } from '../../../../functions/src/domain/formats.js';
import type { Data } from './+data';
import { BookingBox } from './BookingBox';
import './event-page.css';

export default function Page() {
  const { event, relatedEventsError, now, origin } = useData<Data>();
  const { locale } = usePageContext();
  const intl = useIntl();
  const { venue } = event;
  const at = Date.parse(now);
  const past = Date.parse(event.endsAt) < at;
  const running = event.sessions.some((session) => Date.parse(session.startsAt) <= at && at < Date.parse(session.endsAt));
  // Its live view is worth a link while it runs and in the hour before.
  const onAirSoon = running || event.sessions.some((session) => Date.parse(session.startsAt) > at && Date.parse(session.startsAt) - at <= 3_600_000);
  const course = event.sessions.length > 1;
  const dropIn = event.registration === 'DROP_IN';
  const live = !past && event.status !== 'CANCELLED';
  const free = event.price.amountCents === 0;
  const related = event.relatedEvents ?? [];
  const address = addressLine(venue.address);
  const calendarUrl = googleCalendarUrl({
    title: event.title,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    timeZone: event.timeZone,
    details: event.description,
    pageUrl: origin + localizeUrl(`/events/${event.slug}`, locale),
    location: `${venue.name}, ${address}`,
  });
  return (
    <article className="event">
      <DetailHeader
        trail={[{ href: '/events', message: 'events.heading' }]}
        title={event.title}
        className="event__header"
        kicker={event.crafts.map((craft) => craft.name).join(' · ')}
      />

      {event.isSample ? (
        <p className="notice" role="note">
          <FormattedMessage id="event.sampleNotice" />{' '}
          <LocalizedLink href="/musterspace">
            <FormattedMessage id="event.sampleBack" />
          </LocalizedLink>
        </p>
      ) : null}
      {event.minimum?.outcome === 'CALLED_OFF' ? null : event.status !== 'SCHEDULED' ? (
        <p className={`notice event__status event__status--${event.status.toLowerCase()}`} role="status">
          <strong>
            <FormattedMessage id={`event.statusNotice.${event.status}`} />
          </strong>
        </p>
      ) : null}
      {/* A course that needs a minimum of bookings: how many more, or how it was decided (a called-off one says why). */}
      {event.minimum && !past && (event.status === 'SCHEDULED' || event.minimum.outcome === 'CALLED_OFF') ? (
        <p className={`notice event__minimum event__minimum--${event.minimum.outcome.toLowerCase()}`} role="status">
          <strong>
            <CourseMinimumNote minimum={event.minimum} timeZone={event.timeZone} withDecision />
          </strong>
        </p>
      ) : null}
      {past ? (
        <p className="notice event__past" role="status">
          <FormattedMessage id="event.past" />{' '}
          <LocalizedLink href={event.crafts[0] ? `/events?craft=${event.crafts[0].slug}` : '/events'}>
            <FormattedMessage id="event.pastMore" />
          </LocalizedLink>
        </p>
      ) : running && event.status === 'SCHEDULED' ? (
        <p className="notice event__running" role="status">
          <FormattedMessage id="event.running" />
        </p>
      ) : null}
      {onAirSoon && event.status === 'SCHEDULED' ? (
        <p className="event__live">
          <LocalizedLink href={livePath(event.slug)}>
            <FormattedMessage id="live.eventLink" />
          </LocalizedLink>
        </p>
      ) : null}

      <div className="event__grid">
        {/* The facts come first: on phones they lead; on wide screens they sit in the right column. */}
        <aside className="event__facts" aria-label={intl.formatMessage({ id: 'event.facts' })}>
          <dl>
            <div>
              <dt>
                <FormattedMessage id="event.when" />
              </dt>
              <dd>
                {course ? (
                  <ol className="event__sessions" aria-label={intl.formatMessage({ id: 'event.dates' })}>
                    {event.sessions.map((session) => (
                      <li key={session.startsAt}>
                        <EventTime event={{ ...session, timeZone: event.timeZone }} />
                      </li>
                    ))}
                  </ol>
                ) : (
                  <EventTime event={event} />
                )}
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="event.duration" />
              </dt>
              <dd>{formatSessionsDuration(intl, event.sessions)}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="event.price" />
              </dt>
              <dd>
                {course && !free ? (
                  <FormattedMessage id="event.priceForAll" values={{ price: formatPrice(intl, event.price), count: event.sessions.length }} />
                ) : (
                  formatPrice(intl, event.price)
                )}
                {/* A paid course makes a present: a voucher of its price, redeemable on any course. */}
                {!free && event.status !== 'CANCELLED' ? (
                  <>
                    {' · '}
                    <LocalizedLink href={`/vouchers?course=${encodeURIComponent(event.slug)}`}>
                      <FormattedMessage id="event.giftVoucher" />
                    </LocalizedLink>
                  </>
                ) : null}
              </dd>
            </div>
            {dropIn ? (
              <div>
                <dt>
                  <FormattedMessage id="event.registration" />
                </dt>
                <dd>
                  <FormattedMessage id="event.dropIn" />
                </dd>
              </div>
            ) : live ? (
              <div>
                <dt>
                  <FormattedMessage id="event.seats" />
                </dt>
                <dd>
                  <FormattedMessage id="event.seatsLeft" values={{ count: event.seatsLeft }} />
                  {event.seatsLeft > 0 ? (
                    <>
                      {' '}
                      <FormattedMessage id="event.capacity" values={{ capacity: event.capacity }} />
                    </>
                  ) : null}
                </dd>
              </div>
            ) : null}
            <div>
              <dt>
                <FormattedMessage id="event.levelLabel" />
              </dt>
              <dd>
                <FormattedMessage id={`event.level.${event.level}`} />
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="event.languages" values={{ count: event.languages.length }} />
              </dt>
              <dd>{languageNames(event.languages, intl.locale)}</dd>
            </div>
            {event.children ? (
              <div data-testid="event-children">
                <dt>
                  <FormattedMessage id="event.childrenLabel" />
                </dt>
                <dd>
                  <ChildrenNote rule={event.children} />
                </dd>
              </div>
            ) : null}
            <div>
              <dt>
                <FormattedMessage id="event.venue" />
              </dt>
              <dd>
                <LocalizedLink href={`/venues/${venue.slug}`}>{venue.name}</LocalizedLink>
                <address>
                  {venue.address.street}
                  <br />
                  {venue.address.postalCode} {venue.address.locality}
                  {venue.address.district ? (
                    <>
                      <br />
                      {venue.address.district}
                    </>
                  ) : null}
                </address>
              </dd>
            </div>
            {/* Whoever books makes the contract with the organiser: their name and contact come before the booking. */}
            {event.registration === 'BOOKING' ? (
              <div data-testid="event-organizer">
                <dt>
                  <FormattedMessage id="event.organizer" />
                </dt>
                <dd>
                  {venue.name}
                  <ContactList contact={venue.contact} website={venue.website} socialLinks={venue.socialLinks} />
                </dd>
              </div>
            ) : null}
          </dl>
          {event.bookingOpen ? (
            <BookingBox event={event} now={now} />
          ) : !dropIn && !event.isSample && event.closedReason && event.closedReason !== 'CANCELLED' && !past ? (
            // Why there is no booking form: begun, postponed without a new date, the window closed, ended early.
            <p className="booking-box" role="status">
              <FormattedMessage id={`event.closedReason.${event.closedReason}`} />
            </p>
          ) : null}
          {live ? (
            <ul className="event__calendar">
              <li>
                <a className="button" href={icsUrl(event.slug)} download={`${event.slug}.ics`} type="text/calendar">
                  <FormattedMessage id="calendar.download" />
                </a>
              </li>
              {/* Google's link carries one date; the download carries every date of a course. */}
              {course ? null : (
                <li>
                  <a href={calendarUrl} rel="external noopener">
                    <FormattedMessage id="calendar.google" />
                  </a>
                </li>
              )}
            </ul>
          ) : null}
        </aside>
        <div className="event__main">
          {event.images[0] ? (
            <UploadedImage image={event.images[0]} className="event__image" priority />
          ) : event.crafts[0] ? (
            <CraftIllustration slug={event.crafts[0].slug} name={event.crafts[0].name} size={96} />
          ) : null}
          <Paragraphs text={event.description} />

          <LabelledSection id="event-bring" heading="event.whatToBring" className="section">
            <p>
              <FormattedMessage id={materialsMessage(event.materialsIncluded, free)} />
            </p>
            {event.whatToBring ? <p>{event.whatToBring}</p> : null}
          </LabelledSection>

          <AccessibilityFacts id="event-accessibility" accessibility={event.accessibility} courseDiffers={event.accessibilityDiffers} />
        </div>

      </div>

      <LabelledSection id="event-related" heading="event.related" className="section">
        <ResultList items={related} error={relatedEventsError} empty={<FormattedMessage id="event.noRelated" />} itemKey={(other) => other.slug}>
          {(other) => <EventCard event={other} />}
        </ResultList>
      </LabelledSection>
    </article>
  );
}

/** A free event has no price to include the materials in. */
function materialsMessage(included: boolean, free: boolean): string {
  if (free) return included ? 'event.materialsProvided' : 'event.materialsOwn';
  return included ? 'event.materialsIncluded' : 'event.materialsNotIncluded';
}

/** The course's languages by their names in the page's language: „Deutsch und Englisch“. */
function languageNames(codes: readonly string[], locale: string): string {
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(codes.map((code) => names.of(code) ?? code));
}
