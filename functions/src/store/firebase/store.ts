// The Firestore store (firebase-admin). One collection per record type, document id = slug, dates as Timestamps.
// Lists use keyset pagination (orderBy + startAfter) and a count() aggregation for totalCount, sent together; the
// composite indexes these queries need are in /firestore.indexes.json (keep them in step with the queries here).
import {
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type Firestore,
  type Query,
  type WriteBatch,
} from 'firebase-admin/firestore';
import type {
  ArticleRecord,
  CityRecord,
  CraftRecord,
  EventRecord,
  VenueRecord,
} from '../../domain/records.js';
import { StoreUnavailableError, type Page, type Store } from '../../domain/repositories.js';

/** Firestore allows at most 500 writes per batch (and per transaction). */
const BATCH_LIMIT = 500;
/** Firestore allows at most 30 values in an `in` filter. */
const IN_LIMIT = 30;

/** gRPC status codes meaning "the service did not answer", as opposed to a rejected request. */
const UNAVAILABLE = 14;
const DEADLINE_EXCEEDED = 4;

function toStoreError(error: unknown): unknown {
  if (error instanceof StoreUnavailableError) return error;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code !== UNAVAILABLE && code !== DEADLINE_EXCEEDED) return error;
  return new StoreUnavailableError(`Firestore unavailable: ${String(message)}`, { cause: error });
}

/** Firestore rejects `undefined`; optional fields that are absent are left out of the document. */
function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUndefined);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, withoutUndefined(v)]),
  );
}

/** A document back to its record: Timestamps become Dates, fields only queries use are dropped. */
function fromDocument<T>(data: DocumentData, queryOnly: readonly string[] = []): T {
  const record: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (queryOnly.includes(key)) continue;
    record[key] = value instanceof Timestamp ? value.toDate() : value;
  }
  return record as T;
}

/**
 * Articles can be filtered by craft and tag together, but Firestore allows one array-contains per query: each
 * article stores every filter key it matches ("craft:x", "tag:y", "craft:x|tag:y") and a list asks for exactly one.
 */
function articleFacets(article: ArticleRecord): string[] {
  const craft = article.craftSlugs.map((slug) => `craft:${slug}`);
  const tag = article.tags.map((t) => `tag:${t}`);
  return [...craft, ...tag, ...craft.flatMap((c) => tag.map((t) => `${c}|${t}`))];
}

function articleFacet(filter: { craftSlug?: string; tag?: string }): string | undefined {
  const keys = [
    filter.craftSlug !== undefined ? `craft:${filter.craftSlug}` : undefined,
    filter.tag !== undefined ? `tag:${filter.tag}` : undefined,
  ].filter((k) => k !== undefined);
  return keys.length > 0 ? keys.join('|') : undefined;
}

export interface FirebaseStoreOptions {
  /**
   * How long one read may take before it counts as unavailable. The client itself retries an unreachable backend
   * for about a minute; a page should rather show "unavailable" than wait that long.
   */
  timeoutMs?: number;
}

