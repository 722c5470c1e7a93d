// An event in a list: when (a course: from its first date, and how many), what (linked to its page), where, price
// and seats (or that people just come), how many more bookings a course with a minimum needs, and how far away when
// searched nearby; whom a children's course is for; the „Anzeige“ mark when it is featured on top of a list.
import { FormattedMessage, useIntl } from 'react-intl';
import { AdMark } from '../../components/AdMark';
import { LocalizedLink } from '../../components/LocalizedLink';
import { getFragmentData, graphql, type FragmentType } from '../../graphql/generated';
import { CARD_DATE_TIME } from '../../../functions/src/domain/formats.js';
import { formatDateTime } from '../../lib/i18n/clock';
import { formatDistance } from '../discovery/distance';
import { ChildrenNote } from './ChildrenNote';
import { CourseMinimumNote } from './CourseMinimumNote';
import { formatPrice } from './format';
import './events.css';

export const EventCardFragment = graphql(`
  fragment EventCard_event on Event {
    slug
    title
    startsAt
    timeZone
    status
    level
    seatsLeft
    registration
    bookingOpen
    isSample
    minimum {
      decidesAt
      outcome
      stillNeeded
    }
    children {
      minAge
      maxAge
      adult
    }
    # Only counted: a course's card says how many dates it has.
    sessions {
      startsAt
    }
    price {
      amountCents
      currency
    }
    venue {
      slug
      name
    }
    # Only the first is named.
    crafts {
      name
    }
  }
`);

/** `featured`: a Premium venue's course shown on top of a list, marked „Anzeige“. */
export function EventCard(props: { event: FragmentType<typeof EventCardFragment>; showVenue?: boolean; distanceKm?: number | null; featured?: boolean }) {
  const event = getFragmentData(EventCardFragment, props.event);
  const intl = useIntl();
  const { showVenue = true, distanceKm } = props;
  const course = event.sessions.length > 1;
  const when = formatDateTime(intl, event.startsAt, { ...CARD_DATE_TIME, timeZone: event.timeZone });
  return (
    <article className="card event-card">
      <div className="card__body">
        {props.featured ? <AdMark /> : null}
        <p className="card__kicker">
          <time dateTime={event.startsAt}>{course ? intl.formatMessage({ id: 'event.from' }, { when }) : when}</time>
          {course ? (
            <>
              {' · '}
              <FormattedMessage id="event.sessionCount" values={{ count: event.sessions.length }} />
            </>
          ) : null}
          {event.crafts[0] ? ` · ${event.crafts[0].name}` : null}
        </p>
        <h3 className="card__title">
          <LocalizedLink href={`/events/${event.slug}`}>{event.title}</LocalizedLink>
        </h3>
        {showVenue ? (
          <p className="card__meta">
            <LocalizedLink href={`/venues/${event.venue.slug}`}>{event.venue.name}</LocalizedLink>
            {distanceKm != null ? (
              <>
                {' · '}
                <FormattedMessage id="list.distance" values={{ distance: formatDistance(intl, distanceKm) }} />
              </>
            ) : null}
          </p>
        ) : null}
        {event.children ? (
          <p className="card__meta event-card__children">
            <ChildrenNote rule={event.children} />
          </p>
        ) : null}
        {/* Before the price line, which stays the card's last. */}
        {event.minimum && event.minimum.outcome !== 'CALLED_OFF' && event.status === 'SCHEDULED' && event.bookingOpen ? (
          <p className="card__meta event-card__minimum">
            <CourseMinimumNote minimum={event.minimum} timeZone={event.timeZone} />
          </p>
        ) : null}
        <p className="card__meta">
          {formatPrice(intl, event.price)}
          {' · '}
          <FormattedMessage id={`event.level.${event.level}`} />
          {' · '}
          {event.minimum?.outcome === 'CALLED_OFF' ? (
            <strong className="event-card__status">
              <CourseMinimumNote minimum={event.minimum} timeZone={event.timeZone} />
            </strong>
          ) : event.status !== 'SCHEDULED' ? (
            <strong className="event-card__status">
              <FormattedMessage id={`event.status.${event.status}`} />
            </strong>
          ) : event.registration === 'DROP_IN' ? (
            <FormattedMessage id="event.dropInShort" />
          ) : !event.bookingOpen && !event.isSample ? (
            // A course under way or a date that is over: free seats would promise what cannot be booked.
            <FormattedMessage id="event.bookingClosed" />
          ) : (
            <FormattedMessage id="event.seatsLeft" values={{ count: event.seatsLeft }} />
          )}
        </p>
      </div>
    </article>
  );
}
