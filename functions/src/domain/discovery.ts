// What a list filter means and how a list is ordered, in plain code: the Firestore adapter applies it to the
// candidates its queries return (geohash ranges, search terms), the embedded adapter ranks text matches with it.
// The plain criteria (city, kind, craft, venue, price, level) come from their description in list-filters.ts, from
// which both stores derive their queries too; the accessibility asked is accessibility.ts's rule (a course's own
// features, else its venue's, which the stores find first as they find a place's venues). The filter contract
// (store/contract.filters.ts) holds the stores and these matchers to the same answers.
import { courseHasFeatures, hasFeatures } from './accessibility.js';
import { distanceKm, type GeoCircle } from './geo.js';
import { isJoinable } from './joinable.js';
import { criteriaAsked, eventCriteria, meetsCriteria, venueCriteria } from './list-filters.js';
import { isOpenAt } from './opening-hours.js';
import type { ArticleRecord, EventRecord, GeoPoint, VenueRecord } from './records.js';
import type {
  ArticleFilter,
  ArticleSortKey,
  EventFilter,
  EventSortKey,
  Page,
  PageRequest,
  VenueFilter,
  VenueSortKey,
} from './repositories.js';
import { articleTerms, eventTerms, matchScore, venueTerms, type SearchQuery } from './search.js';

/** A record that passed the filter, with what ranks it. */
export interface Hit<T> {
  record: T;
  distanceKm?: number;
  score: number;
  /** With filter.placePostalCodes: whether the record lies in the place. */
  inPlace?: boolean;
}

/** The filter parts that rank a list. */
export type Ranking = { near?: GeoCircle; text?: SearchQuery; placePostalCodes?: readonly string[] };

/**
 * A district or postcode searched (filter.placePostalCodes), as the adapter finds it: the venues whose address lies
 * in it (published or not: events follow their venue's address) and the points of the published ones.
 */
export interface PlaceFound {
  venueSlugs: ReadonlySet<string>;
  origins: readonly GeoPoint[];
}

/**
 * How far a record lies from the place searched: from the nearest of the place's own (published) venues, since
 * a district is no point and we know no outline of it; from the circle's centre when the place has no venue. Without
 * a place, from the centre of `near`.
 */
export function distanceFromPlace(near: GeoCircle, origins: readonly GeoPoint[] | undefined, point: GeoPoint): number {
  if (!origins?.length) return distanceKm(near.center, point);
  return Math.min(...origins.map((origin) => distanceKm(origin, point)));
}

/** The distance a list shows: none for what lies in the place asked for (it is there), else the one measured. */
export const shownDistanceKm = (distanceKm: number | null | undefined, inPlace: boolean | null | undefined): number | null =>
  inPlace || distanceKm === undefined ? null : distanceKm;

/**
 * A circle around `near`'s centre holding every point within `near.radiusKm` of one of the place's venues: what an
 * adapter reads as candidates (by bounding box or geohash ranges) before distanceFromPlace decides.
 */
export function placeCandidateCircle(near: GeoCircle, origins: readonly GeoPoint[] | undefined): GeoCircle {
  const reach = Math.max(0, ...(origins ?? []).map((origin) => distanceKm(near.center, origin)));
  return { center: near.center, radiusKm: near.radiusKm + reach };
}

const compareStrings = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export const compareVenues = (a: VenueSortKey, b: VenueSortKey) => compareStrings(a.nameSort, b.nameSort) || compareStrings(a.slug, b.slug);
export const compareEvents = (a: EventSortKey, b: EventSortKey) => a.startsAt.getTime() - b.startsAt.getTime() || compareStrings(a.slug, b.slug);
export const compareArticles = (a: ArticleSortKey, b: ArticleSortKey) =>
  b.publishedAt.getTime() - a.publishedAt.getTime() || compareStrings(a.slug, b.slug);

/**
 * Distance and relevance of a record, or null when the near, place or text part of a filter excludes it. `inPlace`
 * is given with filter.placePostalCodes: a record in the place is kept whatever its distance, and the others are
 * measured from the place's venues (`origins`, distanceFromPlace).
 */
function rank<T>(
  record: T,
  geo: GeoPoint | undefined,
  filter: Ranking,
  terms: (r: T) => Map<string, number>,
  inPlace?: boolean,
  origins?: readonly GeoPoint[],
): Hit<T> | null {
  let distance: number | undefined;
  if (filter.near) {
    if (!geo) return null;
    distance = distanceFromPlace(filter.near, inPlace === undefined ? undefined : origins, geo);
    if (distance > filter.near.radiusKm && !inPlace) return null;
  } else if (inPlace === false) {
    return null;
  }
  const score = filter.text ? matchScore(terms(record), filter.text) : 0;
  if (filter.text && score === 0) return null;
  return { record, distanceKm: distance, score, ...(inPlace === undefined ? {} : { inPlace }) };
}

