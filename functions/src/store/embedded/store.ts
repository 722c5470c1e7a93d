// The embedded store: one SQLite file (better-sqlite3) for a single-server deployment and for development. Columns
// hold what lists filter and sort on, a JSON column the rest of the record; crafts and tags live in join tables so
// that every filter is SQL. Dates are stored as epoch milliseconds, so they round-trip exactly.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { compareArticles, compareEvents, compareVenues, matchArticle, matchEvent, matchVenue, pageOfHits, type Hit } from '../../domain/discovery.js';
import { boundingBox, distanceKm, type GeoCircle } from '../../domain/geo.js';
import { isOpenAt } from '../../domain/opening-hours.js';
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
  type Nearby,
  type Page,
  type ReadStats,
  type Store,
  type WriteOp,
} from '../../domain/repositories.js';
import { queryTerms, type SearchQuery } from '../../domain/search.js';
import { seatsAfterEdit } from '../seats.js';
import { migrate, termsOf, writeTerms } from './migrations.js';

export interface EmbeddedStoreOptions {
  /** Path of the SQLite file (its folder is created), or ':memory:'. */
  file: string;
  /** How long a write waits for another connection's lock before giving up (ms). */
  busyTimeoutMs?: number;
  /** Counts statements run and rows they returned (for the benchmark). */
  stats?: ReadStats;
}

type Row = Record<string, unknown> & { data: string };
type Param = string | number | null;

/** A WHERE clause built from optional filters, with its parameters in order. */
class Where {
  private readonly clauses: string[];
  readonly params: Param[] = [];
  constructor(first: string) {
    this.clauses = [first];
  }
  add(clause: string, ...params: Param[]): void {
    this.clauses.push(clause);
    this.params.push(...params);
  }

  /** Within the circle: the bounding box on the indexed lat/lng columns narrows, the exact distance decides. */
  near(circle: GeoCircle): void {
    const box = boundingBox(circle);
    this.add('lat BETWEEN ? AND ?', box.minLat, box.maxLat);
    this.add(`(${box.lng.map(() => 'lng BETWEEN ? AND ?').join(' OR ')})`, ...box.lng.flat());
    this.add('distance_km(?, ?, lat, lng) <= ?', circle.center.lat, circle.center.lng, circle.radiusKm);
  }

  /** Carries at least one of the query's terms (matchScore then decides). */
  text(kind: keyof typeof termsOf, table: string, query: SearchQuery): void {
    this.add(
      `EXISTS (SELECT 1 FROM search_terms t WHERE t.kind = '${kind}' AND t.slug = ${table}.slug AND t.term IN (SELECT value FROM json_each(?)))`,
      JSON.stringify(queryTerms(query)),
    );
  }
  get sql(): string {
    return this.clauses.join(' AND ');
  }
}

/** SQLite result codes that mean the store cannot be reached or opened, rather than a bug in the query. */
const UNAVAILABLE_CODES = new Set(['SQLITE_CANTOPEN', 'SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_IOERR', 'SQLITE_FULL']);

function toStoreError(error: unknown): unknown {
  if (error instanceof StoreUnavailableError) return error;
  const code = (error as { code?: unknown }).code;
  const unavailable =
    (typeof code === 'string' && [...UNAVAILABLE_CODES].some((c) => code === c || code.startsWith(`${c}_`))) ||
    (error instanceof TypeError && /database connection is not open/i.test(error.message));
  return unavailable ? new StoreUnavailableError(`Embedded store unavailable: ${(error as Error).message}`, { cause: error }) : error;
}

/** JSON of a record without the fields stored in their own columns as epoch ms. */
function encode(record: object, dateFields: readonly string[]): string {
  return JSON.stringify(Object.fromEntries(Object.entries(record).filter(([key]) => !dateFields.includes(key))));
}

function decodeDates<T>(row: Row, dates: Record<string, string>): T {
  const record = JSON.parse(row.data) as Record<string, unknown>;
  for (const [field, column] of Object.entries(dates)) record[field] = new Date(row[column] as number);
  return record as T;
}

/**
 * JSON for the tables of issue 4, whose records keep every field in `data` (columns only index): Dates, nested ones
 * too (a venue change's venue), become {"$date": epoch ms}, so they round-trip exactly.
 */
function toJson(record: object): string {
  return JSON.stringify(record, function (this: Record<string, unknown>, key, value: unknown) {
    const raw = this[key];
    if (!(raw instanceof Date)) return value;
    if (Number.isNaN(raw.getTime())) throw new RangeError(`Invalid date in field ${key}`);
    return { $date: raw.getTime() };
  });
}

