// Firestore documents read per page render, counted at the Firestore client: the real app (createApp, as Cloud
// Functions serve it) over the Firestore emulator with the demo content, the pages rendered by vike from source
// through Vite's dev server (no build needed). One page render shares one request context, and the crafts and
// cities come from the instance's taxonomy cache: an uncached /venues and an event page stay within a few reads
// beyond their own records, and a signed-in render verifies the session once.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Firestore, Query, type AggregateQuery, type DocumentReference } from 'firebase-admin/firestore';
import express from 'express';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { firestoreEmulatorMissing, startFirestoreEmulator, uniqueProjectId, type FirestoreEmulator } from '../test/firestore-emulator.js';
import { createSsrHandler } from '../../web/server/ssr-handler.js';
import { createApp, type App } from './app.server.js';
import { createGraphQLApi } from './graphql/server.js';
import { catalog, createTaxonomyCache } from './services/taxonomy-cache.js';
import { watchContentVersion } from './store/content-version.js';
import type { Store } from './domain/repositories.js';
import { createEmbeddedIdentity } from './identity/embedded.js';
import type { IdentityProvider } from './identity/identity.js';
import { openEmbeddedLiveBus } from './live/embedded.js';
import { seedDemoContent } from './seed/seed.js';
import { embeddedDatabase, openEmbeddedStore } from './store/embedded/store.js';
import { openFirebaseStore } from './store/firebase/store.js';

const webDir = new URL('../../web/', import.meta.url).pathname;

/**
 * Documents Firestore returned (a count() and a missing document bill one read each) and calls made, by collection.
 * A document's get() goes through getAll, so queries, getAll and count() are every read a page can make.
 */
const reads = { calls: 0, documents: 0, byCollection: new Map<string, number>() };
function counted(collection: string, documents: number) {
  reads.calls += 1;
  reads.documents += documents;
  reads.byCollection.set(collection, (reads.byCollection.get(collection) ?? 0) + documents);
}
function resetReads() {
  reads.calls = 0;
  reads.documents = 0;
  reads.byCollection.clear();
}
const collectionOf = (query: Query) => (query as unknown as { _queryOptions: { collectionId: string } })._queryOptions.collectionId;

const queryGet = Query.prototype.get;
vi.spyOn(Query.prototype, 'get').mockImplementation(async function (this: Query) {
  const snapshot = await queryGet.call(this);
  counted(collectionOf(this), snapshot.size);
  return snapshot;
});
const getAll = Firestore.prototype.getAll;
vi.spyOn(Firestore.prototype, 'getAll').mockImplementation(async function (this: Firestore, ...refs) {
  const snapshots = await getAll.apply(this, refs);
  counted((refs[0] as DocumentReference).parent.id, snapshots.length);
  return snapshots;
});
/** count() aggregations: their class is not exported, so its prototype is taken from one made for the purpose. */
function countAggregations(db: Firestore) {
  const prototype = Object.getPrototypeOf(db.collection('crafts').count()) as { get(this: AggregateQuery<never>): Promise<unknown> };
  const aggregateGet = prototype.get;
  vi.spyOn(prototype, 'get').mockImplementation(async function (this: AggregateQuery<never>) {
    const snapshot = await aggregateGet.call(this);
    counted(`${collectionOf(this.query)} (count)`, 1);
    return snapshot;
  });
}

