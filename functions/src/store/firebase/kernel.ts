// What every repository of the Firestore store works with: the collections, the mapping of failures to
// StoreUnavailableError with a deadline for reads (`guard`), and the shapes of query the lists share (one page with
// its total, candidates ranked by the shared rules, the first results per key, documents by key, circle and text
// candidates), each counted in the read stats.
import type { CollectionReference, DocumentData, Firestore, Query, WriteBatch } from 'firebase-admin/firestore';
import { pageOfHits, type Hit, type Ranking } from '../../domain/discovery.js';
import type { GeoCircle } from '../../domain/geo.js';
import { StoreUnavailableError, type Page, type ReadStats } from '../../domain/repositories.js';
import { queryTerms, type SearchQuery } from '../../domain/search.js';
import { fromDocument, toDocument, type Decode } from './documents.js';
import { geohashRanges } from './geohash.js';
import { toStoreError } from './errors.js';

/** Firestore allows at most 500 writes per batch (and per transaction). */
export const BATCH_LIMIT = 500;
/** Firestore allows at most 30 values in an `in` filter. */
export const IN_LIMIT = 30;

export interface FirebaseStoreOptions {
  /**
   * How long one read may take before it counts as unavailable. The client itself retries an unreachable backend
   * for about a minute; a page should rather show "unavailable" than wait that long.
   */
  timeoutMs?: number;
  /**
   * Counts queries sent (a count() aggregation and a getAll are one each) and documents they returned, e.g. for
   * the benchmark: `const stats = { queries: 0, documents: 0 }; openFirebaseStore(db, { stats })`.
   */
  stats?: ReadStats;
  /**
   * How long an instance adds up page views before writing them again (analytics.ts): at most one write per this
   * interval to each day's page counter from one instance. 0 writes at the next turn of the event loop, e.g. in a
   * test that records views one after another.
   */
  counterFlushIntervalMs?: number;
}

/** One collection per kind of record; the document id is the record's key. */
function collectionsOf(db: Firestore) {
  const names = ['crafts', 'cities', 'venues', 'events', 'articles', 'profiles', 'bookings', 'venueClaims', 'venueChanges', 'moderationLog', 'contactMessages', 'mail', 'livePosts', 'radarAlerts', 'radarMatches', 'savedAnswers', 'checkIns', 'reminders', 'attempts', 'orders', 'paymentEvents', 'premium', 'premiumEvents', 'premiumInvoices', 'payoutAccounts', 'payouts', 'invoiceDocuments', 'invoiceSources', 'invoiceCounters', 'vouchers', 'voucherCodes', 'promoCodes'] as const;
  return Object.fromEntries(names.map((name) => [name, db.collection(name)])) as Record<(typeof names)[number], CollectionReference>;
}

export type FirebaseKernel = ReturnType<typeof createKernel>;

/** One `in` query per 30 values (Firestore's limit), sent in parallel; their results together. */
export async function inChunks<T>(values: readonly string[], query: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const chunks = Array.from({ length: Math.ceil(values.length / IN_LIMIT) }, (_, i) => values.slice(i * IN_LIMIT, (i + 1) * IN_LIMIT));
  return (await Promise.all(chunks.map(query))).flat();
}

/** Decodes a document read with `select('craftSlugs')` to its crafts (Repository.craftSets). */
export const craftsOf = (data: DocumentData): string[] => (Array.isArray(data.craftSlugs) ? (data.craftSlugs as string[]) : []);

/** The records in order, each slug once (candidates read by overlapping queries). */
export const uniqueBySlug = <T extends { slug: string }>(records: readonly T[]): T[] => [...new Map(records.map((record) => [record.slug, record])).values()];

