// First-party page counting in Firestore (decision 021), closed to clients (firestore.rules). `pageViews`: one
// document per day and page ({day}_{path with / as ~}) holding `views` and the maps `referrers` and `languages`;
// `searchCounts`: one per day and search term ({day}_{hash of the term}). A view is one batch of merged
// FieldValue.increment writes: atomic, and instances counting at once all count without a transaction's read.
import { createHash } from 'node:crypto';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import type { PageViewDayRecord } from '../../domain/analytics.js';
import type { AnalyticsRepository } from '../../domain/repositories.js';
import type { BookingRecord } from '../../domain/records.js';
import type { RadarMatchRecord } from '../../domain/radar.js';
import { SEATED } from '../../domain/seat-count.js';
import { inChunks, type FirebaseKernel } from './kernel.js';

/** A page path makes a valid document id once its slashes are gone (paths never hold a ~: domain/analytics.ts). */
export const pageViewId = (day: string, path: string) => `${day}_${path.replaceAll('/', '~')}`;
const searchId = (day: string, term: string) => `${day}_${createHash('sha256').update(term).digest('hex').slice(0, 32)}`;

const counts = (value: unknown): Record<string, number> => (value && typeof value === 'object' ? (value as Record<string, number>) : {});

const toPageViews = (data: DocumentData): PageViewDayRecord => ({
  day: data.day as string,
  path: data.path as string,
  views: (data.views as number | undefined) ?? 0,
  referrers: counts(data.referrers),
  languages: counts(data.languages),
});

export function analyticsRepository(kernel: FirebaseKernel): AnalyticsRepository {
  const { db, guard, read } = kernel;
  const pageViews = db.collection('pageViews');
  const searchCounts = db.collection('searchCounts');
  const { bookings, radarMatches } = kernel.collections;
  return {
    record: (hit) =>
      guard(async () => {
        const batch = db.batch();
        const one = FieldValue.increment(1);
        batch.set(
          pageViews.doc(pageViewId(hit.day, hit.path)),
          {
            day: hit.day,
            path: hit.path,
            views: one,
            // Keys of a map given to set() are field names as they are (dots included), never paths.
            ...(hit.referrerHost ? { referrers: { [hit.referrerHost]: one } } : {}),
            ...(hit.language ? { languages: { [hit.language]: one } } : {}),
          },
          { merge: true },
        );
        if (hit.search) {
          batch.set(
            searchCounts.doc(searchId(hit.day, hit.search.term)),
            { day: hit.day, term: hit.search.term, searches: one, empty: FieldValue.increment(hit.search.empty ? 1 : 0) },
            { merge: true },
          );
        }
        await batch.commit();
      }, false),

    pageViews: ({ from, to, paths }) =>
      guard(async () => {
        const records = paths
          ? await inChunks([...new Set(paths)], (chunk) => read(pageViews.where('path', 'in', chunk).where('day', '>=', from).where('day', '<=', to), toPageViews))
          : await read(pageViews.where('day', '>=', from).where('day', '<=', to), toPageViews);
        return records.sort((a, b) => a.day.localeCompare(b.day) || a.path.localeCompare(b.path));
      }),

    searches: ({ from, to }) =>
      guard(async () => {
        const records = await read(searchCounts.where('day', '>=', from).where('day', '<=', to), (data) => ({
          day: data.day as string,
          term: data.term as string,
          searches: (data.searches as number | undefined) ?? 0,
          empty: (data.empty as number | undefined) ?? 0,
        }));
        return records.sort((a, b) => a.day.localeCompare(b.day) || a.term.localeCompare(b.term));
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
