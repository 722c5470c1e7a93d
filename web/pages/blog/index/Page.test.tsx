import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderPage } from '../../../components/render-page.testing';
import type { Data } from './+data';
import Page from './+Page';

const base: Data = {
  filters: { craft: 'toepfern-keramik', tag: 'Wien' },
  problems: [],
  crafts: [{ slug: 'toepfern-keramik', name: 'Töpfern & Keramik' }],
  articles: [
    {
      slug: 'die-erste-schale',
      title: 'Die erste Schale',
      excerpt: 'Wie du an der Scheibe anfängst.',
      publishedAt: '2026-11-01T09:00:00.000Z',
      readingMinutes: 4,
      author: { name: 'Lena Hofbauer' },
      cover: null,
    } as never,
  ],
  totalCount: 11,
  nextCursor: 'c10',
  error: null,
};

describe('magazine list', () => {
  it('hydrates without warnings, keeps the filters and links articles, the next page and the feed', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/blog?craft=toepfern-keramik&tag=Wien', data: base });
    expect(errors).toEqual([]);
    expect(container.querySelector('select[name="craft"] option[selected]')?.getAttribute('value')).toBe('toepfern-keramik');
    expect(container.querySelector('a[href="/blog/die-erste-schale"]')?.textContent).toBe('Die erste Schale');
    expect(container.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/blog?craft=toepfern-keramik&tag=Wien&after=c10');
    expect(container.querySelector('a[href="/blog/feed.xml"]')).not.toBeNull();
    const text = container.textContent ?? '';
    expect(text).toContain('Artikel zum Schlagwort „Wien“.');
    expect(text).toContain('4 Minuten Lesezeit');
  });

  it('keeps a search in the form and in the links', async () => {
    const html = await renderPage({ Page, data: { ...base, filters: { q: 'Glasur', tag: 'Wien' } } });
    expect(html).toContain('name="q" value="Glasur"');
    expect(html).toContain('type="hidden" name="tag" value="Wien"');
    expect(html).toContain('href="/blog?q=Glasur&amp;tag=Wien&amp;after=c10"');
    expect(html).toContain('href="/blog?q=Glasur"');
  });

  it('explains problems, empty results and outages, in English too', async () => {
    expect(await renderPage({ Page, data: { ...base, problems: [{ param: 'tag', value: '<b>' }] } })).toContain(
      'Das Schlagwort „&lt;b&gt;“ verstehen wir nicht',
    );
    expect(await renderPage({ Page, locale: 'en', data: { ...base, articles: [], totalCount: 0, nextCursor: null } })).toContain(
      'We have no article on this topic yet.',
    );
    expect(await renderPage({ Page, data: { ...base, articles: [], error: 'STORE_UNAVAILABLE' } })).toContain(
      'Diese Inhalte können wir gerade nicht laden.',
    );
  });
});
