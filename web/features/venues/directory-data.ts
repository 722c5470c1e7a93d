// Data of the venue directory (/venues, and /wien with Vienna preselected): filters from the URL, checked against the
// taxonomy; a typed place resolved to a circle; then one page of venues (by distance when searching near a point).
// Bad parameters never fail the page: they are dropped and listed in `problems`, which the page explains.
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { queryPage } from '../../lib/graphql/apollo.server';
import { localizeUrl } from '../../lib/i18n/locales';
import { graphql } from '../../graphql/generated';
import { defaultLocationRadiusKm, parseVenueFilters, venueKinds, type FilterProblem } from './filters';

const DirectoryOptionsQuery = graphql(`
  query VenueDirectoryOptions {
    crafts {
      slug
      name
    }
    cities {
      slug
      name
    }
  }
`);

// A query of its own: Query.places is non-null, so its failure must not take the form's options with it.
const PlaceQuery = graphql(`
  query VenueDirectoryPlace($query: String!) {
    places(query: $query, first: 1) {
      label
      center {
        lat
        lng
      }
      radiusKm
    }
  }
`);

const DirectoryListQuery = graphql(`
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

const pageSize = 20;

/** Where the list searches: around a typed place or around the visitor's location. */
export type NearSearch = { lat: number; lng: number; radiusKm: number; label: string | null };

export type DirectoryPage = {
  /** '/venues', or a city's landing page such as '/wien'. */
  basePath: string;
  /** The city a landing page is about; undefined on /venues. */
  pageCity?: string;
};

export async function loadVenueDirectory(pageContext: PageContextServer, { basePath, pageCity }: DirectoryPage) {
  const search = pageContext.urlParsed.search;
  normalizeUrl(pageContext, search, basePath, pageCity);

  const parsed = parseVenueFilters(pageCity ? { city: pageCity, ...search } : search);
  const { filters } = parsed;
  const problems: FilterProblem[] = [...parsed.problems];

  const openAt = filters.open ? new Date().toISOString() : null;
  const listVenues = (near: NearSearch | null) =>
    queryPage(pageContext, DirectoryListQuery, {
      first: pageSize,
      after: filters.after ?? null,
      filter: {
        city: filters.city ?? null,
        craft: filters.craft ?? null,
        kind: filters.kind ? venueKinds[filters.kind] : null,
        text: filters.q ?? null,
        openAt,
        near: near ? { lat: near.lat, lng: near.lng, radiusKm: near.radiusKm } : null,
      },
    });
  const aroundCoordinates: NearSearch | null =
    !filters.place && filters.lat !== undefined && filters.lng !== undefined
      ? { lat: filters.lat, lng: filters.lng, radiusKm: filters.radius ?? defaultLocationRadiusKm, label: null }
      : null;

  // Without a typed place the list is read at once, next to the form's options; it is read again only in the rare
  // case of an unknown craft or city. A typed place has to be resolved before the list.
  const [options, places, early] = await Promise.all([
    queryPage(pageContext, DirectoryOptionsQuery, {}),
    filters.place ? queryPage(pageContext, PlaceQuery, { query: filters.place }) : null,
    filters.place ? null : listVenues(aroundCoordinates),
  ]);
  const crafts = options.data?.crafts ?? [];
  const cities = options.data?.cities ?? [];
  // Unknown slugs would only give an empty list; the visitor learns why and sees the list without that filter.
  const problemsBefore = problems.length;
  if (filters.craft && options.data?.crafts && !crafts.some((craft) => craft.slug === filters.craft)) {
    delete filters.craft;
    problems.push('craft');
  }
  if (filters.city && options.data?.cities && !cities.some((city) => city.slug === filters.city)) {
    delete filters.city;
    problems.push('city');
  }

  let near = aroundCoordinates;
  if (filters.place) {
    const place = places?.data?.places?.[0];
    if (place) {
      near = { lat: place.center.lat, lng: place.center.lng, radiusKm: filters.radius ?? place.radiusKm, label: place.label };
    } else problems.push('place');
  }

  let list = early && problems.length === problemsBefore ? early : await listVenues(near);
  // A cursor the API rejects (tampered with, or from a list sorted another way): start again at the first page.
  if (filters.after && list.errors.venues === 'ERROR') {
    delete filters.after;
    problems.push('after');
    list = await listVenues(near);
  }
  const connection = list.data?.venues;
  return {
    basePath,
    pageCity: pageCity ?? null,
    filters,
    problems,
    near,
    crafts,
    cities,
    venues:
      connection?.edges.map((edge) => ({ venue: edge.node, distanceKm: edge.distanceKm ?? null })) ?? [],
    totalCount: connection?.totalCount ?? 0,
    nextCursor: connection?.pageInfo.hasNextPage ? (connection.pageInfo.endCursor ?? null) : null,
    error: list.errors.venues ?? list.errors['*'] ?? null,
  };
}

export type DirectoryData = Awaited<ReturnType<typeof loadVenueDirectory>>;

/**
 * A form sent without JavaScript carries every field, empty ones too (?q=&city=&…): such URLs are redirected to
 * their short form, so that what visitors share and search engines see is one clean URL per filter set. On a
 * city's landing page, choosing another city (or all cities) leads to /venues.
 */
function normalizeUrl(pageContext: PageContextServer, search: Record<string, string>, basePath: string, pageCity?: string) {
  const entries = Object.entries(search);
  const leavesCity = pageCity !== undefined && 'city' in search && search.city !== pageCity;
  const redundant = entries.some(([key, value]) => value.trim() === '' || (key === 'city' && pageCity !== undefined && value === pageCity));
  if (!leavesCity && !redundant) return;
  const params = new URLSearchParams(entries.filter(([key, value]) => value.trim() !== '' && !(key === 'city' && value === pageCity)));
  const query = params.toString();
  const path = leavesCity ? '/venues' : basePath;
  throw redirect(localizeUrl(query ? `${path}?${query}` : path, pageContext.locale));
}
