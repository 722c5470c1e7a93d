// An upcoming event in a list: when, what, where, price and seats.
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink } from '../../components/LocalizedLink';
import { getFragmentData, graphql, type FragmentType } from '../../graphql/generated';

export const EventCardFragment = graphql(`
  fragment EventCard_event on Event {
    slug
    title
    startsAt
    endsAt
    timeZone
    status
    seatsLeft
    price {
      amountCents
      currency
    }
    venue {
      slug
      name
    }
    crafts {
      slug
      name
    }
  }
`);

export function EventCard(props: { event: FragmentType<typeof EventCardFragment>; showVenue?: boolean }) {
  const event = getFragmentData(EventCardFragment, props.event);
  const intl = useIntl();
  const { showVenue = true } = props;
  const when = intl.formatDate(event.startsAt, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: event.timeZone,
  });
  const price =
    event.price.amountCents === 0
      ? intl.formatMessage({ id: 'event.free' })
      : intl.formatNumber(event.price.amountCents / 100, { style: 'currency', currency: event.price.currency });
  return (
    <article className="card event-card">
      <div className="card__body">
        <p className="card__kicker">
          <time dateTime={event.startsAt}>{when}</time>
        </p>
        <h3 className="card__title">{event.title}</h3>
        {showVenue ? (
          <p className="card__meta">
            <LocalizedLink href={`/venues/${event.venue.slug}`}>{event.venue.name}</LocalizedLink>
          </p>
        ) : null}
        <p className="card__meta">
          {price}
          {' · '}
          {event.status === 'SCHEDULED' ? (
            <FormattedMessage id="event.seatsLeft" values={{ count: event.seatsLeft }} />
          ) : (
            <strong>
              <FormattedMessage id={`event.status.${event.status}`} />
            </strong>
          )}
        </p>
      </div>
    </article>
  );
}
