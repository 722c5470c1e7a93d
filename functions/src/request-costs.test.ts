// Firestore reads and writes per request of the kinds docs/scale.md prices: a booking (a seat, and a waitlist place
// once the course is full), a live change published on the Firestore bus, a page view counted by /analytics and a
// craft assistant question answered from the listings (no model configured). Counted at the Firestore client over the
// emulator with the demo content, as functions/src/reads-per-page.test.ts counts the pages. The figures are printed for
// docs/scale.md, and each is bounded here so that a change which multiplies what a request costs fails.
import {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Query,
  QuerySnapshot,
  Transaction,
  WriteBatch,
  type AggregateQuery,
} from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { firestoreEmulatorMissing, startFirestoreEmulator, uniqueProjectId, type FirestoreEmulator } from '../test/firestore-emulator.js';
import type { Store } from './domain/repositories.js';
import { buildInfo, sessionHeaders, signUpPeople } from './graphql/api.testing.js';
import { createGraphQLApi } from './graphql/server.js';
import type { GraphQLResult } from './http/graphql-payloads.js';
import { createEmbeddedIdentity } from './identity/embedded.js';
import type { LiveBus } from './domain/live.js';
import { openFirestoreLiveBus } from './live/firestore.js';
import { seedDemoContent } from './seed/seed.js';
import { recordPageView } from './services/analytics.js';
import { createTaxonomyCache } from './services/taxonomy-cache.js';
import { watchContentVersion } from './store/content-version.js';
import { embeddedDatabase, openEmbeddedStore } from './store/embedded/store.js';
import { openFirebaseStore } from './store/firebase/store.js';

/**
 * What one request cost: documents read (Firestore bills a query that finds nothing as one read, `billedReads`
 * counts it so) and documents written, each by collection, and the written documents' paths.
 */
const cost = { readDocuments: 0, billedReads: 0, writes: 0, reads: new Map<string, number>(), written: new Map<string, number>() };
function resetCost() {
  Object.assign(cost, { readDocuments: 0, billedReads: 0, writes: 0 });
  cost.reads.clear();
  cost.written.clear();
}
function countRead(collection: string, documents: number, queried: boolean) {
  cost.readDocuments += documents;
  cost.billedReads += queried ? Math.max(documents, 1) : documents;
  cost.reads.set(collection, (cost.reads.get(collection) ?? 0) + documents);
}
function countWrite(ref: DocumentReference) {
  cost.writes += 1;
  cost.written.set(ref.path, (cost.written.get(ref.path) ?? 0) + 1);
}
const collectionOf = (query: Query) => (query as unknown as { _queryOptions: { collectionId: string } })._queryOptions.collectionId;

// Reads outside transactions: queries and getAll (a document's get() goes through getAll).
const queryGet = Query.prototype.get;
vi.spyOn(Query.prototype, 'get').mockImplementation(async function (this: Query) {
  const snapshot = await queryGet.call(this);
  countRead(collectionOf(this), snapshot.size, true);
  return snapshot;
});
const getAll = Firestore.prototype.getAll;
vi.spyOn(Firestore.prototype, 'getAll').mockImplementation(async function (this: Firestore, ...refs) {
  const snapshots = await getAll.apply(this, refs);
  countRead((refs[0] as DocumentReference).parent.id, snapshots.length, false);
  return snapshots;
});
// Reads inside transactions, which go to Firestore by their own way.
const transactionGet = Transaction.prototype.get;
vi.spyOn(Transaction.prototype, 'get').mockImplementation(async function (this: Transaction, refOrQuery: never) {
  const snapshot = (await transactionGet.call(this, refOrQuery)) as unknown;
  if (snapshot instanceof QuerySnapshot) countRead(collectionOf(refOrQuery as Query), snapshot.size, true);
  else if (snapshot instanceof DocumentSnapshot) countRead(snapshot.ref.parent.id, 1, false);
  else countRead('(count in a transaction)', 1, false);
  return snapshot as never;
} as never);
// Every write, in a batch, a transaction or a document's own set/update (each goes through a WriteBatch).
for (const method of ['set', 'create', 'update', 'delete'] as const) {
  const original = WriteBatch.prototype[method] as (this: WriteBatch, ref: DocumentReference, ...rest: unknown[]) => WriteBatch;
  vi.spyOn(WriteBatch.prototype, method).mockImplementation(function (this: WriteBatch, ref: DocumentReference, ...rest: unknown[]) {
    countWrite(ref);
    return original.call(this, ref, ...rest);
  } as never);
}
/** count() aggregations: their class is not exported, so its prototype is taken from one made for the purpose. */
function countAggregations(db: Firestore) {
  const prototype = Object.getPrototypeOf(db.collection('crafts').count()) as { get(this: AggregateQuery<never>): Promise<unknown> };
  const aggregateGet = prototype.get;
  vi.spyOn(prototype, 'get').mockImplementation(async function (this: AggregateQuery<never>) {
    const snapshot = await aggregateGet.call(this);
    countRead(`${collectionOf(this.query)} (count)`, 1, false);
    return snapshot;
  });
}

