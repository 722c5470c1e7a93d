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

// The stream is the browser's: here the test plays the server's part. `streams` holds the streams open now (React's
// strict mode mounts a part hydrated later twice in development, opening and closing its stream once more).
const streams = vi.hoisted(() => [] as LiveSource<unknown>[]);
vi.mock('../../../features/live/live-client', () => ({
  followLive: (source: LiveSource<unknown>) => {
    streams.push(source);
    return () => void streams.splice(streams.indexOf(source), 1);
  },
  queryOverHttp: async () => null,
}));

// 18:00 in Vienna.
const now = '2026-11-24T17:00:00.000Z';
const minutes = (n: number) => new Date(Date.parse(now) + n * 60_000).toISOString();

const masche = {
  slug: 'masche-und-co',
  name: 'Masche & Co',
  address: { street: 'Zieglergasse 12', postalCode: '1070', locality: 'Wien', district: 'Neubau (7. Bezirk)' },
  city: { slug: 'wien', name: 'Wien' },
  geo: { lat: 48.2, lng: 16.35 },
};

/** A course as the server sends it: a booked course can be booked until it starts, a drop-in date walked into until 30 minutes before its end. */
function view(slug: string, startsIn: number, fields: Partial<LiveView> = {}, event: Partial<LiveView['event']> = {}): LiveView {
  const startsAt = minutes(startsIn);
  const endsAt = minutes(startsIn + 120);
  const dropIn = event.registration === 'DROP_IN';
  return {
    joinMode: dropIn ? 'WALK_IN' : 'BOOK',
    joinableUntil: dropIn ? minutes(startsIn + 90) : startsIn > 0 ? startsAt : null,
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
      venue: masche,
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
      view('laeuft', -20, { watchers: 3, latestUpdate: { id: 'p1', text: 'Wir sind im Hof: https://example.org/plan <b>', textEn: null, at: minutes(-5) } }),
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

  it('marks the organisers’ German words on /en as German, and leaves them unmarked on a German page', async () => {
    const views = [
      view('laeuft', -20, { latestUpdate: { id: 'p1', text: 'Wir sind im Hof.', textEn: null, at: minutes(-5) } }),
      view('spaeter', 12, { room: 'Werkstatt hinten' }),
    ];
    const english = await renderAndHydrate({ Page, locale: 'en', url: '/eventslive', data: { ...base, views } });
    expect(english.errors).toEqual([]);
    expect(english.container.querySelector('[data-slug="laeuft"] .linkified-text')?.getAttribute('lang')).toBe('de');
    const room = [...english.container.querySelectorAll('[data-slug="spaeter"] [lang="de"]')].map((element) => element.textContent);
    expect(room).toEqual(['Werkstatt hinten']);
    const german = await renderAndHydrate({ Page, url: '/eventslive', data: { ...base, views } });
    expect(german.container.querySelector('[data-slug="laeuft"] .linkified-text')?.hasAttribute('lang')).toBe(false);
    expect(german.container.querySelector('[data-slug="spaeter"] [lang]')).toBeNull();
  });

  it('shows the latest message’s English words on an English card where the organiser wrote them', async () => {
    const views = [view('laeuft', -20, { latestUpdate: { id: 'p1', text: 'Heute im Hof.', textEn: 'In the courtyard today.', at: minutes(-5) } })];
    const english = await renderAndHydrate({ Page, locale: 'en', url: '/eventslive', data: { ...base, views } });
    expect(english.errors).toEqual([]);
    const latest = english.container.querySelector('[data-slug="laeuft"] .linkified-text')!;
    expect([latest.textContent, latest.getAttribute('lang')]).toEqual(['In the courtyard today.', null]);
    const german = await renderAndHydrate({ Page, url: '/eventslive', data: { ...base, views } });
    expect(german.container.querySelector('[data-slug="laeuft"] .linkified-text')?.textContent).toBe('Heute im Hof.');
  });

  it('says on each card where (venue, city, address, a route), from when until when, and whether one can still come', async () => {
    const berlin = { ...masche, slug: 'stoffwerk-berlin', name: 'Stoffwerk', city: { slug: 'berlin', name: 'Berlin' }, address: { street: 'Oranienstraße 5', postalCode: '10997', locality: 'Berlin', district: null }, geo: { lat: 52.5, lng: 13.42 } };
    const views = [
      view('laeuft', -20),
      view('gleich', 12, { seatsLeft: 1 }),
      view('voll', 40, { seatsLeft: 0 }),
      view('offen', -5, { seatsLeft: null }, { registration: 'DROP_IN', venue: berlin }),
      view('einlass-vorbei', -100, { seatsLeft: null }, { registration: 'DROP_IN' }),
    ];
    const { container, errors } = await renderAndHydrate({ Page, url: '/eventslive', data: { ...base, views } });
    expect(errors).toEqual([]);
    // 18:00 in Vienna: began 17:40, runs two hours.
    expect(cardText(container, 'laeuft')).toContain('läuft seit 20 Min., bis 19:40 Uhr');
    expect(cardText(container, 'laeuft')).toContain('Masche & Co in Wien');
    expect(cardText(container, 'laeuft')).toContain('Zieglergasse 12, 1070 Wien');
    expect(container.querySelector('[data-slug="laeuft"] a.live-card__route')?.getAttribute('href')).toBe('https://www.openstreetmap.org/directions?to=48.2,16.35');
    expect(cardText(container, 'laeuft')).toContain('Einstieg nicht mehr möglich: Der Kurs hat schon begonnen');
    expect(cardText(container, 'laeuft')).not.toContain('Platz buchen');
    expect(cardText(container, 'gleich')).toContain('beginnt in 12 Min., dauert bis 20:12 Uhr');
    expect(cardText(container, 'gleich')).toContain('mit Anmeldung: buchbar bis 18:12 Uhr');
    expect(container.querySelector('[data-slug="gleich"] .live-status__join a')?.getAttribute('href')).toBe('/events/gleich');
    expect(cardText(container, 'voll')).toContain('mit Anmeldung: alle Plätze vergeben');
    // Berlin among Vienna is named as such, with its own address and route.
    expect(container.querySelector('[data-slug="offen"] .live-card__city')?.textContent).toBe('Berlin');
    expect(cardText(container, 'offen')).toContain('Oranienstraße 5, 10997 Berlin');
    expect(container.querySelector('[data-slug="offen"] a.live-card__route')?.getAttribute('href')).toBe('https://www.openstreetmap.org/directions?to=52.5,13.42');
    expect(cardText(container, 'offen')).toContain('ohne Anmeldung: einfach vorbeikommen, Einlass bis 19:25 Uhr');
    expect(cardText(container, 'einlass-vorbei')).toContain('kein Einlass mehr');

    const english = await renderPage({ Page, locale: 'en', url: '/en/eventslive', data: { ...base, views } });
    expect(english).toContain('Stoffwerk in <strong class="live-card__city">Berlin</strong>');
    expect(english).toContain('booking required: book by');
    expect(english).toContain('Too late to join: the course has begun');
  });

  it('closes the booking on the card when the window passes, without a message from the server', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(now);
    const { container } = await renderAndHydrate({ Page, url: '/eventslive', data: { ...base, views: [view('gleich', 12)] } });
    expect(cardText(container, 'gleich')).toContain('buchbar bis 18:12 Uhr');
    await act(() => vi.advanceTimersByTime(13 * 60_000));
    expect(cardText(container, 'gleich')).toContain('Einstieg nicht mehr möglich');
    expect(cardText(container, 'gleich')).not.toContain('Platz buchen');
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
