// The site's cookies as the server renderer sets them: the session a form action changed (or the API no longer
// accepts), and the remembered language. functions/src/http/cookies.ts builds them, as it does for the API and the
// Google sign-in routes.
import { secureCookie, sessionCookieHeader, setCookieHeader } from '../../functions/src/http/cookies';
import { localeCookie, localeCookieMaxAge, type Locale } from '../lib/i18n/locales';
import type { SessionChange } from './form-action';

/** `__session` for the site at `origin`: Secure in production unless the site runs on this machine. */
export function sessionChangeCookie(change: SessionChange, origin: string): string {
  const session = change === 'clear' ? null : { cookie: change.token, expiresAt: new Date(change.expiresAt) };
  return sessionCookieHeader(session, new Date(), secureCookie(new URL(origin).host));
}

/** The visitor's language choice, readable by the page (no HttpOnly). */
export function localeCookieHeader(locale: Locale): string {
  return setCookieHeader(localeCookie, locale, { maxAge: localeCookieMaxAge });
}
