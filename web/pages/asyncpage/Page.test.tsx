// „Diese Woche“ as the browser gets it (all data there, after the stream): every section with its entries, hydrated
// without a mismatch; a failed section with its own message while the others show; while the server still waits
// for a section, only its note; its head.
import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderHead, renderPage } from '../../components/render-page.testing';
import type { LiveView } from '../../features/live/use-live';
import type { Data } from './+data';
import { head } from './+head';
import Page from './+Page';

// 18:00 in Vienna, a Tuesday.
const now = '2026-11-24T17:00:00.000Z';

const live: LiveView = {
  joinMode: 'BOOK',
  joinableUntil: null,
  phase: 'RUNNING',
  seatsLeft: 2,
  delayMinutes: 0,
  room: null,
  watchers: 0,
  version: 1,
  latestUpdate: null,
  event: {
    slug: 'drehen-am-rad',
    title: 'Drehen am Rad',
    startsAt: '2026-11-24T16:00:00.000Z',
    endsAt: '2026-11-24T19:00:00.000Z',
    timeZone: 'Europe/Vienna',
    registration: 'BOOKING',
    sessions: [{ startsAt: '2026-11-24T16:00:00.000Z', endsAt: '2026-11-24T19:00:00.000Z' }],
    venue: {
      slug: 'atelier-x',
      name: 'Atelier X',
      address: { street: 'Zieglergasse 12', postalCode: '1070', locality: 'Wien', district: null },
      city: { slug: 'wien', name: 'Wien' },
      geo: { lat: 48.2, lng: 16.35 },
    },
    crafts: [{ slug: 'toepfern-keramik', name: 'Töpfern & Keramik' }],
  },
};

const course = {
  slug: 'strickstammtisch',
  title: 'Strickstammtisch',
  startsAt: '2026-11-26T17:30:00.000Z',
  endsAt: '2026-11-26T20:00:00.000Z',
  sessions: [{ startsAt: '2026-11-26T17:30:00.000Z', endsAt: '2026-11-26T20:00:00.000Z' }],
  registration: 'BOOKING',
  bookingOpen: true,
  isSample: false,
  timeZone: 'Europe/Vienna',
  status: 'SCHEDULED',
  level: 'ALL_LEVELS',
  seatsLeft: 3,
  minimum: null,
  price: { amountCents: 0, currency: 'EUR' },
  venue: { slug: 'masche-und-co', name: 'Masche & Co' },
  crafts: [],
} as never;

const article = {
  slug: 'die-erste-schale',
  title: 'Die erste Schale',
  excerpt: 'Wie du an der Scheibe anfängst.',
  publishedAt: '2026-11-01T09:00:00.000Z',
  readingMinutes: 4,
  author: { name: 'Lena Hofbauer' },
  cover: null,
} as never;

const complete: Data = {
  now,
  live: { items: [live], error: null },
  courses: { items: [course], error: null },
  articles: { items: [article], error: null },
};

const sectionText = (container: HTMLElement, id: string) => container.querySelector(`section[aria-labelledby="${id}"]`)?.textContent ?? '';

describe('this week', () => {
  it('shows the three sections and hydrates as rendered', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/asyncpage', data: complete });
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe('Diese Woche');
    expect(sectionText(container, 'asyncpage-live')).toContain('Drehen am Rad');
    expect(sectionText(container, 'asyncpage-courses')).toContain('Strickstammtisch');
    expect(sectionText(container, 'asyncpage-articles')).toContain('Die erste Schale');
    expect(container.querySelector('a[href="/eventslive"]')).not.toBeNull();
  });

  it('shows a failed section’s own message while the others render', async () => {
    const data: Data = { ...complete, courses: { items: [], error: 'STORE_UNAVAILABLE' } };
    const { container, errors } = await renderAndHydrate({ Page, url: '/asyncpage', data });
    expect(errors).toEqual([]);
    expect(sectionText(container, 'asyncpage-courses')).toContain('gerade nicht');
    expect(sectionText(container, 'asyncpage-courses')).not.toContain('Strickstammtisch');
    expect(sectionText(container, 'asyncpage-live')).toContain('Drehen am Rad');
    expect(sectionText(container, 'asyncpage-articles')).toContain('Die erste Schale');
  });

  it('says so when a section has nothing, in English too', async () => {
    const data: Data = { ...complete, live: { items: [], error: null }, articles: { items: [], error: null } };
    const html = await renderPage({ Page, url: '/asyncpage', locale: 'en', data });
    expect(html).toContain('This week');
    expect(html).toContain('No more courses today. Come back tomorrow.');
    expect(html).toContain('No article has been read in the last seven days yet.');
  });

  it('renders a note and the stream’s marker for a section the server still waits for', async () => {
    const data: Data = { ...complete, articles: new Promise(() => {}) };
    const html = await renderPage({ Page, url: '/asyncpage', data });
    const articles = html.slice(html.indexOf('asyncpage-articles'));
    expect(articles).toContain('Wird geladen …');
    expect(articles).toContain('<template data-stream-until="articles">');
    expect(articles).not.toContain('Die erste Schale');
  });

  it('has a title and a description in both languages', async () => {
    const de = await renderHead(head, { Page, url: '/asyncpage', data: complete });
    expect(de.title).toContain('Diese Woche');
    expect(de.description).toContain('freien Plätzen');
    const en = await renderHead(head, { Page, url: '/asyncpage', locale: 'en', data: complete });
    expect(en.title).toContain('This week');
  });
});
