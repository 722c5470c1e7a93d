// What an empty course list offers instead (eventAlternativesOf in event-list-data.ts): the nearest course that
// fits a little further away, with the link to that radius, and the next one that fits after the chosen days, with
// the link without them. Real courses, never made-up hints.
import { FormattedMessage, useIntl } from 'react-intl';
import type { ListAlternatives } from '../discovery/alternatives';
import { formatDistance } from '../discovery/distance';
import { ListAlternatives as Alternatives } from '../discovery/ListAlternatives';
import { EventCard } from './EventCard';
import type { EventFilters } from './filters';

type Node = Parameters<typeof EventCard>[0]['event'];

export function EventAlternatives(props: { alternatives: ListAlternatives<EventFilters, Node>; listUrl: (filters: EventFilters) => string }) {
  const intl = useIntl();
  return (
    <Alternatives
      alternatives={props.alternatives}
      listUrl={props.listUrl}
      card={(node, distanceKm) => <EventCard event={node} distanceKm={distanceKm} />}
      label={({ key, radiusKm }) => <FormattedMessage id={`events.alternatives.${key}`} values={{ radius: radiusKm === null ? '' : formatDistance(intl, radiusKm) }} />}
    />
  );
}
