// The event list's filters as they appear in the URL, e.g. /events?when=weekend&craft=toepfern-keramik&price=free.
// Parsing keeps what is valid and names what is not, so the page can say which parameter it ignored.
import type { EventFilter, EventLevel, NearInput } from '../../graphql/generated/graphql';
import { addDays, eventTimeZone, isLocalDate, isoWeekday, localDate, startOfLocalDay } from './zoned-time';

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const eventLevels: Record<string, EventLevel> = {
  beginner: 'BEGINNER',
  intermediate: 'INTERMEDIATE',
  advanced: 'ADVANCED',
  'all-levels': 'ALL_LEVELS',
};

export const whenChoices = ['today', 'weekend'] as const;
export type When = (typeof whenChoices)[number];

/** Radius choices offered in the form; the URL may carry any radius from 0 to 500 km. */
export const radiusChoices = [2, 5, 10, 25, 50] as const;
export const defaultRadiusKm = 10;
/** Price caps offered in the form, in euros; the URL may carry any whole number. */
export const priceChoices = [10, 25, 50, 100] as const;

export type EventFilters = {
  when?: When;
  /** Local dates (YYYY-MM-DD) in Vienna, both inclusive. */
  from?: string;
  to?: string;
  craft?: string;
  city?: string;
  level?: string;
  /** 'free' or a whole number of euros. */
  price?: string;
  q?: string;
  /** A city, district or postcode typed in, searched around (wins over lat/lng). */
  place?: string;
  lat?: number;
  lng?: number;
  radius?: number;
  after?: string;
};

export type FilterParam = 'when' | 'from' | 'to' | 'range' | 'craft' | 'city' | 'level' | 'price' | 'q' | 'place' | 'near' | 'radius' | 'after';
export type FilterProblem = { param: FilterParam; value: string };

const maxTextLength = 100;
const maxEuros = 10_000;

function parseNumber(value: string): number | undefined {
  if (!/^-?\d+(?:\.\d+)?$/.test(value.trim())) return undefined;
  return Number(value);
}

/** Valid filters, and a problem for each parameter that was given but not understood. Empty parameters are ignored. */
export function parseEventFilters(search: Record<string, string>): { filters: EventFilters; problems: FilterProblem[] } {
  const filters: EventFilters = {};
  const problems: FilterProblem[] = [];
  const given = (key: string) => {
    const value = search[key]?.trim();
    return value ? value : undefined;
  };
  const check = (param: FilterParam, value: string, ok: boolean) => {
    if (!ok) problems.push({ param, value });
    return ok;
  };

  const when = given('when');
  if (when && check('when', when, (whenChoices as readonly string[]).includes(when))) filters.when = when as When;
  if (!filters.when) {
    const from = given('from');
    const to = given('to');
    // Dates this magazine can have events on; far-off years would only reach the API as invalid instants.
    const plausible = (date: string) => isLocalDate(date) && date >= '2000-01-01' && date <= '2099-12-31';
    if (from && check('from', from, plausible(from))) filters.from = from;
    if (to && check('to', to, plausible(to))) filters.to = to;
    if (filters.from && filters.to && filters.to < filters.from) {
      problems.push({ param: 'range', value: `${filters.from} – ${filters.to}` });
      delete filters.to;
    }
  }
  for (const key of ['craft', 'city'] as const) {
    const value = given(key);
    if (value && check(key, value, slugPattern.test(value) && value.length <= 60)) filters[key] = value;
  }
  const level = given('level');
  if (level && check('level', level, level in eventLevels)) filters.level = level;
  const price = given('price');
  if (price) {
    const euros = parseNumber(price);
    const ok = price === 'free' || (euros !== undefined && Number.isInteger(euros) && euros >= 0 && euros <= maxEuros);
    if (check('price', price, ok)) filters.price = euros === 0 ? 'free' : price;
  }
  const q = given('q');
  if (q && check('q', q.slice(0, 40), q.length <= maxTextLength)) filters.q = q;

  const place = given('place');
  if (place && check('place', place.slice(0, 40), place.length <= maxTextLength)) filters.place = place;
  const lat = filters.place ? undefined : given('lat');
  const lng = filters.place ? undefined : given('lng');
  if (filters.place) {
    const radius = given('radius');
    const km = radius === undefined ? undefined : parseNumber(radius);
    if (radius !== undefined && check('radius', radius, km !== undefined && km >= 0 && km <= 500)) filters.radius = km;
  } else if (lat || lng) {
    const latitude = lat === undefined ? undefined : parseNumber(lat);
    const longitude = lng === undefined ? undefined : parseNumber(lng);
    const ok = latitude !== undefined && longitude !== undefined && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
    if (check('near', `${lat ?? '–'}, ${lng ?? '–'}`, ok)) {
      filters.lat = latitude;
      filters.lng = longitude;
      const radius = given('radius');
      const km = radius === undefined ? undefined : parseNumber(radius);
      const validKm = km !== undefined && km >= 0 && km <= 500;
      if (radius !== undefined) check('radius', radius, validKm);
      filters.radius = validKm ? km : defaultRadiusKm;
    }
  }
  const after = given('after');
  if (after && check('after', after.slice(0, 40), after.length <= 200)) filters.after = after;
  return { filters, problems };
}

