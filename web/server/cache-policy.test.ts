import { describe, expect, it } from 'vitest';
import { cacheControlFor, pageKind } from './cache-policy';

describe('the cache policy', () => {
  it('tells the kind of a page by its path, in either language', () => {
    expect(pageKind('/')).toBe('front');
    expect(pageKind('/en')).toBe('front');
    expect(pageKind('/en/venues')).toBe('list');
    expect(pageKind('/en/indexx')).toBe('list');
    expect(pageKind('/embed/venue/atelier-x')).toBe('list');
    expect(pageKind('/en/embed/organiser/u1')).toBe('list');
    expect(pageKind('/venues/atelier-x')).toBe('detail');
    expect(pageKind('/en/events/drehen-am-rad')).toBe('detail');
    expect(pageKind('/blog/ein-artikel')).toBe('article');
    expect(pageKind('/en/impressum')).toBe('static');
    expect(pageKind('/en/venue-benefits')).toBe('static');
    expect(pageKind('/en/fun/colors')).toBe('static');
    expect(pageKind('/en/fun/colors2')).toBe('static');
    expect(pageKind('/eventslive')).toBe('live');
    expect(pageKind('/en/eventslive/drehen-am-rad')).toBe('live');
    for (const path of ['/app', '/en/profile/events', '/login/link', '/radar/unsubscribe', '/venue_preview']) expect(pageKind(path), path).toBe('private');
    expect(pageKind('/test')).toBe('other');
  });

  it('shares pages and their absence briefly, and nothing private, unknown, redirected or failed', () => {
    expect(cacheControlFor('live', 200)).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=5');
    expect(cacheControlFor('article', 200)).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=3600');
    expect(cacheControlFor('other', 404)).toBe('public, max-age=0, s-maxage=30');
    expect(cacheControlFor('other', 200)).toBe('private, no-store');
    expect(cacheControlFor('private', 200)).toBe('private, no-store');
    expect(cacheControlFor('private', 404)).toBe('private, no-store');
    for (const status of [301, 302, 500, 503]) expect(cacheControlFor('list', status)).toBe('private, no-store');
  });
});
