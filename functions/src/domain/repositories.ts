// The narrow interfaces every store adapter implements (embedded: SQLite, firebase: Firestore). One contract test
// suite (store/contract.ts) holds both adapters to the same behaviour. Each method is ONE store round trip, so the
// request-scoped DataLoaders can promise a constant number of round trips per request.
import type { GeoCircle } from './geo.js';
import type {
  ArticleRecord,
  CityRecord,
  CraftRecord,
  EventLevel,
  EventRecord,
  GeoPoint,
  VenueKind,
  VenueRecord,
} from './records.js';
import type { SearchQuery } from './search.js';

/**
 * Keyset pagination: `after` is the sort key of the last item of the previous page (services encode it as cursor).
 * Ranked lists (filter.near or filter.text) have no stable key: they page by `offset` only. `offset` also serves
 * numbered pages of unranked lists; `after` and `offset` are never given together.
 */
export interface PageRequest<Key> {
  first: number;
  after?: Key;
  offset?: number;
}

export interface Page<T> {
  items: T[];
  hasNextPage: boolean;
  /** Number of items matching the filter, ignoring pagination. */
  totalCount: number;
  /** With filter.near: the distance of each item from the center in km, parallel to `items`. */
  distancesKm?: number[];
}

export interface VenueSortKey {
  nameSort: string;
  slug: string;
}
export interface EventSortKey {
  startsAt: Date;
  slug: string;
}
/** Articles are listed newest first. */
export interface ArticleSortKey {
  publishedAt: Date;
  slug: string;
}

/**
 * Lists are ordered by distance (nearest first) with `near`, else by relevance (matchScore, best first) with
 * `text`; ties and unranked lists keep the list's own order.
 */
export interface VenueFilter {
  citySlug?: string;
  craftSlug?: string;
  kind?: VenueKind;
  near?: GeoCircle;
  text?: SearchQuery;
  /** Open at this instant by the venue's opening hours in its time zone. */
  openAt?: Date;
}

export interface EventFilter {
  /** Events ending at or after this instant. */
  endsAfter?: Date;
  /** Events starting before this instant. */
  startsBefore?: Date;
  craftSlug?: string;
  venueSlug?: string;
  citySlug?: string;
  /** By the event's (denormalised) geo. */
  near?: GeoCircle;
  text?: SearchQuery;
  /** Price at most this; 0 means free events only. */
  maxPriceCents?: number;
  level?: EventLevel;
}

export interface ArticleFilter {
  craftSlug?: string;
  tag?: string;
  text?: SearchQuery;
}

export interface Nearby<T> {
  record: T;
  distanceKm: number;
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
  /** Inserts or replaces, all or nothing. */
  upsertMany(venues: readonly VenueRecord[]): Promise<void>;
}

export interface EventRepository {
  /** Published events matching the filter, ordered by (startsAt, slug) unless ranked. */
  list(filter: EventFilter, page: PageRequest<EventSortKey>): Promise<Page<EventRecord>>;
  getBySlugs(slugs: readonly string[]): Promise<(EventRecord | null)[]>;
  /**
   * For each venue, its first `limit` published events ending at or after `endsAfter`, by start: one round trip
   * for any number of venues (what the Venue.upcomingEvents DataLoader batches into).
   */
  upcomingByVenues(venueSlugs: readonly string[], endsAfter: Date, limit: number): Promise<Map<string, EventRecord[]>>;
  /** The same per craft (Event.relatedEvents, Article.upcomingEvents). */
  upcomingByCrafts(craftSlugs: readonly string[], endsAfter: Date, limit: number): Promise<Map<string, EventRecord[]>>;
  upsertMany(events: readonly EventRecord[]): Promise<void>;
}

export interface ArticleRepository {
  /** Published articles matching the filter, newest first, ties by slug (unless ranked). */
  list(filter: ArticleFilter, page: PageRequest<ArticleSortKey>): Promise<Page<ArticleRecord>>;
  getBySlugs(slugs: readonly string[]): Promise<(ArticleRecord | null)[]>;
  /** For each craft, its newest `limit` published articles (Venue.relatedArticles). */
  latestByCrafts(craftSlugs: readonly string[], limit: number): Promise<Map<string, ArticleRecord[]>>;
  upsertMany(articles: readonly ArticleRecord[]): Promise<void>;
}

export interface CraftRepository {
  /** All crafts by position. */
  listAll(): Promise<CraftRecord[]>;
  upsertMany(crafts: readonly CraftRecord[]): Promise<void>;
}

export interface CityRepository {
  /** All cities, largest population first. */
  listAll(): Promise<CityRecord[]>;
  upsertMany(cities: readonly CityRecord[]): Promise<void>;
}

export type StoreAdapterName = 'embedded' | 'firebase';

/**
 * Read counters an adapter increments when given one (for the benchmark): queries sent to the backing store and
 * documents (rows) they returned.
 */
export interface ReadStats {
  queries: number;
  documents: number;
}

export interface Store {
  readonly adapter: StoreAdapterName;
  readonly venues: VenueRepository;
  readonly events: EventRepository;
  readonly articles: ArticleRepository;
  readonly crafts: CraftRepository;
  readonly cities: CityRepository;
  /** One cheap read; rejects when the store cannot be reached. */
  ping(): Promise<void>;
  /** True when the store holds no crafts yet (a new store, to be seeded with demo content). */
  isEmpty(): Promise<boolean>;
  close(): Promise<void>;
}

/** Thrown by adapters when the backing store cannot be reached; GraphQL reports it as STORE_UNAVAILABLE. */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