const paramOrder = ['when', 'from', 'to', 'craft', 'city', 'level', 'price', 'q', 'place', 'lat', 'lng', 'radius', 'after'] as const;

/** The list URL (logical path, without locale) that carries these filters. */
export function eventListUrl(filters: EventFilters, path = '/events'): string {
  const params = new URLSearchParams();
  for (const key of paramOrder) {
    const value = filters[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Whether the list shows something other than all upcoming events. */
export function hasFilters(filters: EventFilters): boolean {
  return paramOrder.some((key) => key !== 'after' && filters[key] !== undefined);
}

/** The time window the filters ask for, in Vienna's local days, never starting before now (the list is upcoming events). */
export function dateWindow(filters: EventFilters, now: Date, timeZone = eventTimeZone): { from: Date; to?: Date } {
  const today = localDate(now, timeZone);
  const notBeforeNow = (start: Date) => (start > now ? start : now);
  if (filters.when === 'today') return { from: now, to: startOfLocalDay(addDays(today, 1), timeZone) };
  if (filters.when === 'weekend') {
    // The coming Saturday, or on a Sunday the day before: Saturday 00:00 to Monday 00:00.
    const saturday = addDays(today, 6 - isoWeekday(today));
    return { from: notBeforeNow(startOfLocalDay(saturday, timeZone)), to: startOfLocalDay(addDays(saturday, 2), timeZone) };
  }
  return {
    from: filters.from ? notBeforeNow(startOfLocalDay(filters.from, timeZone)) : now,
    ...(filters.to ? { to: startOfLocalDay(addDays(filters.to, 1), timeZone) } : {}),
  };
}

/** The circle the filters search in: around the coordinates, or around the place once it has been looked up. */
export function nearFromFilters(filters: EventFilters, place?: { lat: number; lng: number; radiusKm: number } | null): NearInput | null {
  if (filters.place) return place ? { lat: place.lat, lng: place.lng, radiusKm: filters.radius ?? place.radiusKm } : null;
  if (filters.lat === undefined || filters.lng === undefined) return null;
  return { lat: filters.lat, lng: filters.lng, radiusKm: filters.radius ?? defaultRadiusKm };
}

/** The API's EventFilter for these filters at `now`, searching within `near`. */
export function toEventFilter(filters: EventFilters, now: Date, near: NearInput | null = nearFromFilters(filters)): EventFilter {
  const { from, to } = dateWindow(filters, now);
  return {
    from: from.toISOString(),
    to: to?.toISOString() ?? null,
    craft: filters.craft ?? null,
    city: filters.city ?? null,
    level: filters.level ? (eventLevels[filters.level] ?? null) : null,
    maxPriceCents: filters.price === undefined ? null : filters.price === 'free' ? 0 : Number(filters.price) * 100,
    text: filters.q ?? null,
    near,
  };
}
