// The rules of pages-over-time.test.ts over Firestore on its emulator: the demo seeded there, the built pages rendered
// by the real API with the clock set every three hours for two weeks (a Firestore render costs several times an
// embedded one), and the same promises held against the store at each moment.
import { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { firestoreEmulatorMissing, startFirestoreEmulator, uniqueProjectId, type FirestoreEmulator } from '../test/firestore-emulator.js';
import { DAY, HOUR, Records, ZONE, everyStep, loadBuiltPages, openSite, walk, type Site } from '../test/pages-over-time.js';
import type { Store } from './domain/repositories.js';
import { zonedInstant } from './domain/time.js';
import { createEmbeddedIdentity } from './identity/embedded.js';
import { seedDemoContent } from './seed/seed.js';
import { embeddedDatabase, openEmbeddedStore } from './store/embedded/store.js';
import { openFirebaseStore } from './store/firebase/store.js';

const start = zonedInstant('2026-11-28', '00:00', ZONE);

describe.skipIf(firestoreEmulatorMissing())('two weeks of the demo on Firestore, every three hours', () => {
  let emulator: FirestoreEmulator;
  let store: Store;
  // The session check is the identity's, not Firestore's: the embedded identity over a store of its own.
  let identityStore: Store;
  let site: Site;
  let records: Records;
  beforeAll(async () => {
    await loadBuiltPages();
    emulator = await startFirestoreEmulator();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    store = openFirebaseStore(new Firestore({ projectId: uniqueProjectId(), host: emulator.host, ssl: false }));
    await seedDemoContent(store, start);
    identityStore = openEmbeddedStore({ file: ':memory:' });
    site = await openSite(store, createEmbeddedIdentity(embeddedDatabase(identityStore)!));
    records = new Records(store);
    await records.load();
  }, 180_000);
  afterAll(async () => {
    vi.useRealTimers();
    await site?.close();
    await store?.close();
    await identityStore?.close();
    await emulator?.stop();
  });

  it('keeps every promise the pages make', async () => {
    const tally = await walk(site, records, everyStep(start, 14 * DAY, 3 * HOUR), { bookEvery: 8, askEvery: 4 });
    expect(tally.moments).toBe(112);
    expect(tally.bookingForms).toBeGreaterThan(20);
    expect(tally.seatChecks).toBeGreaterThan(20);
    expect(tally.closedBookable).toBeGreaterThan(5);
    expect(tally.liveCards).toBeGreaterThan(10);
    expect(tally.booked).toBeGreaterThan(3);
    expect(tally.cancelled).toBeGreaterThan(3);
  }, 600_000);
});
