// The venue list: filters from the URL, 20 per page, cursor pagination via ?after=.
import type { PageContextServer } from 'vike/types';
import { queryPage } from '../../../features/graphql/apollo.server';
import { parseVenueFilters, venueKinds } from '../../../features/venues/filters';
import { graphql } from '../../../graphql/generated';

const VenueListQuery = graphql(`
  query VenueList($first: Int!, $after: String, $filter: VenueFilter) {
    crafts {
      slug
      name
    }
    cities {
      slug
      name
    }
    venues(first: $first, after: $after, filter: $filter) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          slug
          ...VenueCard_venue
        }
      }
    }
  }
`);

const pageSize = 20;

export async function data(pageContext: PageContextServer) {
  const filters = parseVenueFilters(pageContext.urlParsed.search);
  const { data, errors } = await queryPage(pageContext, VenueListQuery, {
    first: pageSize,
    after: filters.after ?? null,
    filter: {
      city: filters.city ?? null,
      craft: filters.craft ?? null,
      kind: filters.kind ? venueKinds[filters.kind] : null,
    },
  });
  return {
    filters,
    crafts: data?.crafts ?? [],
    cities: data?.cities ?? [],
    venues: data?.venues?.edges.map((edge) => edge.node) ?? [],
    totalCount: data?.venues?.totalCount ?? 0,
    nextCursor: data?.venues?.pageInfo.hasNextPage ? (data.venues.pageInfo.endCursor ?? null) : null,
    error: errors.venues ?? errors['*'] ?? null,
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
