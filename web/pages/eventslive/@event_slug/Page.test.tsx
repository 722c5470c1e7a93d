import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAndHydrate, renderHead } from '../../../components/render-page.testing';
import type { LiveSource } from '../../../features/live/live-client';
import type { LiveView } from '../../../features/live/use-live';
import type { Data } from './+data';
import { head } from './+head';
import Page from './+Page';

const streams = vi.hoisted(() => [] as LiveSource<unknown>[]);
const fetched = vi.hoisted(() => ({ posts: [] as unknown[], calls: 0 }));
vi.mock('../../../features/live/live-client', () => ({
  followLive: (source: LiveSource<unknown>) => {
    streams.push(source);
    return () => {};
  },
  queryOverHttp: async () => {
    fetched.calls++;
    return { event: { livePosts: fetched.posts } };
  },
}));

const now = '2026-11-24T17:00:00.000Z';
const view: LiveView = {
  joinMode: 'BOOK',
  joinableUntil: null,
  phase: 'RUNNING',
  seatsLeft: 1,
  delayMinutes: 15,
  room: null,
  watchers: 2,
  version: 10,
  latestUpdate: { id: 'p2', text: 'Später los.', textEn: null, at: '2026-11-24T16:50:00.000Z' },
  event: {
    slug: 'drehen',
    title: 'Drehen an der Scheibe',
    startsAt: '2026-11-24T16:30:00.000Z',
    endsAt: '2026-11-24T19:00:00.000Z',
    timeZone: 'Europe/Vienna',
    registration: 'BOOKING',
    sessions: [{ startsAt: '2026-11-24T16:30:00.000Z', endsAt: '2026-11-24T19:00:00.000Z' }],
    venue: {
      slug: 'tonwerk',
      name: 'Tonwerk',
      address: { street: 'Zieglergasse 12', postalCode: '1070', locality: 'Wien', district: null },
      city: { slug: 'wien', name: 'Wien' },
      geo: { lat: 48.2, lng: 16.35 },
    },
    crafts: [],
  },
};
const post = (id: string, fields: Partial<Data['posts'][number]> = {}): Data['posts'][number] => ({
  id,
  kind: 'UPDATE',
  text: '',
  textEn: null,
  image: null,
  delayMinutes: null,
  room: null,
  createdAt: '2026-11-24T16:50:00.000Z',
  ...fields,
});
const data: Data = {
  view,
  posts: [
    post('p2', { kind: 'DELAY', delayMinutes: 15, text: 'Später los. Plan: www.tonwerk.at <script>x</script>' }),
    post('p1', { text: 'Scheiben sind bereit.', image: { url: '/media/event/p1.jpg', alt: 'Scheiben', width: 800, height: 600 }, createdAt: '2026-11-24T16:00:00.000Z' }),
  ],
  postsError: null,
  now,
};

