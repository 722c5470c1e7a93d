// What every repository of the embedded store works with: the connection, a cache of prepared statements, the
// mapping of SQLite failures to StoreUnavailableError (`guard`), transactions, and the shapes of query the lists
// share (one page with its total, text search ranked by the shared rules, the first rows per key, rows by key).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { hasFeatures, type AccessibilityFeature } from '../../domain/accessibility.js';
import { pageOfHits, type Hit, type Ranking } from '../../domain/discovery.js';
import { distanceKm, type GeoCircle } from '../../domain/geo.js';
import { isOpenAt } from '../../domain/opening-hours.js';
import type { AccessibilityRecord, VenueRecord } from '../../domain/records.js';
import { StoreUnavailableError, type Page, type ReadStats } from '../../domain/repositories.js';
import { migrate } from './migrations.js';
import { fromRow, type Param, type Row } from './rows.js';
import type { Clause, Where } from './where.js';

export interface EmbeddedStoreOptions {
  /** Path of the SQLite file (its folder is created), or ':memory:'. */
  file: string;
  /** How long a write waits for another connection's lock before giving up (ms). */
  busyTimeoutMs?: number;
  /** Counts statements run and rows they returned (for the benchmark). */
  stats?: ReadStats;
}

/** Opens (creating and migrating) the file; whatever stops that makes the store unavailable. */
export function openDatabase(options: EmbeddedStoreOptions): Database.Database {
  try {
    if (options.file !== ':memory:') mkdirSync(dirname(options.file), { recursive: true });
    const db = new Database(options.file, { timeout: options.busyTimeoutMs ?? 5000 });
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL'); // a commit that returned survives a power cut too
    db.pragma('foreign_keys = ON');
    // The same distance, opening-hours and accessibility rules as the rest of the code, callable from SQL.
    db.function('distance_km', { deterministic: true }, (lat1, lng1, lat2, lng2) =>
      distanceKm({ lat: lat1 as number, lng: lng1 as number }, { lat: lat2 as number, lng: lng2 as number }),
    );
    db.function('open_at', { deterministic: true }, (data, at) => {
      const venue = JSON.parse(data as string) as VenueRecord;
      return isOpenAt(venue.openingHours, venue.timeZone, new Date(at as number)) ? 1 : 0;
    });
    // A record's accessibility (JSON, NULL when none) against the features asked (a JSON list).
    db.function('has_features', { deterministic: true }, (accessibility, asked) =>
      hasFeatures(accessibility === null ? undefined : (JSON.parse(accessibility as string) as AccessibilityRecord), JSON.parse(asked as string) as AccessibilityFeature[]) ? 1 : 0,
    );
    migrate(db);
    return db;
  } catch (error) {
    throw new StoreUnavailableError(`Cannot open embedded store at ${options.file}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * SQLite result codes (with their extended forms, SQLITE_IOERR_WRITE…) that mean the store cannot be reached, opened
 * or written (a full disk, a read-only file or mount, a lock held too long), rather than a bug in the query.
 */
const UNAVAILABLE_CODES = ['SQLITE_CANTOPEN', 'SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_IOERR', 'SQLITE_FULL', 'SQLITE_READONLY'];

export function toStoreError(error: unknown): unknown {
  if (error instanceof StoreUnavailableError) return error;
  const code = (error as { code?: unknown }).code;
  const unavailable =
    (typeof code === 'string' && UNAVAILABLE_CODES.some((c) => code === c || code.startsWith(`${c}_`))) ||
    (error instanceof TypeError && /database connection is not open/i.test(error.message));
  return unavailable ? new StoreUnavailableError(`Embedded store unavailable: ${(error as Error).message}`, { cause: error }) : error;
}

/** Where a page starts and how it is ordered; with `near` by distance. */
export interface PageOptions {
  after?: Clause;
  orderBy: string;
  first: number;
  offset?: number;
  near?: GeoCircle;
}

export interface EmbeddedKernel {
  readonly db: Database.Database;
  prepare(sql: string): Database.Statement;
  /** All rows of a query, counted in the stats. */
  all(sql: string, params: Param[]): Row[];
  /** Runs synchronous store work as one async call, mapping "cannot reach the file" to StoreUnavailableError. */
  guard<T>(work: () => T): Promise<T>;
  /**
   * One IMMEDIATE transaction: the write lock is taken before anything is read, so another connection (another
   * process on the same file) waits instead of deciding on data that is about to change.
   */
  transaction<T>(work: () => T): Promise<T>;
  /** Writes every record in one transaction, all or nothing. */
  upsert<T>(records: readonly T[], write: (record: T) => void): Promise<void>;
  /** One page of `table` and the filter's total count; with `near`, each item's distance alongside. */
  page<T>(table: string, where: Where, options: PageOptions): Page<T>;
  /** Text search: every candidate carrying a query term, matched, ranked and paged by the shared rules. */
  ranked<T, K>(
    table: string,
    where: Where,
    match: (record: T) => Hit<T> | null,
    filter: Ranking,
    request: { first: number; after?: K; offset?: number },
    compare: (a: T | K, b: T | K) => number,
  ): Page<T>;
  /** For each key, the first `limit` rows of `from` (which selects a `key` column) in `orderBy` order. */
  firstPerKey<T>(keys: readonly string[], from: string, params: Param[], orderBy: string, limit: number): Map<string, T[]>;
  /** The records whose `column` is one of `keys`, in the order asked, null where none. */
  byKeys<T>(table: string, column: string, keys: readonly string[]): (T | null)[];
  /** Replaces a record's rows in a join table. */
  replaceLinks(table: string, ownerColumn: string, valueColumn: string, owner: string, values: readonly string[]): void;
}

export function createKernel(db: Database.Database, stats?: ReadStats): EmbeddedKernel {
  const statements = new Map<string, Database.Statement>();
  const prepare = (sql: string): Database.Statement => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const all = (sql: string, params: Param[]): Row[] => {
    const rows = prepare(sql).all(...params) as Row[];
    if (stats) {
      stats.queries += 1;
      stats.documents += rows.length;
    }
    return rows;
  };
  const guard = async <T>(work: () => T): Promise<T> => {
    try {
      return work();
    } catch (error) {
      throw toStoreError(error);
    }
  };

  return {
    db,
    prepare,
    all,
    guard,
    transaction: (work) => guard(() => db.transaction(work).immediate()),
    upsert: (records, write) => guard(() => db.transaction(() => records.forEach(write))()),

    page<T>(table: string, where: Where, options: PageOptions): Page<T> {
      const [total] = all(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where.sql}`, where.params) as unknown as { n: number }[];
      const { after, near, first } = options;
      const distance = near ? ', distance_km(?, ?, lat, lng) AS distance' : '';
      const rows = all(
        `SELECT *${distance} FROM ${table} WHERE ${where.sql}${after ? ` AND ${after.sql}` : ''}
         ORDER BY ${near ? 'distance, ' : ''}${options.orderBy} LIMIT ? OFFSET ?`,
        [
          ...(near ? [near.center.lat, near.center.lng] : []),
          ...where.params,
          ...(after?.params ?? []),
          first + 1,
          options.offset ?? 0,
        ],
      );
      const items = rows.slice(0, first);
      return {
        items: items.map((row) => fromRow<T>(row)),
        hasNextPage: rows.length > first,
        totalCount: total?.n ?? 0,
        ...(near ? { distancesKm: items.map((row) => row.distance as number) } : {}),
      };
    },

    ranked(table, where, match, filter, request, compare) {
      const hits = all(`SELECT * FROM ${table} WHERE ${where.sql}`, where.params)
        .map((row) => match(fromRow(row)))
        .filter((hit) => hit !== null);
      return pageOfHits(hits, filter, request, compare);
    },

    firstPerKey<T>(keys: readonly string[], from: string, params: Param[], orderBy: string, limit: number) {
      const result = new Map<string, T[]>(keys.map((key) => [key, []]));
      if (keys.length === 0 || limit <= 0) return result;
      const rows = all(
        `SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY key ORDER BY ${orderBy}) AS position FROM (${from}))
         WHERE position <= ? ORDER BY key, ${orderBy}`,
        [...params, JSON.stringify(keys), limit],
      );
      for (const row of rows) result.get(row.key as string)?.push(fromRow<T>(row));
      return result;
    },

    byKeys<T>(table: string, column: string, keys: readonly string[]) {
      if (keys.length === 0) return [];
      const rows = all(`SELECT * FROM ${table} WHERE ${column} IN (SELECT value FROM json_each(?))`, [JSON.stringify(keys)]);
      const found = new Map(rows.map((row) => [row[column] as string, fromRow<T>(row)]));
      return keys.map((key) => found.get(key) ?? null);
    },

    replaceLinks(table, ownerColumn, valueColumn, owner, values) {
      prepare(`DELETE FROM ${table} WHERE ${ownerColumn} = ?`).run(owner);
      const insert = prepare(`INSERT OR IGNORE INTO ${table} (${ownerColumn}, ${valueColumn}) VALUES (?, ?)`);
      for (const value of values) insert.run(owner, value);
    },
  };
}
