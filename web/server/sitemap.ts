// /sitemap.xml (every public page in both languages, with hreflang alternates) and /robots.txt pointing to it.
import {
  articlePath,
  eventPath,
  fixedPages,
  PublicArticlesQuery,
  PublicEventsQuery,
  PublicVenuesQuery,
  venuePath,
  type ChangedWith,
} from '../features/feeds/public-pages';
import { maxSitemapPages, writeSitemap, type SitemapPage } from '../features/feeds/sitemap';
import { legalMeta } from '../features/legal/meta';
import { pageSize, readAll } from '../lib/graphql/read-all';
import type { FeedContext } from './calendar-feed';
import type { RouteResponse } from './route-response';
import { runQuery } from './run-query';

/** Past events keep their pages (they say they are over), so the sitemap lists events from the beginning. */
const allTime = '2000-01-01T00:00:00Z';

/** The newest change among `items` (list pages change when one of their entries does); `fallback` for none. */
function newest(items: ReadonlyArray<{ updatedAt: string }>, fallback: string): string {
  if (items.length === 0) return fallback;
  return new Date(Math.max(...items.map((item) => Date.parse(item.updatedAt)))).toISOString();
}

export async function sitemap(context: FeedContext): Promise<RouteResponse> {
  const { graphql: run } = context;
  const [venues, events, articles] = await Promise.all([
    readAll(async (after) => (await runQuery(run, PublicVenuesQuery, { first: pageSize, after })).venues),
    readAll(async (after) => (await runQuery(run, PublicEventsQuery, { first: pageSize, after, filter: { from: allTime } })).events),
    readAll(async (after) => (await runQuery(run, PublicArticlesQuery, { first: pageSize, after })).articles),
  ]);
  const legal = `${legalMeta.lastUpdated}T00:00:00Z`;
  const listsChanged = {
    venues: newest(venues, legal),
    viennaVenues: newest(venues.filter((venue) => venue.city.slug === 'wien'), legal),
    events: newest(events, legal),
    articles: newest(articles, legal),
    legal,
  };
  const changed: Record<ChangedWith, string> = {
    ...listsChanged,
    anything: newest(Object.values(listsChanged).map((updatedAt) => ({ updatedAt })), legal),
  };
  const pages: SitemapPage[] = [
    ...fixedPages.map((page) => ({ path: page.path, lastmod: changed[page.changedWith] })),
    ...venues.map((venue) => ({ path: venuePath(venue.slug), lastmod: venue.updatedAt })),
    ...events.map((event) => ({ path: eventPath(event.slug), lastmod: event.updatedAt })),
    ...articles.map((article) => ({ path: articlePath(article.slug), lastmod: article.updatedAt })),
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
