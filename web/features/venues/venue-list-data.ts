// The venue directory's data (/venues, and /wien with Vienna chosen): discovery's list over the API's venues, with
// the coordinates the map beside the list needs, the Premium venues featured above it under the same filter, and
// what an empty list offers instead.
import type { PageContextServer } from 'vike/types';
import { graphql } from '../../graphql/generated';
import type { NearInput, VenueFilter } from '../../graphql/generated/graphql';
import { alternativesOf, widerRadius, type ListAlternatives } from '../discovery/alternatives';
import { accessibilityFields, accessibilityFilterOf, asksAccessibility, withoutAccessibility } from '../discovery/accessibility-filter';
import { choiceField, defineFilters, flagField, slugField, textField, withoutNear, type ListScope } from '../discovery/filters';
import { loadDiscoveryList, readListPage, type DiscoveryData, type PageReader } from '../discovery/list-data';
import { venueKinds, venueList, type VenueFilters } from './filters';

export const venueFilters = defineFilters(venueList, {
  q: textField,
  city: slugField,
  craft: slugField,
  kind: choiceField(Object.keys(venueKinds)),
  open: flagField,
  ...accessibilityFields,
});

/** The API's filter for these filters; „open now“ means open at `now`, the time of the request. */
export function toVenueFilter(filters: VenueFilters, now: Date, near: NearInput | null): VenueFilter {
  return {
    city: filters.city ?? null,
    craft: filters.craft ?? null,
    kind: filters.kind ? (venueKinds[filters.kind] ?? null) : null,
    text: filters.q ?? null,
    openAt: filters.open ? now.toISOString() : null,
    accessibility: accessibilityFilterOf(filters),
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

/**
 * What an empty venue list offers instead (alternatives.ts): the same search in a wider radius, or, with a city
 * chosen, in the whole city without the place; and the search with one of its filters left out (the craft, the
 * words, the kind, „open now“, the accessibility features as one), each with how many venues that list holds.
 */
export function venueAlternativesOf<Node>(
  data: Pick<DiscoveryData<VenueFilters, Node>, 'filters' | 'near' | 'results' | 'featured' | 'error'>,
  readPage: PageReader<VenueFilters, Node>,
): Promise<ListAlternatives<VenueFilters, Node>> {
  const { filters, near } = data;
  const without = (key: 'craft' | 'q' | 'kind' | 'open', step: string) => (filters[key] ? { key: step, filters: { ...filters, [key]: undefined }, near } : null);
  return alternativesOf(data, readPage, [
    widerRadius(filters, near),
    near && filters.city ? { key: 'anywhere', filters: withoutNear(filters), near: null } : null,
    without('craft', 'withoutCraft'),
    without('q', 'withoutText'),
    without('kind', 'withoutKind'),
    without('open', 'withoutOpen'),
    asksAccessibility(filters) ? { key: 'withoutAccessibility', filters: withoutAccessibility(filters), near } : null,
  ]);
}

export async function loadVenueList(pageContext: PageContextServer, scope: ListScope) {
  const now = new Date();
  const readPage = readListPage(pageContext, VenueListQuery, 'venues', (filters: VenueFilters, near) => toVenueFilter(filters, now, near));
  const data = await loadDiscoveryList(pageContext, { parser: venueFilters, scope, readPage });
  return { ...data, alternatives: await venueAlternativesOf(data, readPage) };
}

export type VenueListData = Awaited<ReturnType<typeof loadVenueList>>;
