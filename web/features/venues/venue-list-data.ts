// The venue directory's data (/venues, and /wien with Vienna chosen): discovery's list over the API's venues, with
// the coordinates the map beside the list needs.
import type { PageContextServer } from 'vike/types';
import { graphql } from '../../graphql/generated';
import { queryPage } from '../../lib/graphql/apollo.server';
import type { ListScope } from '../discovery/filters';
import { listPageSize, loadDiscoveryList } from '../discovery/list-data';
import { toVenueFilter, venueList } from './filters';

const VenueListQuery = graphql(`
  query VenueDirectoryList($first: Int!, $after: String, $filter: VenueFilter) {
    venues(first: $first, after: $after, filter: $filter) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        distanceKm
        node {
          slug
          name
          geo {
            lat
            lng
          }
          ...VenueCard_venue
        }
      }
    }
  }
`);

export function loadVenueList(pageContext: PageContextServer, scope: ListScope) {
  const now = new Date();
  return loadDiscoveryList(pageContext, {
    list: venueList,
    scope,
    readPage: async (filters, near) => {
      const { data, errors } = await queryPage(pageContext, VenueListQuery, {
        first: listPageSize,
        after: filters.after ?? null,
        filter: toVenueFilter(filters, now, near),
      });
      return { connection: data?.venues, error: errors.venues ?? errors['*'] };
    },
  });
}

export type VenueListData = Awaited<ReturnType<typeof loadVenueList>>;
