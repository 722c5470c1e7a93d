import { act } from 'react';
import { createIntl } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePageContext, renderAndHydrate, renderPage } from '../../../components/render-page.testing';
import type { LiveMessage, LiveSource } from '../../../features/live/live-client';
import type { LiveView } from '../../../features/live/use-live';
import en from '../../../locales/en.json';
import type { Data } from './+data';
import { head } from './+head';
import Page from './+Page';

// The stream is the browser's: here the test plays the server's part.
const streams = vi.hoisted(() => [] as LiveSource<unknown>[]);
vi.mock('../../../features/live/live-client', () => ({
  followLive: (source: LiveSource<unknown>) => {
    streams.push(source);
    return () => {};
  },
  queryOverHttp: async () => null,
}));

// 18:00 in Vienna.
const now = '2026-11-24T17:00:00.000Z';
const minutes = (n: number) => new Date(Date.parse(now) + n * 60_000).toISOString();

function view(slug: string, startsIn: number, fields: Partial<LiveView> = {}, event: Partial<LiveView['event']> = {}): LiveView {
  const startsAt = minutes(startsIn);
  const endsAt = minutes(startsIn + 120);
  return {
    phase: startsIn <= 0 ? 'RUNNING' : 'UPCOMING',
    seatsLeft: 2,
    delayMinutes: 0,
    room: null,
    watchers: 0,
    version: 100,
    latestUpdate: null,
    event: {
      slug,
      title: `Kurs ${slug}`,
      startsAt,
      endsAt,
      timeZone: 'Europe/Vienna',
      registration: 'BOOKING',
      sessions: [{ startsAt, endsAt }],
      venue: { slug: 'masche-und-co', name: 'Masche & Co' },
      crafts: [{ slug: 'stricken-haekeln', name: 'Stricken & Häkeln' }],
      ...event,
    },
    ...fields,
  };
}

const base: Data = {
  filters: {},
  problems: [],
  crafts: [{ slug: 'stricken-haekeln', name: 'Stricken & Häkeln' }],
  cities: [{ slug: 'wien', name: 'Wien' }],
  views: [],
  next: [],
  error: null,
  now,
};

const cardText = (container: HTMLElement, slug: string) => container.querySelector(`[data-slug="${slug}"]`)?.textContent ?? '';