function fromJson<T>(data: string): T {
  return JSON.parse(data, (_key, value: unknown) =>
    value !== null && typeof value === 'object' && '$date' in value ? new Date((value as { $date: number }).$date) : value,
  ) as T;
}

const fromData = <T>(row: Row) => fromJson<T>(row.data);

/** Epoch ms of a date column; an invalid Date fails the write instead of storing NaN. */
function ms(date: Date): number {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid date');
  return time;
}

function decodeBooking(row: Record<string, unknown>): BookingRecord {
  return {
    id: row.id as string,
    eventSlug: row.event_slug as string,
    uid: row.uid as string,
    status: row.status as BookingRecord['status'],
    createdAt: new Date(row.created_at as number),
    updatedAt: new Date(row.updated_at as number),
  };
}

const venueDates = { updatedAt: 'updated_at' };
const eventDates = { startsAt: 'starts_at', endsAt: 'ends_at', updatedAt: 'updated_at' };
const articleDates = { publishedAt: 'published_at', updatedAt: 'updated_at' };

const databases = new WeakMap<Store, Database.Database>();

/**
 * The SQLite connection behind an embedded store, for the embedded identity adapter (its accounts live in the same
 * file, migration 3); undefined for any other store.
 */
export function embeddedDatabase(store: Store): Database.Database | undefined {
  return databases.get(store);
}

