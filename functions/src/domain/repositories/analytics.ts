// The analytics' port: daily page and search counters, and the times of bookings and radar matches they chart.
import type { PageViewDayRecord, PageViewHit, SearchDayRecord } from '../analytics.js';

/**
 * First-party page counting (decision 021): daily aggregates per page and per search term, never single visits.
 * `record` adds one view to its day's counters atomically (instances counting at once all count). Days are
 * 'YYYY-MM-DD'; ranges include both ends.
 */
export interface AnalyticsRepository {
  record(hit: PageViewHit): Promise<void>;
  /** The pages' daily counters in the range, of every page or of these paths only. */
  pageViews(range: { from: string; to: string; paths?: readonly string[] }): Promise<PageViewDayRecord[]>;
  /** The search terms' daily counters in the range. */
  searches(range: { from: string; to: string }): Promise<SearchDayRecord[]>;
  /** When the bookings made in [from, to) that hold or held a seat (CONFIRMED or HELD now) were made, of all events or of these. */
  bookingTimes(range: { from: Date; to: Date; eventSlugs?: readonly string[] }): Promise<Date[]>;
  /** When the Restplatz-Radar matched these events at or after `from`. */
  radarMatchTimes(eventSlugs: readonly string[], from: Date): Promise<Date[]>;
}
