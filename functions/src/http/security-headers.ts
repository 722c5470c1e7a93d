// The security headers of every answer (pages, /graphql and its stream, feeds, /media, static files), set by helmet.
// `npm start` (server.ts) and both Cloud Functions (index.ts) put this middleware in front of everything they serve,
// so each deployment answers with the same policy. Firebase Hosting serves the client build's static files without
// them, so firebase.json repeats the headers that matter for those (a test keeps both alike).
//
// The Content-Security-Policy has no nonces: pages may be cached by a CDN, and one cached copy is served to many
// visitors, so a nonce would be the same for all of them. The pages' only executable inline scripts are the chunk
// reload guard and the colour mode's pre-paint script (inline-scripts.ts), allowed by their SHA-256 hashes; the
// pages' stylesheets are written inline (web/server/inline-styles.ts)
// and allowed by theirs, which the page handler adds to the policy it answers with (allowInlineStyles); vike's pageContext and the JSON-LD are data scripts
// (type="application/json", "application/ld+json") that browsers never execute, and need nothing.
import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { chunkReloadScript, colorModeScript } from './inline-scripts.js';
import { mapTilesFromEnv } from './map-tiles.js';
import { canonicalOrigin } from './origins.js';

/** The hosts the pages' browsers talk to besides the site: the build's (Vite's PUBLIC_ENV__ variables) and the map's. */
export interface PageHosts {
  /** PUBLIC_ENV__LIVE_URL: where live pages open their GraphQL streams (another origin in production). */
  liveUrl?: string;
  /** The map's tile URL template (MAP_TILE_URL, map-tiles.ts), e.g. https://{s}.tile.example.org/{z}/{x}/{y}.png */
  mapTileUrl?: string;
  /** PUBLIC_ENV__ANALYTICS_SRC: the analytics script. */
  analyticsSrc?: string;
}

/**
 * The hosts of the pages. The live stream and analytics are build-time settings: the functions build (build.mjs)
 * writes the values the web build saw into the bundle, since the deployed function's environment does not have them.
 * The map's tiles are a run-time setting, read from the environment as the pages read it (map-tiles.ts).
 */
export function pageHostsFromEnv(env: Record<string, string | undefined> = process.env): PageHosts {
  return {
    liveUrl: process.env.PUBLIC_ENV__LIVE_URL,
    mapTileUrl: mapTilesFromEnv(env)?.url,
    analyticsSrc: process.env.PUBLIC_ENV__ANALYTICS_SRC,
  };
}

