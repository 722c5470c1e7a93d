import { describe, expect, it, vi } from 'vitest';
import { createPrefetcher, PAYLOAD_MAX_AGE_MS, payloadUrl, prefetchablePath } from './prefetch';

describe('payloadUrl', () => {
  it('appends _payload.json to the path and keeps the query', () => {
    expect(payloadUrl('/venues?city=wien')).toBe('/venues/_payload.json?city=wien');
    expect(payloadUrl('/')).toBe('/_payload.json');
    expect(payloadUrl('/en')).toBe('/en/_payload.json');
  });
});

describe('createPrefetcher', () => {
  const payload = () => new Response('{"pageId":"/pages/venues"}', { headers: { 'content-type': 'application/json' } });

  it('hands the prefetched payload to the next page context request, once', async () => {
    const fetch = vi.fn(async () => payload());
    const prefetcher = createPrefetcher(fetch as unknown as typeof globalThis.fetch, () => 0);
    prefetcher.prefetch('/venues?city=wien');
    prefetcher.prefetch('/venues?city=wien');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/venues/_payload.json?city=wien');

    const first = await prefetcher.fetch('/venues/index.pageContext.json?city=wien');
    expect(await first.text()).toBe('{"pageId":"/pages/venues"}');
    expect(first.headers.get('content-type')).toBe('application/json');
    expect(fetch).toHaveBeenCalledTimes(1);

    await prefetcher.fetch('/venues/index.pageContext.json?city=wien');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not use stale payloads', async () => {
    let now = 0;
    const fetch = vi.fn(async () => payload());
    const prefetcher = createPrefetcher(fetch as unknown as typeof globalThis.fetch, () => now);
    prefetcher.prefetch('/privacy');
    now = PAYLOAD_MAX_AGE_MS + 1;
    await prefetcher.fetch('/privacy/index.pageContext.json');
    expect(fetch).toHaveBeenLastCalledWith('/privacy/index.pageContext.json', undefined);
  });
});

describe('prefetchablePath', () => {
  const location = new URL('http://localhost/venues') as unknown as Location;
  const link = (attributes: Record<string, string>) => {
    const a = document.createElement('a');
    for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
    return a;
  };

  it('accepts internal page links only', () => {
    expect(prefetchablePath(link({ href: '/venues/atelier' }), location)).toBe('/venues/atelier');
    expect(prefetchablePath(link({ href: '/en/venues?kind=shop' }), location)).toBe('/en/venues?kind=shop');
    expect(prefetchablePath(link({ href: 'https://example.com/' }), location)).toBeNull();
    expect(prefetchablePath(link({ href: '/en/venues', 'data-vike': 'false' }), location)).toBeNull();
    expect(prefetchablePath(link({ href: '/venues' }), location)).toBeNull();
    expect(prefetchablePath(link({ href: '/sitemap.xml' }), location)).toBeNull();
    expect(prefetchablePath(link({ href: '#main' }), location)).toBeNull();
  });
});
