// The production HTTP server for one machine: the client build as static files, then /graphql, then every page,
// on ONE port: the same order Firebase Hosting applies (static files first, then the rewrites to api and ssr).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname } from 'node:path';
import compression from 'compression';
import express from 'express';
import { createApp, readBuildInfo, type App } from './app.server.js';
import { readInlineStyles } from '../../web/server/inline-styles.js';
import type { Store } from './domain/repositories.js';
import type { LiveBus } from './domain/live.js';
import { STREAM_PATH } from './graphql/stream.js';
import { privateCookieResponses } from './http/private-cookies.js';
import { securityHeaderLists, securityHeaders } from './http/security-headers.js';
import type { IdentityProvider } from './identity/identity.js';

/**
 * `webDir` holds the web build's client/ and server/ folders: next to the bundle (build.mjs copies web/dist there),
 * or web/dist itself when running from source (the benchmark).
 */
export async function createServerApp(
  store: Store,
  identity: IdentityProvider,
  live: LiveBus,
  webDir = new URL('./web/', import.meta.url),
): Promise<{ app: App; handler: SiteHandler }> {
  const webClientDir = new URL('client/', webDir);
  await import(new URL('server/entry.mjs', webDir).href); // registers the built pages with vike's renderPage
  // The pages carry the build's stylesheets inline (no render-blocking request before the first paint).
  const app = await createApp(store, identity, live, await readBuildInfo(webClientDir), { inlineStyles: await readInlineStyles(webClientDir) });
  const handler = express();
  handler.disable('x-powered-by');
  // First, so that static files, the API and the pages all carry them (index.ts does the same for Cloud Functions).
  handler.use(securityHeaders());
  handler.use(privateCookieResponses);
  // Never the event stream: compression would hold its messages back until a buffer fills. Not even wrapped by it:
  // thousands of open streams would each keep its wrappers.
  const compress = compression();
  handler.use((req, res, next) => (req.path.startsWith(STREAM_PATH) ? next() : compress(req, res, next)));
  handler.use(
    '/assets',
    express.static(new URL('assets/', webClientDir).pathname, { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  // builds/latest.json must never be cached: it is how open tabs learn about a new build.
  handler.use('/builds', express.static(new URL('builds/', webClientDir).pathname, { maxAge: 0 }));
  // Every file of the client build has an extension and no page path has one: a page skips the file lookup (a stat
  // per request, a tenth of what a page from the page cache costs).
  const staticFiles = express.static(webClientDir.pathname, { index: false, maxAge: '1h' });
  handler.use((req, res, next) => (extname(req.path) ? staticFiles(req, res, next) : next()));
  handler.use(app.api.router);
  handler.use(app.ssr);
  // A page the cache holds goes out before all of the above (the page handler sets the same security headers): no
  // static file, API route or middleware ever answers a path the pages answered, as a page is only kept after the
  // request reached the page handler, within the build whose files these are.
  const pageSecurityHeaders = securityHeaderLists();
  const site = (req: IncomingMessage, res: ServerResponse) => {
    if (!app.pageFromCache(req, res, pageSecurityHeaders.forPath)) handler(req, res);
  };
  return { app, handler: Object.assign(site, { listen: (port: number, host?: string) => createServer(site).listen(port, host) }) };
}

/** The whole site as a request listener, and a server listening with it on `port` (as Express's `listen`). */
export type SiteHandler = ((req: IncomingMessage, res: ServerResponse) => void) & { listen(port: number, host?: string): Server };
