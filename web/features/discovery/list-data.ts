// The data of a discovery list page (/venues, /wien, /events): filters from the URL, checked against the taxonomy;
// a typed place resolved to a circle (and a district or postcode to what lies in it); then one page of results (by
// distance when searching near a point, what lies in the place first).
// Bad parameters never fail the page: they are dropped and listed in `problems`, which the page explains.
import type { TypedDocumentNode } from '@apollo/client';
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { FEATURED_PER_LIST } from '../../../functions/src/domain/featuring.js';
import { graphql } from '../../graphql/generated';
import type { NearInput, TaxonomyQuery as Taxonomy } from '../../graphql/generated/graphql';
import { queryPage } from '../../lib/graphql/run-operation.server';
import type { SectionError } from '../../lib/graphql/section-errors';
import { localizeUrl, type Locale } from '../../lib/i18n/locales';
import { nearFromFilters, type FilterParser, type FilterProblem, type ListScope, type NearSearch, type PlaceFilters } from './filters';
import { TaxonomyQuery } from './taxonomy';

// A query of its own: Query.places is non-null, so its failure must not take the form's options with it.
const DiscoveryPlaceQuery = graphql(`
  query DiscoveryPlace($query: String!) {
    places(query: $query, first: 1) {
      label
      radiusKm
      postalCodes
      center {
        lat
        lng
      }
    }
  }
`);

/** Results per page. */
export const listPageSize = 20;

/**
 * A featured (Premium) entry above a list, marked „Anzeige“, as the API answered it (the list's own filter decides
 * which): a few, on the list's first page only, where people start. They are left out of that page's results; where
 * a later page reaches their own place in the list they show there as ordinary results, so never twice on one page
 * (decision 025).
 */
export type FeaturedEntry<Node> = { distanceKm?: number | null; node: Node };

/** One page of a list as the API answered it: the connection (if any arrived), the list's section error, the featured. */
export type ListPage<Node> = {
  connection?: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor?: string | null };
    edges: Array<{ distanceKm?: number | null; inPlace?: boolean | null; node: Node }>;
  } | null;
  error?: SectionError;
  featured?: FeaturedEntry<Node>[] | null;
};

type ListFilters = PlaceFilters & { craft?: string; city?: string; after?: string };

type Connection<Node> = NonNullable<ListPage<Node>['connection']>;

/**
 * Reads one page (`filters.after`) of a list within `near`, what lies in the place (`placePostalCodes`) first;
 * `first` asks for fewer entries than a page and no featured ones (an empty list's alternatives need the nearest).
 */
export type PageReader<F, Node> = (filters: F, near: NearInput | null, placePostalCodes: string[] | null, first?: number) => Promise<ListPage<Node>>;

/**
 * The usual `readPage`: runs `query` (variables first, after, filter, featuredFirst) for one page and reads its root
 * field `field`, the list's connection, and `featured` if the query asks for it (under the same filter, only on the
 * first page; a failure there leaves the list without them); `toFilter` makes the API's filter for the page's
 * filters and circle, the place's postcodes are added to it.
 */
export function readListPage<F extends ListFilters, Filter extends { placePostalCodes?: string[] | null }, K extends string, Node>(
  pageContext: PageContextServer,
  query: TypedDocumentNode<
    { [key in K]?: Connection<Node> | null } & { featured?: FeaturedEntry<Node>[] | null },
    { first: number; after?: string | null; filter?: Filter | null; featuredFirst?: number | null }
  >,
  field: K,
  toFilter: (filters: F, near: NearInput | null) => Filter,
): PageReader<F, Node> {
  return async (filters, near, placePostalCodes, first) => {
    const filter = { ...toFilter(filters, near), placePostalCodes };
    const featuredFirst = filters.after || first !== undefined ? 0 : FEATURED_PER_LIST;
    const variables = { first: first ?? listPageSize, after: filters.after ?? null, filter, featuredFirst };
    const { data, errors } = await queryPage(pageContext, query, variables);
    return { connection: data?.[field], error: errors[field] ?? errors['*'], featured: data?.featured ?? null };
  };
}

