// Which Premium venues (and which of their courses) a list features at its top, marked „Anzeige“: only what the list
// itself would show under its filters, a few at most, taking turns day by day when more qualify. Pure code over the
// records and the list's filter (matchVenue, matchEvent: the same meaning of a filter the stores apply).
import { hasFeatures } from './accessibility.js';
import { compareEvents, matchEvent, matchVenue, type Hit } from './discovery.js';
import type { EventRecord, VenueRecord } from './records.js';
import type { EventFilter, VenueFilter } from './repositories.js';

/**
 * Featured entries per list, at most. Three fill about the first screen of a phone above the list's own results, so
 * the results people searched for stay in sight; more would push them down and make the mark lose its meaning.
 */
export const FEATURED_PER_LIST = 3;

/** FNV-1a: a cheap, stable hash that shuffles the order of the featured for a day. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * When more qualify than fit, they take turns: the order is shuffled anew every (UTC) day, the same all day long, so
 * a cached page and a fresh one agree, and every Premium venue gets its days at the top.
 */
function takeTurns<T>(hits: Hit<T>[], slugOf: (record: T) => string, now: Date, limit: number): Hit<T>[] {
  const day = now.toISOString().slice(0, 10);
  const chosen = hits
    .map((hit) => ({ hit, turn: hash(`${day}:${slugOf(hit.record)}`) }))
    .sort((a, b) => a.turn - b.turn || (slugOf(a.hit.record) < slugOf(b.hit.record) ? -1 : 1))
    .slice(0, limit)
    .map(({ hit }) => hit);
  // Near a point, the nearest of them first, as the list below them is ordered.
  return chosen.some((hit) => hit.distanceKm !== undefined) ? chosen.sort((a, b) => a.distanceKm! - b.distanceKm!) : chosen;
}

/**
 * A hit counts only when the list would show it as what was asked for: with a district or postcode searched, it must
 * lie in it (a list of the 2nd district features nobody from the 7th, even though its neighbourhood reaches there).
 */
const inWhatWasAsked = <T>(hit: Hit<T> | null, filter: { placePostalCodes?: readonly string[] }): hit is Hit<T> =>
  !!hit && (!filter.placePostalCodes || hit.inPlace === true);

/** The featured venues (Premium, paid up) the list under `filter` shows on top. */
export function featuredVenues(venues: readonly VenueRecord[], filter: VenueFilter, now: Date, limit = FEATURED_PER_LIST): Hit<VenueRecord>[] {
  const hits = venues.map((venue) => matchVenue(venue, filter)).filter((hit) => inWhatWasAsked(hit, filter));
  return takeTurns(hits, (venue) => venue.slug, now, limit);
}

/**
 * The featured courses the event list under `filter` shows on top: of each featured venue its first upcoming event
 * that the list shows (`upcoming`: the venue's events by start), then a few of those, taking turns by venue.
 */
export function featuredEvents(
  venues: readonly VenueRecord[],
  upcoming: ReadonlyMap<string, readonly EventRecord[]>,
  filter: EventFilter,
  now: Date,
  limit = FEATURED_PER_LIST,
): Hit<EventRecord>[] {
  // Only hits in the place count here (inWhatWasAsked), and those show no distance: no points to measure from.
  const placeVenues = filter.placePostalCodes
    ? { venueSlugs: new Set(venues.filter((venue) => filter.placePostalCodes!.includes(venue.address.postalCode)).map((venue) => venue.slug)), origins: [] }
    : undefined;
  // The featured courses are at these venues, so they are all the venues a course's features may come from.
  const asked = filter.accessibility;
  const venuesWithFeatures = asked && new Set(venues.filter((venue) => hasFeatures(venue.accessibility, asked)).map((venue) => venue.slug));
  const hits: Hit<EventRecord>[] = [];
  for (const venue of venues) {
    for (const event of upcoming.get(venue.slug) ?? []) {
      const hit = matchEvent(event, filter, placeVenues, venuesWithFeatures);
      if (inWhatWasAsked(hit, filter)) {
        hits.push(hit);
        break;
      }
    }
  }
  const chosen = takeTurns(hits, (event) => event.venueSlug, now, limit);
  // Without a point searched, soonest first, as the list below them.
  return filter.near ? chosen : chosen.sort((a, b) => compareEvents(a.record, b.record));
}
