// First-party page counting in Firestore (decision 021), closed to clients (firestore.rules). `pageViews`: documents
// per day and page ({day}_{path with / as ~}, with #{shard} on all but shard 0) holding `views` and the maps
// `referrers` and `languages`; `searchCounts`: per day and search term ({day}_{hash of the term}, sharded alike).
// The figures of a day and page are the sum of its shards. Views are not written one by one: an instance adds up the
// views it is told of and writes them at most once per `counterFlushIntervalMs` (one batch of merged
// FieldValue.increment writes, atomic, without a transaction's read) to the shard it chose at start, and each view's
// recording waits for the write that carries it. So a page read 200 times a second costs each of its documents at
// most one write per second per instance writing to it (docs/decisions/050), where every view was one write before.
import { createHash, randomInt } from 'node:crypto';
import { FieldValue, type DocumentData, type WriteBatch } from 'firebase-admin/firestore';
import type { PageViewDayRecord, PageViewHit } from '../../domain/analytics.js';
import type { AnalyticsRepository } from '../../domain/repositories.js';
import type { BookingRecord } from '../../domain/records.js';
import type { RadarMatchRecord } from '../../domain/radar.js';
import { SEATED } from '../../domain/seat-count.js';
import { BATCH_LIMIT, inChunks, type FirebaseKernel } from './kernel.js';

/** A page path makes a valid document id once its slashes are gone (paths never hold a ~: domain/analytics.ts). */
export const pageViewId = (day: string, path: string) => `${day}_${path.replaceAll('/', '~')}`;
const searchId = (day: string, term: string) => `${day}_${createHash('sha256').update(term).digest('hex').slice(0, 32)}`;
/** A shard's document id: shard 0 is the id the counts had before they were sharded, so those still count. */
const shardId = (id: string, shard: number) => (shard === 0 ? id : `${id}#${shard}`);

/** How many documents a day's page or search term may be counted in; each instance writes to one of them. */
export const counterShards = 8;

/** The counts of one page and day, or one search term and day, an instance has yet to write. */
interface PendingPage {
  day: string;
  path: string;
  views: number;
  referrers: Record<string, number>;
  languages: Record<string, number>;
}
interface PendingSearch {
  day: string;
  term: string;
  searches: number;
  empty: number;
}

const add = (counts: Record<string, number>, key: string | null) => {
  if (key) counts[key] = (counts[key] ?? 0) + 1;
};
const increments = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).map(([key, n]) => [key, FieldValue.increment(n)]));

/**
 * Runs `flush` for everyone who asks: one run starts no sooner than `intervalMs` after the last one started (at the
 * next turn of the event loop when that is past), and serves every call made until it starts.
 */
export function spacedFlushes(flush: () => Promise<void>, intervalMs: number, now = Date.now): () => Promise<void> {
  let lastStart = -Infinity;
  let scheduled: Promise<void> | undefined;
  return () =>
    (scheduled ??= new Promise((resolve) => setTimeout(resolve, Math.max(0, lastStart + intervalMs - now()))).then(() => {
      scheduled = undefined;
      lastStart = now();
      return flush();
    }));
}

/** Records of one key (a day's page or term) read from several shards, added up. */
function summed<T>(records: readonly T[], key: (record: T) => string, merge: (a: T, b: T) => T): T[] {
  const byKey = new Map<string, T>();
  for (const record of records) {
    const seen = byKey.get(key(record));
    byKey.set(key(record), seen ? merge(seen, record) : record);
  }
  return [...byKey.values()];
}

const addCounts = (a: Record<string, number>, b: Record<string, number>) => {
  const total = { ...a };
  for (const [key, n] of Object.entries(b)) total[key] = (total[key] ?? 0) + n;
  return total;
};


const counts = (value: unknown): Record<string, number> => (value && typeof value === 'object' ? (value as Record<string, number>) : {});

const toPageViews = (data: DocumentData): PageViewDayRecord => ({
  day: data.day as string,
  path: data.path as string,
  views: (data.views as number | undefined) ?? 0,
  referrers: counts(data.referrers),
  languages: counts(data.languages),
});

