import { describe, expect, it } from 'vitest';
import { parseSitemap } from './parse-sitemap.testing';
import { writeSitemap } from './sitemap';

describe('sitemap writer', () => {
  const origin = 'https://selbstgemacht.example';

  it('lists every page in German and English with alternates, once', () => {
    const xml = writeSitemap(origin, [
      { path: '/', lastmod: '2026-11-20T10:00:00.000Z' },
      { path: '/venues/atelier-x', lastmod: new Date('2026-11-01T09:00:00Z') },
      { path: '/venues/atelier-x', lastmod: '2026-11-02T09:00:00Z' },
      { path: '/venues?craft=a&city=b', lastmod: '2026-11-02T09:00:00Z' },
    ]);
    const urls = parseSitemap(xml);
    expect(urls.map((url) => url.loc)).toEqual([
      `${origin}/`,
      `${origin}/en`,
      `${origin}/venues/atelier-x`,
      `${origin}/en/venues/atelier-x`,
      `${origin}/venues?craft=a&city=b`,
      `${origin}/en/venues?craft=a&city=b`,
    ]);
    expect(xml).toContain('<loc>https://selbstgemacht.example/venues?craft=a&amp;city=b</loc>');
    expect(urls[2]).toEqual({
      loc: `${origin}/venues/atelier-x`,
      lastmod: '2026-11-01T09:00:00Z',
      alternates: {
        de: `${origin}/venues/atelier-x`,
        en: `${origin}/en/venues/atelier-x`,
        'x-default': `${origin}/venues/atelier-x`,
      },
    });
    expect(urls[3]?.alternates).toEqual(urls[2]?.alternates);
  });
});
