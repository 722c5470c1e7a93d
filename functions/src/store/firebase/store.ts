// The Firestore store (firebase-admin). One collection per record type, document id = slug, dates as Timestamps.
// Lists use keyset pagination (orderBy + startAfter) and a count() aggregation for totalCount, sent together; the
// composite indexes these queries need are in /firestore.indexes.json (keep them in step with the queries here).
// Filters Firestore cannot combine in one indexed query (a circle, text, opening hours, price, level) read the
// candidates of one query (geohash ranges, search terms, or the indexed filters), and the shared rules in
// domain/discovery.ts filter, rank and page them.
import { randomUUID } from 'node:crypto';
import {
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type Firestore,
  type Query,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { compareArticles, compareEvents, compareVenues, matchArticle, matchEvent, matchVenue, pageOfHits } from '../../domain/discovery.js';
import { geohash, geohashRanges, type GeoCircle } from '../../domain/geo.js';
import type {
  ArticleRecord,
  BookingRecord,
  CityRecord,
  ContactMessageRecord,
  CraftRecord,
  EventRecord,
  MailRecord,
  ModerationLogRecord,
  ProfileRecord,
  VenueChangeRecord,
  VenueClaimRecord,
  VenueRecord,
} from '../../domain/records.js';
import {
  ConflictError,
  NotFoundError,
  StoreUnavailableError,
  type BookingResult,
  type CancellationResult,
  type Nearby,
  type Page,
  type ReadStats,
  type Store,
  type WriteOp,
} from '../../domain/repositories.js';
import { articleTerms, eventTerms, queryTerms, venueTerms, type SearchQuery } from '../../domain/search.js';
import { seatsAfterEdit } from '../seats.js';

/** Firestore allows at most 500 writes per batch (and per transaction). */
const BATCH_LIMIT = 500;
/** Firestore allows at most 30 values in an `in` filter. */
const IN_LIMIT = 30;

/**
 * How often a seat transaction is tried. Firestore runs a transaction again when it lost a race on the event document
 * to another client (function instance); many instances booking the last seats at once need more than the default 5.
 */
const BOOKING_ATTEMPTS = 30;

/** gRPC status codes meaning "the service did not answer", as opposed to a rejected request. */
const ALREADY_EXISTS = 6;
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

/** Timestamps back to Dates, nested ones too (a venue change holds a whole venue). */
function withDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(withDates);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withDates(v)]));
}

/** A document back to its record: Timestamps become Dates, fields only queries use are dropped. */
function fromDocument<T>(data: DocumentData, queryOnly: readonly string[] = []): T {
  const record: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (queryOnly.includes(key)) continue;
    record[key] = withDates(value);
  }
  return record as T;
}

/**
 * A mail as the Trigger Email extension reads it: `to` and `message` at the top. The template's name is kept as
 * `templateName`, because the extension treats a `template` field as a Handlebars template object ({ name, data })
 * and refuses the mail when that is a plain string.
 */
function mailDocument(mail: MailRecord): DocumentData {
  return { to: mail.to, message: mail.message, templateName: mail.template, createdAt: mail.createdAt };
}

