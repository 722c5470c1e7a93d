// The Radar's digest over an embedded in-memory store: what it mails and what it leaves, and that npm start runs it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { events as scenarioEvents, seedScenario } from '../../test/fixtures.scenarios.js';
import { newRadarAlert, type RadarAlertRecord } from '../domain/radar.js';
import type { ProfileRecord } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import { openEmbeddedLiveBus } from '../live/embedded.js';
import { openEmbeddedStore } from '../store/embedded/store.js';
import { createLoaders } from './loaders.js';
import { alertMatchesOf, radarNoticesStream } from './radar-alerts.js';
import { sendRadarDigests, sendRadarDigestsEvery } from './radar-mails.js';
import { findMatches } from './radar-triggers.js';
import type { ServiceContext, ViewerContext } from './service-context.js';

const HOUR = 3_600_000;
let store: Store;
const now = new Date();
const course = scenarioEvents.find((event) => event.slug === 'kurs-1')!;
const other = scenarioEvents.find((event) => event.slug === 'kurs-5')!;

function alert(id: string, uid: string, fields: Partial<RadarAlertRecord> = {}): RadarAlertRecord {
  return newRadarAlert(id, uid, 'en', now, fields);
}

const profile = (uid: string): ProfileRecord => ({ uid, email: `${uid}@example.org`, name: uid, favouriteCraftSlugs: [], locale: 'de', role: 'USER', trustedOrganiser: false, createdAt: now, updatedAt: now });

beforeEach(async () => {
  store = openEmbeddedStore({ file: ':memory:' });
  await seedScenario(store);
  await store.write([{ put: 'profile', record: profile('anna') }]);
});
afterEach(() => store.close());

describe('the Radar digest', () => {
  it('mails the waiting matches of an alert whose quiet hour is over, in the alert’s language; those of paused alerts and of people gone stop waiting', async () => {
    const live = openEmbeddedLiveBus();
    const recentlyMailed = new Date(now.getTime() - 10 * 60_000);
    await store.radar.saveAlert(alert('annas', 'anna', { lastMailedAt: recentlyMailed }));
    await store.radar.saveAlert(alert('pausiert', 'anna', { lastMailedAt: recentlyMailed }));
    await store.radar.saveAlert(alert('weg', 'niemand', { lastMailedAt: recentlyMailed }));
    for (const slug of [course.slug, other.slug]) await findMatches({ store, live }, slug, 'NEW_EVENT', now);
    expect((await store.radar.waitingMatches({}, 10)).length).toBe(6);
    await store.radar.saveAlert(alert('pausiert', 'anna', { active: false, lastMailedAt: recentlyMailed }));

    expect(await sendRadarDigests(store, now)).toBe(0);
    expect(await sendRadarDigests(store, new Date(recentlyMailed.getTime() + HOUR))).toBe(1);
    const [mail] = await store.mail.list({ to: 'anna@example.org' }, 10);
    expect(mail?.message.subject).toBe('Spare-seat radar: 2 courses with free seats');
    expect(mail?.message.text).toContain('/en/radar/unsubscribe?token=');
    expect(await store.radar.waitingMatches({}, 10)).toEqual([]);
    expect(await sendRadarDigests(store, new Date(now.getTime() + 2 * HOUR))).toBe(0);
    await live.close();
  });

  it('leaves out a course that filled up again before the digest, and gives the seats as they are now', async () => {
    const live = openEmbeddedLiveBus();
    const recentlyMailed = new Date(now.getTime() - 10 * 60_000);
    await store.radar.saveAlert(alert('annas', 'anna', { lastMailedAt: recentlyMailed }));
    for (const slug of [course.slug, other.slug]) await findMatches({ store, live }, slug, 'NEW_EVENT', now);
    const [full] = await store.events.getBySlugs([other.slug]);
    await store.events.upsertMany([{ ...full!, seatsLeft: 0 }]);
    const [open] = await store.events.getBySlugs([course.slug]);
    await store.events.upsertMany([{ ...open!, seatsLeft: 1 }]);

    expect(await sendRadarDigests(store, new Date(recentlyMailed.getTime() + HOUR))).toBe(1);
    const [mail] = await store.mail.list({ to: 'anna@example.org' }, 10);
    expect(mail?.message.text).toContain(open!.title.en ?? open!.title.de);
    expect(mail?.message.text).not.toContain(full!.title.en ?? full!.title.de);
    expect(mail?.message.text).toMatch(/1 seat left/);
    expect(await store.radar.waitingMatches({}, 10)).toEqual([]);
    await live.close();
  });

  it('runs every ten minutes in npm start, without keeping the process alive', async () => {
    vi.useFakeTimers();
    try {
      const waiting = vi.spyOn(store.radar, 'waitingMatches');
      const timer = sendRadarDigestsEvery(store);
      expect(timer.hasRef()).toBe(false);
      await vi.advanceTimersByTimeAsync(9 * 60_000);
      expect(waiting).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(waiting).toHaveBeenCalledTimes(1);
      clearInterval(timer);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the Radar notices stream', () => {
  it('sends a match made while its snapshot is read after the snapshot, not never', async () => {
    const live = openEmbeddedLiveBus();
    await store.radar.saveAlert(alert('annas', 'anna'));
    const viewer = { uid: 'anna' } as ServiceContext['viewer'];
    const ctx: ViewerContext & Pick<ServiceContext, 'locale'> = { store, loaders: createLoaders(store, now), now, viewer, live, locale: 'de' };
    // The match is made (and its notice sent) while the stream reads its snapshot, which does not contain it yet.
    const readSnapshot = store.radar.matchesOf.bind(store.radar);
    vi.spyOn(store.radar, 'matchesOf').mockImplementationOnce(async (...args) => {
      const snapshot = await readSnapshot(...args);
      await findMatches({ store, live }, course.slug, 'NEW_EVENT', now);
      return snapshot;
    });

    const stream = (await radarNoticesStream(ctx))[Symbol.asyncIterator]();
    expect((await stream.next()).value).toEqual([]);
    const next = await stream.next();
    expect(next.value).toEqual([expect.objectContaining({ alertId: 'annas', eventSlug: course.slug, reason: 'NEW_EVENT' })]);
    await stream.return?.();
    await live.close();
  });
});

describe('an alert’s matches', () => {
  it('take 1 to 20 as `first` and say so, in the words of every other page size', async () => {
    const ctx: ViewerContext & Pick<ServiceContext, 'locale'> = { store, loaders: createLoaders(store, now), now, viewer: { uid: 'anna' } as ServiceContext['viewer'], live: openEmbeddedLiveBus(), locale: 'de' };
    const annas = alert('annas', 'anna');
    expect(await alertMatchesOf(ctx, annas, { first: null })).toEqual([]);
    for (const first of [0, 21]) {
      await expect(alertMatchesOf(ctx, annas, { first })).rejects.toThrow('Invalid argument "first": must be between 1 and 20.');
    }
  });
});
