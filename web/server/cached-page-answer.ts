// The response cache's fast path: a page the cache holds goes out before any routing (server.ts puts this in front of
// Express, helmet, compression and the static files), with the headers the whole way would have set, so that nothing
// stands between a buffer in memory and the socket (decision 017).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { credentialsOf } from '../../functions/src/http/credentials';
import { canonicalOrigin } from '../../functions/src/http/origins';
import { withInlineStyles, type HeaderList } from '../../functions/src/http/security-headers';
import { cacheControlFor, pageKind } from './cache-policy';
import { isExpensiveDiscoveryRoute } from './discovery-routes';
import type { InlineStyles } from './inline-styles';
import { isCachedQuery, pageEncoding, writePage } from './page-cache';
import { pagePathOf, splitUrl } from './request-url';
import type { ResponseCache } from './response-cache';

/**
 * Answers a request with a page from the response cache if it can at once, before anything else is done for it,
 * and says whether it did; otherwise the request takes the whole way (the handler, and whatever stands before it).
 * `securityHeaders` are the headers the server's middleware would have set for the path.
 */
export type AnswerFromCache = (req: IncomingMessage, res: ServerResponse, securityHeaders: (path: string, overHttps: boolean) => HeaderList) => boolean;

export function cachedPageAnswer(options: { responseCache?: ResponseCache; inlineStyles?: InlineStyles }): AnswerFromCache {
  /** The security headers with the inline stylesheets' hashes in the policy, made once per list. */
  const withStyleHashes = new WeakMap<HeaderList, HeaderList>();
  const styled = (headers: HeaderList): HeaderList => {
    let list = withStyleHashes.get(headers);
    if (!list) {
      const hashes = options.inlineStyles?.hashes ?? [];
      list = headers.map(([name, value]) => [name, name.toLowerCase() === 'content-security-policy' ? withInlineStyles(value, hashes) : value] as const);
      withStyleHashes.set(headers, list);
    }
    return list;
  };

  // What the whole way would answer for the same request, taken only where it would surely take the page from the
  // cache: a GET or HEAD without credentials, of a page (not the front page, which answers by the visitor's language
  // memory and browser, nor a feed, whose answer keeps its own headers), with only the lists' filters.
  return (req, res, securityHeaders) => {
    const cache = options.responseCache;
    if (!cache || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const { pathname, search } = splitUrl(req.url ?? '/');
    if (pathname === '/' || !isCachedQuery(search) || isExpensiveDiscoveryRoute(pathname, search)) return false;
    const { sessionCookie, bearerToken } = credentialsOf(req.headers);
    if (sessionCookie || bearerToken) return false;
    const origin = canonicalOrigin(req.headers, !!req.socket && 'encrypted' in req.socket && !!req.socket.encrypted);
    const page = cache.peek(origin + pathname + search);
    // Entries are 200s; one too small to be kept compressed is left to the `compression` middleware's decision.
    if (!page?.encoded || page.status !== 200) return false;
    const encoding = pageEncoding(req);
    // A visitor who takes deflate but neither brotli nor gzip gets it from the `compression` middleware.
    if (encoding === 'identity' && /deflate/i.test(req.headers['accept-encoding'] ?? '')) return false;
    for (const [name, value] of styled(securityHeaders(pathname, origin.startsWith('https:')))) res.setHeader(name, value);
    for (const name in page.headers) res.setHeader(name, page.headers[name]!);
    res.setHeader('cache-control', cacheControlFor(pageKind(pagePathOf(pathname)), page.status));
    writePage(req, res, page, encoding);
    return true;
  };
}
