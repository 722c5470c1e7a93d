// /eventslive at render time: the courses on air and starting later today for the craft and city in the URL (checked
// as on the other lists, unknown ones dropped and explained), and, with nothing on air, the next courses. The
// server's clock travels along, so that relative times hydrate as rendered.
import type { PageContextServer } from 'vike/types';
import { defineFilters, slugField, type FilterProblem } from '../../../features/discovery/filters';
import { dropUnknownTaxonomy } from '../../../features/discovery/list-data';
import { TaxonomyQuery } from '../../../features/discovery/taxonomy';
import { liveList, type LiveFilters } from '../../../features/live/live-filters';
import { LiveEventFields, LiveEventsQuery } from '../../../features/live/live-fields';
import type { LiveView } from '../../../features/live/use-live';
import { getFragmentData, graphql } from '../../../graphql/generated';
import { queryPage } from '../../../lib/graphql/run-operation.server';

const liveFilters = defineFilters(liveList, { craft: slugField, city: slugField });

/** How many upcoming courses stand in for an empty live list. */
const nextCount = 3;

const LiveNextQuery = graphql(`
  query LiveNext($first: Int!, $filter: EventFilter) {
    events(first: $first, filter: $filter) {
      edges {
        node {
          slug
          ...EventCard_event
        }
      }
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const now = new Date();
  const { filters, problems } = liveFilters.parse(pageContext.urlParsed.search) as { filters: LiveFilters; problems: FilterProblem[] };
  const taxonomy = await queryPage(pageContext, TaxonomyQuery, {});
  const crafts = taxonomy.data?.crafts ?? [];
  const cities = taxonomy.data?.cities ?? [];
  dropUnknownTaxonomy(filters, taxonomy.data, problems);
  const filter = { craft: filters.craft ?? null, city: filters.city ?? null };
  const live = await queryPage(pageContext, LiveEventsQuery, { filter });
  const views = (live.data?.liveEvents ?? []).map((view) => getFragmentData(LiveEventFields, view) as LiveView);
  const next =
    views.length === 0 && live.data
      ? await queryPage(pageContext, LiveNextQuery, { first: nextCount, filter: { from: now.toISOString(), ...filter } })
      : null;
  return {
    filters,
    problems,
    crafts,
    cities,
    views,
    next: next?.data?.events?.edges.map((edge) => edge.node) ?? [],
    error: live.errors.liveEvents ?? live.errors['*'] ?? null,
    now: now.toISOString(),
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