export function createKernel(db: Firestore, options: FirebaseStoreOptions = {}) {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const stats = options.stats;
  let closed = false;
  const counted = (documents: number) => {
    if (stats) {
      stats.queries += 1;
      stats.documents += documents;
    }
  };

  /**
   * Runs one store call: unreachable, too slow or closed becomes StoreUnavailableError. Reads get the deadline
   * (a page waits on them); writes are left to the client's own retries, so that a long seed is not cut off midway.
   */
  async function guard<T>(work: () => Promise<T>, deadline = true): Promise<T> {
    // A terminated client leaves queries pending forever instead of rejecting them, so a closed store never calls it.
    if (closed) throw new StoreUnavailableError('Firestore store is closed');
    const call = Promise.resolve().then(work); // a query that throws while being built rejects here too
    let timer: NodeJS.Timeout | undefined;
    const tooSlow = new Promise<never>((_, reject) => {
      if (!deadline) return;
      timer = setTimeout(() => reject(new StoreUnavailableError(`Firestore did not answer within ${timeoutMs} ms`)), timeoutMs);
    });
    call.catch(() => {}); // a call that loses the race still settles later; its error is reported by the race
    try {
      return await Promise.race([call, tooSlow]);
    } catch (error) {
      throw toStoreError(error);
    } finally {
      clearTimeout(timer);
    }
  }

  async function read<T>(query: Query, decode: Decode<T> = fromDocument): Promise<T[]> {
    const snapshot = await query.get();
    counted(snapshot.size);
    return snapshot.docs.map((doc) => decode(doc.data(), doc.id));
  }

  async function count(query: Query): Promise<number> {
    const snapshot = await query.count().get();
    if (stats) stats.queries += 1;
    return snapshot.data().count;
  }

  /**
   * Published documents in the circle: one query per geohash range, sent together. Events pass `endsAfter`, so that
   * past events are not read.
   */
  async function inCircle<T>(collection: CollectionReference, circle: GeoCircle, endsAfter?: Date): Promise<T[]> {
    let query: Query = collection.where('published', '==', true);
    if (endsAfter !== undefined) query = query.where('endsAt', '>=', endsAfter);
    const results = await Promise.all(geohashRanges(circle).map(([start, end]) => read<T>(query.orderBy('geohash').startAt(start).endAt(end))));
    return results.flat();
  }

  /** Published documents carrying any of the query's terms (matchScore then decides). */
  const withTerms = <T>(collection: CollectionReference, text: SearchQuery) =>
    read<T>(collection.where('published', '==', true).where('searchTerms', 'array-contains-any', queryTerms(text)));

  return {
    db,
    counterFlushIntervalMs: options.counterFlushIntervalMs ?? 1_000,
    collections: collectionsOf(db),
    guard,
    read,

    /** One page and the filter's total count, requested together; `startAfter` continues after a sort key. */
    async page<T>(query: Query, request: { startAfter?: unknown[]; first: number; offset?: number }, decode: Decode<T> = fromDocument): Promise<Page<T>> {
      const { startAfter, first, offset } = request;
      const pageQuery = (startAfter ? query.startAfter(...startAfter) : query).offset(offset ?? 0).limit(first + 1);
      const [items, total] = await Promise.all([read(pageQuery, decode), count(query)]);
      return { items: items.slice(0, first), hasNextPage: items.length > first, totalCount: total };
    },

    /** Candidates matched, ranked and paged by the shared rules (circles, text, filters Firestore cannot combine). */
    ranked<T, K>(
      candidates: readonly T[],
      match: (record: T) => Hit<T> | null,
      filter: Ranking,
      request: { first: number; after?: K; offset?: number },
      compare: (a: T | K, b: T | K) => number,
    ): Page<T> {
      return pageOfHits(
        candidates.map(match).filter((hit) => hit !== null),
        filter,
        request,
        compare,
      );
    },

    /** The first `limit` results of one query per key, the queries sent together. */
    async firstPerKey<T>(keys: readonly string[], limit: number, query: (key: string) => Query, decode: Decode<T> = fromDocument): Promise<Map<string, T[]>> {
      const unique = [...new Set(keys)];
      if (limit <= 0) return new Map(unique.map((key) => [key, []]));
      return new Map(await Promise.all(unique.map(async (key) => [key, await read(query(key).limit(limit), decode)] as const)));
    },

    /** The documents of `keys` in one round trip (getAll), in the order asked, null where missing. */
    async byKeys<T>(collection: CollectionReference, keys: readonly string[], decode: Decode<T> = fromDocument): Promise<(T | null)[]> {
      const unique = [...new Set(keys)];
      if (unique.length === 0) return [];
      const snapshots = await db.getAll(...unique.map((key) => collection.doc(key)));
      counted(snapshots.filter((snapshot) => snapshot.exists).length);
      const found = new Map<string, T>();
      for (const snapshot of snapshots) {
        const data = snapshot.data();
        if (data) found.set(snapshot.id, decode(data, snapshot.id));
      }
      return keys.map((key) => found.get(key) ?? null);
    },

    /**
     * Writes every record with set() (replacing the document). Up to 500 records commit in one batch, all or
     * nothing; larger calls commit one batch per 500 in turn, so a failure part-way leaves the earlier batches
     * written. All batches are built before the first commit, so invalid records reject the call before anything is
     * written.
     */
    async upsert<T extends { slug: string }>(collection: CollectionReference, records: readonly T[], queryFields?: (record: T) => DocumentData) {
      const batches: WriteBatch[] = [];
      records.forEach((record, i) => {
        if (i % BATCH_LIMIT === 0) batches.push(db.batch());
        batches.at(-1)!.set(collection.doc(record.slug), toDocument(record, queryFields));
      });
      for (const batch of batches) await batch.commit();
    },

    inCircle,

    /** The venues of `query` whose address has one of the postcodes (a place searched). */
    inPostalCodes: <T>(query: Query, postalCodes: readonly string[]) =>
      inChunks([...new Set(postalCodes)], (chunk) => read<T>(query.where('address.postalCode', 'in', chunk))),

    withTerms,

    /**
     * The candidates of a list with a circle or text, which no one query can filter and order: those in the circle,
     * else those carrying a search term, else what `otherwise` (the filter's own query) reads. The shared rules in
     * domain/discovery.ts then match, rank and page them (ranked).
     */
    candidates: <T>(collection: CollectionReference, filter: Ranking, otherwise: Query, endsAfter?: Date): Promise<T[]> =>
      filter.near ? inCircle<T>(collection, filter.near, endsAfter) : filter.text ? withTerms<T>(collection, filter.text) : read<T>(otherwise),

    async close() {
      if (closed) return;
      closed = true;
      await db.terminate();
    },
  };
}
