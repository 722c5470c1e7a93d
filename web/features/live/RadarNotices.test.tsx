import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAndHydrate, testViewer } from '../../components/render-page.testing';
import type { LiveSource } from './live-client';
import { RadarNoticeSlot } from './RadarNoticeSlot';
import { createNoticeFilter } from './radar-notices';

// The stream is the browser's: here the test plays the server's part.
const streams = vi.hoisted(() => [] as LiveSource<unknown>[]);
vi.mock('./live-client', () => ({
  followLive: (source: LiveSource<unknown>) => {
    streams.push(source);
    return () => {};
  },
  queryOverHttp: async () => null,
}));

afterEach(() => {
  streams.length = 0;
});

function Page() {
  return <RadarNoticeSlot />;
}

function match(id: string, reason: 'NEW_EVENT' | 'SEAT_FREED', title: string, at = '2026-11-24T17:00:00.000Z') {
  // Thursday 26 November 2026, 18:00 in Vienna.
  return { id, reason, at, event: { slug: `kurs-${id}`, title, startsAt: '2026-11-26T17:00:00.000Z', timeZone: 'Europe/Vienna' } };
}

async function signedInPage(locale: 'de' | 'en' = 'de') {
  const { container, errors } = await renderAndHydrate({ Page, url: '/eventslive', locale, extra: { viewer: testViewer() } });
  await vi.waitFor(() => expect(streams.length).toBeGreaterThan(0));
  // React's strict mode runs effects twice in tests: the last stream is the one that stays.
  const stream = streams.at(-1) as LiveSource<{ radarNotices: unknown[] }>;
  const send = (kind: 'snapshot' | 'changes', radarNotices: unknown[]) => act(() => stream.onMessage({ kind, data: { radarNotices } }));
  return { container, errors, stream, send };
}

describe('the Restplatz-Radar’s live notice', () => {
  it('loads nothing and opens no stream for an anonymous visitor', async () => {
    const { container } = await renderAndHydrate({ Page, url: '/eventslive', extra: { viewer: null } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(streams).toHaveLength(0);
    expect(container.querySelector('.radar-notices')).toBeNull();
  });

  it('announces a match that arrives after the snapshot, never the snapshot’s own, with a link to the course', async () => {
    const { container, errors, stream, send } = await signedInPage();
    expect(errors).toEqual([]);
    expect(stream.query).toContain('radarNotices');
    // Signed in by a stream ticket: the stream URL may be another origin, where the session cookie does not go.
    expect(stream.ticket).toBeTypeOf('function');
    const region = container.querySelector('.radar-notices')!;
    expect(region.getAttribute('role')).toBe('status');
    expect(region.getAttribute('aria-live')).toBe('polite');

    await send('snapshot', [match('old', 'SEAT_FREED', 'Schon bekannt')]);
    expect(region.textContent).toBe('');

    await send('changes', [match('m1', 'SEAT_FREED', '<b>Drehen</b> am Abend')]);
    const notice = region.querySelector('.radar-notice')!;
    expect(notice.textContent).toBe('Restplatz-Radar: Im Kurs „<b>Drehen</b> am Abend“ ist ein Platz frei geworden – Do., 26. Nov., 18:00\u00a0Uhr Ausblenden');
    expect(notice.querySelector('b')).toBeNull();
    expect(notice.querySelector('a')?.getAttribute('href')).toBe('/events/kurs-m1');

    // A reconnect's snapshot announces only what came meanwhile.
    await send('snapshot', [match('m2', 'NEW_EVENT', 'Nähkurs'), match('m1', 'SEAT_FREED', '<b>Drehen</b> am Abend'), match('old', 'SEAT_FREED', 'Schon bekannt')]);
    expect([...region.querySelectorAll('.radar-notice')].map((item) => item.querySelector('a')?.textContent)).toEqual(['Nähkurs', '<b>Drehen</b> am Abend']);
    expect(region.querySelector('.radar-notice')?.textContent).toContain('Neuer Kurs für deinen Radar: „Nähkurs“');

    // Dismissed, it goes.
    await act(async () => region.querySelector<HTMLButtonElement>('.radar-notice button')!.click());
    expect([...region.querySelectorAll('.radar-notice a')].map((link) => link.textContent)).toEqual(['<b>Drehen</b> am Abend']);
  });

  it('speaks English on English pages', async () => {
    const { container, send } = await signedInPage('en');
    await send('snapshot', []);
    await send('changes', [match('m1', 'NEW_EVENT', 'Wheel throwing')]);
    expect(container.querySelector('.radar-notice')?.textContent).toContain('New course for your radar: “Wheel throwing” – Thu 26 Nov, 18:00');
    expect(container.querySelector('.radar-notice a')?.getAttribute('href')).toBe('/en/events/kurs-m1');
  });
});

describe('createNoticeFilter', () => {
  it('remembers the first message and returns later unseen matches oldest first', () => {
    const fresh = createNoticeFilter<{ id: string; at: string }>();
    expect(fresh([{ id: 'a', at: '2026-11-24T10:00:00Z' }])).toEqual([]);
    expect(fresh([{ id: 'c', at: '2026-11-24T12:00:00Z' }, { id: 'b', at: '2026-11-24T11:00:00Z' }, { id: 'a', at: '2026-11-24T10:00:00Z' }]).map((m) => m.id)).toEqual(['b', 'c']);
    expect(fresh([{ id: 'c', at: '2026-11-24T12:00:00Z' }])).toEqual([]);
  });
});