export function analyticsRepository(kernel: FirebaseKernel, shard = randomInt(counterShards)): AnalyticsRepository {
  const { db, guard, read } = kernel;
  const pageViews = db.collection('pageViews');
  const searchCounts = db.collection('searchCounts');
  const { bookings, radarMatches } = kernel.collections;
  let pendingPages = new Map<string, PendingPage>();
  let pendingSearches = new Map<string, PendingSearch>();

  /** Writes what was counted since the last write, in batches of Firestore's size; the counts start again from 0. */
  const flush = spacedFlushes(async () => {
    const pages = [...pendingPages.entries()];
    const searches = [...pendingSearches.entries()];
    pendingPages = new Map();
    pendingSearches = new Map();
    const writes = [
      ...pages.map(([id, page]) => (batch: WriteBatch) =>
        batch.set(
          pageViews.doc(shardId(id, shard)),
          {
            day: page.day,
            path: page.path,
            views: FieldValue.increment(page.views),
            // Keys of a map given to set() are field names as they are (dots included), never paths.
            ...(Object.keys(page.referrers).length > 0 ? { referrers: increments(page.referrers) } : {}),
            ...(Object.keys(page.languages).length > 0 ? { languages: increments(page.languages) } : {}),
          },
          { merge: true },
        ),
      ),
      ...searches.map(([id, search]) => (batch: WriteBatch) =>
        batch.set(
          searchCounts.doc(shardId(id, shard)),
          { day: search.day, term: search.term, searches: FieldValue.increment(search.searches), empty: FieldValue.increment(search.empty) },
          { merge: true },
        ),
      ),
    ];
    for (let first = 0; first < writes.length; first += BATCH_LIMIT) {
      const batch = db.batch();
      for (const write of writes.slice(first, first + BATCH_LIMIT)) write(batch);
      await batch.commit();
    }
  }, kernel.counterFlushIntervalMs);

  const count = (hit: PageViewHit) => {
    const id = pageViewId(hit.day, hit.path);
    const page = pendingPages.get(id) ?? { day: hit.day, path: hit.path, views: 0, referrers: {}, languages: {} };
    page.views += 1;
    add(page.referrers, hit.referrerHost);
    add(page.languages, hit.language);
    pendingPages.set(id, page);
    if (!hit.search) return;
    const searchKey = searchId(hit.day, hit.search.term);
    const search = pendingSearches.get(searchKey) ?? { day: hit.day, term: hit.search.term, searches: 0, empty: 0 };
    search.searches += 1;
    search.empty += hit.search.empty ? 1 : 0;
    pendingSearches.set(searchKey, search);
  };

  return {
    record: (hit) =>
      guard(() => {
        count(hit);
        return flush();
      }, false),

    pageViews: ({ from, to, paths }) =>
      guard(async () => {
        const records = paths
          ? await inChunks([...new Set(paths)], (chunk) => read(pageViews.where('path', 'in', chunk).where('day', '>=', from).where('day', '<=', to), toPageViews))
          : await read(pageViews.where('day', '>=', from).where('day', '<=', to), toPageViews);
        const days = summed(records, (record) => `${record.day} ${record.path}`, (a, b) => ({
          ...a,
          views: a.views + b.views,
          referrers: addCounts(a.referrers, b.referrers),
          languages: addCounts(a.languages, b.languages),
        }));
        return days.sort((a, b) => a.day.localeCompare(b.day) || a.path.localeCompare(b.path));
      }),

    searches: ({ from, to }) =>
      guard(async () => {
        const records = await read(searchCounts.where('day', '>=', from).where('day', '<=', to), (data) => ({
          day: data.day as string,
          term: data.term as string,
          searches: (data.searches as number | undefined) ?? 0,
          empty: (data.empty as number | undefined) ?? 0,
        }));
        const days = summed(records, (record) => `${record.day} ${record.term}`, (a, b) => ({ ...a, searches: a.searches + b.searches, empty: a.empty + b.empty }));
        return days.sort((a, b) => a.day.localeCompare(b.day) || a.term.localeCompare(b.term));
      }),

    // Filtered by status and time here, not in the query: no composite index for a figure read now and then.
    bookingTimes: ({ from, to, eventSlugs }) =>
      guard(async () => {
        const found = eventSlugs
          ? await inChunks([...new Set(eventSlugs)], (chunk) => read<BookingRecord>(bookings.where('eventSlug', 'in', chunk)))
          : await read<BookingRecord>(bookings.where('createdAt', '>=', from).where('createdAt', '<', to));
        return found.filter((booking) => SEATED.has(booking.status) && booking.createdAt >= from && booking.createdAt < to).map((booking) => booking.createdAt);
      }),

    radarMatchTimes: (eventSlugs, from) =>
      guard(async () => {
        const found = await inChunks([...new Set(eventSlugs)], (chunk) => read<RadarMatchRecord>(radarMatches.where('eventSlug', 'in', chunk)));
        return found.filter((match) => match.at >= from).map((match) => match.at);
      }),
  };
}
