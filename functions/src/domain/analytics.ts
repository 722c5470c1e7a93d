// First-party page counting (decision 021): what a page view report may carry, which requests count (the bot
// rules), and how the daily aggregates the store keeps become the figures editors and venue owners see. Pure rules,
// no I/O; the service (services/analytics.ts) and both store adapters build on them.
import { addDays, addMonths, isoWeekday, localDate, SITE_TIME_ZONE, type LocalDate } from './time.js';

/** Days are counted in the magazine's time zone: a view at 00:30 in Vienna belongs to that Vienna day. */
export const ANALYTICS_TIME_ZONE = SITE_TIME_ZONE;

/** One counted page view, as the store aggregates it. Nothing in it tells visitors apart. */
export interface PageViewHit {
  day: LocalDate;
  /** The page's path, without query or fragment, e.g. /venues/oelmuehle. */
  path: string;
  /** The host of the page the visitor came from (other sites only), e.g. www.google.com; null for none. */
  referrerHost: string | null;
  /** The primary language subtag the browser prefers, e.g. de; null when unknown. */
  language: string | null;
  /** On a search page: the normalised search term and whether the page found nothing. */
  search: { term: string; empty: boolean } | null;
}

/** One page's views on one day, with the referrer hosts and languages counted among them. */
export interface PageViewDayRecord {
  day: LocalDate;
  path: string;
  views: number;
  referrers: Record<string, number>;
  languages: Record<string, number>;
}

/** One search term's searches on one day, and how many of them found nothing. */
export interface SearchDayRecord {
  day: LocalDate;
  term: string;
  searches: number;
  empty: number;
}

export const MAX_PATH_LENGTH = 200;
const MAX_SEGMENTS = 8;
const MAX_TERM_LENGTH = 60;
const MAX_HOST_LENGTH = 100;

/** Paths the pages have: lower-case segments of letters, digits and - _ . (slugs, dates); nothing else is counted. */
const PATH_PATTERN = /^\/(?:[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*)?$/;

/** A page path as counted, or null when it is not one the site could have (too long, odd characters, a file). */
export function normalisePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_PATH_LENGTH) return null;
  const path = value.length > 1 && value.endsWith('/') ? value.slice(0, -1) : value;
  if (!PATH_PATTERN.test(path) || path.split('/').length - 1 > MAX_SEGMENTS) return null;
  // Internal routes are no pages anyone reads: the API, the page data, the build's files.
  if (/^\/(graphql|assets|builds|media|uploads|analytics)(\/|$)|\/_payload\.json$/.test(path)) return null;
  return path;
}

/** The list pages whose `q` is a search (events, venues, the magazine, live events, Vienna), in either language. */
export const isSearchPage = (path: string): boolean => /^(\/en)?\/(events|venues|blog|eventslive|wien)$/.test(path);

/** A search term as counted: trimmed, lower case, inner spaces collapsed, at most 60 characters; null when empty. */
export function normaliseTerm(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const term = value.normalize('NFC').replace(/\s+/g, ' ').replace(/[\p{C}]/gu, '').trim().toLowerCase().slice(0, MAX_TERM_LENGTH).trim();
  return term || null;
}

/**
 * The host of a referrer (the script sends the host alone; a whole URL is cut down to it), lower case and without a
 * leading www.; null for none, for a URL that is not http(s), and for the site's own host (moving between our pages
 * is no referral).
 */