/** The cost of what `run` does, printed as a line for docs/scale.md. */
async function measure(label: string, run: () => Promise<unknown>): Promise<typeof cost> {
  resetCost();
  await run();
  // The content version's bump follows a write without being awaited by its caller when another is in flight.
  await new Promise((resolve) => setTimeout(resolve, 200));
  console.info(
    `${label}: ${cost.billedReads} billed reads (${cost.readDocuments} documents), ${cost.writes} writes`,
    Object.fromEntries(cost.reads),
    Object.fromEntries(cost.written),
  );
  return { ...cost, reads: new Map(cost.reads), written: new Map(cost.written) };
}

describe.skipIf(firestoreEmulatorMissing())('Firestore reads and writes per request', () => {
  let emulator: FirestoreEmulator;
  let store: Store;
  let identityStore: Store;
  let live: LiveBus;
  let api: Awaited<ReturnType<typeof createGraphQLApi>>;
  const uid = {} as Record<'anna' | 'ben', string>;
  const cookies = {} as Record<'anna' | 'ben', string>;
  /** A free course some weeks ahead, bookable, without a minimum, with one seat left. */
  let courseSlug = '';

  beforeAll(async () => {
    emulator = await startFirestoreEmulator();
    const db = new Firestore({ projectId: uniqueProjectId(), host: emulator.host, ssl: false });
    countAggregations(db);
    store = openFirebaseStore(db);
    await seedDemoContent(store);
    identityStore = openEmbeddedStore({ file: ':memory:' });
    const identity = createEmbeddedIdentity(embeddedDatabase(identityStore)!);
    live = await openFirestoreLiveBus(db);
    const taxonomy = createTaxonomyCache(store, watchContentVersion(store));
    api = await createGraphQLApi({ store, identity, live, buildInfo, taxonomy });
    await signUpPeople(store, identity, { anna: { role: 'USER' }, ben: { role: 'USER' } }, uid, cookies);
    // One seat left, so that the second booking is a waitlist place.
    const soon = Date.now() + 7 * 24 * 3_600_000;
    const course = (await store.events.list({ endsAfter: new Date() }, { first: 500, offset: 0 })).items.find(
      (event) =>
        event.published && event.registration === 'BOOKING' && event.price.amountCents === 0 && !event.minimum && event.startsAt.getTime() > soon,
    );
    expect(course).toBeDefined();
    courseSlug = course!.slug;
    await store.events.upsertMany([{ ...course!, capacity: course!.capacity - course!.seatsLeft + 1, seatsLeft: 1 }]);
    // Warm the instance's caches (crafts and cities, the content version), as a running instance has them.
    await api.execute({ query: '{ crafts { slug } cities { slug } }' }, {}, '203.0.113.1');
  }, 180_000);

  afterAll(async () => {
    await api?.stop();
    await live?.close();
    await identityStore?.close();
    await emulator?.stop();
  });

  const book = async (person: 'anna' | 'ben') => {
    const result: GraphQLResult = await api.execute(
      { query: 'mutation ($slug: ID!) { bookEvent(slug: $slug) { status } }', variables: { slug: courseSlug } },
      sessionHeaders(cookies[person]),
      '203.0.113.2',
    );
    expect(result.errors).toBeUndefined();
    return (result.data?.bookEvent as { status: string }).status;
  };

  it('books a seat, and a waitlist place when full, within a few reads and writes each, the live change included', async () => {
    let status = '';
    const seat = await measure('bookEvent, a seat', async () => (status = await book('anna')));
    expect(status).toBe('CONFIRMED');
    const waitlisted = await measure('bookEvent, the waitlist', async () => (status = await book('ben')));
    expect(status).toBe('WAITLISTED');
    for (const booking of [seat, waitlisted]) {
      // The event, the person's active booking (none), the profile, the session's record; the live version.
      expect(booking.billedReads).toBeLessThanOrEqual(12);
      // The booking, the event's seat count, the mail, the live version, the content version.
      expect(booking.writes).toBeLessThanOrEqual(6);
      expect(booking.written.get(`events/${courseSlug}`) ?? 0).toBeLessThanOrEqual(1);
    }
  });

  it('publishes a live change for one read and one write on the bus', async () => {
    const change = await measure('a live change (LiveBus.publish)', () => live.publish(courseSlug));
    expect([change.billedReads, change.writes]).toEqual([1, 1]);
  });

  it('counts a page view with a few writes', async () => {
    let outcome = '';
    const view = await measure('a page view (POST /analytics)', async () => {
      outcome = await recordPageView(
        store,
        {
          body: { path: '/venues', language: 'de' },
          userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
          acceptLanguage: 'de-AT,de;q=0.9',
          clientAddress: '203.0.113.3',
          ownHost: 'example.org',
        },
        new Date(),
      );
    });
    expect(outcome).toBe('COUNTED');
    expect(view.writes).toBeLessThanOrEqual(4);
    expect(view.billedReads).toBeLessThanOrEqual(4);
  });

  it('answers an assistant question from the listings with a bounded number of reads', async () => {
    const question = await measure('an assistant question (askAssistant, no model)', async () => {
      const result = await api.execute(
        {
          query: 'mutation ($input: AssistantInput!) { askAssistant(input: $input) { mode events { slug } venues { slug } articles { slug } } }',
          variables: { input: { question: 'Ich möchte in Wien eine Tasse töpfern', locale: 'DE' } },
        },
        {},
        '203.0.113.4',
      );
      expect(result.errors).toBeUndefined();
    });
    // At most 100 candidate events and 100 venues per search, a few searches, the articles.
    expect(question.billedReads).toBeLessThanOrEqual(600);
  });
});
