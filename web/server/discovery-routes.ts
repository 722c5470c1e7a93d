// The routes that answer before vike: short links to venues (/v/{slug}, /venue/{slug}), the iCal and Atom feeds,
// /sitemap.xml and /robots.txt, and a course's participant list as CSV for its organiser. Everything else goes on to
// the page renderer. The feeds and the sitemap carry an ETag (the handler answers If-None-Match with 304) and are
// what the response cache keeps (response-cache.ts).
import etag from 'etag';
import { createIntl } from 'react-intl';
import { extractLocale, localeTags, localizeUrl, defaultLocale } from '../lib/i18n/locales';
import { loadMessages } from '../lib/i18n/messages';
import { slugPattern } from '../features/discovery/filters';
import { articleFeed } from './article-feed';
import { eventCalendar, eventsCalendar, textResponse, type FeedContext } from './calendar-feed';
import type { PageGraphQL } from './graphql-types';
import { FeedUnavailableError } from './run-query';
import type { RouteResponse } from './route-response';
import { robots, sitemap } from './sitemap';
import { participantsCsv } from '../features/check-in/participants-csv';

export type RouteRequest = {
  pathname: string;
  search: string;
  origin: string;
  /** Runs an operation with the request's headers and language. */
  graphql: PageGraphQL;
};

const shortVenueLink = /^\/(?:v|venue)\/([^/]+)$/;
const eventDownload = /^\/events\/([^/]+)\/event\.ics$/;
const participantsDownload = /^\/app\/participants\/([a-z0-9]+(?:-[a-z0-9]+)*)\.csv$/;

type FeedRoute = (context: FeedContext) => Promise<RouteResponse>;

/** The route of a path; `expensive`: it reads lists from the store (feeds, sitemap), so it is cached and validated. */
function feedRoute(pathname: string, path: string, search: string): { answer: FeedRoute; expensive: boolean } | undefined {
  const event = eventDownload.exec(path)?.[1];
  if (event !== undefined) return { answer: (context) => eventCalendar(event, context), expensive: true };
  // A course's participant list for its organiser: private (the API checks who asks), never cached.
  const participants = participantsDownload.exec(path)?.[1];
  if (participants !== undefined) return { answer: (context) => participantsCsv(participants, search, context), expensive: false };
  if (path === '/events.ics') return { answer: (context) => eventsCalendar(search, context), expensive: true };
  if (path === '/blog/feed.xml') return { answer: articleFeed, expensive: true };
  // One sitemap and one robots.txt for the whole site, at the root only.
  if (pathname === '/sitemap.xml') return { answer: sitemap, expensive: true };
  if (pathname === '/robots.txt') return { answer: (context) => Promise.resolve(robots(context.origin)), expensive: false };
  return undefined;
}

/**
 * Whether the path is a feed or the sitemap: the same for every anonymous visitor and costly to make, so the response
 * cache keeps it. Robots.txt and the short links cost nothing.
 */
export function isExpensiveDiscoveryRoute(pathname: string, search: string): boolean {
  return feedRoute(pathname, extractLocale(pathname).url, search)?.expensive ?? false;
}

/** The answer for a discovery route, or undefined when the path is a page's. */
export async function answerDiscoveryRoute(request: RouteRequest): Promise<RouteResponse | undefined> {
  const { locale, url: path } = extractLocale(request.pathname);

  const venue = shortVenueLink.exec(path)?.[1];
  if (venue !== undefined) {
    // A malformed slug goes on to the renderer, which answers 404.
    if (!slugPattern.test(venue)) return undefined;
    const location = localizeUrl(`/venues/${venue}`, locale) + request.search;
    return { status: 301, headers: { location, 'cache-control': 'public, max-age=86400' }, body: '' };
  }

  const route = feedRoute(request.pathname, path, request.search);
  if (!route) return undefined;

  const intl = createIntl({ locale: localeTags[locale], defaultLocale: localeTags[defaultLocale], messages: await loadMessages(locale) });
  try {
    const response = await route.answer({ graphql: request.graphql, origin: request.origin, locale, intl, now: new Date() });
    // Feed readers poll: an unchanged feed costs them a 304 instead of the whole body.
    if (!route.expensive || response.status !== 200) return response;
    return { ...response, headers: { ...response.headers, etag: etag(response.body) } };
  } catch (error) {
    if (!(error instanceof FeedUnavailableError)) throw error;
    console.error(`${request.pathname}: ${error.message}`);
    const response = textResponse(503, intl.formatMessage({ id: 'feeds.error.unavailable' }));
    return { ...response, headers: { ...response.headers, 'retry-after': '120' } };
  }
}
