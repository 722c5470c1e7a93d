import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderPage } from '../../components/render-page.testing';
import type { Data } from './+data';
import Page from './+Page';

const wien = { slug: 'wien', name: 'Wien' };
const graz = { slug: 'graz', name: 'Graz' };
const updatedAt = '2026-11-01T09:00:00.000Z';
const data: Data = {
  crafts: { nodes: [{ slug: 'toepfern-keramik', name: 'Töpfern & Keramik' }], error: null },
  cities: { nodes: [wien, graz], error: null },
  venues: {
    nodes: [
      { slug: 'atelier-x', name: 'Atelier X', updatedAt, city: wien },
      { slug: 'span-und-co', name: 'Span & Co', updatedAt, city: graz },
      { slug: 'garnhaus', name: 'Garnhaus', updatedAt, city: { slug: 'linz', name: 'Linz' } },
    ],
    error: null,
  },
  events: {
    nodes: [
      { slug: 'drehen-am-rad', title: 'Drehen am Rad', startsAt: '2026-12-05T09:00:00.000Z', timeZone: 'Europe/Vienna', status: 'SCHEDULED', updatedAt, venue: { name: 'Atelier X' } },
      { slug: 'abgesagt', title: 'Weben', startsAt: '2026-12-06T09:00:00.000Z', timeZone: 'Europe/Vienna', status: 'CANCELLED', updatedAt, venue: { name: 'Garnhaus' } },
    ],
    error: null,
  },
  articles: { nodes: [{ slug: 'ton-und-zeit', title: 'Ton und Zeit', updatedAt }], error: null },
};

const hrefs = (container: HTMLElement) => [...container.querySelectorAll('main a')].map((a) => a.getAttribute('href'));

describe('crawl index', () => {
  it('links every venue (grouped by city), event, article, city and craft, and hydrates cleanly', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/crawlindex', data });
    expect(errors).toEqual([]);
    const links = hrefs(container);
    for (const href of [
      '/venues/atelier-x',
      '/venues/span-und-co',
      '/venues/garnhaus',
      '/events/drehen-am-rad',
      '/blog/ton-und-zeit',
      '/wien',
      '/venues?city=graz',
      '/venues?craft=toepfern-keramik',
      '/musterspace',
      '/venue-benefits',
      '/pagination',
      '/events.ics',
      '/blog/feed.xml',
      '/sitemap.xml',
    ]) {
      expect(links).toContain(href);
    }
    const groups = [...container.querySelectorAll('section[aria-labelledby="crawl-venues"] h3')].map((h) => h.textContent);
    expect(groups).toEqual(['Wien', 'Graz', 'Linz']);
    expect(container.textContent).toContain('5. Dezember 2026, Atelier X');
    expect(container.textContent).toContain('Garnhaus (abgesagt)');
  });

  it('speaks English with English links', async () => {
    const html = await renderPage({ Page, locale: 'en', url: '/crawlindex', data });
    expect(html).toContain('Every page at a glance');
    expect(html).toContain('href="/en/venues/atelier-x"');
    expect(html).toContain('href="/en/events.ics"');
    expect(html).toContain('href="/en/venues?city=graz"');
    expect(html).toContain('5 December 2026');
  });

  it('keeps the other sections when one list fails', async () => {
    const html = await renderPage({ Page, url: '/crawlindex', data: { ...data, events: { nodes: [], error: 'STORE_UNAVAILABLE' } } });
    expect(html).toContain('Diese Inhalte können wir gerade nicht laden.');
    expect(html).toContain('href="/venues/atelier-x"');
    const empty = await renderPage({ Page, url: '/crawlindex', data: { ...data, articles: { nodes: [], error: null } } });
    expect(empty).toContain('Hier gibt es noch nichts.');
  });
});
