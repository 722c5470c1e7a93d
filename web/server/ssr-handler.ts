// The HTTP entry of the web app: answers the feeds, sitemap and short links (discovery-routes.ts), renders every
// page through vike, answers {path}/_payload.json with the page's data (the prefetch payload of
// lib/updates/prefetch.ts) and remembers the language a visitor chooses (?lang=). A POST to a page URL runs
// the routed page's form action, its +action.ts (form-post.ts). When the request carries a session in its
// `__session` cookie, the signed-in person is resolved once (pageContext.viewer) and the answer is private; pages for
// signed-out visitors may be kept by shared caches such as Firebase Hosting's CDN (cache-policy.ts, decision 019),
// and `__session` also carries the remembered language (cookies.ts). Every page, the feeds and the sitemap are kept
// in the response cache for anonymous visitors (response-cache.ts, page-cache.ts, decision 017). Works as Express 5
// middleware and inside a firebase-functions onRequest handler; vike's server build (or Vite's dev middleware) must
// be loaded by the caller.
import type { IncomingMessage, ServerResponse } from 'node:http';
import fresh from 'fresh';
import { renderPage } from 'vike/server';
import { readCookie, sessionLanguage } from '../../functions/src/http/cookies';
import { credentialsOf } from '../../functions/src/http/credentials';
import type { MapTiles } from '../../functions/src/http/map-tiles';
import { canonicalOrigin } from '../../functions/src/http/origins';
import { allowInlineStyles, withInlineStyles, type HeaderList } from '../../functions/src/http/security-headers';
import {
  defaultLocale,
  extractLocale,
  isLocale,
  langParam,
  localeCookie,
  localizeUrl,
  negotiateLocale,
} from '../lib/i18n/locales';
import type { PageViewer } from '../features/auth/viewer';
import type { FormState } from '../components/Form';
import { queryPageViewer } from '../features/auth/query-page-viewer.server';
import { answerDiscoveryRoute, isExpensiveDiscoveryRoute } from './discovery-routes';
import type { SaveUpload } from './form-action';
import { cacheControlFor, pageKind, privateNoStore } from './cache-policy';
import { languageMemoryCookies, sessionChangeCookie } from './cookies';
import { handleFormPost, type FormActionLookup } from './form-post';
import type { InlineStyles } from './inline-styles';
import type { ExecuteGraphQL, GraphQLRequest } from './graphql-types';
import { isCachedQuery, pageEncoding, writePage } from './page-cache';
import { pageStream, writeStreamedPage } from './streamed-response';
import type { Rendered, ResponseCache } from './response-cache';

export type SsrHandlerOptions = {
  graphql: ExecuteGraphQL;
  /** The uploads service, for forms with file fields (avatar, event and venue images). */
  saveUpload?: SaveUpload;
  /** Keeps the anonymous pages, feeds and sitemap (decision 017); without it each request renders. */
  responseCache?: ResponseCache;
  /** The client build's stylesheets, written into each page (inline-styles.ts); without it pages link them. */
  inlineStyles?: InlineStyles;
  /** Where the maps load their tiles (the server's MAP_TILE_URL setting); null or absent: no map. */
  mapTiles?: MapTiles | null;
};
export type SsrHandler = ((req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void) => Promise<void>) & {
  /**
   * Answers a request with a page from the response cache if it can at once, before anything else is done for it,
   * and says whether it did; otherwise the request takes the whole way (the handler, and whatever stands before it).
   * A cached page is a buffer in memory: a server puts this in front of its routing, so that nothing stands between
   * the page and the socket. `securityHeaders` are the headers the server's middleware would have set for the path.
   */
  fromCache(req: IncomingMessage, res: ServerResponse, securityHeaders: (path: string, overHttps: boolean) => HeaderList): boolean;
};

const payloadSuffix = '/_payload.json';

