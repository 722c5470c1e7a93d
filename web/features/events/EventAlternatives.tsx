// What an empty course list offers instead: the nearest course that fits a little further away (with the link to
// that radius), and the next one that fits after the chosen days (with the link without them). Found by
// alternativesOf in event-list-data.ts; real courses, never made-up hints.
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink } from '../../components/LocalizedLink';
import { formatDistance } from '../discovery/distance';
import type { EventAlternatives as Alternatives } from './event-list-data';
import { EventCard } from './EventCard';
import type { EventFilters } from './filters';

type Node = Parameters<typeof EventCard>[0]['event'];

export function EventAlternatives(props: { alternatives: Alternatives<Node>; filters: EventFilters; listUrl: (filters: EventFilters) => string }) {
  const { alternatives, filters, listUrl } = props;
  const intl = useIntl();
  if (!alternatives) return null;
  const { wider, later } = alternatives;
  return (
    <section aria-labelledby="alternatives-heading" className="result-group">
      <h2 id="alternatives-heading" className="result-group__heading">
        <FormattedMessage id="events.alternatives.heading" />
      </h2>
      <ul className="card-list">
        {wider ? (
          <li>
            <EventCard event={wider.node} distanceKm={wider.distanceKm} />
            <p className="alternative__link">
              <LocalizedLink href={listUrl({ ...filters, radius: wider.radiusKm, after: undefined })}>
                <FormattedMessage id="events.alternatives.wider" values={{ radius: formatDistance(intl, wider.radiusKm) }} />
              </LocalizedLink>
            </p>
          </li>
        ) : null}
        {later ? (
          <li>
            <EventCard event={later.node} distanceKm={later.distanceKm} />
            <p className="alternative__link">
              <LocalizedLink href={listUrl({ ...filters, when: undefined, from: undefined, to: undefined, after: undefined })}>
                <FormattedMessage id="events.alternatives.later" />
              </LocalizedLink>
            </p>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
