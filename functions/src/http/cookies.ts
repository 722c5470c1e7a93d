// Cookies: reading one from a request and building Set-Cookie values, above all for the `__session` cookie that
// carries a signed-in person's session (the API, the Google sign-in redirect and the web's form posts all set it).
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

/** The `__session` cookie's value, if the request carries one. */
export function sessionCookie(headers: RequestHeaders): string | undefined {
  return readCookie(header(headers, 'cookie'), SESSION_COOKIE);
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

/** The Set-Cookie value for a new session (its value and when it ends), or one that removes the cookie (null). */
export function sessionCookieHeader(session: { cookie: string; expiresAt: Date } | null, now: Date, secure: boolean): string {
  if (!session) return setCookieHeader(SESSION_COOKIE, '', { maxAge: 0, httpOnly: true, secure });
  const maxAge = Math.max(0, Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000));
  return setCookieHeader(SESSION_COOKIE, session.cookie, { maxAge, httpOnly: true, secure });
}
