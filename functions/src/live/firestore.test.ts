// The Firestore bus against the real Firestore emulator: the LiveBus contract, each test on a project of its own
// (an empty database), the second instance a second Firestore client on the same project, as a second function
// instance would be. Watcher counts are this instance's own here (no Realtime Database runs on these machines).
import { readFileSync } from 'node:fs';
import { Firestore, Query } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { firestoreEmulatorMissing, startFirestoreEmulator, uniqueProjectId, type FirestoreEmulator } from '../../test/firestore-emulator.js';
import type { LiveBus } from '../domain/live.js';
import { isDeclared, requiredIndex, type IndexDefinition, type StructuredQuery } from '../store/firebase/indexes.js';
import { contractVersionWriteIntervalMs, describeLiveBusContract } from './contract.js';
import { LIVE_NOTICES, LIVE_VERSIONS, openFirestoreLiveBus } from './firestore.js';

const indexFile = JSON.parse(readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8')) as {
  indexes: IndexDefinition[];
  fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
};

describe.skipIf(firestoreEmulatorMissing())('Firestore live bus against the emulator', () => {
  let emulator: FirestoreEmulator;
  // Every query the bus listens to, to check the declared indexes against (the emulator needs none, production does).
  const queries: StructuredQuery[] = [];
  const listen = Query.prototype.onSnapshot;
  vi.spyOn(Query.prototype, 'onSnapshot').mockImplementation(function (this: Query, ...args: unknown[]) {
    queries.push((this as unknown as { toStructuredQuery(): StructuredQuery }).toStructuredQuery());
    return (listen as (...args: unknown[]) => () => void).apply(this, args);
  });

  beforeAll(async () => {
    emulator = await startFirestoreEmulator();
  });
  afterAll(() => emulator?.stop());

  const clients: Firestore[] = [];
  const projects = new WeakMap<LiveBus, string>();
  function connect(projectId: string): Firestore {
    const firestore = new Firestore({ projectId, host: emulator.host, ssl: false });
    clients.push(firestore);
    return firestore;
  }

  describeLiveBusContract('Firestore (emulator)', {
    async open(options) {
      const projectId = uniqueProjectId('demo-live');
      const bus = await openFirestoreLiveBus(connect(projectId), { ...options, versionWriteIntervalMs: contractVersionWriteIntervalMs });
      projects.set(bus, projectId);
      return bus;
    },
    connectAgain: (bus, options) => openFirestoreLiveBus(connect(projects.get(bus)!), { ...options, versionWriteIntervalMs: contractVersionWriteIntervalMs }),
    async cleanup() {
      await Promise.all(clients.splice(0).map((client) => client.terminate()));
    },
    watchersPerInstance: true,
  });

  it('writes a version per event and a notice per notice, each with its TTL field, and listens without composite indexes', async () => {
    const projectId = uniqueProjectId('demo-live');
    const firestore = connect(projectId);
    const bus = await openFirestoreLiveBus(firestore);
    const heard: string[] = [];
    const stop = bus.subscribeNotices('alice', (notice) => heard.push(notice.matchId));
    const before = Date.now();
    const change = await bus.publish('toepfern');
    await bus.notify({ uid: 'alice', matchId: 'match-1' });
    await vi.waitFor(() => expect(heard).toEqual(['match-1']), { timeout: 10_000 });
    stop();

    const version = (await firestore.collection(LIVE_VERSIONS).doc('toepfern').get()).data()!;
    expect(version.version).toBe(change.version);
    expect(version.expiresAt.toMillis()).toBeGreaterThan(before + 29 * 24 * 60 * 60_000);
    const notices = (await firestore.collection(LIVE_NOTICES).get()).docs.map((doc) => doc.data());
    expect(notices).toEqual([{ uid: 'alice', matchId: 'match-1', at: expect.any(Number), expiresAt: expect.anything() }]);
    expect(notices[0]!.expiresAt.toMillis()).toBeGreaterThan(before + 59 * 60_000);
    await bus.close();

    for (const collection of [LIVE_VERSIONS, LIVE_NOTICES]) {
      expect(indexFile.fieldOverrides).toContainEqual(expect.objectContaining({ collectionGroup: collection, fieldPath: 'expiresAt', ttl: true }));
    }
    const listened = queries.map((query) => query.from?.[0]?.collectionId);
    expect(new Set(listened)).toEqual(new Set([LIVE_VERSIONS, LIVE_NOTICES]));
    const needed = queries.map(requiredIndex).filter((index) => index !== null);
    expect(needed.filter((index) => !isDeclared(index, indexFile.indexes))).toEqual([]);
  });
});

describe('opening the Firestore bus', () => {
  it('fails within its timeout when Firestore answers nothing, instead of holding the instance’s start', async () => {
    // Nothing listens on port 1. Not terminated: the client would wait for its own retries.
    const unreachable = new Firestore({ projectId: 'demo-unreachable', host: '127.0.0.1:1', ssl: false });
    const started = Date.now();
    await expect(openFirestoreLiveBus(unreachable, { openTimeoutMs: 300 })).rejects.toThrow(/no answer from Firestore/);
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