export async function loadDiscoveryList<F extends ListFilters, Node extends { slug: string }>(
  pageContext: PageContextServer,
  options: {
    parser: FilterParser<F>;
    scope?: ListScope;
    readPage: PageReader<F, Node>;
  },
): Promise<DiscoveryData<F, Node>> {
  const { parser, readPage, scope = { basePath: parser.list.path } } = options;
  // Read once: vike parses the URL again on every read of pageContext.urlParsed.
  const search = pageContext.urlParsed.search;
  redirectToShortUrl(search, pageContext.locale, parser.list, scope);

  const parsed = parser.parse(scope.pageCity ? { city: scope.pageCity, ...search } : search);
  const { filters } = parsed;
  const problems: FilterProblem[] = [...parsed.problems];
  const read = (near: NearSearch | null) =>
    readPage(filters, near && { lat: near.lat, lng: near.lng, radiusKm: near.radiusKm }, near?.postalCodes.length ? near.postalCodes : null);

  // Without a typed place the list is read at once, next to the form's options; it is read again only in the rare
  // case of an unknown craft or city. A typed place has to be resolved before the list.
  const [taxonomy, places, early] = await Promise.all([
    queryPage(pageContext, TaxonomyQuery, {}),
    filters.place ? queryPage(pageContext, DiscoveryPlaceQuery, { query: filters.place }) : null,
    filters.place ? null : read(nearFromFilters(filters)),
  ]);
  const crafts = taxonomy.data?.crafts ?? [];
  const cities = taxonomy.data?.cities ?? [];
  const problemsBefore = problems.length;
  dropUnknownTaxonomy(filters, taxonomy.data, problems);

  const place = places?.data?.places?.[0];
  if (filters.place && !place) problems.push({ param: 'place', value: filters.place });
  const near = nearFromFilters(filters, place && { ...place.center, radiusKm: place.radiusKm, label: place.label, postalCodes: place.postalCodes });

  let page = early && problems.length === problemsBefore ? early : await read(near);
  // A cursor the API rejects (tampered with, or from a list sorted another way): start again at the first page.
  if (filters.after && page.error === 'ERROR') {
    problems.push({ param: 'after', value: filters.after.slice(0, 40) });
    delete filters.after;
    page = await read(near);
  }
  const connection = page.connection;
  // Not twice on one page: a featured entry is left out of the results below it.
  const featured = connection ? (page.featured ?? []).map((entry) => ({ node: entry.node, ...nearness(entry) })) : [];
  const shown = new Set(featured.map((entry) => entry.node.slug));
  return {
    scope,
    filters,
    problems,
    near,
    crafts,
    cities,
    featured,
    results: connection?.edges.filter((edge) => !shown.has(edge.node.slug)).map((edge) => ({ node: edge.node, ...nearness(edge) })) ?? [],
    totalCount: connection?.totalCount ?? 0,
    nextCursor: connection?.pageInfo.hasNextPage ? (connection.pageInfo.endCursor ?? null) : null,
    error: page.error ?? null,
  };
}

/**
 * An entry's distance and whether it lies in the place searched, only where the API told them (a search nearby):
 * the page data of every list travels to the browser, and a list searched nowhere would carry two nulls per entry.
 */
function nearness(entry: { distanceKm?: number | null; inPlace?: boolean | null }): { distanceKm?: number; inPlace?: boolean } {
  return { ...(entry.distanceKm == null ? {} : { distanceKm: entry.distanceKm }), ...(entry.inPlace == null ? {} : { inPlace: entry.inPlace }) };
}

/** A list page's data, whatever its results are. */
export type DiscoveryData<F, Node> = {
  scope: ListScope;
  filters: F;
  problems: FilterProblem[];
  near: NearSearch | null;
  crafts: Array<{ slug: string; name: string }>;
  cities: Array<{ slug: string; name: string }>;
  /** Premium entries to show above the results, marked „Anzeige“ (left out of `results`); `distanceKm` when searched nearby. */
  featured: Array<{ node: Node; distanceKm?: number }>;
  /**
   * `distanceKm` when searched nearby; `inPlace` with a district or postcode searched, whether the result lies in it
   * (else it is nearby).
   */
  results: Array<{ node: Node; distanceKm?: number; inPlace?: boolean }>;
  totalCount: number;
  nextCursor: string | null;
  error: SectionError | null;
};

/**
 * A form sent without JavaScript carries every field, empty ones too (?q=&city=&…): such URLs are redirected to
 * their short form, so that what visitors share and search engines see is one clean URL per filter set. On a
 * city's landing page the city is implied, and choosing another city (or all cities) leads to the general list.
 */
function redirectToShortUrl(search: Record<string, string>, locale: Locale, list: { path: string }, { basePath, pageCity }: ListScope) {
  const entries = Object.entries(search);
  const leavesCity = pageCity !== undefined && entries.some(([key, value]) => key === 'city' && value !== pageCity);
  const redundant = entries.some(([key, value]) => value.trim() === '' || (key === 'city' && value === pageCity));
  if (!leavesCity && !redundant) return;
  const params = new URLSearchParams(entries.filter(([key, value]) => value.trim() !== '' && !(key === 'city' && value === pageCity)));
  const query = params.toString();
  const path = leavesCity ? list.path : basePath;
  throw redirect(localizeUrl(query ? `${path}?${query}` : path, locale));
}

/**
 * Unknown craft or city slugs would only give an empty list: they are dropped from `filters` and listed in
 * `problems`, so the visitor learns why and sees the list without them. Nothing is checked while the taxonomy is
 * unknown (its query failed).
 */
export function dropUnknownTaxonomy(
  filters: { craft?: string; city?: string },
  taxonomy: Taxonomy | null | undefined,
  problems: FilterProblem[],
): void {
  for (const [key, known] of [
    ['craft', taxonomy?.crafts],
    ['city', taxonomy?.cities],
  ] as const) {
    const slug = filters[key];
    if (slug && known && !known.some((option) => option.slug === slug)) {
      delete filters[key];
      problems.push({ param: key, value: slug });
    }
  }
}
