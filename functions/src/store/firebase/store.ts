// The Firestore store (firebase-admin). One collection per record type, document id = slug, dates as Timestamps.
// Lists use keyset pagination (orderBy + startAfter) and a count() aggregation for totalCount, sent together; the
// composite indexes these queries need are in /firestore.indexes.json (keep them in step with the queries here).
// Filters Firestore cannot combine in one indexed query (a circle, text, opening hours, price, level) read the
// candidates of one query (geohash ranges, search terms, or the indexed filters), and the shared rules in
// domain/discovery.ts filter, rank and page them.
import {
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type Firestore,
  type Query,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { compareArticles, compareEvents, compareVenues, matchArticle, matchEvent, matchVenue, pageOfHits } from '../../domain/discovery.js';
import { geohash, geohashRanges, type GeoCircle } from '../../domain/geo.js';
import type {
  ArticleRecord,
  CityRecord,
  CraftRecord,
  EventRecord,
  VenueRecord,
} from '../../domain/records.js';
import { StoreUnavailableError, type Nearby, type Page, type ReadStats, type Store } from '../../domain/repositories.js';
import { articleTerms, eventTerms, queryTerms, venueTerms, type SearchQuery } from '../../domain/search.js';

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
  /**
   * Counts queries sent (a count() aggregation and a getAll are one each) and documents they returned, e.g. for
   * the benchmark: `const stats = { queries: 0, documents: 0 }; createFirebaseStore(db, { stats })`.
   */
  stats?: ReadStats;
}