/** `place`: with filter.placePostalCodes, what the adapter found of the place (PlaceFound). */
export function matchVenue(venue: VenueRecord, filter: VenueFilter, place?: PlaceFound): Hit<VenueRecord> | null {
  if (!venue.published) return null;
  if (!meetsCriteria(venue, criteriaAsked(venueCriteria, filter))) return null;
  if (filter.openAt !== undefined && !isOpenAt(venue.openingHours, venue.timeZone, filter.openAt)) return null;
  if (filter.accessibility && !hasFeatures(venue.accessibility, filter.accessibility)) return null;
  return rank(venue, venue.geo, filter, venueTerms, filter.placePostalCodes?.includes(venue.address.postalCode), place?.origins);
}

/**
 * Whether one of the event's sessions ends at or after `endsAfter` and starts before `startsBefore`: a course whose
 * dates fall before and after a weekend is not on that weekend's list.
 */
export function meetsWithin(event: Pick<EventRecord, 'sessions'>, endsAfter?: Date, startsBefore?: Date): boolean {
  return event.sessions.some(
    (session) =>
      (endsAfter === undefined || session.endsAt.getTime() >= endsAfter.getTime()) &&
      (startsBefore === undefined || session.startsAt.getTime() < startsBefore.getTime()),
  );
}

/**
 * `place`: with filter.placePostalCodes, what the adapter found of the place (PlaceFound): its venues and their points.
 * `venuesWithFeatures`: with filter.accessibility, the venues the adapter found to have every feature asked
 * (accessibility.ts, courseHasFeatures: a course without features of its own has its venue's).
 */
export function matchEvent(event: EventRecord, filter: EventFilter, place?: PlaceFound, venuesWithFeatures?: ReadonlySet<string>): Hit<EventRecord> | null {
  if (!event.published) return null;
  if (!meetsWithin(event, filter.endsAfter, filter.startsBefore)) return null;
  if (filter.joinableAt !== undefined && !isJoinable(event, filter.joinableAt)) return null;
  if (filter.accessibility && !courseHasFeatures(event, filter.accessibility, venuesWithFeatures)) return null;
  if (!meetsCriteria(event, criteriaAsked(eventCriteria, filter))) return null;
  return rank(event, event.geo, filter, eventTerms, filter.placePostalCodes && (place?.venueSlugs.has(event.venueSlug) ?? false), place?.origins);
}

export function matchArticle(article: ArticleRecord, filter: ArticleFilter): Hit<ArticleRecord> | null {
  if (!article.published) return null;
  if (filter.craftSlug !== undefined && !article.craftSlugs.includes(filter.craftSlug)) return null;
  if (filter.tag !== undefined && !article.tags.includes(filter.tag)) return null;
  return rank(article, undefined, filter, articleTerms);
}

/**
 * Orders hits (with `placePostalCodes` those in the place first, in the list's own order or by score with `text`,
 * since they lie where the visitor asked; then by distance with `near`, else by score with `text`; ties and the
 * rest by `compare`), then cuts the page: after a key (unranked lists) or at an offset.
 */
export function pageOfHits<T, K>(hits: Hit<T>[], filter: Ranking, page: PageRequest<K>, compare: (a: T | K, b: T | K) => number): Page<T> {
  hits.sort((a, b) => {
    if (filter.placePostalCodes && a.inPlace !== b.inPlace) return a.inPlace ? -1 : 1;
    if (filter.near && !(filter.placePostalCodes && a.inPlace)) return a.distanceKm! - b.distanceKm! || compare(a.record, b.record);
    if (filter.text) return b.score - a.score || compare(a.record, b.record);
    return compare(a.record, b.record);
  });
  const after = page.after;
  const rest = after === undefined ? hits.slice(page.offset ?? 0) : hits.filter((hit) => compare(hit.record, after) > 0);
  const items = rest.slice(0, page.first);
  return {
    items: items.map((hit) => hit.record),
    hasNextPage: rest.length > page.first,
    totalCount: hits.length,
    ...(filter.near ? { distancesKm: items.map((hit) => hit.distanceKm!) } : {}),
    ...(filter.placePostalCodes ? { inPlace: items.map((hit) => hit.inPlace!) } : {}),
  };
}