function fromMailDocument(id: string, data: DocumentData): MailRecord {
  const { to, message, templateName, createdAt } = fromDocument<{ to: string; message: MailRecord['message']; templateName: string; createdAt: Date }>(data);
  return { id, to, message, template: templateName, createdAt };
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
  const profiles = db.collection('profiles');
  const bookings = db.collection('bookings');
  const venueClaims = db.collection('venueClaims');
  const venueChanges = db.collection('venueChanges');
  const moderationLog = db.collection('moderationLog');
  const contactMessages = db.collection('contactMessages');
  const mail = db.collection('mail');
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
      batches.at(-1)!.set(collection.doc(record.slug), document(record, extra));
    });
    for (const batch of batches) await batch.commit();
  }

  // What venue and event documents carry for queries besides the record: used by upsertMany and Store.write alike.
  const venueExtra = (v: VenueRecord) => ({ geohash: geohash(v.geo), searchTerms: [...venueTerms(v).keys()] });
  const eventExtra = (e: EventRecord) => ({ geohash: geohash(e.geo), searchTerms: [...eventTerms(e).keys()] });
  const document = <T extends object>(record: T, extra?: (r: T) => DocumentData) => ({
    ...(withoutUndefined(record) as DocumentData),
    ...extra?.(record),
  });

  /** Where each kind of record lives: its collection, document id and document data. */
  const placeOf = (op: Exclude<WriteOp, { delete: string }>): [CollectionReference, string, DocumentData] => {
    if ('create' in op) return [events, op.record.slug, document(op.record, eventExtra)];
    switch (op.put) {
      case 'profile':
        return [profiles, op.record.uid, document(op.record)];
      case 'event':
        return [events, op.record.slug, document(op.record, eventExtra)];
      case 'venue':
        return [venues, op.record.slug, document(op.record, venueExtra)];
      case 'venueClaim':
        return [venueClaims, op.record.id, document(op.record)];
      case 'venueChange':
        return [venueChanges, op.record.venueSlug, document(op.record)];
      case 'moderationLog':
        return [moderationLog, op.record.id, document(op.record)];
      case 'contactMessage':
        return [contactMessages, op.record.id, document(op.record)];
      case 'mail':
        return [mail, op.record.id, mailDocument(op.record)];
    }
  };
  const deletable = { profile: profiles, event: events, venueChange: venueChanges, venueClaim: venueClaims, booking: bookings };

  const decodeBooking = (d: DocumentData) => fromDocument<BookingRecord>(d);

  /** Queues the mails of a booking transaction in it. */
  const queueMails = (tx: Transaction, mails: readonly MailRecord[]) => {
    for (const m of mails) tx.set(mail.doc(m.id), mailDocument(m));
  };

  /**
   * Seat changes run in a Firestore transaction that reads the event first and always writes it back, so any two
   * transactions touching one event's seats conflict and one of them runs again on the new state. The transaction
   * function may run several times: `mails` is called in each run with that run's outcome, and only the committed
   * run's mails are written.
   */
  const seatTransaction = <T>(eventSlug: string, work: (tx: Transaction) => Promise<T>) =>
    guard(() => oneAtATime(eventSlug, () => db.runTransaction(work, { maxAttempts: BOOKING_ATTEMPTS })), false);

  /**
   * Seat transactions of this client run one after another per event. Firestore would serialise them anyway (one
   * commits, the others run again), but each lost race costs a retry with backoff; queueing them here leaves
   * Firestore to settle only the races between clients (other function instances).
   */
  const queues = new Map<string, Promise<unknown>>();
  function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = queues.get(key) ?? Promise.resolve();
    const next = previous.then(work, work);
    const settled = next.catch(() => {});
    queues.set(key, settled);
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key);
    });
    return next;
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
        guard(() => upsert(venues, records, venueExtra), false),
      byOwner: (uid) =>
        guard(async () => (await read(venues.where('ownerUids', 'array-contains', uid).orderBy('nameSort').orderBy('slug'))).map(decodeVenue)),
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
        guard(() => upsert(events, records, eventExtra), false),
      byOwner: (uid) =>
        guard(async () => (await read(events.where('ownerUid', '==', uid).orderBy('startsAt').orderBy('slug'))).map(decodeEvent)),
      inReview: (limit) =>
        guard(async () =>
          (await read(events.where('review', '==', 'IN_REVIEW').orderBy('updatedAt').orderBy('slug').limit(limit))).map(decodeEvent),
        ),
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

    profiles: {
      getByUids: (uids) => guard(() => bySlugs(profiles, uids, (d) => fromDocument<ProfileRecord>(d))),
      list: ({ first, offset }) => guard(() => page(profiles.orderBy('email'), undefined, first, offset, (d) => fromDocument<ProfileRecord>(d))),
    },

    bookings: {
      book: (eventSlug, uid, now, mails) =>
        seatTransaction(eventSlug, async (tx) => {
          const eventRef = events.doc(eventSlug);
          const eventData = (await tx.get(eventRef)).data();
          const event = eventData && decodeEvent(eventData);
          if (!event?.published) throw new NotFoundError(`No published event ${eventSlug}`);
          if (event.status === 'CANCELLED' || event.endsAt.getTime() <= now.getTime()) {
            throw new ConflictError('EVENT_CLOSED', `Event ${eventSlug} takes no bookings`);
          }
          const active = await tx.get(
            bookings.where('eventSlug', '==', eventSlug).where('uid', '==', uid).where('status', 'in', ['CONFIRMED', 'WAITLISTED']).limit(1),
          );
          let result: BookingResult;
          if (!active.empty) {
            result = { booking: decodeBooking(active.docs[0]!.data()), existing: true };
          } else {
            const seat = event.seatsLeft > 0;
            const booking: BookingRecord = { id: randomUUID(), eventSlug, uid, status: seat ? 'CONFIRMED' : 'WAITLISTED', createdAt: now, updatedAt: now };
            tx.create(bookings.doc(booking.id), booking);
            tx.update(eventRef, { seatsLeft: event.seatsLeft - (seat ? 1 : 0) });
            result = { booking, existing: false };
          }
          queueMails(tx, mails(result));
          return result;
        }),
      cancel: async (bookingId, now, mails) => {
        // A booking's event never changes: read outside the transaction only to queue behind that event's seats.
        const eventSlug = (await guard(() => bookings.doc(bookingId).get())).get('eventSlug') as string | undefined;
        if (eventSlug === undefined) throw new NotFoundError(`No booking ${bookingId}`);
        return seatTransaction(eventSlug, async (tx) => {
          const ref = bookings.doc(bookingId);
          const data = (await tx.get(ref)).data();
          if (!data) throw new NotFoundError(`No booking ${bookingId}`);
          const held = decodeBooking(data);
          if (held.status === 'CANCELLED') throw new ConflictError('ALREADY_CANCELLED', `Booking ${bookingId} is cancelled already`);
          const eventRef = events.doc(held.eventSlug);
          const eventData = (await tx.get(eventRef)).data();
          const next =
            held.status === 'CONFIRMED'
              ? (await tx.get(bookings.where('eventSlug', '==', held.eventSlug).where('status', '==', 'WAITLISTED').orderBy('createdAt').limit(1))).docs[0]
              : undefined;
          const booking: BookingRecord = { ...held, status: 'CANCELLED', updatedAt: now };
          tx.update(ref, { status: booking.status, updatedAt: now });
          let promoted: BookingRecord | null = null;
          if (next) {
            promoted = { ...decodeBooking(next.data()), status: 'CONFIRMED', updatedAt: now };
            tx.update(next.ref, { status: promoted.status, updatedAt: now });
          }
          if (eventData) {
            const freed = held.status === 'CONFIRMED' && !next ? 1 : 0;
            tx.update(eventRef, { seatsLeft: (eventData.seatsLeft as number) + freed });
          }
          const result: CancellationResult = { booking, promoted };
          queueMails(tx, mails(result));
          return result;
        });
      },
      getByIds: (ids) => guard(() => bySlugs(bookings, ids, decodeBooking)),
      byUser: (uid) => guard(async () => (await read(bookings.where('uid', '==', uid).orderBy('createdAt', 'desc'))).map(decodeBooking)),
      byEvent: (eventSlug) =>
        guard(async () => (await read(bookings.where('eventSlug', '==', eventSlug).orderBy('createdAt'))).map(decodeBooking)),
    },

    moderation: {
      claimsByIds: (ids) => guard(() => bySlugs(venueClaims, ids, (d) => fromDocument<VenueClaimRecord>(d))),
      claims: (filter, limit) =>
        guard(async () => {
          let query: Query = venueClaims;
          if (filter.state !== undefined) query = query.where('state', '==', filter.state);
          if (filter.uid !== undefined) query = query.where('uid', '==', filter.uid);
          if (filter.venueSlug !== undefined) query = query.where('venueSlug', '==', filter.venueSlug);
          return (await read(query.orderBy('createdAt').limit(limit))).map((d) => fromDocument<VenueClaimRecord>(d));
        }),
      venueChangesBySlugs: (venueSlugs) => guard(() => bySlugs(venueChanges, venueSlugs, (d) => fromDocument<VenueChangeRecord>(d))),
      pendingVenueChanges: (limit) =>
        guard(async () =>
          (await read(venueChanges.where('state', '==', 'PENDING').orderBy('updatedAt').limit(limit))).map((d) =>
            fromDocument<VenueChangeRecord>(d),
          ),
        ),
      log: ({ first, offset }) =>
        guard(() => page(moderationLog.orderBy('at', 'desc'), undefined, first, offset, (d) => fromDocument<ModerationLogRecord>(d))),
      contactMessages: (filter, { first, offset }) =>
        guard(() => {
          const query = filter.handled === undefined ? contactMessages : contactMessages.where('handled', '==', filter.handled);
          return page(query.orderBy('createdAt', 'desc'), undefined, first, offset, (d) => fromDocument<ContactMessageRecord>(d));
        }),
    },

    mail: {
      list: (filter, limit) =>
        guard(async () => {
          const query = (filter.to === undefined ? mail : mail.where('to', '==', filter.to)).orderBy('createdAt', 'desc').limit(limit);
          const snapshot = await query.get();
          if (stats) {
            stats.queries += 1;
            stats.documents += snapshot.size;
          }
          return snapshot.docs.map((doc) => fromMailDocument(doc.id, doc.data()));
        }),
    },

    // One transaction: all or nothing, and a `create` whose document exists fails it as a whole. It reads the events
    // it replaces, so that their seat counts stay the bookings' (and a booking in between makes it run again).
    write: (ops) =>
      guard(async () => {
        if (ops.length > BATCH_LIMIT) throw new RangeError(`Store.write takes at most ${BATCH_LIMIT} operations, not ${ops.length}`);
        const edited = ops.flatMap((op) => ('put' in op && op.put === 'event' ? [events.doc(op.record.slug)] : []));
        try {
          await db.runTransaction(async (tx) => {
            const stored = new Map((edited.length > 0 ? await tx.getAll(...edited) : []).map((s) => [s.id, s.data()]));
            for (const op of ops) {
              if ('delete' in op) {
                tx.delete(deletable[op.delete].doc(op.key));
                continue;
              }
              const [collection, id, data] = placeOf(op);
              const before = 'put' in op && op.put === 'event' ? stored.get(id) : undefined;
              if (before) data.seatsLeft = seatsAfterEdit(before as EventRecord, data as EventRecord);
              if ('create' in op) tx.create(collection.doc(id), data);
              else tx.set(collection.doc(id), data);
            }
          });
        } catch (error) {
          if ((error as { code?: unknown }).code === ALREADY_EXISTS) {
            throw new ConflictError('ALREADY_EXISTS', `A record created in this write exists already: ${(error as Error).message}`);
          }
          throw error;
        }
      }, false),

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
