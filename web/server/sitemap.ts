// /sitemap.xml (every public page in both languages, with hreflang alternates) and /robots.txt pointing to it.
import { maxSitemapPages, writeSitemap, type SitemapPage } from '../features/feeds/sitemap';
import { legalMeta } from '../features/legal/meta';
import { graphql } from '../graphql/generated';
import type { FeedContext } from './calendar-feed';
import type { RouteResponse } from './discovery-routes';
import { pageSize, readAll, runQuery } from './run-query';

const SitemapVenuesQuery = graphql(`
  query SitemapVenues($first: Int!, $after: String) {
    venues(first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          slug
          updatedAt
          city {
            slug
          }
        }
      }
    }
  }
`);

const SitemapEventsQuery = graphql(`
  query SitemapEvents($first: Int!, $after: String, $filter: EventFilter) {
    events(first: $first, after: $after, filter: $filter) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          slug
          updatedAt
        }
      }
    }
  }
`);

const SitemapArticlesQuery = graphql(`
  query SitemapArticles($first: Int!, $after: String) {
    articles(first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          slug
          updatedAt
        }
      }
    }
  }
`);

/** Past events keep their pages (they say they are over), so the sitemap lists events from the beginning. */
const allTime = '2000-01-01T00:00:00Z';

function connection<TNode>(result: { pageInfo: { hasNextPage: boolean; endCursor?: string | null }; edges: Array<{ node: TNode }> } | null | undefined) {
  if (!result) throw new Error('connection missing without an error');
  return { nodes: result.edges.map((edge) => edge.node), ...result.pageInfo };
}

/** The newest change among `items` (list pages change when one of their entries does); `fallback` for none. */
function newest(items: ReadonlyArray<{ updatedAt: string }>, fallback: string): string {
  if (items.length === 0) return fallback;
  return new Date(Math.max(...items.map((item) => Date.parse(item.updatedAt)))).toISOString();
}

export async function sitemap(context: FeedContext): Promise<RouteResponse> {
  const { graphql: run } = context;
  const [venues, events, articles] = await Promise.all([
    readAll(async (after) => connection((await runQuery(run, SitemapVenuesQuery, { first: pageSize, after })).venues)),
    readAll(async (after) =>
      connection((await runQuery(run, SitemapEventsQuery, { first: pageSize, after, filter: { from: allTime } })).events),
    ),
    readAll(async (after) => connection((await runQuery(run, SitemapArticlesQuery, { first: pageSize, after })).articles)),
  ]);
  const legal = `${legalMeta.lastUpdated}T00:00:00Z`;
  const venuesChanged = newest(venues, legal);
  const eventsChanged = newest(events, legal);
  const articlesChanged = newest(articles, legal);
  const anythingChanged = newest([venuesChanged, eventsChanged, articlesChanged, legal].map((updatedAt) => ({ updatedAt })), legal);
  const pages: SitemapPage[] = [
    { path: '/', lastmod: anythingChanged },
    { path: '/venues', lastmod: venuesChanged },
    { path: '/wien', lastmod: newest(venues.filter((venue) => venue.city.slug === 'wien'), legal) },
    { path: '/events', lastmod: eventsChanged },
    { path: '/pagination', lastmod: eventsChanged },
    { path: '/blog', lastmod: articlesChanged },
    { path: '/musterspace', lastmod: venuesChanged },
    { path: '/crawlindex', lastmod: anythingChanged },
    { path: '/privacy', lastmod: legal },
    { path: '/terms', lastmod: legal },
    { path: '/contact', lastmod: legal },
    ...venues.map((venue) => ({ path: `/venues/${venue.slug}`, lastmod: venue.updatedAt })),
    ...events.map((event) => ({ path: `/events/${event.slug}`, lastmod: event.updatedAt })),
    ...articles.map((article) => ({ path: `/blog/${article.slug}`, lastmod: article.updatedAt })),
  ];
  if (pages.length > maxSitemapPages) console.warn(`sitemap.xml: ${pages.length} pages, only ${maxSitemapPages} listed`);
  return {
    status: 200,
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
    body: writeSitemap(context.origin, pages),
  };
}

export function robots(origin: string): RouteResponse {
  return {
    status: 200,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
    body: `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
  };
}
