// The Realtime Database bus. The pure parts (keys, stored form, counting fresh watchers) are tested here always; the
// bus itself runs the LiveBus contract against the Realtime Database emulator only when FIREBASE_DATABASE_EMULATOR_HOST
// names one: that emulator is a jar firebase-tools downloads at run time, which these machines cannot do.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDatabaseWithUrl } from 'firebase-admin/database';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { LiveChange } from '../domain/live.js';
import { describeLiveBusContract, liveState } from './contract.js';
import { fromKey, fromStored, openFirebaseLiveBus, sumFreshCounts, toKey, toStored, type FirebaseLiveBusOptions } from './firebase.js';

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
