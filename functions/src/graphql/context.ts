// The context every resolver receives, built once per request: who asks, in which language, and the request's
// DataLoaders over the store.
import type { ProfileRecord } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import type { IdentityProvider, Session } from '../identity/identity.js';
import type { ImageStorage } from '../uploads/storage.js';
import { resolveViewer, sessionCookie } from '../services/accounts.js';
import { createLoaders, type Loaders } from '../services/loaders.js';
import type { Role } from './generated/resolvers.js';
import type { ApiDeps, BuildInfo } from './server.js';

export type Locale = 'de' | 'en';

/** The signed-in person a request acts for, resolved once per request from the `__session` cookie or a Bearer token. */
export interface Viewer {
  uid: string;
  /** The highest role the person holds (USER < VENUE_OWNER < EDITOR < ADMIN). */
  role: Role;
  email: string;
  emailVerified: boolean;
  signInMethods: string[];
  profile: ProfileRecord;
  /** Slugs of the venues the person keeps (VenueRecord.ownerUids). */
  ownedVenueSlugs: string[];
}

export interface RequestContext {
  viewer: Viewer | null;
  locale: Locale;
  store: Store;
  identity: IdentityProvider;
  /** Uploaded images (absent in tests that upload nothing). */
  images?: ImageStorage;
  loaders: Loaders;
  buildInfo: BuildInfo;
  /** One instant for the whole request, so that every field agrees on what "upcoming" means. */
  now: Date;
  /** Public origin for links in mails: SITE_URL, or the request's own origin when it is this machine; else null. */
  siteUrl: string | null;
  /** The client's address (first X-Forwarded-For hop, else the socket's), for the sign-in throttle; null when unknown. */
  clientAddress: string | null;
  /**
   * The request's `__session` value, and what the response should do with the cookie: `next` is a new session
   * (sign-in mutations) or null (sign-out). The HTTP server turns `next` into Set-Cookie; in-process callers read
   * the session from the mutation's result instead.
   */
  session: { current: string | undefined; next?: Session | null };
}

export type Headers = Record<string, string | string[] | undefined>;

/** Builds the context of one request; resolves the viewer from the `__session` cookie or a Bearer token. */
export async function createRequestContext(deps: ApiDeps, headers: Headers, socketAddress?: string): Promise<RequestContext> {
  const now = new Date();
  const locale = localeFromHeaders(headers);
  return {
    viewer: await resolveViewer(deps.store, deps.identity, headers, locale),
    locale,
    store: deps.store,
    identity: deps.identity,
    ...(deps.images ? { images: deps.images } : {}),
    loaders: createLoaders(deps.store, now),
    buildInfo: deps.buildInfo,
    now,
    siteUrl: siteUrlOf(headers),
    clientAddress: header(headers, 'x-forwarded-for')?.split(',')[0]?.trim() || socketAddress || null,
    session: { current: sessionCookie(headers) },
  };
}

/**
 * SITE_URL when set. Otherwise the request's own origin, but only on this machine (localhost): a Host header is
 * the sender's to choose, and a reset link pointing at someone else's host would hand them the code.
 */
export function siteUrlOf(headers: Headers, env: Record<string, string | undefined> = process.env): string | null {
  if (env.SITE_URL) return env.SITE_URL;
  const host = header(headers, 'x-forwarded-host') ?? header(headers, 'host');
  if (!host || !/^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host)) return null;
  return `${header(headers, 'x-forwarded-proto') === 'https' ? 'https' : 'http'}://${host}`;
}

/**
 * The server renderer states the page's language in `x-locale`; other clients get German unless their
 * Accept-Language prefers English over German.
 */
export function localeFromHeaders(headers: Headers): Locale {
  const explicit = language(header(headers, 'x-locale'));
  if (explicit === 'de' || explicit === 'en') return explicit;
  const preferred = (header(headers, 'accept-language') ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => param.startsWith('q='));
      return { language: language(tag), quality: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => (entry.language === 'de' || entry.language === 'en') && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return preferred[0]?.language === 'en' ? 'en' : 'de';
}

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function language(tag: string | undefined): string | undefined {
  return tag?.trim().toLowerCase().split('-')[0];
}