describe.skipIf(firestoreEmulatorMissing())('Firestore reads per page render', () => {
  let emulator: FirestoreEmulator;
  let store: Store;
  let identityStore: Store;
  let vite: ViteDevServer;
  let app: App;
  let server: Server;
  let base: string;
  let verifications = 0;
  let cookie: string;
  const projectId = uniqueProjectId();

  beforeAll(async () => {
    emulator = await startFirestoreEmulator();
    // As in the Functions emulator (one process serves the stream tickets it issues).
    vi.stubEnv('FIRESTORE_EMULATOR_HOST', emulator.host);
    const db = new Firestore({ projectId, host: emulator.host, ssl: false });
    countAggregations(db);
    store = openFirebaseStore(db);
    await seedDemoContent(store);
    // The session check is the identity's; which identity does it does not change how often the app asks.
    identityStore = openEmbeddedStore({ file: ':memory:' });
    const embedded = createEmbeddedIdentity(embeddedDatabase(identityStore)!);
    const identity: IdentityProvider = Object.assign(Object.create(embedded) as IdentityProvider, {
      verifySession: (value: string) => ((verifications += 1), embedded.verifySession(value)),
    });
    ({ session: { cookie } } = await identity.signUp('lesende@example.org', 'geheim-123'));
    vite = await createViteServer({ root: webDir, configFile: `${webDir}vite.config.ts`, logLevel: 'error', server: { middlewareMode: true, hmr: false } });
    app = await createApp(store, identity, openEmbeddedLiveBus(), { buildId: 'reads-test', builtAt: new Date() });
    server = createServer(express().use(app.api.router).use(app.ssr));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 180_000);

  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await vite?.close();
    await app?.close();
    await identityStore?.close();
    await emulator?.stop();
    vi.unstubAllEnvs();
  });

  async function render(path: string, headers: Record<string, string> = {}, on = base): Promise<string> {
    resetReads();
    const response = await fetch(on + path, { headers });
    const html = await response.text();
    expect(response.status, html.slice(0, 500)).toBe(200);
    console.info(`${path}: ${reads.documents} documents in ${reads.calls} calls`, Object.fromEntries(reads.byCollection));
    return html;
  }

  /** An upcoming event of the demo content, from the list's links. */
  async function someEventPath(): Promise<string> {
    const path = /href="(\/events\/[a-z0-9-]+)"/.exec(await render('/events'))?.[1];
    expect(path).toBeDefined();
    return path!;
  }

  const crafts = () => reads.byCollection.get('crafts') ?? 0;
  const cities = () => reads.byCollection.get('cities') ?? 0;

  it('reads the crafts and cities once on a fresh instance, then renders an uncached /venues from at most 25 documents', async () => {
    const [allCrafts, allCities] = [(await store.crafts.listAll()).length, (await store.cities.listAll()).length];
    // The first render of the instance: the taxonomy once, not once per operation.
    await render('/en/venues');
    expect([crafts(), cities()]).toEqual([allCrafts, allCities]);
    // Not in the page cache (German is another page), the taxonomy kept: the venues and the content version.
    expect(await render('/venues')).toContain('Werkstätten');
    expect([crafts(), cities()]).toEqual([0, 0]);
    expect(reads.documents).toBeLessThanOrEqual(25);
  });

  it('offers the nearest alternatives on an empty /venues search for about one search’s reads per alternative', async () => {
    // The store answers a circle from the venues in it: the widest radius offered reads what a visitor choosing it reads.
    await render('/venues?craft=glas&place=1160&radius=50');
    const widest = reads.documents;
    // Glass within a kilometre of Ottakring: none there; the same craft within a wider radius, and the place without the craft.
    const html = await render('/venues?craft=glas&place=1160&radius=1');
    expect(html).toContain('Das gibt es stattdessen');
    expect(html).toContain('Alle Handwerke zeigen');
    // The list and its two steps (the wider radius, the place without the craft), each about one search's reads.
    expect(reads.documents).toBeLessThanOrEqual(3 * widest);
  });

  it('renders an uncached event page from at most 10 documents', async () => {
    const path = await someEventPath();
    await render(path);
    expect([crafts(), cities()]).toEqual([0, 0]);
    expect(reads.documents).toBeLessThanOrEqual(10);
  });

  it('verifies the session of a signed-in visitor once per render, and reads the profile once', async () => {
    const path = await someEventPath();
    for (const page of ['/venues', path]) {
      verifications = 0;
      expect(await render(page, { cookie: `__session=${cookie}` })).toContain('Abmelden');
      expect(verifications).toBe(1);
      expect(reads.byCollection.get('profiles')).toBe(1);
    }
  });

  it('reads far more with a context per operation and no taxonomy kept, as before', async () => {
    // The same API and pages, but each operation with a context and loaders of its own (no render given) and the
    // crafts and cities read by every context: what the app did before.
    const api = await createGraphQLApi({
      store,
      identity: app.identity,
      live: openEmbeddedLiveBus(),
      buildInfo: { buildId: 'reads-test', builtAt: new Date() },
      taxonomy: { crafts: async () => catalog(await store.crafts.listAll()), cities: async () => catalog(await store.cities.listAll()) },
    });
    const handler = createSsrHandler({ graphql: (request, headers, socketAddress) => api.execute(request, headers, socketAddress) });
    const before = createServer((req, res) => void handler(req, res));
    await new Promise<void>((resolve) => before.listen(0, '127.0.0.1', resolve));
    const at = `http://127.0.0.1:${(before.address() as AddressInfo).port}`;
    try {
      const path = await someEventPath();
      await render('/venues', {}, at);
      expect(reads.documents).toBeGreaterThan(50);
      await render(path, {}, at);
      expect(reads.documents).toBeGreaterThan(10);
      verifications = 0;
      await render(path, { cookie: `__session=${cookie}` }, at);
      expect(verifications).toBeGreaterThan(1);
    } finally {
      await new Promise<void>((resolve) => before.close(() => resolve()));
      await api.stop();
    }
  });

  it('sees crafts changed through another instance once the content version is read again, its own at once', async () => {
    const other = openFirebaseStore(new Firestore({ projectId, host: emulator.host, ssl: false }));
    let clock = 0;
    const version = watchContentVersion(store, { checkIntervalMs: 5_000, now: () => clock });
    const taxonomy = createTaxonomyCache(store, version);
    try {
      const [craft] = (await taxonomy.crafts()).all;
      await other.crafts.upsertMany([{ ...craft!, name: { ...craft!.name, de: 'Anderswo umbenannt' } }]);
      // Within the check interval this instance has not read the new version yet: what it kept stands.
      clock += 4_999;
      expect((await taxonomy.crafts()).bySlug.get(craft!.slug)?.name.de).toBe(craft!.name.de);
      clock += 1;
      expect((await taxonomy.crafts()).bySlug.get(craft!.slug)?.name.de).toBe('Anderswo umbenannt');
      // A write through this instance's own store is seen at once, whatever the interval.
      await store.crafts.upsertMany([craft!]);
      expect((await taxonomy.crafts()).bySlug.get(craft!.slug)?.name.de).toBe(craft!.name.de);
      // Had a bump failed (the version stays), the lists are read again after the page cache's maximum age.
      const unbumped = createTaxonomyCache(store, async () => 1, { maxAgeMs: 300_000, now: () => clock });
      await unbumped.crafts();
      await other.crafts.upsertMany([{ ...craft!, name: { ...craft!.name, de: 'Ohne neue Version' } }]);
      clock += 299_999;
      expect((await unbumped.crafts()).bySlug.get(craft!.slug)?.name.de).toBe(craft!.name.de);
      clock += 1;
      expect((await unbumped.crafts()).bySlug.get(craft!.slug)?.name.de).toBe('Ohne neue Version');
    } finally {
      await other.close();
    }
  });
});
