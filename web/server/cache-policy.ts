// How long shared caches (Firebase Hosting's CDN, any proxy) may keep a page rendered for a signed-out visitor, by
// the kind of page: the table and its reasons are decision 019. Browsers always revalidate (max-age=0), so a
// visitor who reloads after a publish gets what the edge has. The in-process page cache may read the same kinds.
import { extractLocale } from '../lib/i18n/locales';

export type PageKind = 'front' | 'list' | 'detail' | 'article' | 'static' | 'live' | 'other' | 'private';

/** Seconds a shared cache serves a page as fresh (s-maxage), then stale while it fetches a new one in the background. */
export type EdgeFreshness = { sMaxAge: number; staleWhileRevalidate: number };

export const edgeFreshness: Record<Exclude<PageKind, 'other' | 'private'>, EdgeFreshness> = {
  front: { sMaxAge: 60, staleWhileRevalidate: 300 },
  list: { sMaxAge: 60, staleWhileRevalidate: 300 },
  detail: { sMaxAge: 60, staleWhileRevalidate: 300 },
  article: { sMaxAge: 300, staleWhileRevalidate: 3600 },
  static: { sMaxAge: 3600, staleWhileRevalidate: 86_400 },
  live: { sMaxAge: 5, staleWhileRevalidate: 5 },
};

/** A page that does not exist (404): briefly, so a page published at that address soon shows up. */
export const notFoundFreshness: EdgeFreshness = { sMaxAge: 30, staleWhileRevalidate: 0 };

export const privateNoStore = 'private, no-store';

// By the path without its language prefix. Pages for signed-in people (their guards send anyone else to the sign-in
// page), the sign-in pages themselves and links with a personal token are never shared.
const privatePrefixes = ['/app', '/admin', '/makeevent', '/profile', '/venue_profile', '/venue_preview', '/login', '/register', '/logout', '/radar'];
const staticPages = new Set(['/impressum', '/privacy', '/terms', '/contact', '/musterspace', '/venue-benefits', '/fun/colors', '/fun/colors2']);
// /indexx counts the lists' records (upcoming courses among them), so it ages like a list.
const listPages = new Set(['/events', '/venues', '/blog', '/wien', '/crawlindex', '/pagination', '/indexx']);

/** The kind of the page at `path` ('/en/venues/x' and '/venues/x' alike). */
export function pageKind(path: string): PageKind {
  const { url } = extractLocale(path);
  const logical = url.length > 1 ? url.replace(/\/$/, '') : url;
  const under = (prefix: string) => logical === prefix || logical.startsWith(`${prefix}/`);
  if (privatePrefixes.some(under)) return 'private';
  if (logical === '/') return 'front';
  if (under('/eventslive')) return 'live';
  // The course widget (/embed/…) lists upcoming courses: it ages like a list.
  if (listPages.has(logical) || under('/embed')) return 'list';
  if (staticPages.has(logical)) return 'static';
  if (under('/blog')) return 'article';
  if (under('/events') || under('/venues')) return 'detail';
  return 'other';
}

/**
 * The Cache-Control of a page (or its _payload.json) answered to a signed-out visitor with `status`. Only pages of
 * the kinds above and "not found" answers are shared; redirects, errors (a store that is down) and pages of no
 * listed kind ('other', such as /test) are not.
 */
export function cacheControlFor(kind: PageKind, status: number): string {
  if (kind === 'private') return privateNoStore;
  const freshness = status === 404 ? notFoundFreshness : status === 200 && kind !== 'other' ? edgeFreshness[kind] : undefined;
  if (!freshness) return privateNoStore;
  return sharedCacheControl(freshness);
}

export function sharedCacheControl({ sMaxAge, staleWhileRevalidate }: EdgeFreshness): string {
  return `public, max-age=0, s-maxage=${sMaxAge}${staleWhileRevalidate ? `, stale-while-revalidate=${staleWhileRevalidate}` : ''}`;
}