/** Fields stored only to be queried on, left out of the records read back. */
const QUERY_ONLY = ['geohash', 'searchTerms', 'facets'];

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
  const stats = options.stats;

  async function read(query: Query): Promise<DocumentData[]> {
    const snapshot = await query.get();
    if (stats) {
      stats.queries += 1;
      stats.documents += snapshot.size;
    }
    return snapshot.docs.map((doc) => doc.data());
  }

  async function count(query: Query): Promise<number> {
    const snapshot = await query.count().get();
    if (stats) stats.queries += 1;
    return snapshot.data().count;
  }

  /**
   * Published documents in the circle: one query per geohash range (at most 4), sent together. Events pass
   * `endsAfter`, so that past events are not read.
   */
  async function inCircle(collection: CollectionReference, circle: GeoCircle, endsAfter?: Date): Promise<DocumentData[]> {
    const ranges = geohashRanges(circle);
    let query: Query = collection.where('published', '==', true);
    if (endsAfter !== undefined) query = query.where('endsAt', '>=', endsAfter);
    const results = await Promise.all(ranges.map(([start, end]) => read(query.orderBy('geohash').startAt(start).endAt(end))));
    return results.flat();
  }

  /** Published documents carrying any of the query's terms (matchScore then decides). */
  const withTerms = (collection: CollectionReference, text: SearchQuery) =>
    read(collection.where('published', '==', true).where('searchTerms', 'array-contains-any', queryTerms(text)));

  /** One page and the filter's total count, requested together. */
  async function page<T>(query: Query, startAfter: unknown[] | undefined, first: number, offset: number | undefined, decode: (d: DocumentData) => T) {
    const pageQuery = (startAfter ? query.startAfter(...startAfter) : query).offset(offset ?? 0).limit(first + 1);
    const [docs, total] = await Promise.all([read(pageQuery), count(query)]);
    return {
      items: docs.slice(0, first).map(decode),
      hasNextPage: docs.length > first,
      totalCount: total,
    } satisfies Page<T>;
  }

  /** The first `limit` results of one query per key, the queries sent together. */
  async function perKey<T>(keys: readonly string[], limit: number, query: (key: string) => Query, decode: (d: DocumentData) => T) {
    const unique = [...new Set(keys)];
    if (limit <= 0) return new Map<string, T[]>(unique.map((key) => [key, []]));
    const results = await Promise.all(unique.map(async (key) => [key, (await read(query(key).limit(limit))).map(decode)] as const));
    return new Map<string, T[]>(results);
  }

  /** All records of `slugs` in one round trip (getAll), in the order asked, null where missing. */
  async function bySlugs<T>(collection: CollectionReference, slugs: readonly string[], decode: (d: DocumentData) => T) {
    const unique = [...new Set(slugs)];
    if (unique.length === 0) return [];
    const snapshots = await db.getAll(...unique.map((slug) => collection.doc(slug)));
    if (stats) {
      stats.queries += 1;
      stats.documents += snapshots.filter((snapshot) => snapshot.exists).length;
    }
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

  const decodeVenue = (d: DocumentData) => fromDocument<VenueRecord>(d, QUERY_ONLY);
  const decodeEvent = (d: DocumentData) => fromDocument<EventRecord>(d, QUERY_ONLY);
  const decodeArticle = (d: DocumentData) => fromDocument<ArticleRecord>(d, QUERY_ONLY);

  const venueQuery = (filter: { citySlug?: string; kind?: string; craftSlug?: string }) => {
    let query: Query = venues.where('published', '==', true);
    if (filter.citySlug !== undefined) query = query.where('citySlug', '==', filter.citySlug);
    if (filter.kind !== undefined) query = query.where('kind', '==', filter.kind);
    if (filter.craftSlug !== undefined) query = query.where('craftSlugs', 'array-contains', filter.craftSlug);
    return query.orderBy('nameSort').orderBy('slug');
  };

  const articleQuery = (filter: { craftSlug?: string; tag?: string }) => {
    let query: Query = articles.where('published', '==', true);
    const facet = articleFacet(filter);
    if (facet !== undefined) query = query.where('facets', 'array-contains', facet);
    return query.orderBy('publishedAt', 'desc').orderBy('slug');
  };

  const eventQuery = (filter: { citySlug?: string; venueSlug?: string; craftSlug?: string; startsBefore?: Date; endsAfter?: Date }) => {
    let query: Query = events.where('published', '==', true);
    if (filter.citySlug !== undefined) query = query.where('citySlug', '==', filter.citySlug);
    if (filter.venueSlug !== undefined) query = query.where('venueSlug', '==', filter.venueSlug);
    if (filter.craftSlug !== undefined) query = query.where('craftSlugs', 'array-contains', filter.craftSlug);
    if (filter.startsBefore !== undefined) query = query.where('startsAt', '<', filter.startsBefore);
    if (filter.endsAfter !== undefined) query = query.where('endsAt', '>=', filter.endsAfter);
    return query.orderBy('startsAt').orderBy('slug');
  };

  return {
    adapter: 'firebase',

    venues: {
      list: (filter, request) =>
        guard(async () => {
          const { first, after, offset } = request;
          if (!filter.near && !filter.text && !filter.openAt) {
            return page(venueQuery(filter), after && [after.nameSort, after.slug], first, offset, decodeVenue);
          }
          const candidates = filter.near
            ? await inCircle(venues, filter.near)
            : filter.text
              ? await withTerms(venues, filter.text)
              : await read(venueQuery(filter));
          const hits = candidates.map((d) => matchVenue(decodeVenue(d), filter)).filter((hit) => hit !== null);
          return pageOfHits(hits, filter, request, compareVenues);
        }),
      getBySlugs: (slugs) => guard(() => bySlugs(venues, slugs, decodeVenue)),
      nearby: (origins, radiusKm, limit) =>
        guard(async () => {
          const unique = [...new Map(origins.map((origin) => [origin.slug, origin])).values()];
          const results = await Promise.all(
            unique.map(async (origin): Promise<[string, Nearby<VenueRecord>[]]> => {
              const near = { center: origin.geo, radiusKm };
              const hits = (await inCircle(venues, near))
                .map((d) => decodeVenue(d))
                .filter((venue) => venue.slug !== origin.slug)
                .map((venue) => matchVenue(venue, { near }))
                .filter((hit) => hit !== null);
              const { items, distancesKm } = pageOfHits(hits, { near }, { first: limit }, compareVenues);
              return [origin.slug, items.map((record, i) => ({ record, distanceKm: distancesKm![i]! }))];
            }),
          );
          return new Map(results);
        }),
      byCrafts: (craftSlugs, limit) =>
        guard(() => perKey(craftSlugs, limit, (craftSlug) => venueQuery({ craftSlug }), decodeVenue)),
      upsertMany: (records) =>
        guard(() => upsert(venues, records, (v) => ({ geohash: geohash(v.geo), searchTerms: [...venueTerms(v).keys()] })), false),
    },

    events: {
      list: (filter, request) =>
        guard(async () => {
          const { first, after, offset } = request;
          if (!filter.near && !filter.text && filter.maxPriceCents === undefined && filter.level === undefined) {
            return page(eventQuery(filter), after && [Timestamp.fromDate(after.startsAt), after.slug], first, offset, decodeEvent);
          }
          const candidates = filter.near
            ? await inCircle(events, filter.near, filter.endsAfter)
            : filter.text
              ? await withTerms(events, filter.text)
              : await read(eventQuery(filter));
          const hits = candidates.map((d) => matchEvent(decodeEvent(d), filter)).filter((hit) => hit !== null);
          return pageOfHits(hits, filter, request, compareEvents);
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
          const results = await Promise.all(
            chunks.map((chunk) =>
              read(events.where('published', '==', true).where('venueSlug', 'in', chunk).where('endsAt', '>=', endsAfter).orderBy('startsAt').orderBy('slug')),
            ),
          );
          for (const data of results.flat()) {
            const event = decodeEvent(data);
            const list = result.get(event.venueSlug);
            if (list && list.length < limit) list.push(event);
          }
          return result;
        }),
      upcomingByCrafts: (craftSlugs, endsAfter, limit) =>
        guard(() => perKey(craftSlugs, limit, (craftSlug) => eventQuery({ craftSlug, endsAfter }), decodeEvent)),
      upsertMany: (records) =>
        guard(() => upsert(events, records, (e) => ({ geohash: geohash(e.geo), searchTerms: [...eventTerms(e).keys()] })), false),
    },

    articles: {
      list: (filter, request) =>
        guard(async () => {
          if (filter.text) {
            const hits = (await withTerms(articles, filter.text)).map((d) => matchArticle(decodeArticle(d), filter)).filter((hit) => hit !== null);
            return pageOfHits(hits, filter, request, compareArticles);
          }
          const { first, after, offset } = request;
          return page(articleQuery(filter), after && [Timestamp.fromDate(after.publishedAt), after.slug], first, offset, decodeArticle);
        }),
      getBySlugs: (slugs) => guard(() => bySlugs(articles, slugs, decodeArticle)),
      latestByCrafts: (craftSlugs, limit) =>
        guard(() => perKey(craftSlugs, limit, (craftSlug) => articleQuery({ craftSlug }), decodeArticle)),
      upsertMany: (records) =>
        guard(() => upsert(articles, records, (a) => ({ facets: articleFacets(a), searchTerms: [...articleTerms(a).keys()] })), false),
    },

    crafts: {
      listAll: () =>
        guard(async () => (await read(crafts.orderBy('position').orderBy('slug'))).map((d) => fromDocument<CraftRecord>(d))),
      upsertMany: (records) => guard(() => upsert(crafts, records), false),
    },

    cities: {
      listAll: () =>
        guard(async () =>
          (await read(cities.orderBy('population', 'desc').orderBy('slug'))).map((d) => fromDocument<CityRecord>(d)),
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
