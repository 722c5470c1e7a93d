// The venue directory's data (/venues, and /wien with Vienna chosen): discovery's list over the API's venues, with
// the coordinates the map beside the list needs, and the Premium venues featured above it under the same filter.
import type { PageContextServer } from 'vike/types';
import { graphql } from '../../graphql/generated';
import type { NearInput, VenueFilter } from '../../graphql/generated/graphql';
import { choiceField, defineFilters, flagField, slugField, textField, type ListScope } from '../discovery/filters';
import { loadDiscoveryList, readListPage } from '../discovery/list-data';
import { venueKinds, venueList, type VenueFilters } from './filters';

export const venueFilters = defineFilters(venueList, {
  q: textField,
  city: slugField,
  craft: slugField,
  kind: choiceField(Object.keys(venueKinds)),
  open: flagField,
});

/** The API's filter for these filters; „open now“ means open at `now`, the time of the request. */
export function toVenueFilter(filters: VenueFilters, now: Date, near: NearInput | null): VenueFilter {
  return {
    city: filters.city ?? null,
    craft: filters.craft ?? null,
    kind: filters.kind ? (venueKinds[filters.kind] ?? null) : null,
    text: filters.q ?? null,
    openAt: filters.open ? now.toISOString() : null,
    near,
  };
}

const VenueListQuery = graphql(`
  query VenueDirectoryList($first: Int!, $after: String, $filter: VenueFilter, $featuredFirst: Int = 0) {
    featured: featuredVenues(first: $featuredFirst, filter: $filter) {
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
    venues(first: $first, after: $after, filter: $filter) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        distanceKm
        inPlace
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
  const readPage = readListPage(pageContext, VenueListQuery, 'venues', (filters: VenueFilters, near) => toVenueFilter(filters, now, near));
  return loadDiscoveryList(pageContext, { parser: venueFilters, scope, readPage });
}

export type VenueListData = Awaited<ReturnType<typeof loadVenueList>>;