export function createSsrHandler(options: SsrHandlerOptions): SsrHandler {
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

  // What the whole way below would answer for the same request, taken only where it would surely take the page from
  // the cache: a GET or HEAD without credentials, of a page (not the front page, which answers by the visitor's
  // language memory and browser, nor a feed, whose answer keeps its own headers), with only the lists' filters.
  const fromCache: SsrHandler['fromCache'] = (req, res, securityHeaders) => {
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
    const pagePath = pathname.endsWith(payloadSuffix) ? pathname.slice(0, -payloadSuffix.length) || '/' : pathname;
    res.setHeader('cache-control', cacheControlFor(pageKind(pagePath), page.status));
    writePage(req, res, page, encoding);
    return true;
  };

  const handler = async (req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void): Promise<void> => {
    try {
      const isPost = req.method === 'POST';
      if (req.method !== 'GET' && req.method !== 'HEAD' && !isPost) {
        if (next) return next();
        res.writeHead(405, { allow: 'GET, HEAD, POST' }).end();
        return;
      }
      const url = req.url ?? '/';
      const { pathname, search } = splitUrl(url);
      const isPayload = pathname.endsWith(payloadSuffix);
      const pagePath = isPayload ? pathname.slice(0, -payloadSuffix.length) || '/' : pathname;
      const { locale, url: logicalPath } = extractLocale(pagePath);
      // The API throttles per client address: it reads it from the headers as they came and the socket's peer.
      const headers = { ...req.headers, 'x-locale': locale };
      // A page rendered while part of it failed (a store that is down) is never shared: see `degraded`.
      let degraded = false;
      // This request's own: its operations (the viewer, the page's queries, a feed's) share one context in the API.
      const renderScope = {};
      const graphql = async (request: GraphQLRequest) => {
        const result = await options.graphql(request, headers, req.socket?.remoteAddress, renderScope);
        if (result.errors?.length) degraded = true;
        return result;
      };
      const origin = canonicalOrigin(req.headers, !!req.socket && 'encrypted' in req.socket && !!req.socket.encrypted);

      const pageContextInit = (viewer: PageViewer | null) => ({
        urlOriginal: isPayload ? `${pagePath.replace(/\/$/, '')}/index.pageContext.json${search}` : url,
        headersOriginal: req.headers,
        // Also set by +onBeforeRoute; given here too so that error pages rendered after an abort keep the language.
        locale,
        graphql,
        origin,
        viewer,
        mapTiles: options.mapTiles ?? null,
      });
      const inline = (html: string) => (options.inlineStyles ? options.inlineStyles.inline(html) : html);
      // `streaming`: a page set to stream (docs/decisions/029) comes back unread, to be sent as it is rendered.
      const render = async (viewer: PageViewer | null, formState?: FormState, streaming = false) => {
        const pageContext = await renderPage({ ...pageContextInit(viewer), ...(formState ? { formState } : {}) });
        const { httpResponse } = pageContext;
        if (!httpResponse) return undefined;
        const isHtml = httpResponse.headers.some(([name, value]) => name.toLowerCase() === 'content-type' && value.startsWith('text/html'));
        const { statusCode, headers } = httpResponse;
        if (streaming && isHtml && pageContext.config?.stream) {
          return { statusCode, headers, body: '', stream: pageStream(await httpResponse.getReadableNodeStream()) };
        }
        const body = await httpResponse.getBody();
        return { statusCode, headers, body: isHtml ? inline(body) : body };
      };
      const allowStyles = () => allowInlineStyles(res, options.inlineStyles?.hashes ?? []);

      if (isPost) {
        const { viewer, stale } = await queryPageViewer(req.headers, graphql);
        if (stale) res.appendHeader('set-cookie', sessionChangeCookie('clear', origin, sessionLanguage(req.headers)));
        // vike routes the URL and reports the page's +action (pages/+onCreatePageContext.ssr.ts), then stops.
        const lookup: FormActionLookup = {};
        if (!isPayload) await renderPage({ ...pageContextInit(viewer), formActionLookup: lookup });
        if (!lookup.found) {
          if (next) return next();
          res.writeHead(405, { allow: 'GET, HEAD' }).end();
          return;
        }
        await handleFormPost({
          ...lookup.found,
          req,
          res,
          path: logicalPath,
          search,
          locale,
          origin,
          viewer,
          graphql,
          saveUpload: options.saveUpload,
          async renderWithFormState(formState, status) {
            const page = await render(viewer, formState);
            if (!page) throw new Error(`No page to render the form state of ${url}`);
            for (const [name, value] of page.headers) res.setHeader(name, value);
            res.setHeader('cache-control', 'private, no-store');
            allowStyles();
            // A page that answers with its own error or redirect (404, guard) keeps that status.
            res.statusCode = page.statusCode === 200 ? status : page.statusCode;
            res.end(page.body);
          },
        });
        return;
      }

      // Only a request that presents no credentials may be answered from the cache or fill it: whatever a session
      // or a token adds (an owner's unpublished event, the signed-in header) must never reach anyone else.
      const { sessionCookie, bearerToken } = credentialsOf(req.headers);
      const cache = sessionCookie || bearerToken ? undefined : options.responseCache;
      // Path and query as asked, on the canonical origin; the language is part of the path.
      const cacheKey = origin + pathname + search;

      const discoveryAnswer = () => answerDiscoveryRoute({ pathname, search, origin, graphql });
      const answer = isPayload
        ? undefined
        : cache && isExpensiveDiscoveryRoute(pathname, search)
          ? await cache.get(cacheKey, discoveryAnswer)
          : await discoveryAnswer();
      if (answer) {
        const { etag } = answer.headers;
        if (etag && fresh(req.headers, { etag })) {
          res.writeHead(304, { etag, 'cache-control': answer.headers['cache-control'] ?? 'no-cache' }).end();
          return;
        }
        res.writeHead(answer.status, answer.headers).end(req.method === 'HEAD' ? undefined : answer.body);
        return;
      }

      // The remembered language: from `__session` (the only cookie that reaches the server behind Firebase Hosting,
      // and part of its cache key), else from i18n_redirected (a server without Hosting in front).
      const rememberedInSession = sessionLanguage(req.headers);
      const rememberedLocale = isLocale(rememberedInSession) ? rememberedInSession : readCookie(req.headers.cookie, localeCookie);
      const remembered = isLocale(rememberedLocale) ? rememberedLocale : undefined;

      // An explicit choice from the language switcher (?lang=de): remember it and continue at the clean URL.
      const params = new URLSearchParams(search);
      const requested = params.get(langParam);
      if (!isPayload && isLocale(requested)) {
        params.delete(langParam);
        const rest = params.toString();
        if (requested !== rememberedInSession) {
          for (const cookie of languageMemoryCookies(requested, req.headers, origin)) res.appendHeader('set-cookie', cookie);
        }
        res.writeHead(302, { location: pathname + (rest ? `?${rest}` : ''), 'cache-control': privateNoStore }).end();
        return;
      }

      // The front page: a remembered English choice goes to /en; a first visit gets the browser's language,
      // remembered. What it answers depends on the memory, so it is shared only when the memory sits in the cache key
      // (`__session`); a first visit depends on Accept-Language, which Hosting's cache key leaves out.
      let frontPageShared = true;
      if (!isPayload && pathname === '/') {
        // Someone already reading the site who follows a link to `/` (the logo, a sign-out) asked for this German
        // page; only an arrival from elsewhere is greeted in the browser's language.
        const fromThisSite = sameOrigin(req.headers.referer, origin);
        const chosen = remembered ?? (fromThisSite ? defaultLocale : (negotiateLocale(req.headers['accept-language']) ?? defaultLocale));
        res.setHeader('vary', 'Cookie, Accept-Language');
        frontPageShared = rememberedInSession === remembered && remembered !== undefined;
        if (!remembered) {
          for (const cookie of languageMemoryCookies(chosen, req.headers, origin)) res.appendHeader('set-cookie', cookie);
        }
        if (chosen !== defaultLocale) {
          res.writeHead(302, { location: localizeUrl('/', chosen) + search, 'cache-control': privateNoStore }).end();
          return;
        }
      }

      const { viewer, stale } = await queryPageViewer(req.headers, graphql);
      if (stale) res.appendHeader('set-cookie', sessionChangeCookie('clear', origin, sessionLanguage(req.headers)));
      const renderToResponse = async (): Promise<Rendered | undefined> => {
        const page = await render(viewer, undefined, !isPayload);
        if (!page) return undefined;
        return { status: page.statusCode, headers: headerRecord(page.headers), body: page.body, keep: !degraded, stream: page.stream };
      };
      // Without credentials there is no viewer: the page is the anonymous one, the same for everybody. A query
      // parameter outside the lists' filters (or a free-text one) renders afresh (page-cache.ts).
      let page = cache && isCachedQuery(search) ? await cache.get(cacheKey, renderToResponse) : await renderToResponse();
      // A streamed page is never kept (its sections' outcome is unknown when it starts): a request that joined
      // another's render of it streams a render of its own.
      let stream = page?.stream?.claim();
      if (page?.stream && !stream) {
        page = await renderToResponse();
        stream = page?.stream?.claim();
      }
      // A render this request waited for but another one made may have been degraded too.
      if (page?.keep === false) degraded = true;
      if (!page) {
        if (next) return next();
        res.writeHead(404).end();
        return;
      }
      for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
      // What a signed-in person sees is theirs alone, and so is an answer that sets a cookie: no shared cache may keep
      // them. Everything else is the same for every visitor with this URL and `__session` (Hosting's cache key).
      // A streamed page's headers leave before its sections have their data: whether one fails is not known yet.
      const shared = !viewer && !sessionCookie && !bearerToken && !res.hasHeader('set-cookie') && !degraded && frontPageShared && !page.stream;
      res.setHeader('cache-control', shared ? cacheControlFor(pageKind(pagePath), page.status) : privateNoStore);
      allowStyles();
      if (stream) {
        res.statusCode = page.status;
        await writeStreamedPage(req, res, stream, inline);
        return;
      }
      writePage(req, res, page);
    } catch (error) {
      if (next) return next(error);
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
    }
  };
  return Object.assign(handler, { fromCache });
}

/**
 * A rendered page's headers by name (repeated ones joined, as HTTP allows), without Set-Cookie: cookies belong to
 * one visitor, and the handler adds the ones a request needs itself.
 */
function headerRecord(headers: ReadonlyArray<readonly [string, string]>): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [name, value] of headers) {
    const key = name.toLowerCase();
    if (key === 'set-cookie') continue;
    record[key] = key in record ? `${record[key]}, ${value}` : value;
  }
  return record;
}

function sameOrigin(referer: string | undefined, origin: string): boolean {
  if (!referer) return false;
  try {
    return new URL(referer).origin === origin;
  } catch {
    return false;
  }
}

function splitUrl(url: string): { pathname: string; search: string } {
  const index = url.search(/[?#]/);
  const pathname = index === -1 ? url : url.slice(0, index);
  const rest = index === -1 ? '' : url.slice(index);
  return { pathname: pathname || '/', search: rest.startsWith('?') ? rest.split('#')[0]! : '' };
}
