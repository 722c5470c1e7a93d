import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderHead, renderPage } from '../../../components/render-page.testing';
import { renderMarkdown } from '../../../features/markdown/render-markdown.server';
import { structuredDataProblems } from '../../../lib/head/structured-data-rules';
import type { Data } from './+data';
import { head } from './+head';
import Page from './+Page';

const body = '## Zentrieren\n\nDer Ton muss **mittig** sitzen.\n\n<script>alert(1)</script>\n\n[Klick](javascript:alert(2))';

const data = (overrides: Partial<Data['article']> = {}, sideError: Data['sideError'] = null): Data => ({
  origin: 'https://selbstgemacht.example',
  sideError,
  bodyHtml: renderMarkdown(body),
  article: {
    slug: 'die-erste-schale',
    title: 'Die erste Schale auf der Drehscheibe',
    excerpt: 'Wie du an der Scheibe anfängst.',
    tags: ['Drehscheibe', 'Wien'],
    publishedAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-03T09:00:00.000Z',
    readingMinutes: 6,
    author: { name: 'Lena Hofbauer', bio: 'Lena ist Keramikerin in Wien-Neubau.' },
    cover: { url: '/illustrations/toepfern-keramik.svg', alt: 'Eine Schale auf der Scheibe', width: 960, height: 540 },
    crafts: [{ slug: 'toepfern-keramik', name: 'Töpfern & Keramik' }],
    upcomingEvents: [],
    venues: [
      { slug: 'tonwerk-neubau', name: 'Tonwerk Neubau', kind: 'WORKSHOP', crafts: [], address: { district: 'Neubau', locality: 'Wien' }, city: { slug: 'wien', name: 'Wien' } } as never,
    ],
    ...overrides,
  },
});

describe('article page', () => {
  it('hydrates without warnings and shows the sanitised body, author, reading time, cover, tags and offers', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/blog/die-erste-schale', data: data() });
    expect(errors).toEqual([]);
    const bodyElement = container.querySelector('.article__body')!;
    expect(bodyElement.querySelector('h2')?.textContent).toBe('Zentrieren');
    expect(bodyElement.querySelector('strong')?.textContent).toBe('mittig');
    expect(bodyElement.querySelector('script')).toBeNull();
    expect(bodyElement.querySelector('a')).toBeNull();
    expect(bodyElement.textContent).toContain('<script>alert(1)</script>');
    expect(container.querySelector('.article__cover img')?.getAttribute('alt')).toBe('Eine Schale auf der Scheibe');
    // The cover is the page's largest paint: fetched before the other images.
    expect(container.querySelector('.article__cover img')?.getAttribute('fetchpriority')).toBe('high');
    expect(container.querySelector('a[href="/blog?tag=Wien"]')?.textContent).toBe('Wien');
    // In English the known tags read in English and filter by the same word; an unknown one shows as written.
    const english = await renderAndHydrate({ Page, locale: 'en', url: '/blog/die-erste-schale', data: data() });
    expect(english.container.querySelector('a[href="/en/blog?tag=Wien"]')?.textContent).toBe('Vienna');
    expect(english.container.querySelector('a[href="/en/blog?tag=Drehscheibe"]')?.textContent).toBe('Drehscheibe');
    expect(container.querySelector('a[href="/venues/tonwerk-neubau"]')).not.toBeNull();
    const text = container.textContent ?? '';
    expect(text).toContain('Von Lena Hofbauer');
    expect(text).toContain('6 Minuten Lesezeit');
    expect(text).toContain('Lena ist Keramikerin in Wien-Neubau.');
    expect(text).toContain('Gerade sind keine Kurse zu diesem Thema geplant.');
  });

  it('keeps the article when the offers beside it fail to load', async () => {
    const html = await renderPage({ Page, data: data({ upcomingEvents: null, venues: null }, 'STORE_UNAVAILABLE') });
    expect(html).toContain('Diese Inhalte können wir gerade nicht laden.');
    expect(html).toContain('Die erste Schale auf der Drehscheibe');
  });

  it('describes itself as a schema.org Article with absolute image and a breadcrumb trail', async () => {
    const info = await renderHead(head, { Page, locale: 'en', data: data() });
    expect(info.jsonLd?.[0]).toMatchObject({
      '@type': 'Article',
      headline: 'Die erste Schale auf der Drehscheibe',
      author: { '@type': 'Person', name: 'Lena Hofbauer' },
      datePublished: '2026-11-01T09:00:00.000Z',
      dateModified: '2026-11-03T09:00:00.000Z',
      image: ['https://selbstgemacht.example/illustrations/toepfern-keramik.svg'],
      publisher: { '@type': 'Organization', name: 'Magazine for Homemade Things' },
      mainEntityOfPage: { '@id': 'https://selbstgemacht.example/en/blog/die-erste-schale' },
    });
    expect(structuredDataProblems(info.jsonLd![0]!)).toEqual([]);
    // A shared link shows the cover with its description, or the site's own picture.
    expect(info.imageAlt).toBe(data().article.cover?.alt);
    expect(info.breadcrumbs?.map((crumb) => crumb.path)).toEqual(['/', '/blog', '/blog/die-erste-schale']);
    expect(info.links).toEqual([expect.objectContaining({ type: 'application/atom+xml', href: '/en/blog/feed.xml' })]);
  });
});
