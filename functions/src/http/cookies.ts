// Cookies: reading one from a request and building Set-Cookie values, above all for the `__session` cookie that
// carries a signed-in person's session (the API, the Google sign-in redirect and the web's form posts all set it).
// Firebase Hosting forwards no other cookie to functions and keys its CDN cache by this one, so `__session` also
// carries the visitor's remembered language, in a form every visitor with that language shares: `lang:en` alone
// for someone signed out (one cache entry per language, not per person), `lang:en|<session>` for someone signed
// in (decision 019).
import { header, type RequestHeaders } from './headers.js';
import { isLocalHost } from './origins.js';

/** The name of the session cookie: the only cookie Firebase Hosting forwards to functions. */
export const SESSION_COOKIE = '__session';

/** A cookie's value from a Cookie header; undefined when absent or malformed (a bad escape is no error). */
export function readCookie(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** How long `__session` keeps a remembered language: a year, as the language cookie does. */
export const LANGUAGE_MEMORY_MAX_AGE = 365 * 24 * 60 * 60;

const languagePrefix = /^lang:([a-z]{2})(?:\|(.*))?$/s;

/** The two things a `__session` value may hold: the remembered language and the session proper. */
export function parseSessionValue(value: string | undefined): { language?: string; session?: string } {
  if (!value) return {};
  const match = languagePrefix.exec(value);
  if (!match) return { session: value };
  return { language: match[1], ...(match[2] ? { session: match[2] } : {}) };
}

/** The `__session` value for a remembered language and a session, either of them optional. */
export function sessionValue(language: string | undefined, session: string | undefined): string {
  if (!language) return session ?? '';
  return session ? `lang:${language}|${session}` : `lang:${language}`;
}

/** The session in the request's `__session` cookie, if it carries one (a remembered language alone is none). */
export function sessionCookie(headers: RequestHeaders): string | undefined {
  return parseSessionValue(readCookie(header(headers, 'cookie'), SESSION_COOKIE)).session;
}

/** The language remembered in the request's `__session` cookie (two lowercase letters), if any. */
export function sessionLanguage(headers: RequestHeaders): string | undefined {
  return parseSessionValue(readCookie(header(headers, 'cookie'), SESSION_COOKIE)).language;
}

/** Cookies are Secure in production, except when the site runs on this machine (plain http://localhost). */
export function secureCookie(host: string | undefined): boolean {
  return process.env.NODE_ENV === 'production' && !isLocalHost(host);
}

export interface CookieOptions {
  /** Seconds until the browser forgets the cookie; 0 removes it. */
  maxAge: number;
  /** Out of reach of the page's scripts. */
  httpOnly?: boolean;
  secure?: boolean;
}

/** A Set-Cookie value for the whole site (Path=/), SameSite=Lax so that cross-site posts never carry it. */
export function setCookieHeader(name: string, value: string, options: CookieOptions): string {
  const attributes = [`Max-Age=${options.maxAge}`, 'Path=/', ...(options.httpOnly ? ['HttpOnly'] : []), 'SameSite=Lax', ...(options.secure ? ['Secure'] : [])];
  return [`${name}=${encodeURIComponent(value)}`, ...attributes].join('; ');
}

/**
 * The Set-Cookie value for a new session (its value and when it ends), or one that ends the session (null). A
 * remembered `language` (the request's sessionLanguage) is kept: signing in or out does not forget it, and the
 * cookie then lives as long as the language memory does (the server checks the session's own end).
 */
export function sessionCookieHeader(
  session: { cookie: string; expiresAt: Date } | null,
  now: Date,
  secure: boolean,
  language?: string,
): string {
  if (language) {
    return setCookieHeader(SESSION_COOKIE, sessionValue(language, session?.cookie), { maxAge: LANGUAGE_MEMORY_MAX_AGE, httpOnly: true, secure });
  }
  if (!session) return setCookieHeader(SESSION_COOKIE, '', { maxAge: 0, httpOnly: true, secure });
  const maxAge = Math.max(0, Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000));
  return setCookieHeader(SESSION_COOKIE, session.cookie, { maxAge, httpOnly: true, secure });
}
