// The Realtime Database bus. The pure parts (keys, stored form, counting fresh watchers, what a sweep deletes) are
// tested here always; the bus itself runs the LiveBus contract against the Realtime Database emulator only when FIREBASE_DATABASE_EMULATOR_HOST
// names one: that emulator is a jar firebase-tools downloads at run time, which these machines cannot do.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDatabaseWithUrl } from 'firebase-admin/database';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { LiveChange } from '../domain/live.js';
import { describeLiveBusContract, liveState } from './contract.js';
import {
  DEFAULT_SWEEP_POLICY,
  expiredEventStates,
  expiredNotices,
  expiredWatcherCounts,
  fromKey,
  fromStored,
  openFirebaseLiveBus,
  sumFreshCounts,
  sweepLive,
  toKey,
  toStored,
  type FirebaseLiveBusOptions,
  type StoredLiveChange,
} from './firebase.js';

describe('Realtime Database keys', () => {
  it('leaves slugs as they are', () => {
    expect(toKey('toepfern-am-abend-2026-06-05')).toBe('toepfern-am-abend-2026-06-05');
  });

  it('escapes what a key may not hold, reversibly, and refuses an empty slug', () => {
    const awkward = 'a.b#c$d[e]f/g%h\u0001i';
    expect(toKey(awkward)).toBe('a%2Eb%23c%24d%5Be%5Df%2Fg%25h%01i');
    expect(toKey(awkward)).not.toMatch(/[.#$[\]/\u0000-\u001f]/);
    expect(fromKey(toKey(awkward))).toBe(awkward);
    expect(fromKey(toKey('50%2E'))).toBe('50%2E');
    expect(() => toKey('')).toThrow();
  });
});

describe('stored live changes', () => {
  it('keep dates as epoch milliseconds and leave out nulls, and read back to the same change', () => {
    const full: LiveChange = {
      ...liveState('toepfern', { room: 'Werkstatt 2', delayMinutes: 15, latestPost: { id: 'p1', text: 'Los geht’s', at: new Date(1_780_000_000_123) } }),
      version: 7,
    };
    expect(toStored(full)).toEqual({
      eventSlug: 'toepfern',
      phase: 'RUNNING',
      seatsLeft: 3,
      delayMinutes: 15,
      room: 'Werkstatt 2',
      latestPost: { id: 'p1', text: 'Los geht’s', at: 1_780_000_000_123 },
      version: 7,
    });
    expect(fromStored(toStored(full))).toEqual(full);
    const bare: LiveChange = { ...liveState('offen', { seatsLeft: null, phase: 'CANCELLED' }), version: 1 };
    expect(toStored(bare)).toEqual({ eventSlug: 'offen', phase: 'CANCELLED', delayMinutes: 0, version: 1 });
    expect(fromStored(toStored(bare))).toEqual(bare);
    // A seat count of 0 is a value, not a missing one.
    expect(fromStored(toStored({ ...bare, seatsLeft: 0 })).seatsLeft).toBe(0);
  });
});

describe('watcher counts', () => {
  it('add up the instances heard from within the expiry, skipping the asking instance', () => {
    const counts = { a: { count: 3, at: 100_000 }, b: { count: 2, at: 40_000 }, c: { count: 5, at: 39_999 }, self: { count: 9, at: 100_000 } };
    expect(sumFreshCounts(counts, 100_000, 60_000, 'self')).toBe(5);
    expect(sumFreshCounts(counts, 100_000, 60_000)).toBe(14);
    expect(sumFreshCounts(null, 100_000, 60_000)).toBe(0);
    expect(sumFreshCounts({ broken: { count: 'x' } } as never, 100_000, 60_000)).toBe(0);
  });
});

describe('what a sweep deletes', () => {
  const day = 24 * 60 * 60_000;
  const nowMs = 1_780_000_000_000;
  const policy = DEFAULT_SWEEP_POLICY;
  const state = (phase: StoredLiveChange['phase'], ageMs: number): StoredLiveChange => ({ eventSlug: 'x', phase, delayMinutes: 0, version: nowMs - ageMs });

  it('keeps one day, five minutes and the watcher expiry by default', () => {
    expect(policy).toEqual({ endedStateMs: day, untouchedStateMs: 30 * day, watcherExpiryMs: 60_000, noticeMs: 5 * 60_000 });
  });

  it('event states that ended or were cancelled more than a day ago, others untouched for 30 days, and unreadable ones', () => {
    const events = {
      'ended-long-ago': state('ENDED', day + 1),
      'ended-today': state('ENDED', day),
      'cancelled-long-ago': state('CANCELLED', day + 1),
      'cancelled-today': state('CANCELLED', day - 1),
      'running-for-weeks': state('RUNNING', 30 * day + 1),
      'running-since-yesterday': state('RUNNING', day + 1),
      'upcoming-in-a-month': state('UPCOMING', 30 * day),
      'upcoming-forgotten': state('UPCOMING', 31 * day),
      'no-version': { eventSlug: 'no-version', phase: 'ENDED', delayMinutes: 0 } as never,
    };
    expect(expiredEventStates(events, nowMs, policy)).toEqual(['ended-long-ago', 'cancelled-long-ago', 'running-for-weeks', 'upcoming-forgotten', 'no-version']);
    expect(expiredEventStates(null, nowMs, policy)).toEqual([]);
  });

  it('watcher counts older than the expiry, or unreadable, of any event and instance', () => {
    const watchers = {
      toepfern: { alive: { count: 3, at: nowMs - 60_000 }, dead: { count: 2, at: nowMs - 60_001 } },
      naehen: { dead: { count: 1, at: nowMs - day }, broken: { count: 'x', at: nowMs } as never },
    };
    expect(expiredWatcherCounts(watchers, nowMs, policy)).toEqual(['toepfern/dead', 'naehen/dead', 'naehen/broken']);
    expect(expiredWatcherCounts(watchers, nowMs, { ...policy, watcherExpiryMs: 10 * day })).toEqual(['naehen/broken']);
    expect(expiredWatcherCounts(undefined, nowMs, policy)).toEqual([]);
  });

  it('notices older than five minutes, or unreadable, of every person', () => {
    const notices = {
      alice: { '-Nnew': { matchId: 'm1', at: nowMs - 5 * 60_000 }, '-Nold': { matchId: 'm0', at: nowMs - 5 * 60_000 - 1 } },
      bob: { '-Nbroken': { at: nowMs } as never },
    };
    expect(expiredNotices(notices, nowMs, policy)).toEqual(['alice/-Nold', 'bob/-Nbroken']);
    expect(expiredNotices(null, nowMs, policy)).toEqual([]);
  });
});

const emulatorHost = process.env.FIREBASE_DATABASE_EMULATOR_HOST;
if (!emulatorHost) {
  console.info('Skipping the Realtime Database bus against the emulator: FIREBASE_DATABASE_EMULATOR_HOST is not set.');
}

describe.skipIf(!emulatorHost)('Realtime Database bus against the emulator (FIREBASE_DATABASE_EMULATOR_HOST)', () => {
  // Every app is one function instance (its own connection); every test a database namespace of its own.
  const apps: App[] = [];
  const urls = new WeakMap<object, string>();
  function connect(url: string) {
    const app = initializeApp({ projectId: 'demo-magazin', databaseURL: url }, `live-${randomUUID()}`);
    apps.push(app);
    return getDatabaseWithUrl(url, app);
  }
  async function openAt(url: string, options: FirebaseLiveBusOptions) {
    const bus = await openFirebaseLiveBus(connect(url), options);
    urls.set(bus, url);
    return bus;
  }
  const newNamespace = () => `http://${emulatorHost}?ns=live-${randomUUID().slice(0, 8)}`;
  async function deleteApps() {
    await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
  }
  afterAll(deleteApps);

  describeLiveBusContract('firebase (Realtime Database emulator)', {
    open: (options) => openAt(newNamespace(), options),
    connectAgain: (bus, options) => openAt(urls.get(bus)!, options),
    cleanup: deleteApps,
  });

  it('forgets the watchers of an instance that stopped beating (a dead instance)', async () => {
    const url = newNamespace();
    let clockMs = 1_000_000;
    const now = () => clockMs;
    const dying = await openAt(url, { now, heartbeatMs: 60_000, watcherExpiryMs: 60_000 });
    const living = await openAt(url, { now, heartbeatMs: 60_000, watcherExpiryMs: 60_000 });
    dying.watch('toepfern');
    living.watch('toepfern');
    await vi.waitFor(async () => expect((await living.watchers(['toepfern'])).get('toepfern')).toBe(2), { timeout: 10_000 });
    clockMs += 60_001;
    expect((await living.watchers(['toepfern'])).get('toepfern')).toBe(1);
    await living.close();
    await dying.close();
    await deleteApps();
  });

  it('stores a notice under live/notices/{uid} as { matchId, at }', async () => {
    const url = newNamespace();
    const bus = await openAt(url, { now: () => 5_000 });
    await bus.notify({ uid: 'alice', matchId: 'match-1' });
    expect(Object.values((await connect(url).ref('live/notices/alice').get()).val())).toEqual([{ matchId: 'match-1', at: 5_000 }]);
    await bus.close();
    await deleteApps();
  });

  it('sweeps out old ended states, dead watcher counts and old notices, and leaves the rest', async () => {
    const url = newNamespace();
    const nowMs = 1_780_000_000_000;
    const day = 24 * 60 * 60_000;
    const db = connect(url);
    const ended = (version: number) => ({ eventSlug: 'x', phase: 'ENDED', delayMinutes: 0, version });
    await db.ref('live').set({
      events: { old: ended(nowMs - day - 1), recent: ended(nowMs - day + 1) },
      watchers: { toepfern: { dead: { count: 1, at: nowMs - 60_001 }, alive: { count: 2, at: nowMs } } },
      notices: { alice: { a: { matchId: 'm0', at: nowMs - 5 * 60_000 - 1 }, b: { matchId: 'm1', at: nowMs } } },
    });
    await sweepLive(db.ref('live'), nowMs);
    await sweepLive(db.ref('live'), nowMs);
    expect((await db.ref('live').get()).val()).toEqual({
      events: { recent: ended(nowMs - day + 1) },
      watchers: { toepfern: { alive: { count: 2, at: nowMs } } },
      notices: { alice: { b: { matchId: 'm1', at: nowMs } } },
    });
    await deleteApps();
  });

  it('writes the current state where browsers read it: live/events/{slug}, dates as milliseconds', async () => {
    const url = newNamespace();
    const bus = await openAt(url, {});
    const change = await bus.publish(liveState('toepfern', { latestPost: { id: 'p1', text: 'Hallo', at: new Date(5_000) } }));
    const stored = (await connect(url).ref('live/events/toepfern').get()).val();
    expect(stored).toEqual(toStored(change));
    expect(stored.latestPost.at).toBe(5_000);
    await bus.close();
    await deleteApps();
  });
});
