import { readFileSync } from 'node:fs';
import { Firestore, Query } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventRecord } from '../../domain/records.js';
import { StoreUnavailableError, type Store } from '../../domain/repositories.js';
import {
  firestoreEmulatorMissing,
  startFirestoreEmulator,
  uniqueProjectId,
  type FirestoreEmulator,
} from '../../../test/firestore-emulator.js';
import { describeStoreContract } from '../contract.js';
import { discoveryEvents, discoveryVenues, stephansplatz } from '../contract.scenarios.js';
import { toDocument } from './documents.js';
import { eventQueryFields } from './events.js';
import { isDeclared, requiredIndex, type IndexDefinition, type StructuredQuery } from './indexes.js';
import { LATEST_FIRESTORE_VERSION, migrateFirestore } from './migrations.js';
import { openFirebaseStore } from './store.js';

const declaredIndexes = (
  JSON.parse(readFileSync(new URL('../../../../firestore.indexes.json', import.meta.url), 'utf8')) as { indexes: IndexDefinition[] }
).indexes;

describe.skipIf(firestoreEmulatorMissing())('Firestore store against the emulator', () => {
  let emulator: FirestoreEmulator;
  // Every query the suite sends, to check the declared indexes against. toStructuredQuery() is the client's own
  // (untyped) translation of a query into what it sends to Firestore.
  const queries: StructuredQuery[] = [];
  const send = Query.prototype.get;
  vi.spyOn(Query.prototype, 'get').mockImplementation(function (this: Query) {
    queries.push((this as unknown as { toStructuredQuery(): StructuredQuery }).toStructuredQuery());
    return send.call(this);
  });
  const count = Query.prototype.count;
  vi.spyOn(Query.prototype, 'count').mockImplementation(function (this: Query) {
    queries.push((this as unknown as { toStructuredQuery(): StructuredQuery }).toStructuredQuery());
    return count.call(this);
  });

  beforeAll(async () => {
    emulator = await startFirestoreEmulator();
    console.info(`Firestore emulator at ${emulator.host}, ready after ${emulator.startupMs} ms`);
  });
  afterAll(() => emulator?.stop());

  // Every test gets a project of its own: an empty database without deleting anything.
  const connect = (projectId: string, host = emulator.host) => new Firestore({ projectId, host, ssl: false });
  const projects = new WeakMap<Store, string>();
  const counting = { counterFlushIntervalMs: 0 };
  describeStoreContract(
    'firebase (Firestore emulator)',
    async () => {
      const projectId = uniqueProjectId();
      // Views are written at once rather than at most once a second: the contract records them one after another.
      const store = openFirebaseStore(connect(projectId), counting);
      projects.set(store, projectId);
      return store;
    },
    undefined,
    // A second client on the same project: the concurrency test races two clients, as two function instances would.
    async (store) => openFirebaseStore(connect(projects.get(store)!), counting),
  );

  it('answers a 25 km search with at most 4 geohash range queries, reading few documents beyond those returned', async () => {
    const stats = { queries: 0, documents: 0 };
    const store = openFirebaseStore(connect(uniqueProjectId()), { stats });
    try {
      await store.venues.upsertMany(discoveryVenues);
      const page = await store.venues.list({ near: { center: stephansplatz, radiusKm: 25 } }, { first: 20 });
      expect(page.items.map((v) => v.slug)).toEqual(['keramik-wieden', 'toepferei-neubau', 'nadelwerk', 'strickstube-moedling']);
      expect(stats.queries).toBeLessThanOrEqual(4);
      // The unpublished venue is never read; nothing outside the circle lies in its geohash ranges here.
      expect(stats.documents).toBe(4);
    } finally {
      await store.close();
    }
  });

  it('migrates events stored before courses to one session each, once, leaving migrated ones alone', async () => {
    const db = connect(uniqueProjectId());
    const store = openFirebaseStore(db);
    try {
      const [single, course] = [discoveryEvents[0]!, discoveryEvents[1]!];
      const { sessions: _dropped, registration: _alsoDropped, ...before } = single;
      await db.collection('events').doc(before.slug).set(toDocument(before as EventRecord, eventQueryFields));
      const second = { startsAt: new Date(course.endsAt.getTime() + 86_400_000), endsAt: new Date(course.endsAt.getTime() + 90_000_000) };
      const dropInCourse = { ...course, registration: 'DROP_IN' as const, sessions: [...course.sessions, second], endsAt: second.endsAt };
      await store.events.upsertMany([dropInCourse]);

      expect(await migrateFirestore(db)).toBe(LATEST_FIRESTORE_VERSION);
      expect(await store.events.getBySlugs([single.slug, course.slug])).toEqual([single, dropInCourse]);
      // The old document gains the end of joining that the suggestions' query reads.
      expect((await db.collection('events').doc(single.slug).get()).get('joinableUntil')?.toDate()).toEqual(single.sessions[0]!.startsAt);
      await db.collection('events').doc(single.slug).update({ registration: 'DROP_IN' });
      expect(await migrateFirestore(db)).toBe(LATEST_FIRESTORE_VERSION); // nothing pending: the edit stays
      expect((await store.events.getBySlugs([single.slug]))[0]?.registration).toBe('DROP_IN');
    } finally {
      await store.close();
    }
  });

  it('maps an unreachable Firestore to StoreUnavailableError', async () => {
    // The client prefers FIRESTORE_EMULATOR_HOST over its settings; hide it while connecting to a closed port.
    const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
    delete process.env.FIRESTORE_EMULATOR_HOST;
    const db = connect(uniqueProjectId(), '127.0.0.1:1');
    if (emulatorHost) process.env.FIRESTORE_EMULATOR_HOST = emulatorHost;
    const store = openFirebaseStore(db, { timeoutMs: 1000 });
    const started = Date.now();
    await expect(store.ping()).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(Date.now() - started).toBeLessThan(5000);
    // Not closed: terminate() would wait for the client's own retries, which keep going in the background.
  });

  it('declares in firestore.indexes.json every composite index the suite\'s queries need', () => {
    const needed = queries.map(requiredIndex).filter((index) => index !== null);
    expect(needed.length).toBeGreaterThan(20);
    const missing = new Set(needed.filter((index) => !isDeclared(index, declaredIndexes)).map((index) => JSON.stringify(index)));
    expect([...missing]).toEqual([]);
  });
});
