// First-party page counting in the embedded store (decision 021): `page_view_counts` holds one counter per day,
// page and dimension (the views, each referrer host, each language), `search_counts` one per day and search term.
// A view is one IMMEDIATE transaction of upserts that add 1, so processes counting at once all count.
import type { PageViewDayRecord, SearchDayRecord } from '../../domain/analytics.js';
import type { AnalyticsRepository } from '../../domain/repositories.js';
import type { EmbeddedKernel } from './kernel.js';
import { ms } from './rows.js';

const ADD_ONE = `INSERT INTO page_view_counts (day, path, dimension, value, count) VALUES (?, ?, ?, ?, 1)
  ON CONFLICT (day, path, dimension, value) DO UPDATE SET count = count + 1`;

interface CountRow {
  day: string;
  path: string;
  dimension: 'view' | 'referrer' | 'language';
  value: string;
  count: number;
}

export function analyticsRepository(kernel: EmbeddedKernel): AnalyticsRepository {
  return {
    record: (hit) =>
      kernel.transaction(() => {
        const add = kernel.prepare(ADD_ONE);
        add.run(hit.day, hit.path, 'view', '');
        if (hit.referrerHost) add.run(hit.day, hit.path, 'referrer', hit.referrerHost);
        if (hit.language) add.run(hit.day, hit.path, 'language', hit.language);
        if (hit.search) {
          kernel
            .prepare(
              `INSERT INTO search_counts (day, term, searches, empty) VALUES (?, ?, 1, ?)
               ON CONFLICT (day, term) DO UPDATE SET searches = searches + 1, empty = empty + excluded.empty`,
            )
            .run(hit.day, hit.search.term, hit.search.empty ? 1 : 0);
        }
      }),

    pageViews: ({ from, to, paths }) =>
      kernel.guard(() => {
        const rows = (
          paths
            ? kernel.prepare('SELECT * FROM page_view_counts WHERE path IN (SELECT value FROM json_each(?)) AND day BETWEEN ? AND ? ORDER BY day, path').all(JSON.stringify(paths), from, to)
            : kernel.prepare('SELECT * FROM page_view_counts WHERE day BETWEEN ? AND ? ORDER BY day, path').all(from, to)
        ) as CountRow[];
        const records = new Map<string, PageViewDayRecord>();
        for (const row of rows) {
          const key = `${row.day} ${row.path}`;
          let record = records.get(key);
          if (!record) records.set(key, (record = { day: row.day, path: row.path, views: 0, referrers: {}, languages: {} }));
          if (row.dimension === 'view') record.views = row.count;
          else record[row.dimension === 'referrer' ? 'referrers' : 'languages'][row.value] = row.count;
        }
        return [...records.values()];
      }),

    searches: ({ from, to }) =>
      kernel.guard(() => kernel.prepare('SELECT day, term, searches, empty FROM search_counts WHERE day BETWEEN ? AND ? ORDER BY day, term').all(from, to) as SearchDayRecord[]),

    bookingTimes: ({ from, to, eventSlugs }) =>
      kernel.guard(() => {
        const rows = (
          eventSlugs
            ? kernel
                .prepare(
                  `SELECT created_at FROM bookings WHERE event_slug IN (SELECT value FROM json_each(?)) AND status IN ('CONFIRMED', 'HELD')
                   AND created_at >= ? AND created_at < ?`,
                )
                .all(JSON.stringify(eventSlugs), ms(from), ms(to))
            : kernel.prepare(`SELECT created_at FROM bookings WHERE status IN ('CONFIRMED', 'HELD') AND created_at >= ? AND created_at < ?`).all(ms(from), ms(to))
        ) as { created_at: number }[];
        return rows.map((row) => new Date(row.created_at));
      }),

    radarMatchTimes: (eventSlugs, from) =>
      kernel.guard(() =>
        (kernel.prepare('SELECT at FROM radar_matches WHERE event_slug IN (SELECT value FROM json_each(?)) AND at >= ?').all(JSON.stringify(eventSlugs), ms(from)) as { at: number }[]).map(
          (row) => new Date(row.at),
        ),
      ),
  };
}