/** 'sha256-…' of an inline script or style, as CSP compares it: over the element's exact text between the tags. */
export function inlineHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The scheme and host of an absolute URL (template placeholders in the host, such as {s}, become a wildcard). */
export function sourceOf(url: string | undefined): string | undefined {
  const match = /^(https?:)\/\/([^/?#]+)/i.exec(url?.trim() ?? '');
  if (!match) return undefined; // relative: the site itself, which 'self' covers
  const host = match[2]!.replace(/^\{[^}]*\}\./, '*.');
  return /[{}]/.test(host) ? undefined : `${match[1]!.toLowerCase()}//${host.toLowerCase()}`;
}

/** The policy's directives, one source list per kind of resource. */
export function contentSecurityPolicy(hosts: PageHosts, overHttps: boolean): Record<string, string[]> {
  const live = sourceOf(hosts.liveUrl);
  const tiles = sourceOf(hosts.mapTileUrl);
  const analytics = sourceOf(hosts.analyticsSrc);
  const extra = (...sources: Array<string | undefined>) => sources.filter((source): source is string => !!source);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", inlineHash(chunkReloadScript), inlineHash(colorModeScript), ...extra(analytics)],
    // No style attributes (the pages render none, and the map (Leaflet) positions its tiles through the DOM's style
    // properties, which CSP does not restrict); the pages' inline stylesheets are added by hash (allowInlineStyles).
    'style-src': ["'self'"],
    // Vite inlines small images of stylesheets (Leaflet's controls) as data: URLs; the map's tiles come from its tile
    // host only (a relative tile URL is the site's own, which 'self' covers).
    'img-src': ["'self'", 'data:', ...extra(tiles, analytics)],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...extra(live, analytics)],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Over plain http (npm start on this machine) the site's own subresources must not be moved to https.
    ...(overHttps ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Adds the hashes of inline stylesheets to the style-src of the policy already set on `res` (by securityHeaders, which
 * runs first). Only the page handler knows which build's stylesheets it writes inline.
 */
export function allowInlineStyles(res: { getHeader(name: string): unknown; setHeader(name: string, value: string): unknown }, hashes: readonly string[]): void {
  const policy = res.getHeader('content-security-policy');
  if (typeof policy !== 'string' || hashes.length === 0) return;
  res.setHeader('content-security-policy', withInlineStyles(policy, hashes));
}

/** The policy with the hashes of inline stylesheets added to its style-src. */
export function withInlineStyles(policy: string, hashes: readonly string[]): string {
  return hashes.length === 0 ? policy : policy.replace(/(^|;)(\s*style-src [^;]*)/, `$1$2 ${hashes.join(' ')}`);
}

/**
 * Browser features the site never uses are off for it and anything it embeds; geolocation stays for the site itself
 * (the "near me" search of the course list).
 */
export const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()';

/** Answers meant to be used from other origins: the API with its open CORS, its stream, and the images. */
function isSharedResource(path: string): boolean {
  return path === '/graphql' || path.startsWith('/graphql/') || path.startsWith('/media/');
}

/**
 * The course widget's pages (/embed/…, /en/embed/…), made to be framed by organisers' and venues' own websites
 * (decision 053): the only answers any site may frame. They run no script at all, so their policy allows none.
 */
export function isFramablePage(path: string): boolean {
  return /^(?:\/en)?\/embed\//.test(path);
}

/** Headers as name and value, in the order they are set. */
export type HeaderList = ReadonlyArray<readonly [string, string]>;

/**
 * A framable page's headers: `frame-ancestors *` instead of 'none', no X-Frame-Options (a browser that knows
 * frame-ancestors ignores it, an older one would refuse the frame), and `script-src 'none'`.
 */
function framable(list: HeaderList): HeaderList {
  return list
    .filter(([name]) => name.toLowerCase() !== 'x-frame-options')
    .map(([name, value]) =>
      name.toLowerCase() === 'content-security-policy'
        ? ([name, value.replace("frame-ancestors 'none'", 'frame-ancestors *').replace(/script-src [^;]*/, "script-src 'none'")] as const)
        : ([name, value] as const),
    );
}

/**
 * The headers helmet sets, captured once per scheme: they depend on nothing but the scheme and the hosts, so no
 * request needs to run helmet's dozen middlewares again (the pages served from memory would spend a fifth of their
 * time there). `forPath` adds what depends on the path: the API and the images are shared with other origins, and
 * the course widget's pages may be framed by any site.
 */
export function securityHeaderLists(hosts: PageHosts = pageHostsFromEnv()): { forPath(path: string, overHttps: boolean): HeaderList } {
  const capture = (overHttps: boolean): HeaderList => {
    const headers = new Map<string, readonly [string, string]>([['permissions-policy', ['Permissions-Policy', PERMISSIONS_POLICY]]]);
    const recorder = {
      setHeader: (name: string, value: string) => void headers.set(name.toLowerCase(), [name, String(value)]),
      removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
      getHeader: (name: string) => headers.get(name.toLowerCase())?.[1],
    };
    let failure: unknown;
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(hosts, overHttps) },
      // A browser only honours HSTS over https; on this machine's plain http it would only confuse.
      // No includeSubDomains: other hosts of the domain are not this site's to decide.
      strictTransportSecurity: overHttps ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false } : false,
      // The origin, not the path, goes to other sites (tile servers ask for a Referer); form posts keep their Origin,
      // which the pages' same-origin check reads ("no-referrer" would make it "null").
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
    })(
      {} as never,
      recorder as never,
      (error?: unknown) => void (failure = error),
    );
    if (failure) throw failure;
    return [...headers.values()];
  };
  const lists = { http: capture(false), https: capture(true) };
  const shared = (list: HeaderList): HeaderList => list.map(([name, value]) => [name, name.toLowerCase() === 'cross-origin-resource-policy' ? 'cross-origin' : value] as const);
  const sharedLists = { http: shared(lists.http), https: shared(lists.https) };
  const framableLists = { http: framable(lists.http), https: framable(lists.https) };
  return {
    forPath: (path, overHttps) => (isSharedResource(path) ? sharedLists : isFramablePage(path) ? framableLists : lists)[overHttps ? 'https' : 'http'],
  };
}

export function securityHeaders(hosts: PageHosts = pageHostsFromEnv(), env: Record<string, string | undefined> = process.env): RequestHandler {
  const lists = securityHeaderLists(hosts);
  return (req, res, next) => {
    const encrypted = 'encrypted' in req.socket && !!req.socket.encrypted;
    const overHttps = canonicalOrigin(req.headers, encrypted, env).startsWith('https:');
    for (const [name, value] of lists.forPath(req.path, overHttps)) res.setHeader(name, value);
    next();
  };
}
