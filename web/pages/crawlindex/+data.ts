// Everything public in one index: all venues (grouped by city on the page), all upcoming events, all articles
// (the same lists as the sitemap's, features/feeds/public-pages.ts), the cities and the crafts.
import type { PageContextServer } from 'vike/types';
import { TaxonomyQuery } from '../../features/discovery/taxonomy';
import { PublicArticlesQuery, PublicEventsQuery, PublicVenuesQuery } from '../../features/feeds/public-pages';
import { queryPage } from '../../lib/graphql/run-operation.server';
import { missingBecause } from '../../lib/graphql/page-data';
import { pageSize, readAll, type Connection } from '../../lib/graphql/read-all';
import type { SectionError, SectionErrors } from '../../lib/graphql/section-errors';

class SectionFailed extends Error {
  constructor(readonly section: SectionError) {
    super(section);
  }
}

/** Every node of one list (root field `field` of the query `read` runs), or why it could not be read: the rest of
 * the page still renders. */
async function section<TField extends string, TNode>(
  field: TField,
  read: (after: string | null) => Promise<{ data: { [key in TField]?: Connection<TNode> | null } | undefined; errors: SectionErrors }>,
): Promise<{ nodes: TNode[]; error: SectionError | null }> {
  try {
    const nodes = await readAll(async (after) => {
      const { data, errors } = await read(after);
      const connection = data?.[field];
      if (!connection) throw new SectionFailed(missingBecause(errors, field));
      return connection;
    });
    return { nodes, error: null };
  } catch (error) {
    if (error instanceof SectionFailed) return { nodes: [], error: error.section };
    throw error;
  }
}

export async function data(pageContext: PageContextServer) {
  const variables = (after: string | null) => ({ first: pageSize, after });
  const [taxonomy, venues, events, articles] = await Promise.all([
    queryPage(pageContext, TaxonomyQuery, {}),
    section('venues', (after) => queryPage(pageContext, PublicVenuesQuery, variables(after))),
    section('events', (after) => queryPage(pageContext, PublicEventsQuery, variables(after))),
    section('articles', (after) => queryPage(pageContext, PublicArticlesQuery, variables(after))),
  ]);
  const { data: lists, errors } = taxonomy;
  return {
    crafts: { nodes: lists?.crafts ?? [], error: lists?.crafts ? null : missingBecause(errors, 'crafts') },
    cities: { nodes: lists?.cities ?? [], error: lists?.cities ? null : missingBecause(errors, 'cities') },
    venues,
    events,
    articles,
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
