// The context every resolver receives, built once per request: who asks, in which language, and the request's
// DataLoaders over the store.
import type { ProfileRecord } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
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
  loaders: Loaders;
  buildInfo: BuildInfo;
  /** One instant for the whole request, so that every field agrees on what "upcoming" means. */
  now: Date;
}

export type Headers = Record<string, string | string[] | undefined>;

export function createRequestContext(deps: ApiDeps, headers: Headers): RequestContext {
  const now = new Date();
  return {
    // Sign-in arrives with the auth issue; until then every request is anonymous.
    viewer: null,
    locale: localeFromHeaders(headers),
    store: deps.store,
    loaders: createLoaders(deps.store, now),
    buildInfo: deps.buildInfo,
    now,
  };
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
