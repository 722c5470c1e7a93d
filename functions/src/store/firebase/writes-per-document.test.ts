// Counts the Firestore store's committed writes per document under a herd of bookings for one course, a burst of
// page views of one page and a burst of one course's live changes, against the emulator: Firestore sustains about one write per second to a single document,
// so no document many requests share may take a write per request (docs/scale.md, "Writes per document"; decision
// 050). The counts are of writes that committed (a transaction's lost races are not writes), taken where the client
// commits every batch and transaction (WriteBatch's _commit), so no repository can write past them.
import { Firestore, WriteBatch } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageViewHit } from '../../domain/analytics.js';
import { firestoreEmulatorMissing, startFirestoreEmulator, uniqueProjectId, type FirestoreEmulator } from '../../../test/firestore-emulator.js';
import { LIVE_VERSION_MIN_INTERVAL_MS, LIVE_VERSIONS, openFirestoreLiveBus, type WriteSpacing } from '../../live/firestore.js';
import { event } from '../contract.scenarios.js';
import { counterShards, pageViewId } from './analytics.js';
import { bookingsPerTransaction } from './bookings.js';
import { contentVersionShards } from './content-version.js';
import { openFirebaseStore } from './store.js';

type Commit = (this: WriteBatch, ...args: unknown[]) => Promise<unknown>;

