// The event list: discovery's list over the API's upcoming events (filters from the URL, see
// features/events/filters.ts), 20 per page, cursor pagination via ?after=.
import type { PageContextServer } from 'vike/types';
import { eventList, toEventFilter } from '../../../features/events/filters';
import { listPageSize, loadDiscoveryList } from '../../../features/discovery/list-data';
import { queryPage } from '../../../lib/graphql/apollo.server';
import { graphql } from '../../../graphql/generated';

const EventListQuery = graphql(`
  query EventList($first: Int!, $after: String, $filter: EventFilter) {
    events(first: $first, after: $after, filter: $filter) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        distanceKm
        node {
          slug
          ...EventCard_event
        }
      }
    }
  }
`);

export function data(pageContext: PageContextServer) {
  const now = new Date();
  return loadDiscoveryList(pageContext, {
    list: eventList,
    readPage: async (filters, near) => {
      const { data, errors } = await queryPage(pageContext, EventListQuery, {
        first: listPageSize,
        after: filters.after ?? null,
        filter: toEventFilter(filters, now, near),
      });
      return { connection: data?.events, error: errors.events ?? errors['*'] };
    },
  });
}

export type Data = Awaited<ReturnType<typeof data>>;
