// The event list: filters from the URL (see features/events/filters.ts), 20 per page, cursor pagination via ?after=.
// Parameters that are not understood are named on the page and left out; they never fail the page.
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { eventListUrl, nearFromFilters, parseEventFilters, toEventFilter, type FilterProblem } from '../../../features/events/filters';
import { queryPage } from '../../../lib/graphql/apollo.server';
import { localizeUrl } from '../../../lib/i18n/locales';
import { graphql } from '../../../graphql/generated';

const EventListQuery = graphql(`
  query EventList($first: Int!, $after: String, $filter: EventFilter) {
    crafts {
      slug
      name
    }
    cities {
      slug
      name
    }
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

const EventPlaceQuery = graphql(`
  query EventListPlace($query: String!) {
    places(query: $query, first: 1) {
      label
      radiusKm
      center {
        lat
        lng
      }
    }
  }
`);

const pageSize = 20;

export async function data(pageContext: PageContextServer) {
  const { search } = pageContext.urlParsed;
  const { filters, problems } = parseEventFilters(search);
  // The plain GET form also sends the fields left empty: continue at the short, shareable URL.
  if (problems.length === 0 && Object.values(search).some((value) => value.trim() === '')) {
    throw redirect(localizeUrl(eventListUrl(filters), pageContext.locale));
  }
  // A place typed in is looked up first; the list is then searched around it.
  const place = filters.place ? (await queryPage(pageContext, EventPlaceQuery, { query: filters.place })).data?.places?.[0] : undefined;
  const near = nearFromFilters(filters, place && { ...place.center, radiusKm: place.radiusKm });
  const now = new Date();
  const { data, errors } = await queryPage(pageContext, EventListQuery, {
    first: pageSize,
    after: filters.after ?? null,
    filter: toEventFilter(filters, now, near),
  });
  const crafts = data?.crafts ?? [];
  const cities = data?.cities ?? [];
  const unknown: FilterProblem[] = filters.place && !place ? [{ param: 'place', value: filters.place }] : [];
  if (filters.craft && data?.crafts && !crafts.some((craft) => craft.slug === filters.craft)) unknown.push({ param: 'craft', value: filters.craft });
  if (filters.city && data?.cities && !cities.some((city) => city.slug === filters.city)) unknown.push({ param: 'city', value: filters.city });
  // The API rejects a cursor it did not issue; the page then explains that the link has expired.
  const cursorRejected = Boolean(filters.after) && errors.events === 'ERROR';
  return {
    filters,
    problems: [...problems, ...unknown, ...(cursorRejected ? [{ param: 'after', value: filters.after ?? '' } as const] : [])],
    near: near && { radiusKm: near.radiusKm, label: place?.label ?? null },
    crafts,
    cities,
    events: data?.events?.edges.map((edge) => ({ event: edge.node, distanceKm: edge.distanceKm ?? null })) ?? [],
    totalCount: data?.events?.totalCount ?? 0,
    nextCursor: data?.events?.pageInfo.hasNextPage ? (data.events.pageInfo.endCursor ?? null) : null,
    error: cursorRejected ? null : (errors.events ?? errors['*'] ?? null),
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
