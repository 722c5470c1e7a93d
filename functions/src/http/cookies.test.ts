import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, secureCookie, sessionCookie, sessionCookieHeader, sessionLanguage, setCookieHeader } from './cookies.js';

describe('reading cookies', () => {
  it('finds the cookie by name and decodes it; a malformed escape is no cookie', () => {
    expect(sessionCookie({ cookie: '__session=a%2Bb' })).toBe('a+b');
    expect(sessionCookie({ cookie: 'a=b; __session=x=y; c=d' })).toBe('x=y');
    expect(sessionCookie({ cookie: '__session=%E0%A4%A' })).toBeUndefined();
    expect(sessionCookie({})).toBeUndefined();
    expect(readCookie('i18n_redirected=en; other=1', 'i18n_redirected')).toBe('en');
    expect(readCookie(undefined, 'i18n_redirected')).toBeUndefined();
  });

  it('tells the remembered language in __session from the session proper', () => {
    expect(sessionCookie({ cookie: '__session=lang%3Aen' })).toBeUndefined();
    expect(sessionLanguage({ cookie: '__session=lang%3Aen' })).toBe('en');
    expect(sessionCookie({ cookie: '__session=lang%3Ade%7Ceyk.x.y' })).toBe('eyk.x.y');
    expect(sessionLanguage({ cookie: '__session=lang%3Ade%7Ceyk.x.y' })).toBe('de');
    expect(sessionLanguage({ cookie: '__session=eyk.x.y' })).toBeUndefined();
    expect(sessionCookie({ cookie: '__session=language-is-no-prefix' })).toBe('language-is-no-prefix');
  });
});

describe('writing cookies', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('builds the session cookie, and one that removes it', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(sessionCookieHeader({ cookie: 'a+b', expiresAt: new Date(now.getTime() + 1000_000) }, now, true)).toBe(
      '__session=a%2Bb; Max-Age=1000; Path=/; HttpOnly; SameSite=Lax; Secure',
    );
    expect(sessionCookieHeader({ cookie: 'gone', expiresAt: new Date(now.getTime() - 1000) }, now, false)).toContain('Max-Age=0;');
    expect(sessionCookieHeader(null, now, false)).toBe('__session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
  });

  it('keeps a remembered language through signing in and out, for a year', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const session = { cookie: 'tok', expiresAt: new Date(now.getTime() + 1000_000) };
    expect(sessionCookieHeader(session, now, false, 'en')).toBe('__session=lang%3Aen%7Ctok; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax');
    expect(sessionCookieHeader(null, now, false, 'en')).toBe('__session=lang%3Aen; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax');
  });

  it('builds cookies the page may read (no HttpOnly)', () => {
    expect(setCookieHeader('i18n_redirected', 'en', { maxAge: 60 })).toBe('i18n_redirected=en; Max-Age=60; Path=/; SameSite=Lax');
  });

  it('makes cookies Secure in production, except on this machine', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(secureCookie('selbstgemacht.example')).toBe(true);
    expect(secureCookie(undefined)).toBe(true);
    for (const host of ['localhost:3000', '127.0.0.1', '[::1]:8080']) expect(secureCookie(host)).toBe(false);
    vi.stubEnv('NODE_ENV', 'test');
    expect(secureCookie('selbstgemacht.example')).toBe(false);
  });
});
