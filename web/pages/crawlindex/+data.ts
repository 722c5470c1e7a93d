// Everything public in one index: all venues (grouped by city on the page), all upcoming events, all articles,
// the cities and the crafts. Lists are read page by page (the API gives at most 50 per request).
import type { PageContextServer } from 'vike/types';
import { queryPage } from '../../lib/graphql/apollo.server';
import type { SectionError } from '../../lib/graphql/section-errors';
import { graphql } from '../../graphql/generated';
import { pageSize, readAll } from '../../server/run-query';

const CrawlIndexQuery = graphql(`
  query CrawlIndex {
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

const CrawlIndexVenuesQuery = graphql(`
  query CrawlIndexVenues($first: Int!, $after: String) {
    venues(first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          slug
          name
          city {
            slug
            name
          }
        }
      }
    }
  }
`);

const CrawlIndexEventsQuery = graphql(`
  query CrawlIndexEvents($first: Int!, $after: String) {
    events(first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          slug
          title
          startsAt
          timeZone
          status
          venue {
            name
          }
        }
      }
    }
  }
`);

const CrawlIndexArticlesQuery = graphql(`
  query CrawlIndexArticles($first: Int!, $after: String) {
    articles(first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          slug
          title
        }
      }
    }
  }
`);

class SectionFailed extends Error {
  constructor(readonly section: SectionError) {
    super(section);
  }
}

type Connection<TNode> = { pageInfo: { hasNextPage: boolean; endCursor?: string | null }; edges: Array<{ node: TNode }> };

/** Every node of one list, or the reason it could not be read (the rest of the page still renders). */
async function section<TNode>(
  read: (after: string | null) => Promise<{ connection: Connection<TNode> | null | undefined; error: SectionError | undefined }>,
): Promise<{ nodes: TNode[]; error: SectionError | null }> {
  try {
    const nodes = await readAll(async (after) => {
      const { connection, error } = await read(after);
      if (!connection) throw new SectionFailed(error ?? 'ERROR');
      return { nodes: connection.edges.map((edge) => edge.node), ...connection.pageInfo };
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
    queryPage(pageContext, CrawlIndexQuery, {}),
    section(async (after) => {
      const { data, errors } = await queryPage(pageContext, CrawlIndexVenuesQuery, variables(after));
      return { connection: data?.venues, error: errors.venues ?? errors['*'] };
    }),
    section(async (after) => {
      const { data, errors } = await queryPage(pageContext, CrawlIndexEventsQuery, variables(after));
      return { connection: data?.events, error: errors.events ?? errors['*'] };
    }),
    section(async (after) => {
      const { data, errors } = await queryPage(pageContext, CrawlIndexArticlesQuery, variables(after));
      return { connection: data?.articles, error: errors.articles ?? errors['*'] };
    }),
  ]);
  const { data: lists, errors } = taxonomy;
  return {
    crafts: { nodes: lists?.crafts ?? [], error: lists?.crafts ? null : (errors.crafts ?? errors['*'] ?? 'ERROR') },
    cities: { nodes: lists?.cities ?? [], error: lists?.cities ? null : (errors.cities ?? errors['*'] ?? 'ERROR') },
    venues,
    events,
    articles,
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