export function openEmbeddedStore(options: EmbeddedStoreOptions): Store {
  let db: Database.Database;
  try {
    if (options.file !== ':memory:') mkdirSync(dirname(options.file), { recursive: true });
    db = new Database(options.file, { timeout: options.busyTimeoutMs ?? 5000 });
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL'); // a commit that returned survives a power cut too
    db.pragma('foreign_keys = ON');
    // The same distance and opening-hours rules as the rest of the code, callable from SQL.
    db.function('distance_km', { deterministic: true }, (lat1, lng1, lat2, lng2) =>
      distanceKm({ lat: lat1 as number, lng: lng1 as number }, { lat: lat2 as number, lng: lng2 as number }),
    );
    db.function('open_at', { deterministic: true }, (data, at) => {
      const venue = JSON.parse(data as string) as VenueRecord;
      return isOpenAt(venue.openingHours, venue.timeZone, new Date(at as number)) ? 1 : 0;
    });
    migrate(db);
  } catch (error) {
    // Whatever stops the file from opening (missing permissions, a corrupt file, a lock) makes the store unavailable.
    throw new StoreUnavailableError(`Cannot open embedded store at ${options.file}: ${(error as Error).message}`, {
      cause: error,
    });
  }

  const statements = new Map<string, Database.Statement>();
  const prepare = (sql: string): Database.Statement => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const stats = options.stats;
  const all = (sql: string, params: Param[]): Row[] => {
    const rows = prepare(sql).all(...params) as Row[];
    if (stats) {
      stats.queries += 1;
      stats.documents += rows.length;
    }
    return rows;
  };

  /** Runs synchronous store work as one async call, mapping "cannot reach the file" to StoreUnavailableError. */
  const run = async <T>(work: () => T): Promise<T> => {
    try {
      return work();
    } catch (error) {
      throw toStoreError(error);
    }
  };

  /**
   * One page: `where` filters, `after` continues after the previous page's last key, `offset` skips; with `near`
   * ordered by distance first, each item's distance alongside.
   */
  const page = <T>(
    table: string,
    where: Where,
    options: { after?: { sql: string; params: Param[] }; orderBy: string; first: number; offset?: number; near?: GeoCircle },
    decode: (row: Row) => T,
  ): Page<T> => {
    const [total] = all(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where.sql}`, where.params) as unknown as { n: number }[];
    const { after, near, first } = options;
    const distance = near ? ', distance_km(?, ?, lat, lng) AS distance' : '';
    const rows = all(
      `SELECT *${distance} FROM ${table} WHERE ${where.sql}${after ? ` AND ${after.sql}` : ''}
       ORDER BY ${near ? 'distance, ' : ''}${options.orderBy} LIMIT ? OFFSET ?`,
      [...(near ? [near.center.lat, near.center.lng] : []), ...where.params, ...(after?.params ?? []), first + 1, options.offset ?? 0],
    );
    const items = rows.slice(0, first);
    return {
      items: items.map(decode),
      hasNextPage: rows.length > first,
      totalCount: total?.n ?? 0,
      ...(near ? { distancesKm: items.map((row) => row.distance as number) } : {}),
    };
  };

  /** Text search: every candidate carrying a query term, matched and ranked by the shared rules. */
  const ranked = <T, K>(
    table: string,
    where: Where,
    decode: (row: Row) => T,
    match: (record: T) => Hit<T> | null,
    filter: { near?: GeoCircle; text?: SearchQuery },
    request: { first: number; after?: K; offset?: number },
    compare: (a: T | K, b: T | K) => number,
  ): Page<T> => {
    const hits = all(`SELECT * FROM ${table} WHERE ${where.sql}`, where.params)
      .map((row) => match(decode(row)))
      .filter((hit) => hit !== null);
    return pageOfHits(hits, filter, request, compare);
  };

  /** For each key, the first `limit` rows of `from` (which selects a `key` column) in `orderBy` order. */
  const firstPerKey = <T>(keys: readonly string[], from: string, params: Param[], orderBy: string, limit: number, decode: (row: Row) => T) => {
    const result = new Map<string, T[]>(keys.map((key) => [key, []]));
    if (keys.length === 0 || limit <= 0) return result;
    const rows = all(
      `SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY key ORDER BY ${orderBy}) AS position FROM (${from}))
       WHERE position <= ? ORDER BY key, ${orderBy}`,
      [...params, JSON.stringify(keys), limit],
    );
    for (const row of rows) result.get(row.key as string)?.push(decode(row));
    return result;
  };

  const bySlugs = <T>(table: string, slugs: readonly string[], decode: (row: Row) => T): (T | null)[] => {
    if (slugs.length === 0) return [];
    const rows = all(`SELECT * FROM ${table} WHERE slug IN (SELECT value FROM json_each(?))`, [JSON.stringify(slugs)]);
    const found = new Map(rows.map((row) => [row.slug as string, decode(row)]));
    return slugs.map((slug) => found.get(slug) ?? null);
  };

  /** Replaces a record's rows in a join table. */
  const replaceLinks = (table: string, ownerColumn: string, valueColumn: string, owner: string, values: readonly string[]) => {
    prepare(`DELETE FROM ${table} WHERE ${ownerColumn} = ?`).run(owner);
    const insert = prepare(`INSERT OR IGNORE INTO ${table} (${ownerColumn}, ${valueColumn}) VALUES (?, ?)`);
    for (const value of values) insert.run(owner, value);
  };

  const transaction = <T>(records: readonly T[], write: (record: T) => void) =>
    run(() => db.transaction((all: readonly T[]) => all.forEach(write))(records));

  const decodeVenue = (row: Row) => decodeDates<VenueRecord>(row, venueDates);
  const decodeEvent = (row: Row) => decodeDates<EventRecord>(row, eventDates);
  const decodeArticle = (row: Row) => decodeDates<ArticleRecord>(row, articleDates);

  /** Writes one venue with its crafts, owners and search terms (upsertMany and Store.write). */
  const writeVenue = (venue: VenueRecord) => {
    prepare(
      `INSERT INTO venues (slug, published, name_sort, kind, city_slug, lat, lng, updated_at, data)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (slug) DO UPDATE SET published = excluded.published, name_sort = excluded.name_sort,
         kind = excluded.kind, city_slug = excluded.city_slug, lat = excluded.lat, lng = excluded.lng,
         updated_at = excluded.updated_at, data = excluded.data`,
    ).run(
      venue.slug,
      venue.published ? 1 : 0,
      venue.nameSort,
      venue.kind,
      venue.citySlug,
      venue.geo.lat,
      venue.geo.lng,
      venue.updatedAt.getTime(),
      encode(venue, ['updatedAt']),
    );
    replaceLinks('venue_crafts', 'venue_slug', 'craft_slug', venue.slug, venue.craftSlugs);
    replaceLinks('venue_owners', 'venue_slug', 'uid', venue.slug, venue.ownerUids ?? []);
    writeTerms(db, 'venue', venue.slug, termsOf.venue(venue));
  };

  /** Writes one event with its crafts and search terms (upsertMany and Store.write). */
  const writeEvent = (event: EventRecord) => {
    prepare(
      `INSERT INTO events (slug, published, venue_slug, city_slug, starts_at, ends_at, lat, lng, price_cents, level,
         owner_uid, review, updated_at, data)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (slug) DO UPDATE SET published = excluded.published, venue_slug = excluded.venue_slug,
         city_slug = excluded.city_slug, starts_at = excluded.starts_at, ends_at = excluded.ends_at,
         lat = excluded.lat, lng = excluded.lng, price_cents = excluded.price_cents, level = excluded.level,
         owner_uid = excluded.owner_uid, review = excluded.review, updated_at = excluded.updated_at, data = excluded.data`,
    ).run(
      event.slug,
      event.published ? 1 : 0,
      event.venueSlug,
      event.citySlug,
      event.startsAt.getTime(),
      event.endsAt.getTime(),
      event.geo.lat,
      event.geo.lng,
      event.price.amountCents,
      event.level,
      event.ownerUid ?? null,
      event.review ?? null,
      event.updatedAt.getTime(),
      encode(event, ['startsAt', 'endsAt', 'updatedAt']),
    );
    replaceLinks('event_crafts', 'event_slug', 'craft_slug', event.slug, event.craftSlugs);
    writeTerms(db, 'event', event.slug, termsOf.event(event));
  };

  const exists = (sql: string, key: string) => prepare(`SELECT EXISTS (${sql}) AS found`).get(key) as { found: number };

  /** One operation of Store.write, inside its transaction. */
  const apply = (op: WriteOp) => {
    if ('delete' in op) {
      const table = { profile: 'profiles', event: 'events', venueChange: 'venue_changes', venueClaim: 'venue_claims', booking: 'bookings' }[op.delete];
      const key = { profile: 'uid', event: 'slug', venueChange: 'venue_slug', venueClaim: 'id', booking: 'id' }[op.delete];
      prepare(`DELETE FROM ${table} WHERE ${key} = ?`).run(op.key);
      if (op.delete === 'event') writeTerms(db, 'event', op.key, []);
      return;
    }
    if ('create' in op) {
      if (exists('SELECT 1 FROM events WHERE slug = ?', op.record.slug).found) {
        throw new ConflictError('ALREADY_EXISTS', `An event with the slug ${op.record.slug} exists already`);
      }
      writeEvent(op.record);
      return;
    }
    switch (op.put) {
      case 'event': {
        const stored = getEvent(op.record.slug);
        return writeEvent(stored ? { ...op.record, seatsLeft: seatsAfterEdit(stored, op.record) } : op.record);
      }
      case 'venue':
        return writeVenue(op.record);
      case 'profile': {
        const p = op.record;
        prepare('INSERT OR REPLACE INTO profiles (uid, email, created_at, updated_at, data) VALUES (?, ?, ?, ?, ?)').run(
          p.uid, p.email, ms(p.createdAt), ms(p.updatedAt), toJson(p),
        );
        return;
      }
      case 'venueClaim': {
        const c = op.record;
        prepare('INSERT OR REPLACE INTO venue_claims (id, venue_slug, uid, state, created_at, data) VALUES (?, ?, ?, ?, ?, ?)').run(
          c.id, c.venueSlug, c.uid, c.state, ms(c.createdAt), toJson(c),
        );
        return;
      }
      case 'venueChange': {
        const c = op.record;
        prepare('INSERT OR REPLACE INTO venue_changes (venue_slug, uid, state, updated_at, data) VALUES (?, ?, ?, ?, ?)').run(
          c.venueSlug, c.uid, c.state, ms(c.updatedAt), toJson(c),
        );
        return;
      }
      case 'moderationLog':
        prepare('INSERT OR REPLACE INTO moderation_log (id, at, data) VALUES (?, ?, ?)').run(op.record.id, ms(op.record.at), toJson(op.record));
        return;
      case 'contactMessage': {
        const m = op.record;
        prepare('INSERT OR REPLACE INTO contact_messages (id, handled, created_at, data) VALUES (?, ?, ?, ?)').run(
          m.id, m.handled ? 1 : 0, ms(m.createdAt), toJson(m),
        );
        return;
      }
      case 'mail':
        writeMail(op.record);
        return;
    }
  };

  const writeMail = (mail: MailRecord) => {
    prepare('INSERT OR REPLACE INTO mail (id, to_address, created_at, data) VALUES (?, ?, ?, ?)').run(
      mail.id, mail.to, ms(mail.createdAt), toJson(mail),
    );
  };

  const writeBooking = (booking: BookingRecord) => {
    prepare(
      `INSERT INTO bookings (id, event_slug, uid, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at`,
    ).run(booking.id, booking.eventSlug, booking.uid, booking.status, ms(booking.createdAt), ms(booking.updatedAt));
  };

  /**
   * Seat changes run as IMMEDIATE transactions: the write lock is taken before the event is read, so a second
   * connection (another process on the same file) waits instead of deciding on a seat count that is about to change.
   */
  const seatTransaction = <T>(work: () => T): Promise<T> => run(() => db.transaction(work).immediate());

  const getEvent = (slug: string) => {
    const row = prepare('SELECT * FROM events WHERE slug = ?').get(slug) as Row | undefined;
    return row && decodeEvent(row);
  };

  /** Moves seatsLeft by `delta` (the record's JSON and nothing else: a seat is no edit of the event). */
  const moveSeats = (slug: string, delta: number) =>
    prepare(`UPDATE events SET data = json_set(data, '$.seatsLeft', json_extract(data, '$.seatsLeft') + ?) WHERE slug = ?`).run(delta, slug);

  /** Oldest first (ascending) or newest first (descending), ties by key in the same direction. */
  const listPage = <T>(table: string, where: Where, order: string, request: { first: number; offset: number }, decode: (row: Row) => T) =>
    page(table, where, { orderBy: order, first: request.first, offset: request.offset }, decode);

  const store: Store = {
    adapter: 'embedded',

    venues: {
      list: (filter, { first, after, offset }) =>
        run(() => {
          const where = new Where('published = 1');
          if (filter.citySlug !== undefined) where.add('city_slug = ?', filter.citySlug);
          if (filter.kind !== undefined) where.add('kind = ?', filter.kind);
          if (filter.craftSlug !== undefined) {
            where.add('EXISTS (SELECT 1 FROM venue_crafts c WHERE c.venue_slug = venues.slug AND c.craft_slug = ?)', filter.craftSlug);
          }
          if (filter.openAt !== undefined) where.add('open_at(data, ?) = 1', filter.openAt.getTime());
          if (filter.near) where.near(filter.near);
          if (filter.text) {
            where.text('venue', 'venues', filter.text);
            return ranked('venues', where, decodeVenue, (v) => matchVenue(v, filter), filter, { first, after, offset }, compareVenues);
          }
          return page(
            'venues',
            where,
            {
              after: after && { sql: '(name_sort, slug) > (?, ?)', params: [after.nameSort, after.slug] },
              orderBy: 'name_sort, slug',
              first,
              offset,
              near: filter.near,
            },
            decodeVenue,
          );
        }),
      getBySlugs: (slugs) => run(() => bySlugs('venues', slugs, decodeVenue)),
      nearby: (origins, radiusKm, limit) =>
        run(() => {
          const result = new Map<string, Nearby<VenueRecord>[]>();
          for (const origin of origins) {
            if (result.has(origin.slug)) continue;
            const where = new Where('published = 1');
            where.add('slug <> ?', origin.slug);
            where.near({ center: origin.geo, radiusKm });
            const found = page('venues', where, { orderBy: 'name_sort, slug', first: limit, near: { center: origin.geo, radiusKm } }, decodeVenue);
            result.set(origin.slug, found.items.map((record, i) => ({ record, distanceKm: found.distancesKm![i]! })));
          }
          return result;
        }),
      byCrafts: (craftSlugs, limit) =>
        run(() =>
          firstPerKey(
            craftSlugs,
            `SELECT v.*, c.craft_slug AS key FROM venues v JOIN venue_crafts c ON c.venue_slug = v.slug
             WHERE v.published = 1 AND c.craft_slug IN (SELECT value FROM json_each(?))`,
            [],
            'name_sort, slug',
            limit,
            decodeVenue,
          ),
        ),
      upsertMany: (venues) => transaction(venues, writeVenue),
      byOwner: (uid) =>
        run(() =>
          all(
            `SELECT v.* FROM venue_owners o JOIN venues v ON v.slug = o.venue_slug WHERE o.uid = ? ORDER BY v.name_sort, v.slug`,
            [uid],
          ).map(decodeVenue),
        ),
    },

    events: {
      list: (filter, { first, after, offset }) =>
        run(() => {
          const where = new Where('published = 1');
          if (filter.endsAfter !== undefined) where.add('ends_at >= ?', filter.endsAfter.getTime());
          if (filter.startsBefore !== undefined) where.add('starts_at < ?', filter.startsBefore.getTime());
          if (filter.venueSlug !== undefined) where.add('venue_slug = ?', filter.venueSlug);
          if (filter.citySlug !== undefined) where.add('city_slug = ?', filter.citySlug);
          if (filter.craftSlug !== undefined) {
            where.add('EXISTS (SELECT 1 FROM event_crafts c WHERE c.event_slug = events.slug AND c.craft_slug = ?)', filter.craftSlug);
          }
          if (filter.maxPriceCents !== undefined) where.add('price_cents <= ?', filter.maxPriceCents);
          if (filter.level !== undefined) where.add('level = ?', filter.level);
          if (filter.near) where.near(filter.near);
          if (filter.text) {
            where.text('event', 'events', filter.text);
            return ranked('events', where, decodeEvent, (e) => matchEvent(e, filter), filter, { first, after, offset }, compareEvents);
          }
          return page(
            'events',
            where,
            {
              after: after && { sql: '(starts_at, slug) > (?, ?)', params: [after.startsAt.getTime(), after.slug] },
              orderBy: 'starts_at, slug',
              first,
              offset,
              near: filter.near,
            },
            decodeEvent,
          );
        }),
      getBySlugs: (slugs) => run(() => bySlugs('events', slugs, decodeEvent)),
      upcomingByVenues: (venueSlugs, endsAfter, limit) =>
        run(() => {
          const result = new Map<string, EventRecord[]>(venueSlugs.map((slug) => [slug, []]));
          if (venueSlugs.length === 0 || limit <= 0) return result;
          const rows = all(
            `SELECT * FROM (
               SELECT *, ROW_NUMBER() OVER (PARTITION BY venue_slug ORDER BY starts_at, slug) AS position
               FROM events
               WHERE published = 1 AND ends_at >= ? AND venue_slug IN (SELECT value FROM json_each(?))
             ) WHERE position <= ? ORDER BY venue_slug, starts_at, slug`,
            [endsAfter.getTime(), JSON.stringify(venueSlugs), limit],
          );
          for (const row of rows) result.get(row.venue_slug as string)?.push(decodeEvent(row));
          return result;
        }),
      upcomingByCrafts: (craftSlugs, endsAfter, limit) =>
        run(() =>
          firstPerKey(
            craftSlugs,
            `SELECT e.*, c.craft_slug AS key FROM events e JOIN event_crafts c ON c.event_slug = e.slug
             WHERE e.published = 1 AND e.ends_at >= ? AND c.craft_slug IN (SELECT value FROM json_each(?))`,
            [endsAfter.getTime()],
            'starts_at, slug',
            limit,
            decodeEvent,
          ),
        ),
      upsertMany: (events) => transaction(events, writeEvent),
      byOwner: (uid) =>
        run(() => all('SELECT * FROM events WHERE owner_uid = ? ORDER BY starts_at, slug', [uid]).map(decodeEvent)),
      inReview: (limit) =>
        run(() =>
          all(`SELECT * FROM events WHERE review = 'IN_REVIEW' ORDER BY updated_at, slug LIMIT ?`, [limit]).map(decodeEvent),
        ),
    },

    articles: {
      list: (filter, { first, after, offset }) =>
        run(() => {
          const where = new Where('published = 1');
          if (filter.craftSlug !== undefined) {
            where.add('EXISTS (SELECT 1 FROM article_crafts c WHERE c.article_slug = articles.slug AND c.craft_slug = ?)', filter.craftSlug);
          }
          if (filter.tag !== undefined) {
            where.add('EXISTS (SELECT 1 FROM article_tags t WHERE t.article_slug = articles.slug AND t.tag = ?)', filter.tag);
          }
          if (filter.text) {
            where.text('article', 'articles', filter.text);
            return ranked('articles', where, decodeArticle, (a) => matchArticle(a, filter), filter, { first, after, offset }, compareArticles);
          }
          const at = after?.publishedAt.getTime() ?? 0;
          return page(
            'articles',
            where,
            {
              after: after && { sql: '(published_at < ? OR (published_at = ? AND slug > ?))', params: [at, at, after.slug] },
              orderBy: 'published_at DESC, slug',
              first,
              offset,
            },
            decodeArticle,
          );
        }),
      getBySlugs: (slugs) => run(() => bySlugs('articles', slugs, decodeArticle)),
      latestByCrafts: (craftSlugs, limit) =>
        run(() =>
          firstPerKey(
            craftSlugs,
            `SELECT a.*, c.craft_slug AS key FROM articles a JOIN article_crafts c ON c.article_slug = a.slug
             WHERE a.published = 1 AND c.craft_slug IN (SELECT value FROM json_each(?))`,
            [],
            'published_at DESC, slug',
            limit,
            decodeArticle,
          ),
        ),
      upsertMany: (articles) =>
        transaction(articles, (article) => {
          prepare(
            `INSERT INTO articles (slug, published, published_at, updated_at, data) VALUES (?, ?, ?, ?, ?)
             ON CONFLICT (slug) DO UPDATE SET published = excluded.published, published_at = excluded.published_at,
               updated_at = excluded.updated_at, data = excluded.data`,
          ).run(
            article.slug,
            article.published ? 1 : 0,
            article.publishedAt.getTime(),
            article.updatedAt.getTime(),
            encode(article, ['publishedAt', 'updatedAt']),
          );
          replaceLinks('article_crafts', 'article_slug', 'craft_slug', article.slug, article.craftSlugs);
          replaceLinks('article_tags', 'article_slug', 'tag', article.slug, article.tags);
          writeTerms(db, 'article', article.slug, termsOf.article(article));
        }),
    },

    crafts: {
      listAll: () =>
        run(() => all('SELECT data FROM crafts ORDER BY position, slug', []).map((row) => JSON.parse(row.data) as CraftRecord)),
      upsertMany: (crafts) =>
        transaction(crafts, (craft) => {
          prepare('INSERT OR REPLACE INTO crafts (slug, position, data) VALUES (?, ?, ?)').run(
            craft.slug,
            craft.position,
            JSON.stringify(craft),
          );
        }),
    },

    cities: {
      listAll: () =>
        run(() =>
          all('SELECT data FROM cities ORDER BY population DESC, slug', []).map((row) => JSON.parse(row.data) as CityRecord),
        ),
      upsertMany: (cities) =>
        transaction(cities, (city) => {
          prepare('INSERT OR REPLACE INTO cities (slug, population, data) VALUES (?, ?, ?)').run(
            city.slug,
            city.population,
            JSON.stringify(city),
          );
        }),
    },

    profiles: {
      getByUids: (uids) =>
        run(() => {
          if (uids.length === 0) return [];
          const rows = all('SELECT * FROM profiles WHERE uid IN (SELECT value FROM json_each(?))', [JSON.stringify(uids)]);
          const found = new Map(rows.map((row) => [row.uid as string, fromData<ProfileRecord>(row)]));
          return uids.map((uid) => found.get(uid) ?? null);
        }),
      list: (request) => run(() => listPage('profiles', new Where('1 = 1'), 'email, uid', request, fromData<ProfileRecord>)),
    },

    bookings: {
      book: (eventSlug, uid, now, mails) =>
        seatTransaction(() => {
          const event = getEvent(eventSlug);
          if (!event?.published) throw new NotFoundError(`No published event ${eventSlug}`);
          if (event.status === 'CANCELLED' || event.endsAt.getTime() <= now.getTime()) {
            throw new ConflictError('EVENT_CLOSED', `Event ${eventSlug} takes no bookings`);
          }
          const active = prepare(`SELECT * FROM bookings WHERE event_slug = ? AND uid = ? AND status <> 'CANCELLED'`).get(eventSlug, uid);
          let result;
          if (active) {
            result = { booking: decodeBooking(active as Row), existing: true };
          } else {
            const seat = event.seatsLeft > 0;
            const booking: BookingRecord = { id: randomUUID(), eventSlug, uid, status: seat ? 'CONFIRMED' : 'WAITLISTED', createdAt: now, updatedAt: now };
            writeBooking(booking);
            if (seat) moveSeats(eventSlug, -1);
            result = { booking, existing: false };
          }
          mails(result).forEach(writeMail);
          return result;
        }),
      cancel: (bookingId, now, mails) =>
        seatTransaction(() => {
          const row = prepare('SELECT * FROM bookings WHERE id = ?').get(bookingId) as Row | undefined;
          if (!row) throw new NotFoundError(`No booking ${bookingId}`);
          const held = decodeBooking(row);
          if (held.status === 'CANCELLED') throw new ConflictError('ALREADY_CANCELLED', `Booking ${bookingId} is cancelled already`);
          const booking: BookingRecord = { ...held, status: 'CANCELLED', updatedAt: now };
          writeBooking(booking);
          let promoted: BookingRecord | null = null;
          if (held.status === 'CONFIRMED') {
            const next = prepare(
              `SELECT * FROM bookings WHERE event_slug = ? AND status = 'WAITLISTED' ORDER BY created_at, id LIMIT 1`,
            ).get(held.eventSlug) as Row | undefined;
            if (next) {
              promoted = { ...decodeBooking(next), status: 'CONFIRMED', updatedAt: now };
              writeBooking(promoted);
            } else {
              moveSeats(held.eventSlug, 1);
            }
          }
          const result = { booking, promoted };
          mails(result).forEach(writeMail);
          return result;
        }),
      getByIds: (ids) =>
        run(() => {
          if (ids.length === 0) return [];
          const rows = all('SELECT * FROM bookings WHERE id IN (SELECT value FROM json_each(?))', [JSON.stringify(ids)]);
          const found = new Map(rows.map((row) => [row.id as string, decodeBooking(row)]));
          return ids.map((id) => found.get(id) ?? null);
        }),
      byUser: (uid) =>
        run(() => all('SELECT * FROM bookings WHERE uid = ? ORDER BY created_at DESC, id DESC', [uid]).map(decodeBooking)),
      byEvent: (eventSlug) =>
        run(() => all('SELECT * FROM bookings WHERE event_slug = ? ORDER BY created_at, id', [eventSlug]).map(decodeBooking)),
    },

    moderation: {
      claimsByIds: (ids) =>
        run(() => {
          if (ids.length === 0) return [];
          const rows = all('SELECT * FROM venue_claims WHERE id IN (SELECT value FROM json_each(?))', [JSON.stringify(ids)]);
          const found = new Map(rows.map((row) => [row.id as string, fromData<VenueClaimRecord>(row)]));
          return ids.map((id) => found.get(id) ?? null);
        }),
      claims: (filter, limit) =>
        run(() => {
          const where = new Where('1 = 1');
          if (filter.state !== undefined) where.add('state = ?', filter.state);
          if (filter.uid !== undefined) where.add('uid = ?', filter.uid);
          if (filter.venueSlug !== undefined) where.add('venue_slug = ?', filter.venueSlug);
          return all(`SELECT * FROM venue_claims WHERE ${where.sql} ORDER BY created_at, id LIMIT ?`, [...where.params, limit]).map(
            fromData<VenueClaimRecord>,
          );
        }),
      venueChangesBySlugs: (venueSlugs) =>
        run(() => {
          if (venueSlugs.length === 0) return [];
          const rows = all('SELECT * FROM venue_changes WHERE venue_slug IN (SELECT value FROM json_each(?))', [JSON.stringify(venueSlugs)]);
          const found = new Map(rows.map((row) => [row.venue_slug as string, fromData<VenueChangeRecord>(row)]));
          return venueSlugs.map((slug) => found.get(slug) ?? null);
        }),
      pendingVenueChanges: (limit) =>
        run(() =>
          all(`SELECT * FROM venue_changes WHERE state = 'PENDING' ORDER BY updated_at, venue_slug LIMIT ?`, [limit]).map(
            fromData<VenueChangeRecord>,
          ),
        ),
      log: (request) =>
        run(() => listPage('moderation_log', new Where('1 = 1'), 'at DESC, id DESC', request, fromData<ModerationLogRecord>)),
      contactMessages: (filter, request) =>
        run(() => {
          const where = new Where('1 = 1');
          if (filter.handled !== undefined) where.add('handled = ?', filter.handled ? 1 : 0);
          return listPage('contact_messages', where, 'created_at DESC, id DESC', request, fromData<ContactMessageRecord>);
        }),
    },

    mail: {
      list: (filter, limit) =>
        run(() => {
          const where = new Where('1 = 1');
          if (filter.to !== undefined) where.add('to_address = ?', filter.to);
          return all(`SELECT * FROM mail WHERE ${where.sql} ORDER BY created_at DESC, id DESC LIMIT ?`, [...where.params, limit]).map(
            fromData<MailRecord>,
          );
        }),
    },

    write: (ops) => run(() => db.transaction(() => ops.forEach(apply)).immediate()),

    ping: () =>
      run(() => {
        prepare('SELECT 1').get();
      }),
    isEmpty: () => run(() => (prepare('SELECT EXISTS (SELECT 1 FROM crafts) AS found').get() as { found: number }).found === 0),
    close: async () => {
      if (db.open) db.close();
    },
  };
  databases.set(store, db);
  return store;
}