describe.skipIf(firestoreEmulatorMissing())('writes per Firestore document under a herd and a burst of views', () => {
  let emulator: FirestoreEmulator;
  const writes = new Map<string, number>();
  const commit = (WriteBatch.prototype as unknown as { _commit: Commit })._commit;
  vi.spyOn(WriteBatch.prototype as unknown as { _commit: Commit }, '_commit').mockImplementation(async function (this: WriteBatch, ...args) {
    const paths = (this as unknown as { _ops: { docPath: string }[] })._ops.map((op) => op.docPath);
    const result = await commit.apply(this, args);
    for (const path of paths) writes.set(path, (writes.get(path) ?? 0) + 1);
    return result;
  });
  const writesTo = (prefix: string) => [...writes].filter(([path]) => path.startsWith(prefix));
  const most = (entries: [string, number][]) => Math.max(0, ...entries.map(([, n]) => n));

  beforeAll(async () => {
    emulator = await startFirestoreEmulator();
  });
  afterAll(() => emulator?.stop());
  beforeEach(() => writes.clear());

  const open = (options = {}) => openFirebaseStore(new Firestore({ projectId: uniqueProjectId(), host: emulator.host, ssl: false }), options);

  it('200 bookings at once for the last seats: each booking its own document, the content version spread over its shards', async () => {
    const store = open();
    try {
      const free = { price: { amountCents: 0, currency: 'EUR' }, capacity: 5, seatsLeft: 5 } as const;
      await store.events.upsertMany([event('begehrt', '2027-03-20T10:00:00.000Z', 2, free)]);
      writes.clear();
      const herd = 200;
      const now = new Date('2027-03-01T10:00:00.000Z');
      const results = await Promise.all(Array.from({ length: herd }, (_, n) => store.bookings.book('begehrt', `u-${n}`, now, () => [])));
      expect(results.filter((result) => result.booking.status === 'CONFIRMED')).toHaveLength(5);

      // The seat count's document takes one write per seat transaction, which claims the bookings waiting by then.
      expect(writes.get('events/begehrt')).toBeLessThanOrEqual(Math.ceil(herd / bookingsPerTransaction) + 1);
      expect(writesTo('bookings/')).toHaveLength(herd);
      expect(most(writesTo('bookings/'))).toBe(1);
      // The content version: never the old single document, and no shard more than its share of the bumps.
      expect(writes.get('meta/contentVersion')).toBeUndefined();
      const shards = writesTo('meta/contentVersion/shards/');
      const bumps = shards.reduce((sum, [, n]) => sum + n, 0);
      expect(bumps).toBeGreaterThan(0);
      expect(bumps).toBeLessThanOrEqual(herd);
      expect(most(shards)).toBeLessThanOrEqual(Math.ceil(bumps / contentVersionShards));
      console.info(`${herd} bookings: ${writes.get('events/begehrt')} writes to the event, ${bumps} content version bumps over ${shards.length} shards (at most ${most(shards)} on one)`);
    } finally {
      await store.close();
    }
  });

  it('1,000 views of one page in two bursts: two writes to its day counter, every view counted', async () => {
    const store = open({ counterFlushIntervalMs: 1_000 });
    try {
      const view = (n: number): PageViewHit => ({
        day: '2027-03-01',
        path: '/articles/viral',
        referrerHost: n % 2 ? 'www.google.com' : null,
        language: 'de',
        search: null,
      });
      const burst = () => Promise.all(Array.from({ length: 500 }, (_, n) => store.analytics.record(view(n))));
      await burst();
      await burst(); // begun within the interval: waits for it, then one write for all 500

      const counters = writesTo('pageViews/');
      expect(counters).toHaveLength(1);
      expect(counters[0]![0]).toMatch(new RegExp(`^pageViews/${pageViewId('2027-03-01', '/articles/viral')}(#[1-${counterShards - 1}])?$`));
      expect(counters[0]![1]).toBe(2);
      expect(await store.analytics.pageViews({ from: '2027-03-01', to: '2027-03-01' })).toEqual([
        { day: '2027-03-01', path: '/articles/viral', views: 1_000, referrers: { 'www.google.com': 500 }, languages: { de: 1_000 } },
      ]);
    } finally {
      await store.close();
    }
  });

  it('100 live changes of one course on one instance within 3 s: its version written at most once per interval, each change announced by a version written after it', async () => {
    // The spacing's clock is a fake one, moved by the test; the writes themselves go to the emulator.
    const spacing = fakeSpacing();
    const bus = await openFirestoreLiveBus(new Firestore({ projectId: uniqueProjectId(), host: emulator.host, ssl: false }), { spacing });
    try {
      const intervalMs = LIVE_VERSION_MIN_INTERVAL_MS;
      const changes = 100;
      const everyMs = 30;
      let latestResolved = 0;
      const published: Promise<void>[] = [];
      for (let n = 0; n < changes; n++) {
        const resolvedBefore = latestResolved;
        published.push(
          bus.publish('begehrt').then(({ version }) => {
            // Never a version that was out before this publish was made: that one may not carry its change.
            expect(version).toBeGreaterThan(resolvedBefore);
            latestResolved = Math.max(latestResolved, version);
          }),
        );
        spacing.advance(everyMs);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const burstMs = (changes - 1) * everyMs;
      let done = false;
      const all = Promise.all(published).finally(() => (done = true));
      while (!done) {
        spacing.advance(intervalMs);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await all;

      const versionWrites = writes.get(`${LIVE_VERSIONS}/begehrt`) ?? 0;
      // Every write but the last began before the last publish, each an interval after the one before.
      expect(versionWrites).toBeGreaterThanOrEqual(2);
      expect(versionWrites).toBeLessThanOrEqual(Math.ceil(burstMs / intervalMs) + 1);
      expect(await bus.versions(['begehrt'])).toEqual([latestResolved]);
      console.info(`${changes} live changes over ${burstMs} ms: ${versionWrites} writes of the course's version`);
    } finally {
      await bus.close();
    }
  });

  it('adds up a day\'s page counted in several shards, and in the document counted before the shards', async () => {
    const db = new Firestore({ projectId: uniqueProjectId(), host: emulator.host, ssl: false });
    const stores = [openFirebaseStore(db, { counterFlushIntervalMs: 0 }), openFirebaseStore(db, { counterFlushIntervalMs: 0 })];
    try {
      // As stored before sharding: one document per day and page under the unsharded id.
      await db.collection('pageViews').doc(pageViewId('2027-03-01', '/')).set({ day: '2027-03-01', path: '/', views: 3, referrers: { 'a.example': 3 }, languages: {} });
      await Promise.all(stores.map((store) => store.analytics.record({ day: '2027-03-01', path: '/', referrerHost: 'a.example', language: 'en', search: { term: 'ton', empty: false } })));
      expect(await stores[0]!.analytics.pageViews({ from: '2027-03-01', to: '2027-03-01', paths: ['/'] })).toEqual([
        { day: '2027-03-01', path: '/', views: 5, referrers: { 'a.example': 5 }, languages: { en: 2 } },
      ]);
      expect(await stores[1]!.analytics.searches({ from: '2027-03-01', to: '2027-03-01' })).toEqual([{ day: '2027-03-01', term: 'ton', searches: 2, empty: 0 }]);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });
});

/** A clock and timer for spacing writes that move only when the test says so. */
function fakeSpacing(): WriteSpacing & { advance(ms: number): void } {
  let nowMs = 0;
  let timers: { at: number; run: () => void }[] = [];
  return {
    now: () => nowMs,
    setTimeout(run, ms) {
      timers.push({ at: nowMs + ms, run });
    },
    advance(ms) {
      nowMs += ms;
      const due = timers.filter((timer) => timer.at <= nowMs);
      timers = timers.filter((timer) => timer.at > nowMs);
      for (const timer of due) timer.run();
    },
  };
}