export function referrerHostOf(value: unknown, ownHost: string | null): string | null {
  if (typeof value !== 'string' || value === '' || value.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(value.includes('://') ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (!host || host.length > MAX_HOST_LENGTH || !/^[a-z0-9.-]+$/.test(host)) return null;
  if (ownHost && host === ownHost.toLowerCase().replace(/^www\./, '')) return null;
  return host;
}

/** The primary subtag of a language tag (de-AT → de), or null when it is not one. */
export function languageOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return /^[a-z]{2,3}$/.test(primary) ? primary : null;
}

/**
 * User agents that are no reader: crawlers and previews (bot, crawl, spider, slurp, preview, facebookexternalhit, …),
 * headless and automated browsers (HeadlessChrome, Lighthouse, PhantomJS, Puppeteer, Playwright, Selenium) and HTTP
 * libraries and tools (curl, wget, python, java, Go, okhttp, axios, node-fetch, undici, …).
 */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|archiver|preview|facebookexternalhit|embedly|headless|lighthouse|pagespeed|phantomjs|puppeteer|playwright|selenium|webdriver|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|libwww|httpclient|scrapy|monitor|uptime|pingdom/i;

export type SkipReason = 'NO_USER_AGENT' | 'BOT_USER_AGENT' | 'NO_ACCEPT_LANGUAGE' | 'PREFETCH' | 'DO_NOT_TRACK';

/**
 * Whether a page view report counts, by the request's headers (names in lower case). The rules (decision 021): no
 * or a bot's User-Agent, no Accept-Language (every browser sends one, most scripts do not), a prefetch, and Do Not
 * Track (DNT: 1) or Global Privacy Control (Sec-GPC: 1), which the script honours already and the server again.
 * Returns the reason not to count, or null to count.
 */
export function skipReason(headers: { userAgent?: string; acceptLanguage?: string; dnt?: string; gpc?: string; purpose?: string }): SkipReason | null {
  const agent = headers.userAgent?.trim() ?? '';
  if (agent.length < 10) return 'NO_USER_AGENT';
  if (BOT_AGENT.test(agent)) return 'BOT_USER_AGENT';
  if (!headers.acceptLanguage?.trim()) return 'NO_ACCEPT_LANGUAGE';
  if (/prefetch|prerender/i.test(headers.purpose ?? '')) return 'PREFETCH';
  if (headers.dnt?.trim() === '1' || headers.gpc?.trim() === '1') return 'DO_NOT_TRACK';
  return null;
}

/** The day an instant falls on where the magazine counts. */
export const analyticsDay = (instant: Date): LocalDate => localDate(instant, ANALYTICS_TIME_ZONE);

export interface DayCount {
  day: LocalDate;
  count: number;
}

/** Views per day from `from` to `to` (both included), days without views as 0. */
export function viewsPerDay(records: readonly PageViewDayRecord[], from: LocalDate, to: LocalDate): DayCount[] {
  const totals = new Map<string, number>();
  for (const record of records) totals.set(record.day, (totals.get(record.day) ?? 0) + record.views);
  const days: DayCount[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push({ day, count: totals.get(day) ?? 0 });
  return days;
}

/** The `limit` most viewed paths, most first (ties by path). */
export function topPages(records: readonly PageViewDayRecord[], limit: number): { path: string; count: number }[] {
  return top(records.map((record) => [record.path, record.views]), limit).map(([path, count]) => ({ path, count }));
}

/** An article's page in either language: /blog/{slug} or /en/blog/{slug}. */
const articlePath = /^(?:\/en)?\/blog\/([a-z0-9][a-z0-9-]*)$/;

/**
 * The slugs of the `limit` articles read most over the records, most first (ties by slug): the views of an article's
 * German and English page count together.
 */
export function mostReadArticleSlugs(records: readonly PageViewDayRecord[], limit: number): string[] {
  const pairs = records.flatMap((record): [string, number][] => {
    const slug = articlePath.exec(record.path)?.[1];
    return slug ? [[slug, record.views]] : [];
  });
  return top(pairs, limit).map(([slug]) => slug);
}

/** The `limit` referrer hosts or languages counted most often over the records. */
export function topKeys(records: readonly PageViewDayRecord[], field: 'referrers' | 'languages', limit: number): { key: string; count: number }[] {
  return top(records.flatMap((record) => Object.entries(record[field])), limit).map(([key, count]) => ({ key, count }));
}

/** The `limit` search terms that found nothing most often, with how often. */
export function topEmptySearches(records: readonly SearchDayRecord[], limit: number): { term: string; count: number }[] {
  return top(records.filter((record) => record.empty > 0).map((record) => [record.term, record.empty]), limit).map(([term, count]) => ({ term, count }));
}

function top(pairs: readonly (readonly [string, number])[], limit: number): [string, number][] {
  const sums = new Map<string, number>();
  for (const [key, count] of pairs) sums.set(key, (sums.get(key) ?? 0) + count);
  return [...sums].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, limit);
}

/** The Monday of the week a day falls in. */
export const weekOf = (day: LocalDate): LocalDate => addDays(day, 1 - isoWeekday(day));

/** Counts per week (by its Monday) for the `weeks` weeks up to the one `today` falls in, oldest first. */
export function countsPerWeek(instants: readonly Date[], today: LocalDate, weeks: number): DayCount[] {
  const last = weekOf(today);
  const counts = new Map<string, number>();
  for (const instant of instants) {
    const week = weekOf(analyticsDay(instant));
    counts.set(week, (counts.get(week) ?? 0) + 1);
  }
  return Array.from({ length: weeks }, (_, i) => addDays(last, -7 * (weeks - 1 - i))).map((day) => ({ day, count: counts.get(day) ?? 0 }));
}

/** 'YYYY-MM' of a day. */
export const monthOf = (day: LocalDate): string => day.slice(0, 7);

/** The first days of the `months` months up to the one `today` falls in, oldest first. */
export function lastMonths(today: LocalDate, months: number): LocalDate[] {
  const first = `${monthOf(today)}-01`;
  return Array.from({ length: months }, (_, i) => addMonths(first, i - (months - 1)));
}
