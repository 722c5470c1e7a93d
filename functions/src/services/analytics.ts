// First-party page counting (decision 021): taking a page view report from the browser's beacon (checked, bot
// filtered, throttled per client, then one day's counters raised), and the figures editors and venue owners (with Premium) read.
import {
  ANALYTICS_TIME_ZONE,
  analyticsDay,
  countsPerWeek,
  isSearchPage,
  languageOf,
  lastMonths,
  monthOf,
  normalisePath,
  normaliseTerm,
  referrerHostOf,
  skipReason,
  topEmptySearches,
  topKeys,
  topPages,
  viewsPerDay,
  type DayCount,
  type PageViewHit,
  type SkipReason,
} from '../domain/analytics.js';
import { isFeatured, type PremiumRecord } from '../domain/premium-subscriptions.js';
import type { VenueRecord } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import { addDays, addMonths, zonedInstant } from '../domain/time.js';
import type { Viewer } from '../domain/viewer.js';
import { assertCan, canEditVenue, isEditor } from './access.js';
import { TooManyAttemptsError } from './errors.js';
import { Throttle } from './throttle.js';

/**
 * A reader opens a few pages a minute; 60 reports in 10 minutes from one address is a script (or a very busy office
 * behind one address, which loses a little). Further reports are dropped, not refused: the beacon never waits.
 */
export const pageViewThrottle = new Throttle('pageView', { freeAttempts: 60, windowMs: 10 * 60_000 });

/** The request as the endpoint hands it over: the body it read (at most MAX_BODY_BYTES) and the headers that matter. */
export interface PageViewReport {
  body: unknown;
  userAgent?: string;
  acceptLanguage?: string;
  dnt?: string;
  gpc?: string;
  purpose?: string;
  /** The client's address, only to throttle (hashed in the store, never counted); the unknown client's bucket too. */
  clientAddress: string;
  /** The site's own host, so that moving between its pages is no referral. */
  ownHost: string | null;
}

export type PageViewOutcome = 'COUNTED' | 'INVALID' | 'THROTTLED' | SkipReason;

/** The largest report body taken: a path, a referrer URL, a language and a search term fit well within. */
export const MAX_BODY_BYTES = 4096;

/** What a report must hold to count: { path, referrer?, language?, q?, empty? } (the script: web/lib/analytics). */
export function hitOf(body: unknown, ownHost: string | null, now: Date): PageViewHit | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const report = body as Record<string, unknown>;
  const path = normalisePath(report.path);
  if (!path) return null;
  // A `q` on any other page is no search anybody made there.
  const term = isSearchPage(path) ? normaliseTerm(report.q) : null;
  return {
    day: analyticsDay(now),
    path,
    referrerHost: referrerHostOf(report.referrer, ownHost),
    language: languageOf(report.language),
    search: term ? { term, empty: report.empty === true } : null,
  };
}

/** Counts one page view unless it is malformed, from a bot or from a client sending too many. */
export async function recordPageView(store: Store, report: PageViewReport, now: Date): Promise<PageViewOutcome> {
  const skip = skipReason(report);
  if (skip) return skip;
  const hit = hitOf(report.body, report.ownHost, now);
  if (!hit) return 'INVALID';
  try {
    await pageViewThrottle.take(store, [`client:${report.clientAddress}`], now);
  } catch (error) {
    if (error instanceof TooManyAttemptsError) return 'THROTTLED';
    throw error;
  }
  await store.analytics.record(hit);
  return 'COUNTED';
}

export interface SiteFigures {
  from: string;
  to: string;
  viewsPerDay: DayCount[];
  topPages: { path: string; count: number }[];
  topReferrers: { key: string; count: number }[];
  topLanguages: { key: string; count: number }[];
  emptySearches: { term: string; count: number }[];
  /** Seats booked per week (by its Monday), the last `weeks` weeks. */
  bookingsPerWeek: DayCount[];
}

const DAYS = 30;
const WEEKS = 12;
const TOP = 10;

