// The embedded store: one SQLite file (better-sqlite3) for a single-server deployment and for development. Columns
// hold what lists filter and sort on, a JSON column the rest of the record; crafts and tags live in join tables so
// that every filter is SQL. Dates are stored as epoch milliseconds, so they round-trip exactly.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type {
  ArticleRecord,
  CityRecord,
  CraftRecord,
  EventRecord,
  VenueRecord,
} from '../../domain/records.js';
import {
  StoreUnavailableError,
  type Page,
  type Store,
} from '../../domain/repositories.js';
import { migrate } from './migrations.js';

export interface EmbeddedStoreOptions {
  /** Path of the SQLite file (its folder is created), or ':memory:'. */
  file: string;
  /** How long a write waits for another connection's lock before giving up (ms). */
  busyTimeoutMs?: number;
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
  add(clause: string, param: Param): void {
    this.clauses.push(clause);
    this.params.push(param);
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

const venueDates = { updatedAt: 'updated_at' };
const eventDates = { startsAt: 'starts_at', endsAt: 'ends_at', updatedAt: 'updated_at' };
const articleDates = { publishedAt: 'published_at', updatedAt: 'updated_at' };

export function openEmbeddedStore(options: EmbeddedStoreOptions): Store {
  let db: Database.Database;
  try {
    if (options.file !== ':memory:') mkdirSync(dirname(options.file), { recursive: true });
    db = new Database(options.file, { timeout: options.busyTimeoutMs ?? 5000 });
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL'); // a commit that returned survives a power cut too
    db.pragma('foreign_keys = ON');
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
  const all = (sql: string, params: Param[]): Row[] => prepare(sql).all(...params) as Row[];

  /** Runs synchronous store work as one async call, mapping "cannot reach the file" to StoreUnavailableError. */
  const run = async <T>(work: () => T): Promise<T> => {
    try {
      return work();
    } catch (error) {
      throw toStoreError(error);
    }
  };

  /** Keyset page: `where` filters, `after` continues after the previous page's last key. */
  const page = <T>(
    table: string,
    where: { sql: string; params: Param[] },
    after: { sql: string; params: Param[] } | undefined,
    orderBy: string,
    first: number,
    decode: (row: Row) => T,
  ): Page<T> => {
    const total = prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where.sql}`).get(...where.params) as { n: number };
    const cursor = after ? ` AND ${after.sql}` : '';
    const rows = all(`SELECT * FROM ${table} WHERE ${where.sql}${cursor} ORDER BY ${orderBy} LIMIT ?`, [
      ...where.params,
      ...(after?.params ?? []),
      first + 1,
    ]);
    return { items: rows.slice(0, first).map(decode), hasNextPage: rows.length > first, totalCount: total.n };
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

  return {
    adapter: 'embedded',

    venues: {
      list: (filter, { first, after }) =>
        run(() => {
          const where = new Where('published = 1');
          if (filter.citySlug !== undefined) where.add('city_slug = ?', filter.citySlug);
          if (filter.kind !== undefined) where.add('kind = ?', filter.kind);
          if (filter.craftSlug !== undefined) {
            where.add('EXISTS (SELECT 1 FROM venue_crafts c WHERE c.venue_slug = venues.slug AND c.craft_slug = ?)', filter.craftSlug);
          }
          return page(
            'venues',
            where,
            after && { sql: '(name_sort, slug) > (?, ?)', params: [after.nameSort, after.slug] },
            'name_sort, slug',
            first,
            decodeVenue,
          );
        }),
      getBySlugs: (slugs) => run(() => bySlugs('venues', slugs, decodeVenue)),
      upsertMany: (venues) =>
        transaction(venues, (venue) => {
          prepare(
            `INSERT INTO venues (slug, published, name_sort, kind, city_slug, updated_at, data)
             VALUES (?, ?, ?, ?, ?, ?, ?)
             ON CONFLICT (slug) DO UPDATE SET published = excluded.published, name_sort = excluded.name_sort,
               kind = excluded.kind, city_slug = excluded.city_slug, updated_at = excluded.updated_at, data = excluded.data`,
          ).run(
            venue.slug,
            venue.published ? 1 : 0,
            venue.nameSort,
            venue.kind,
            venue.citySlug,
            venue.updatedAt.getTime(),
            encode(venue, ['updatedAt']),
          );
          replaceLinks('venue_crafts', 'venue_slug', 'craft_slug', venue.slug, venue.craftSlugs);
        }),
    },

    events: {
      list: (filter, { first, after }) =>
        run(() => {
          const where = new Where('published = 1');
          if (filter.endsAfter !== undefined) where.add('ends_at >= ?', filter.endsAfter.getTime());
          if (filter.startsBefore !== undefined) where.add('starts_at < ?', filter.startsBefore.getTime());
          if (filter.venueSlug !== undefined) where.add('venue_slug = ?', filter.venueSlug);
          if (filter.citySlug !== undefined) where.add('city_slug = ?', filter.citySlug);
          if (filter.craftSlug !== undefined) {
            where.add('EXISTS (SELECT 1 FROM event_crafts c WHERE c.event_slug = events.slug AND c.craft_slug = ?)', filter.craftSlug);
          }
          return page(
            'events',
            where,
            after && { sql: '(starts_at, slug) > (?, ?)', params: [after.startsAt.getTime(), after.slug] },
            'starts_at, slug',
            first,
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
      upsertMany: (events) =>
        transaction(events, (event) => {
          prepare(
            `INSERT INTO events (slug, published, venue_slug, city_slug, starts_at, ends_at, updated_at, data)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)
             ON CONFLICT (slug) DO UPDATE SET published = excluded.published, venue_slug = excluded.venue_slug,
               city_slug = excluded.city_slug, starts_at = excluded.starts_at, ends_at = excluded.ends_at,
               updated_at = excluded.updated_at, data = excluded.data`,
          ).run(
            event.slug,
            event.published ? 1 : 0,
            event.venueSlug,
            event.citySlug,
            event.startsAt.getTime(),
            event.endsAt.getTime(),
            event.updatedAt.getTime(),
            encode(event, ['startsAt', 'endsAt', 'updatedAt']),
          );
          replaceLinks('event_crafts', 'event_slug', 'craft_slug', event.slug, event.craftSlugs);
        }),
    },

    articles: {
      list: (filter, { first, after }) =>
        run(() => {
          const where = new Where('published = 1');
          if (filter.craftSlug !== undefined) {
            where.add('EXISTS (SELECT 1 FROM article_crafts c WHERE c.article_slug = articles.slug AND c.craft_slug = ?)', filter.craftSlug);
          }
          if (filter.tag !== undefined) {
            where.add('EXISTS (SELECT 1 FROM article_tags t WHERE t.article_slug = articles.slug AND t.tag = ?)', filter.tag);
          }
          const at = after?.publishedAt.getTime() ?? 0;
          return page(
            'articles',
            where,
            after && { sql: '(published_at < ? OR (published_at = ? AND slug > ?))', params: [at, at, after.slug] },
            'published_at DESC, slug',
            first,
            decodeArticle,
          );
        }),
      getBySlugs: (slugs) => run(() => bySlugs('articles', slugs, decodeArticle)),
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

    ping: () =>
      run(() => {
        prepare('SELECT 1').get();
      }),
    isEmpty: () => run(() => (prepare('SELECT EXISTS (SELECT 1 FROM crafts) AS found').get() as { found: number }).found === 0),
    close: async () => {
      if (db.open) db.close();
    },
  };
}