beforeEach(() => {
  streams.length = 0;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

describe('/eventslive', () => {
  it('shows each course’s state at render time and hydrates without warnings', async () => {
    const views = [
      view('laeuft', -20, { watchers: 3, latestUpdate: { id: 'p1', text: 'Wir sind im Hof: https://example.org/plan <b>', at: minutes(-5) } }),
      view('gleich', 12, { seatsLeft: 1 }),
      view('spaeter', 12, { delayMinutes: 15, room: 'Werkstatt 2' }),
      view('abgesagt', 30, { phase: 'CANCELLED' }),
      view('offen', -5, { seatsLeft: null }, { registration: 'DROP_IN' }),
      view('frueher-aus', -30, { phase: 'ENDED' }),
    ];
    const { container, errors } = await renderAndHydrate({ Page, url: '/eventslive', data: { ...base, views } });
    expect(errors).toEqual([]);
    expect(cardText(container, 'laeuft')).toContain('läuft seit 20\u00a0Min.');
    expect(cardText(container, 'laeuft')).toContain('noch 2 Plätze frei');
    expect(cardText(container, 'laeuft')).toContain('3 Personen schauen gerade zu');
    expect(cardText(container, 'laeuft')).toContain('Neu, 17:55\u00a0Uhr:Wir sind im Hof: https://example.org/plan <b>');
    const link = container.querySelector('[data-slug="laeuft"] .linkified-text a');
    expect(link?.getAttribute('href')).toBe('https://example.org/plan');
    expect(container.querySelector('[data-slug="laeuft"] b')).toBeNull();
    expect(container.querySelector('[data-slug="laeuft"] h3 a')?.getAttribute('href')).toBe('/eventslive/laeuft');
    expect(cardText(container, 'gleich')).toContain('beginnt in 12\u00a0Min.');
    expect(cardText(container, 'gleich')).toContain('noch 1 Platz frei');
    expect(cardText(container, 'spaeter')).toContain('beginnt in 27\u00a0Min.');
    expect(cardText(container, 'spaeter')).toContain('verschoben um 15\u00a0Min.');
    expect(cardText(container, 'spaeter')).toContain('Raum geändert: Werkstatt 2');
    expect(cardText(container, 'abgesagt')).toContain('abgesagt');
    expect(cardText(container, 'abgesagt')).not.toContain('Plätze');
    expect(cardText(container, 'offen')).toContain('ohne Anmeldung');
    expect(cardText(container, 'offen')).not.toContain('Plätze');
    expect(cardText(container, 'frueher-aus')).toContain('beendet');
    expect(container.textContent).toContain('Stand: 18:00\u00a0Uhr.');
    expect(container.querySelector('.live-snapshot a')?.getAttribute('href')).toBe('/eventslive');
  });

  it('says when nothing is on air and shows what starts next', async () => {
    const next = {
      slug: 'strickstammtisch',
      title: 'Strickstammtisch',
      startsAt: '2026-11-25T17:30:00.000Z',
      endsAt: '2026-11-25T20:00:00.000Z',
      sessions: [{ startsAt: '2026-11-25T17:30:00.000Z', endsAt: '2026-11-25T20:00:00.000Z' }],
      registration: 'BOOKING',
      bookingOpen: true,
      isSample: false,
      timeZone: 'Europe/Vienna',
      status: 'SCHEDULED',
      level: 'ALL_LEVELS',
      seatsLeft: 9,
      price: { amountCents: 0, currency: 'EUR' },
      venue: { slug: 'masche-und-co', name: 'Masche & Co' },
      crafts: [],
    };
    const { container, errors } = await renderAndHydrate({ Page, url: '/eventslive', data: { ...base, next: [next as never] } });
    expect(errors).toEqual([]);
    expect(container.textContent).toContain('Gerade läuft kein Kurs, und heute beginnt auch keiner mehr.');
    expect(container.textContent).toContain('Als Nächstes');
    expect(container.querySelector('a[href="/events/strickstammtisch"]')?.textContent).toBe('Strickstammtisch');
    const english = await renderPage({ Page, locale: 'en', url: '/eventslive?craft=stricken-haekeln', data: { ...base, filters: { craft: 'stricken-haekeln' } } });
    expect(english).toContain('No course matching these filters is running right now');
  });

  it('after hydration follows the stream with the page’s filter: a newer change shows, an older one is ignored', async () => {
    const url = '/eventslive?craft=stricken-haekeln&city=wien';
    const data = { ...base, filters: { craft: 'stricken-haekeln', city: 'wien' }, views: [view('laeuft', -20)] };
    const { container } = await renderAndHydrate({ Page, url, data });
    expect(streams).toHaveLength(1);
    expect(streams[0]!.variables).toEqual({ filter: { craft: 'stricken-haekeln', city: 'wien' } });
    expect(streams[0]!.query).toContain('subscription LiveEventsStream');
    const send = (message: LiveMessage<unknown>) => act(() => streams[0]!.onMessage(message));
    await send({ kind: 'snapshot', data: { liveEvents: [view('laeuft', -20, { version: 101, watchers: 1 })] } });
    await send({ kind: 'changes', data: { liveEvents: [view('laeuft', -20, { version: 103, seatsLeft: 0 })] } });
    await send({ kind: 'changes', data: { liveEvents: [view('laeuft', -20, { version: 102, seatsLeft: 1 })] } });
    expect(cardText(container, 'laeuft')).toContain('ausgebucht');
  });

  it('ticks the relative times on the client every 30 seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(now);
    const { container } = await renderAndHydrate({ Page, url: '/eventslive', data: { ...base, views: [view('gleich', 12)] } });
    expect(cardText(container, 'gleich')).toContain('beginnt in 12\u00a0Min.');
    await act(() => vi.advanceTimersByTime(13 * 60_000));
    expect(cardText(container, 'gleich')).toContain('läuft seit 1\u00a0Min.');
  });

  it('is indexed like the other lists, titled by its craft and city, in English too', () => {
    const intl = createIntl({ locale: 'en-GB', messages: en });
    const data = { ...base, filters: { craft: 'stricken-haekeln' } };
    const info = head!(fakePageContext({ Page, locale: 'en', url: '/eventslive?craft=stricken-haekeln', data }), intl);
    expect(info.title).toBe('Stricken & Häkeln: Live now');
    expect(info.noindex).toBe(false);
    expect(head!(fakePageContext({ Page, data: { ...base, problems: [{ param: 'craft', value: 'x' }] } }), intl).noindex).toBe(true);
  });
});