beforeEach(() => {
  streams.length = 0;
  fetched.calls = 0;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

describe('/eventslive/{slug}', () => {
  it('shows the state, the seats and the posts as a timeline, text as text', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/eventslive/drehen', routeParams: { event_slug: 'drehen' }, data });
    expect(errors).toEqual([]);
    const text = container.textContent ?? '';
    expect(text).toContain('läuft seit 15\u00a0Min.'); // started 18:00 Vienna, 15 minutes late
    expect(text).toContain('verschoben um 15\u00a0Min.');
    expect(text).toContain('noch 1 Platz frei');
    // Where, and that a course under way takes nobody in any more.
    expect(text).toContain('Tonwerk in Wien');
    expect(text).toContain('Zieglergasse 12, 1070 Wien');
    expect(container.querySelector('a.live-card__route')?.getAttribute('href')).toBe('https://www.openstreetmap.org/directions?to=48.2,16.35');
    expect(text).toContain('Einstieg nicht mehr möglich: Der Kurs hat schon begonnen');
    const items = [...container.querySelectorAll('.live-timeline > li')];
    expect(items.map((item) => item.querySelector('time')?.textContent)).toEqual(['17:50\u00a0Uhr', '17:00\u00a0Uhr']);
    expect(items[0]!.textContent).toContain('Später los. Plan: www.tonwerk.at <script>x</script>');
    expect(items[0]!.querySelector('script')).toBeNull();
    expect(items[0]!.querySelector('a')?.getAttribute('href')).toBe('http://www.tonwerk.at');
    expect(items[1]!.querySelector('img')?.getAttribute('src')).toBe('/media/event/p1.jpg');
    expect(container.querySelector('a[href="/events/drehen"]')).not.toBeNull();
    expect(streams[0]!.variables).toEqual({ slug: 'drehen' });
    expect(fetched.calls).toBe(0);
  });

  it('marks the posts’ German text and room as German on /en', async () => {
    const withRoom = { ...data, posts: [post('p3', { kind: 'ROOM', room: 'Hof', text: 'Wir sind draußen.' }), ...data.posts] };
    const { container, errors } = await renderAndHydrate({ Page, locale: 'en', url: '/eventslive/drehen', routeParams: { event_slug: 'drehen' }, data: withRoom });
    expect(errors).toEqual([]);
    const items = [...container.querySelectorAll('.live-timeline > li')];
    expect(items.map((item) => item.querySelector('.linkified-text')?.getAttribute('lang'))).toEqual(['de', 'de', 'de']);
    expect(items[0]!.querySelector('span[lang="de"]')?.textContent).toBe('Hof');
  });

  it('shows a message’s English words on /en and its German words on the German page', async () => {
    const message = post('p4', { text: 'Heute im Hof.', textEn: 'In the courtyard today.' });
    const withMessage = { ...data, posts: [message, ...data.posts] };
    const english = await renderAndHydrate({ Page, locale: 'en', url: '/eventslive/drehen', routeParams: { event_slug: 'drehen' }, data: withMessage });
    expect(english.errors).toEqual([]);
    const shown = english.container.querySelector('[data-post="p4"] .linkified-text')!;
    expect(shown.textContent).toBe('In the courtyard today.');
    expect(shown.getAttribute('lang')).toBeNull();
    const german = await renderAndHydrate({ Page, url: '/eventslive/drehen', routeParams: { event_slug: 'drehen' }, data: withMessage });
    expect(german.container.querySelector('[data-post="p4"] .linkified-text')?.textContent).toBe('Heute im Hof.');
  });

  it('takes a newer state from the stream and fetches the posts again when another post is the latest', async () => {
    const { container } = await renderAndHydrate({ Page, url: '/eventslive/drehen', routeParams: { event_slug: 'drehen' }, data });
    fetched.posts = [post('p3', { text: 'Noch ein Platz frei geworden!' }), ...data.posts];
    await act(async () =>
      streams[0]!.onMessage({ kind: 'changes', data: { liveEvent: { ...view, version: 11, seatsLeft: 2, latestUpdate: { id: 'p3', text: 'Noch ein Platz frei geworden!', at: now } } } }),
    );
    expect(container.textContent).toContain('noch 2 Plätze frei');
    expect(fetched.calls).toBe(1);
    expect(container.querySelectorAll('.live-timeline > li')).toHaveLength(3);
  });

  it('fetches the posts again after a change that names no new post (an older one deleted), not after one that only moved the seats', async () => {
    const { container } = await renderAndHydrate({ Page, url: '/eventslive/drehen', routeParams: { event_slug: 'drehen' }, data });
    await act(async () => streams[0]!.onMessage({ kind: 'changes', data: { liveEvent: { ...view, version: 11, seatsLeft: 0 } } }));
    expect(container.textContent).toContain('ausgebucht');
    expect(fetched.calls).toBe(0);
    fetched.posts = [data.posts[0]];
    await act(async () => streams[0]!.onMessage({ kind: 'changes', data: { liveEvent: { ...view, version: 12, seatsLeft: 0 } } }));
    expect(fetched.calls).toBe(1);
    expect(container.querySelectorAll('.live-timeline > li')).toHaveLength(1);
  });

  it('names the day of a course’s next date when it is not today', async () => {
    const later = [
      { startsAt: '2026-11-17T17:00:00.000Z', endsAt: '2026-11-17T20:00:00.000Z' },
      { startsAt: '2026-12-01T17:00:00.000Z', endsAt: '2026-12-01T20:00:00.000Z' },
    ];
    const between = { ...view, phase: 'UPCOMING' as const, delayMinutes: 0, event: { ...view.event, sessions: later, startsAt: later[0]!.startsAt, endsAt: later[1]!.endsAt } };
    const { container } = await renderAndHydrate({ Page, url: '/eventslive/drehen', routeParams: { event_slug: 'drehen' }, data: { ...data, view: between } });
    expect(container.textContent).toContain('beginnt am Di., 1. Dez., 18:00\u00a0Uhr');
  });

  it('names the course in its head, in English too', async () => {
    const info = await renderHead(head, { Page, locale: 'en', url: '/eventslive/drehen', data });
    expect(info.title).toBe('Drehen an der Scheibe: live');
    expect(info.noindex).toBeFalsy();
    expect(info.breadcrumbs?.map((crumb) => crumb.path)).toEqual(['/', '/eventslive', '/eventslive/drehen']);
  });
});
