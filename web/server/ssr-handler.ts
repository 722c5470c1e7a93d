// The HTTP entry of the web app: answers the feeds, sitemap and short links (discovery-routes.ts), renders every
// page through vike, answers {path}/_payload.json with the page's data (the prefetch payload of
// lib/updates/prefetch.ts) and remembers the language a visitor chooses (?lang=, language-choice.ts). A POST to a
// page URL runs the routed page's form action, its +action.ts (form-post.ts). When the request carries a session in
// its `__session` cookie, the signed-in person is resolved once (pageContext.viewer) and the answer is private; pages
// for signed-out visitors may be kept by shared caches such as Firebase Hosting's CDN (cache-policy.ts, decision
// 019), and `__session` also carries the remembered language (cookies.ts). Every page, the feeds and the sitemap are
// kept in the response cache for anonymous visitors (response-cache.ts, page-cache.ts, decision 017), whose pages
// can go out before any routing (cached-page-answer.ts). Works as Express 5 middleware and inside a firebase-functions
// onRequest handler; vike's server build (or Vite's dev middleware) must be loaded by the caller.
import type { IncomingMessage, ServerResponse } from 'node:http';
import fresh from 'fresh';
import { renderPage } from 'vike/server';
import { sessionLanguage } from '../../functions/src/http/cookies';
import { credentialsOf } from '../../functions/src/http/credentials';
import type { MapTiles } from '../../functions/src/http/map-tiles';
import { canonicalOrigin } from '../../functions/src/http/origins';
import { allowInlineStyles } from '../../functions/src/http/security-headers';
import { extractLocale } from '../lib/i18n/locales';
import type { PageViewer } from '../features/auth/viewer';
import type { FormState } from '../components/Form';
import { queryPageViewer } from '../features/auth/query-page-viewer.server';
import { answerDiscoveryRoute, isExpensiveDiscoveryRoute } from './discovery-routes';
import type { SaveUpload } from './form-action';
import { cacheControlFor, pageKind, privateNoStore } from './cache-policy';
import { cachedPageAnswer, type AnswerFromCache } from './cached-page-answer';
import { sessionChangeCookie } from './cookies';
import { handleFormPost, type FormActionLookup } from './form-post';
import type { InlineStyles } from './inline-styles';
import type { ExecuteGraphQL, GraphQLRequest } from './graphql-types';
import { answerLanguageChoice } from './language-choice';
import { isCachedQuery, writePage } from './page-cache';
import { isPayloadPath, pagePathOf, splitUrl } from './request-url';
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
  /** The response cache's fast path, for a server to put in front of its routing (cached-page-answer.ts). */
  fromCache: AnswerFromCache;
};

export function createSsrHandler(options: SsrHandlerOptions): SsrHandler {
  const fromCache = cachedPageAnswer(options);

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
      const isPayload = isPayloadPath(pathname);
      const pagePath = pagePathOf(pathname);
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

      // The language switcher's choice and the front page's language may answer with a redirect.
      const language = isPayload ? { answered: false, frontPageShared: true } : answerLanguageChoice(req, res, { pathname, search, origin });
      if (language.answered) return;
      const { frontPageShared } = language;

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
