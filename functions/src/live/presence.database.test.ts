// Watcher counts over the Realtime Database. The pure parts (keys, adding up the other instances' counts) are
// tested always; the counts themselves, as the Firestore bus's, run the LiveBus contract against the Realtime
// Database emulator only when FIREBASE_DATABASE_EMULATOR_HOST names one: that emulator is a jar firebase-tools
// downloads at run time, which these machines cannot do.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDatabaseWithUrl } from 'firebase-admin/database';
import { Firestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { firestoreEmulatorMissing, startFirestoreEmulator, uniqueProjectId } from '../../test/firestore-emulator.js';
import type { LiveBus } from '../domain/live.js';
import { contractVersionWriteIntervalMs, describeLiveBusContract } from './contract.js';
import { openFirestoreLiveBus } from './firestore.js';
import { openDatabaseWatcherCounts, sumOtherCounts, toKey } from './presence.database.js';

describe('Realtime Database keys', () => {
  it('leaves slugs as they are, escapes what a key may not hold, and refuses an empty slug', () => {
    expect(toKey('toepfern-am-abend-2026-06-05')).toBe('toepfern-am-abend-2026-06-05');
    expect(toKey('a.b#c$d[e]f/g%h\u0001i')).toBe('a%2Eb%23c%24d%5Be%5Df%2Fg%25h%01i');
    expect(() => toKey('')).toThrow();
  });
});

describe('watcher counts of the other instances', () => {
  it('add up, skipping the asking instance and what is not a count', () => {
    expect(sumOtherCounts({ a: 3, b: 2, self: 9, broken: 'x', negative: -4 }, 'self')).toBe(5);
    expect(sumOtherCounts(null, 'self')).toBe(0);
  });
});

const databaseHost = process.env.FIREBASE_DATABASE_EMULATOR_HOST;
if (!databaseHost) console.info('Skipping the watcher counts against the Realtime Database emulator: FIREBASE_DATABASE_EMULATOR_HOST is not set.');

describe.skipIf(!databaseHost || firestoreEmulatorMissing())('Firestore bus with watcher counts in the Realtime Database emulator', () => {
  // Every app is one function instance (its own connection); every test a database namespace and project of its own.
  const apps: App[] = [];
  const clients: Firestore[] = [];
  const backends = new WeakMap<LiveBus, { url: string; projectId: string }>();
  async function openAt(backend: { url: string; projectId: string }, options: Parameters<typeof openFirestoreLiveBus>[1]) {
    const app = initializeApp({ projectId: 'demo-magazin', databaseURL: backend.url }, `live-${randomUUID()}`);
    apps.push(app);
    const emulator = await startFirestoreEmulator();
    const firestore = new Firestore({ projectId: backend.projectId, host: emulator.host, ssl: false });
    clients.push(firestore);
    const bus = await openFirestoreLiveBus(firestore, { ...options, watcherCounts: openDatabaseWatcherCounts(getDatabaseWithUrl(backend.url, app)) });
    backends.set(bus, backend);
    return bus;
  }
  async function release() {
    await Promise.all([...apps.splice(0).map((app) => deleteApp(app)), ...clients.splice(0).map((client) => client.terminate())]);
  }
  afterAll(release);

  describeLiveBusContract('Firestore with Realtime Database watcher counts (emulators)', {
    open: (options) =>
      openAt({ url: `http://${databaseHost}?ns=live-${randomUUID().slice(0, 8)}`, projectId: uniqueProjectId('demo-live') }, { ...options, versionWriteIntervalMs: contractVersionWriteIntervalMs }),
    connectAgain: (bus, options) => openAt(backends.get(bus)!, { ...options, versionWriteIntervalMs: contractVersionWriteIntervalMs }),
    cleanup: release,
  });

  it('loses an instance’s watchers when its connection ends', async () => {
    const backend = { url: `http://${databaseHost}?ns=live-${randomUUID().slice(0, 8)}`, projectId: uniqueProjectId('demo-live') };
    const living = await openAt(backend, {});
    const dying = await openAt(backend, {});
    living.watch('toepfern');
    dying.watch('toepfern');
    await vi.waitFor(async () => expect((await living.watchers(['toepfern'])).get('toepfern')).toBe(2), { timeout: 10_000 });
    // Its app goes without closing the bus: the connection ends as a crashed instance's would.
    await deleteApp(apps.splice(1, 1)[0]!);
    await vi.waitFor(async () => expect((await living.watchers(['toepfern'])).get('toepfern')).toBe(1), { timeout: 20_000 });
    await living.close();
  });
});
