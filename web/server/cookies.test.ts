import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageMemoryCookies, localeCookieHeader, sessionChangeCookie } from './cookies';

const origin = 'https://selbstgemacht.example';

describe('the site cookies', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('makes the session cookie Secure in production except on this machine', () => {
    const expiresAt = new Date(Date.now() + 14 * 86400_000).toISOString();
    vi.stubEnv('NODE_ENV', 'production');
    expect(sessionChangeCookie({ token: 'a b', expiresAt }, origin)).toMatch(/^__session=a%20b; Max-Age=12(09599|09600); Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    expect(sessionChangeCookie({ token: 't', expiresAt }, 'http://127.0.0.1:3000')).not.toContain('Secure');
    expect(sessionChangeCookie('clear', 'http://[::1]:3000')).toBe('__session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
    vi.unstubAllEnvs();
    expect(sessionChangeCookie({ token: 't', expiresAt }, origin)).not.toContain('Secure');
  });

  it('remembers the language for a year', () => {
    expect(localeCookieHeader('en')).toMatch(/^i18n_redirected=en; Max-Age=\d+; Path=\/; SameSite=Lax$/);
  });

  it('remembers the language in __session too, shared by everyone signed out and kept beside a session', () => {
    expect(languageMemoryCookies('en', {}, origin)).toEqual([
      'i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax',
      '__session=lang%3Aen; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax',
    ]);
    expect(languageMemoryCookies('de', { cookie: '__session=lang%3Aen%7Ctok' }, origin)[1]).toMatch(/^__session=lang%3Ade%7Ctok; /);
    expect(languageMemoryCookies('en', { cookie: '__session=tok' }, origin)[1]).toMatch(/^__session=lang%3Aen%7Ctok; /);
    expect(sessionChangeCookie('clear', origin, 'en')).toBe('__session=lang%3Aen; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax');
  });
});
