// The site's cookies as the server renderer sets them: the session a form action changed (or the API no longer
// accepts), and the remembered language. functions/src/http/cookies.ts builds them, as it does for the API and the
// Google sign-in routes. The language is remembered twice: in i18n_redirected, and in `__session` (`lang:en`), the
// only cookie Firebase Hosting lets through to the server (decision 019).
import type { IncomingHttpHeaders } from 'node:http';
import {
  LANGUAGE_MEMORY_MAX_AGE,
  SESSION_COOKIE,
  secureCookie,
  sessionCookie,
  sessionCookieHeader,
  sessionValue,
  setCookieHeader,
} from '../../functions/src/http/cookies';
import { localeCookie, localeCookieMaxAge, type Locale } from '../lib/i18n/locales';
import type { SessionChange } from './form-action';

/**
 * `__session` for the site at `origin`: Secure in production unless the site runs on this machine. A remembered
 * `language` stays in the cookie.
 */
export function sessionChangeCookie(change: SessionChange, origin: string, language?: string): string {
  const session = change === 'clear' ? null : { cookie: change.token, expiresAt: new Date(change.expiresAt) };
  return sessionCookieHeader(session, new Date(), secureCookie(new URL(origin).host), language);
}

/** The visitor's language choice, readable by the page (no HttpOnly). */
export function localeCookieHeader(locale: Locale): string {
  return setCookieHeader(localeCookie, locale, { maxAge: localeCookieMaxAge });
}

/**
 * Both cookies that remember `locale`: i18n_redirected, and `__session` with the language in front of the session
 * the request carries (if any), so that a signed-in person stays signed in.
 */
export function languageMemoryCookies(locale: Locale, headers: IncomingHttpHeaders, origin: string): string[] {
  const secure = secureCookie(new URL(origin).host);
  const value = sessionValue(locale, sessionCookie(headers));
  return [localeCookieHeader(locale), setCookieHeader(SESSION_COOKIE, value, { maxAge: LANGUAGE_MEMORY_MAX_AGE, httpOnly: true, secure })];
}
