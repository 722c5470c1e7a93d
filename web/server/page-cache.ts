// Which anonymous page requests the response cache (response-cache.ts) may answer, and how a cached answer goes out:
// precompressed by the visitor's Accept-Encoding (decision 017).
import type { IncomingMessage, ServerResponse } from 'node:http';
import Negotiator from 'negotiator';
import vary from 'vary';
import { articleList } from '../features/articles/filters';
import { embedThemeParam } from '../features/events/embed/embed-theme';
import { eventList } from '../features/events/filters';
import { liveList } from '../features/live/live-filters';
import { venueList } from '../features/venues/filters';
import type { CachedResponse } from './response-cache';

/**
 * Free text and places are close to unique per visitor: an entry for each would serve nobody else and push the
 * shared pages out of the cache, so a request with one of them renders afresh.
 */
const personalParams = new Set(['q', 'place', 'lat', 'lng', 'radius', 'from', 'to']);

/**
 * The query parameters a cached page may carry: the lists' filters that choose from a small set (crafts, cities,
 * kinds, dates like "this weekend", flags), the page cursor and the course widget's theme. Any other parameter
 * bypasses the cache.
 */
export const cachedQueryParams: ReadonlySet<string> = new Set(
  [...eventList.params, ...venueList.params, ...articleList.params, ...liveList.params, 'after', embedThemeParam].filter((name) => !personalParams.has(name)),
);

/** Whether a page's query string (`?…` or empty) allows answering it from the cache. */
export function isCachedQuery(search: string): boolean {
  for (const name of new URLSearchParams(search).keys()) if (!cachedQueryParams.has(name)) return false;
  return true;
}

const encodings = ['br', 'gzip', 'identity'] as const;
type PageEncoding = (typeof encodings)[number];
/** Brotli first where the visitor likes both equally, as browsers say ("gzip, deflate, br"): it is a fifth smaller. */
const preferred = { preferred: ['br', 'gzip'] };
/** negotiator 1.x takes the preferred order; its published types predate that option. */
type EncodingNegotiator = { encoding(available: readonly string[], options: typeof preferred): string | undefined };

/**
 * The encodings chosen for the Accept-Encoding headers seen, by header: browsers send a handful of distinct ones,
 * so parsing each once saves a page from memory a tenth of its time. Bounded, as a client may send anything.
 */
const chosenEncodings = new Map<string, PageEncoding>();
const maxRemembered = 200;

/** The encoding a cached page goes out in for this request: the best of brotli, gzip and none the visitor accepts. */
export function pageEncoding(req: IncomingMessage): PageEncoding {
  const accepted = req.headers['accept-encoding'];
  if (accepted === undefined) return 'identity';
  let encoding = chosenEncodings.get(accepted);
  if (encoding === undefined) {
    const negotiated = (new Negotiator(req) as unknown as EncodingNegotiator).encoding(encodings, preferred);
    encoding = negotiated === 'br' || negotiated === 'gzip' ? negotiated : 'identity';
    if (chosenEncodings.size >= maxRemembered) chosenEncodings.clear();
    chosenEncodings.set(accepted, encoding);
  }
  return encoding;
}

/**
 * Ends the response with a page's status and body, once the caller has set its headers. A cached body goes out in
 * the encoding the visitor accepts, compressed when the entry was made: a `compression` middleware in front leaves a
 * response that has a Content-Encoding alone, so nothing is compressed twice.
 */
export function writePage(req: IncomingMessage, res: ServerResponse, page: CachedResponse, encoding = pageEncoding(req)): void {
  let body: string | Buffer = page.body;
  if (page.encoded) {
    vary(res, 'Accept-Encoding');
    if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
    body = page.encoded[encoding];
    res.setHeader('content-length', body.length);
  }
  res.statusCode = page.status;
  res.end(req.method === 'HEAD' ? undefined : body);
}