export function createFirebaseStore(db: Firestore, options: FirebaseStoreOptions = {}): Store {
  const timeoutMs = options.timeoutMs ?? 10_000;
  let closed = false;

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

  const crafts = db.collection('crafts');
  const cities = db.collection('cities');
  const venues = db.collection('venues');
  const events = db.collection('events');
  const articles = db.collection('articles');

  /** One page and the filter's total count, requested together. */
  async function page<T>(query: Query, startAfter: unknown[] | undefined, first: number, decode: (d: DocumentData) => T) {
    const pageQuery = (startAfter ? query.startAfter(...startAfter) : query).limit(first + 1);
    const [snapshot, count] = await Promise.all([pageQuery.get(), query.count().get()]);
    const docs = snapshot.docs;
    return {
      items: docs.slice(0, first).map((doc) => decode(doc.data())),
      hasNextPage: docs.length > first,
      totalCount: count.data().count,
    } satisfies Page<T>;
  }

  /** All records of `slugs` in one round trip (getAll), in the order asked, null where missing. */
  async function bySlugs<T>(collection: CollectionReference, slugs: readonly string[], decode: (d: DocumentData) => T) {
    const unique = [...new Set(slugs)];
    if (unique.length === 0) return [];
    const snapshots = await db.getAll(...unique.map((slug) => collection.doc(slug)));
    const found = new Map<string, T>();
    for (const snapshot of snapshots) {
      const data = snapshot.data();
      if (data) found.set(snapshot.id, decode(data));
    }
    return slugs.map((slug) => found.get(slug) ?? null);
  }

  /**
   * Writes every record with set() (replacing the document). Up to 500 records commit in one batch, all or nothing;
   * larger calls commit one batch per 500 in turn, so a failure part-way leaves the earlier batches written.
   * All batches are built before the first commit, so invalid records reject the call before anything is written.
   */
  async function upsert<T extends { slug: string }>(collection: CollectionReference, records: readonly T[], extra?: (r: T) => DocumentData) {
    const batches: WriteBatch[] = [];
    records.forEach((record, i) => {
      if (i % BATCH_LIMIT === 0) batches.push(db.batch());
      const data = { ...(withoutUndefined(record) as DocumentData), ...extra?.(record) };
      batches.at(-1)!.set(collection.doc(record.slug), data);
    });
    for (const batch of batches) await batch.commit();
  }

  const decodeVenue = (d: DocumentData) => fromDocument<VenueRecord>(d);
  const decodeEvent = (d: DocumentData) => fromDocument<EventRecord>(d);
  const decodeArticle = (d: DocumentData) => fromDocument<ArticleRecord>(d, ['facets']);

  return {
    adapter: 'firebase',

    venues: {
      list: (filter, { first, after }) =>
        guard(() => {
          let query: Query = venues.where('published', '==', true);
          if (filter.citySlug !== undefined) query = query.where('citySlug', '==', filter.citySlug);
          if (filter.kind !== undefined) query = query.where('kind', '==', filter.kind);
          if (filter.craftSlug !== undefined) query = query.where('craftSlugs', 'array-contains', filter.craftSlug);
          query = query.orderBy('nameSort').orderBy('slug');
          return page(query, after && [after.nameSort, after.slug], first, decodeVenue);
        }),
      getBySlugs: (slugs) => guard(() => bySlugs(venues, slugs, decodeVenue)),
      upsertMany: (records) => guard(() => upsert(venues, records), false),
    },

    events: {
      list: (filter, { first, after }) =>
        guard(() => {
          let query: Query = events.where('published', '==', true);
          if (filter.citySlug !== undefined) query = query.where('citySlug', '==', filter.citySlug);
          if (filter.venueSlug !== undefined) query = query.where('venueSlug', '==', filter.venueSlug);
          if (filter.craftSlug !== undefined) query = query.where('craftSlugs', 'array-contains', filter.craftSlug);
          if (filter.startsBefore !== undefined) query = query.where('startsAt', '<', filter.startsBefore);
          if (filter.endsAfter !== undefined) query = query.where('endsAt', '>=', filter.endsAfter);
          query = query.orderBy('startsAt').orderBy('slug');
          return page(query, after && [Timestamp.fromDate(after.startsAt), after.slug], first, decodeEvent);
        }),
      getBySlugs: (slugs) => guard(() => bySlugs(events, slugs, decodeEvent)),
      // One `in` query per 30 venues (Firestore's limit), sent in parallel: one round trip for up to 30 venues.
      // Firestore cannot limit per group, so each venue's upcoming events are all read and cut to `limit` here.
      upcomingByVenues: (venueSlugs, endsAfter, limit) =>
        guard(async () => {
          const result = new Map<string, EventRecord[]>(venueSlugs.map((slug) => [slug, []]));
          const unique = [...result.keys()];
          if (unique.length === 0 || limit <= 0) return result;
          const chunks = Array.from({ length: Math.ceil(unique.length / IN_LIMIT) }, (_, i) =>
            unique.slice(i * IN_LIMIT, (i + 1) * IN_LIMIT),
          );
          const snapshots = await Promise.all(
            chunks.map((chunk) =>
              events
                .where('published', '==', true)
                .where('venueSlug', 'in', chunk)
                .where('endsAt', '>=', endsAfter)
                .orderBy('startsAt')
                .orderBy('slug')
                .get(),
            ),
          );
          for (const doc of snapshots.flatMap((s) => s.docs)) {
            const event = decodeEvent(doc.data());
            const list = result.get(event.venueSlug);
            if (list && list.length < limit) list.push(event);
          }
          return result;
        }),
      upsertMany: (records) => guard(() => upsert(events, records), false),
    },

    articles: {
      list: (filter, { first, after }) =>
        guard(() => {
          let query: Query = articles.where('published', '==', true);
          const facet = articleFacet(filter);
          if (facet !== undefined) query = query.where('facets', 'array-contains', facet);
          query = query.orderBy('publishedAt', 'desc').orderBy('slug');
          return page(query, after && [Timestamp.fromDate(after.publishedAt), after.slug], first, decodeArticle);
        }),
      getBySlugs: (slugs) => guard(() => bySlugs(articles, slugs, decodeArticle)),
      upsertMany: (records) => guard(() => upsert(articles, records, (a) => ({ facets: articleFacets(a) })), false),
    },

    crafts: {
      listAll: () =>
        guard(async () => (await crafts.orderBy('position').orderBy('slug').get()).docs.map((d) => fromDocument<CraftRecord>(d.data()))),
      upsertMany: (records) => guard(() => upsert(crafts, records), false),
    },

    cities: {
      listAll: () =>
        guard(async () =>
          (await cities.orderBy('population', 'desc').orderBy('slug').get()).docs.map((d) => fromDocument<CityRecord>(d.data())),
        ),
      upsertMany: (records) => guard(() => upsert(cities, records), false),
    },

    ping: () =>
      guard(async () => {
        await crafts.select().limit(1).get();
      }),
    isEmpty: () => guard(async () => (await crafts.select().limit(1).get()).empty),
    close: async () => {
      if (closed) return;
      closed = true;
      await db.terminate();
    },
  };
}
