// The venues' port: how lists of venues are filtered and ordered, and what the stores read and write of them.
import type { AccessibilityFeature } from '../accessibility.js';
import type { GeoCircle } from '../geo.js';
import type { GeoPoint, VenueKind, VenueRecord } from '../records.js';
import type { SearchQuery } from '../search.js';
import type { Nearby, Page, PageRequest } from './pages.js';

export interface VenueSortKey {
  nameSort: string;
  slug: string;
}

/**
 * Lists are ordered by distance (nearest first) with `near`, else by relevance (matchScore, best first) with
 * `text`; ties and unranked lists keep the list's own order. With `placePostalCodes` what lies in the place comes
 * before the rest, each part ordered so.
 */
export interface VenueFilter {
  citySlug?: string;
  craftSlug?: string;
  kind?: VenueKind;
  near?: GeoCircle;
  /**
   * A district or postcode searched, as its postcodes: venues whose address has one of them lie in the place and are
   * listed whatever their distance; with `near` the other venues within the circle follow (its neighbourhood).
   */
  placePostalCodes?: readonly string[];
  text?: SearchQuery;
  /** Open at this instant by the venue's opening hours in its time zone. */
  openAt?: Date;
  /** Said to have every one of these features (accessibility.ts, hasFeatures). */
  accessibility?: readonly AccessibilityFeature[];
}

export interface VenueRepository {
  /** Published venues matching the filter, ordered by (nameSort, slug) unless ranked. */
  list(filter: VenueFilter, page: PageRequest<VenueSortKey>): Promise<Page<VenueRecord>>;
  /** Venues (published or not) in the order of `slugs`; null where none exists. */
  getBySlugs(slugs: readonly string[]): Promise<(VenueRecord | null)[]>;
  /**
   * For each origin, up to `limit` other published venues within `radiusKm` of it, nearest first (ties by
   * nameSort, slug): one round trip for any number of origins (Venue.nearbyVenues).
   */
  nearby(origins: readonly { slug: string; geo: GeoPoint }[], radiusKm: number, limit: number): Promise<Map<string, Nearby<VenueRecord>[]>>;
  /** For each craft, its first `limit` published venues by (nameSort, slug) (Article.venues). */
  byCrafts(craftSlugs: readonly string[], limit: number): Promise<Map<string, VenueRecord[]>>;
  /** The crafts of every published venue, in one query (the index of crafts counts from them, domain/craft-links.ts). */
  craftSets(): Promise<string[][]>;
  /** Inserts or replaces, all or nothing. */
  upsertMany(venues: readonly VenueRecord[]): Promise<void>;
  /** Venues (published or not) this person owns, by (nameSort, slug). */
  byOwner(uid: string): Promise<VenueRecord[]>;
}
