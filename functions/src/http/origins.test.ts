import { describe, expect, it } from 'vitest';
import { canonicalOrigin, isLocalHost, isSameOrigin, siteUrlOf } from './origins.js';

describe('hosts and origins', () => {
  it('knows this machine by name or address, with or without port', () => {
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:5173', '[::1]']) expect(isLocalHost(host)).toBe(true);
    for (const host of ['selbstgemacht.example', 'localhost.example', undefined]) expect(isLocalHost(host)).toBe(false);
  });

  it('takes links in mails from SITE_URL, or from the request only on this machine', () => {
    expect(siteUrlOf({ host: 'evil.example' }, { SITE_URL: 'https://selbstgemacht.example' })).toBe('https://selbstgemacht.example');
    expect(siteUrlOf({ host: 'evil.example' }, {})).toBeNull();
    expect(siteUrlOf({ host: 'localhost:3000' }, {})).toBe('http://localhost:3000');
    expect(siteUrlOf({ host: 'example', 'x-forwarded-host': '127.0.0.1:8080', 'x-forwarded-proto': 'https' }, {})).toBe('https://127.0.0.1:8080');
  });

  it('takes canonical URLs from SITE_URL, else from a plain requested host', () => {
    expect(canonicalOrigin({ host: 'a.example' }, false, { SITE_URL: 'https://selbstgemacht.example/' })).toBe('https://selbstgemacht.example');
    expect(canonicalOrigin({ host: 'a.example:8080' }, false, {})).toBe('http://a.example:8080');
    expect(canonicalOrigin({ host: 'a.example', 'x-forwarded-host': 'b.example, c.example', 'x-forwarded-proto': 'https' }, false, {})).toBe('https://b.example');
    expect(canonicalOrigin({ host: 'a.example' }, true, {})).toBe('https://a.example');
    expect(canonicalOrigin({ host: 'bad host/<x>' }, false, {})).toBe('http://localhost');
  });

  it('accepts form posts only from the site itself', () => {
    const origin = 'https://selbstgemacht.example';
    expect(isSameOrigin({ origin }, origin)).toBe(true);
    expect(isSameOrigin({ origin: 'null' }, origin)).toBe(false);
    expect(isSameOrigin({ referer: `${origin}/login?next=/app` }, origin)).toBe(true);
    expect(isSameOrigin({ origin: 'http://selbstgemacht.example' }, origin)).toBe(false);
    expect(isSameOrigin({}, origin)).toBe(false);
  });
});