/** What editors see in /admin: the last 30 days' views, pages, referrers, languages and empty searches, and bookings per week. */
export async function siteFigures(store: Store, viewer: Viewer | null, now: Date): Promise<SiteFigures> {
  assertCan(isEditor(viewer), 'see the site’s figures');
  const to = analyticsDay(now);
  const from = addDays(to, -(DAYS - 1));
  const weeksFrom = zonedInstant(addDays(to, -7 * WEEKS), '00:00', ANALYTICS_TIME_ZONE);
  const [views, searches, bookings] = await Promise.all([
    store.analytics.pageViews({ from, to }),
    store.analytics.searches({ from, to }),
    store.analytics.bookingTimes({ from: weeksFrom, to: now }),
  ]);
  return {
    from,
    to,
    viewsPerDay: viewsPerDay(views, from, to),
    topPages: topPages(views, TOP),
    topReferrers: topKeys(views, 'referrers', TOP),
    topLanguages: topKeys(views, 'languages', TOP),
    emptySearches: topEmptySearches(searches, TOP),
    bookingsPerWeek: countsPerWeek(bookings, to, WEEKS),
  };
}

/**
 * Who may see a venue's figures: the editors always, its owners while the venue has Premium (monthly figures are
 * one of Premium's benefits, domain/premium.ts). The one place that decides it.
 */
export function mayViewVenueFigures(viewer: Viewer | null, venue: VenueRecord, premium: PremiumRecord | null | undefined, now: Date): boolean {
  if (isEditor(viewer)) return true;
  return canEditVenue(viewer, venue) && isFeatured(premium, now);
}

export interface VenueMonthFigures {
  /** 'YYYY-MM'. */
  month: string;
  venuePageViews: number;
  eventPageViews: number;
  bookings: number;
  radarMatches: number;
}

/** The pages of a venue or an event, in both languages (English ones under /en). */
const pagePaths = (kind: 'venues' | 'events', slugs: readonly string[]) => slugs.flatMap((slug) => [`/${kind}/${slug}`, `/en/${kind}/${slug}`]);

/** How many of the venue's events (published, ended within the months or still to come) its figures cover. */
const MAX_EVENTS = 100;

/**
 * A venue's figures for the last `months` months (this one included), oldest first: views of its page and of its
 * events' pages, seats booked in its events, and Restplatz-Radar matches of its events. Only for mayViewVenueFigures.
 */
export async function venueFigures(store: Store, viewer: Viewer | null, venue: VenueRecord, now: Date, months = 6): Promise<VenueMonthFigures[]> {
  const [premium] = await store.premium.getByVenues([venue.slug]);
  assertCan(mayViewVenueFigures(viewer, venue, premium, now), 'see this venue’s figures');
  const count = Math.min(Math.max(Math.trunc(months), 1), 12);
  const firsts = lastMonths(analyticsDay(now), count);
  const fromDay = firsts[0]!;
  const from = zonedInstant(fromDay, '00:00', ANALYTICS_TIME_ZONE);
  const eventSlugs = (await store.events.list({ venueSlug: venue.slug, endsAfter: from }, { first: MAX_EVENTS })).items.map((event) => event.slug);
  const venuePaths = new Set(pagePaths('venues', [venue.slug]));
  const [views, bookings, matches] = await Promise.all([
    store.analytics.pageViews({ from: fromDay, to: addDays(addMonths(firsts.at(-1)!, 1), -1), paths: [...venuePaths, ...pagePaths('events', eventSlugs)] }),
    eventSlugs.length ? store.analytics.bookingTimes({ from, to: now, eventSlugs }) : [],
    eventSlugs.length ? store.analytics.radarMatchTimes(eventSlugs, from) : [],
  ]);
  const byMonth = new Map(firsts.map((first) => [monthOf(first), { month: monthOf(first), venuePageViews: 0, eventPageViews: 0, bookings: 0, radarMatches: 0 }]));
  for (const record of views) {
    const figures = byMonth.get(monthOf(record.day));
    if (!figures) continue;
    if (venuePaths.has(record.path)) figures.venuePageViews += record.views;
    else figures.eventPageViews += record.views;
  }
  for (const at of bookings) {
    const figures = byMonth.get(monthOf(analyticsDay(at)));
    if (figures) figures.bookings += 1;
  }
  for (const at of matches) {
    const figures = byMonth.get(monthOf(analyticsDay(at)));
    if (figures) figures.radarMatches += 1;
  }
  return [...byMonth.values()];
}
