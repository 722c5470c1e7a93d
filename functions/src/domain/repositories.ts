// The narrow interfaces every store adapter implements (embedded: SQLite, firebase: Firestore). One contract test
// suite (store/contract.ts) holds both adapters to the same behaviour. Each method is ONE store round trip, so the
// request-scoped DataLoaders can promise a constant number of round trips per request.
import type { PageViewDayRecord, PageViewHit, SearchDayRecord } from './analytics.js';
import type { GeoCircle } from './geo.js';
import type { OrderChange, OrderPlan, OrderRecord, OrderStatus } from './payments.js';
import type { PremiumInvoiceRecord } from './premium-invoices.js';
import type { PremiumChange, PremiumPlanResult, PremiumRecord } from './premium-subscriptions.js';
import type { RadarAlertRecord, RadarMatchRecord } from './radar.js';
import type { BookingRefusal } from './registration.js';
import type { SavedAnswerRecord } from './saved-answers.js';
import type {
  ArticleRecord,
  BookingRecord,
  CityRecord,
  ContactMessageRecord,
  CraftRecord,
  EventLevel,
  EventRecord,
  GeoPoint,
  LivePostRecord,
  MailRecord,
  ModerationLogRecord,
  ProfileRecord,
  VenueChangeRecord,
  VenueClaimRecord,
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
  /** With filter.placePostalCodes: whether each item lies in the place searched, parallel to `items`. */
  inPlace?: boolean[];
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
}

export interface EventFilter {
  /** Events ending at or after this instant. */
  endsAfter?: Date;
  /** Events starting before this instant. */
  startsBefore?: Date;
  /** Events a person can still join at this instant (domain/joinable.ts): what upcoming lists show. */
  joinableAt?: Date;
  craftSlug?: string;
  venueSlug?: string;
  citySlug?: string;
  /** By the event's (denormalised) geo. */
  near?: GeoCircle;
  /**
   * As VenueFilter.placePostalCodes, by the address of the event's venue (read from the venue, so that events follow
   * their venue's address).
   */
  placePostalCodes?: readonly string[];
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
  /** The crafts of every published venue, in one query (the index of crafts counts from them, domain/craft-links.ts). */
  craftSets(): Promise<string[][]>;
  /** Inserts or replaces, all or nothing. */
  upsertMany(venues: readonly VenueRecord[]): Promise<void>;
  /** Venues (published or not) this person owns, by (nameSort, slug). */
  byOwner(uid: string): Promise<VenueRecord[]>;
}

/** What events.joinableInCities looks for: events of any of these crafts in this city, the event `exclude` left out. */
export interface JoinableInCity {
  craftSlugs: readonly string[];
  citySlug: string;
  exclude?: string;
}

export interface EventRepository {
  /** Published events matching the filter, ordered by (startsAt, slug) unless ranked. */
  list(filter: EventFilter, page: PageRequest<EventSortKey>): Promise<Page<EventRecord>>;
  getBySlugs(slugs: readonly string[]): Promise<(EventRecord | null)[]>;
  /**
   * For each venue, its first `limit` published events a person can still join at `at` (domain/joinable.ts), by
   * start: one round trip for any number of venues (what the Venue.upcomingEvents DataLoader batches into).
   */
  upcomingByVenues(venueSlugs: readonly string[], at: Date, limit: number): Promise<Map<string, EventRecord[]>>;
  /** The same per craft (Event.relatedEvents, Article.upcomingEvents). */
  upcomingByCrafts(craftSlugs: readonly string[], at: Date, limit: number): Promise<Map<string, EventRecord[]>>;
  /**
   * For each request, the first `limit` published events of any of its crafts in its city that a person can still
   * join at `at`, by start, without its event `exclude`: what an event suggests and a venue without courses offers
   * instead. One round trip for any number of requests (the DataLoader of a list's suggestions).
   */
  joinableInCities(requests: readonly JoinableInCity[], at: Date, limit: number): Promise<EventRecord[][]>;
  /** The crafts of every published event ending at or after `endsAfter`, in one query (as venues.craftSets). */
  upcomingCraftSets(endsAfter: Date): Promise<string[][]>;
  upsertMany(events: readonly EventRecord[]): Promise<void>;
  /** Events this person created, in any state, by (startsAt, slug). */
  byOwner(uid: string): Promise<EventRecord[]>;
  /** Contributed events waiting for an editor (review IN_REVIEW), least recently updated first. */
  inReview(limit: number): Promise<EventRecord[]>;
  /**
   * Published events with a minimum of participants still PENDING whose decision time is at or before `now`,
   * earliest decision first (the decision job, services/course-decisions.ts).
   */
  decisionsDue(now: Date, limit: number): Promise<EventRecord[]>;
}

/** Profiles of signed-in people. */
export interface ProfileRepository {
  getByUids(uids: readonly string[]): Promise<(ProfileRecord | null)[]>;
  /** Everyone, by (email, uid), for the admin's list of users. */
  list(page: { first: number; offset: number }): Promise<Page<ProfileRecord>>;
}

export interface BookingResult {
  booking: BookingRecord;
  /** True when the person already held an active booking for the event (it is returned unchanged). */
  existing: boolean;
  /** The order of a seat held in a paid event (a new one, or the existing booking's); null otherwise. */
  order: OrderRecord | null;
}

export interface CancellationResult {
  booking: BookingRecord;
  /**
   * The first waitlisted person, now in the freed seat: CONFIRMED in a free event, HELD with `promotedOrder` in a
   * paid one; null when nobody was waiting.
   */
  promoted: BookingRecord | null;
  promotedOrder: OrderRecord | null;
  /** The event's seats left as the transaction found them and left them (null when the event is gone). */
  seatsLeft: { before: number; after: number } | null;
}

/**
 * Seats. Each method is one transaction: a seat is taken (EventRecord.seatsLeft decremented) only while one is
 * left, so parallel bookings never oversell; a full event puts the person on the waitlist. `mails` composes the
 * mails to send from the outcome; they are written to the outbox in the same transaction (all or nothing).
 */
export interface BookingRepository {
  /**
   * Books one seat for `uid` (or a waitlist place when none is left). In a paid event the seat is HELD for
   * CHECKOUT_HOLD_MS and an order made with it (domain/payments.ts). Throws NotFoundError for an unknown or
   * unpublished event, ConflictError('NO_BOOKING') for a drop-in event and ConflictError('EVENT_CLOSED') for a
   * cancelled or past one, or a course whose first date has begun (registration.ts).
   */
  book(eventSlug: string, uid: string, now: Date, mails: (result: BookingResult) => MailRecord[]): Promise<BookingResult>;
  /**
   * Cancels an active booking; a freed seat goes to the first waitlisted person (by createdAt) or back to
   * seatsLeft. A HELD booking's open order is CANCELLED with it. Throws NotFoundError when the booking does not exist, ConflictError('ALREADY_CANCELLED').
   */
  cancel(bookingId: string, now: Date, mails: (result: CancellationResult) => MailRecord[]): Promise<CancellationResult>;
  /**
   * Stores CONFIRMED bookings made outside the site (the demo seed's), each of a paid event with its COMPLETED order
   * from `orders` (a cancelled paid event's CANCELLED ones with their REFUNDED orders), and counts the seats left of their events from the bookings stored: capacity minus the CONFIRMED
   * and HELD ones. Each event is written together with its new bookings and their orders; a booking whose id is
   * stored already stays as it is, so an import cut short may run again, except that a stored CONFIRMED booking of the
   * same person without an order gains the order imported with it (bookings imported before paid seats had orders).
   * Checks everything before
   * the first write: throws NotFoundError for an unknown event and ConflictError('WRONG_STATE') for a booking
   * payments.ts importedBookingProblem refuses or an event that would hold more seated bookings than seats.
   */
  importConfirmed(bookings: readonly BookingRecord[], orders?: readonly OrderRecord[]): Promise<void>;
  getByIds(ids: readonly string[]): Promise<(BookingRecord | null)[]>;
  /** A person's bookings (all states), newest first. */
  byUser(uid: string): Promise<BookingRecord[]>;
  /** An event's bookings (all states), by createdAt. */
  byEvent(eventSlug: string): Promise<BookingRecord[]>;
}

/** The outcome of OrderRepository.change. */
export interface OrderChangeResult extends OrderPlan {
  /** The order's state before the change. */
  before: OrderStatus;
  /** True when the provider's event id was handled before: nothing was written. */
  duplicateEvent: boolean;
}

/**
 * Orders of paid seats (domain/payments.ts). A seat is held and its order made by BookingRepository.book; every later
 * change goes through `change`, one transaction that writes the order, its booking, the seat count, a promoted
 * waitlist place with its order, the provider's event id (each id is applied once) and the mails, all or nothing.
 */
export interface OrderRepository {
  /**
   * Applies `change` by planOrderChange. With `providerEventId`, an id seen before changes nothing
   * (`duplicateEvent`). Throws NotFoundError for an unknown order.
   */
  change(
    orderId: string,
    change: OrderChange,
    now: Date,
    options: { providerEventId?: string },
    mails: (result: OrderChangeResult) => MailRecord[],
  ): Promise<OrderChangeResult>;
  getByIds(ids: readonly string[]): Promise<(OrderRecord | null)[]>;
  /** A person's orders, newest first. */
  byUser(uid: string): Promise<OrderRecord[]>;
  /** An event's orders, oldest first. */
  byEvent(eventSlug: string): Promise<OrderRecord[]>;
  /** Orders in these states, oldest update first: the sweep's work (holds to end, checkouts to reconcile, refunds). */
  inStatus(statuses: readonly OrderStatus[], limit: number): Promise<OrderRecord[]>;
  /** The editors' list: all orders or those in `statuses`, newest first (createdAt, then id), one page with the total. */
  list(filter: { statuses?: readonly OrderStatus[] }, page: { first: number; offset: number }): Promise<Page<OrderRecord>>;
}

/** What the moderation queue and the owner pages read; writes go through Store.write. */
export interface ModerationRepository {
  claimsByIds(ids: readonly string[]): Promise<(VenueClaimRecord | null)[]>;
  /** Claims in a state, oldest first (PENDING: the queue). */
  claims(filter: { state?: VenueClaimRecord['state']; uid?: string; venueSlug?: string }, limit: number): Promise<VenueClaimRecord[]>;
  venueChangesBySlugs(venueSlugs: readonly string[]): Promise<(VenueChangeRecord | null)[]>;
  /** Pending venue changes, oldest first. */
  pendingVenueChanges(limit: number): Promise<VenueChangeRecord[]>;
  /** The log, newest first. */
  log(page: { first: number; offset: number }): Promise<Page<ModerationLogRecord>>;
  /** Contact messages, newest first, optionally only unhandled ones. */
  contactMessages(filter: { handled?: boolean }, page: { first: number; offset: number }): Promise<Page<ContactMessageRecord>>;
}

/** The organisers' live posts; writes go through Store.write (with the event's live overrides). */
export interface LivePostRepository {
  getByIds(ids: readonly string[]): Promise<(LivePostRecord | null)[]>;
  /** An event's newest `limit` posts, newest first (ties by id, descending). */
  byEvent(eventSlug: string, limit: number): Promise<LivePostRecord[]>;
  /** Each event's newest post (null for none): one round trip for any number of events (the live cards). */
  latestByEvents(eventSlugs: readonly string[]): Promise<Map<string, LivePostRecord | null>>;
}

/**
 * The Restplatz-Radar's alerts and matches. Kept apart from Store.write: recording matches and mailing them are
 * transactions of their own, whose rules (one match per alert and course and reason, one mail per alert an hour) the
 * store enforces, so that two instances matching at once neither record twice nor mail twice.
 */
export interface RadarRepository {
  /** A person's alerts, newest first. */
  alertsOf(uid: string): Promise<RadarAlertRecord[]>;
  getAlerts(ids: readonly string[]): Promise<(RadarAlertRecord | null)[]>;
  /** Creates or replaces an alert. */
  saveAlert(alert: RadarAlertRecord): Promise<void>;
  /** Deletes an alert with its matches; the alert goes last, so that a call failing half-way can simply be repeated. */
  deleteAlert(id: string): Promise<void>;
  /** The active alerts that look for any of these crafts, and those that look for every craft. */
  candidates(craftSlugs: readonly string[]): Promise<RadarAlertRecord[]>;
  /**
   * Records the matches that are new, in one transaction, and returns them. A NEW_EVENT match is recorded once per
   * alert and course; a SEAT_FREED match only when the alert's last match of that course is more than
   * `seatFreedQuietMs` older than the new one (the person knows of the course already).
   */
  recordMatches(matches: readonly RadarMatchRecord[], seatFreedQuietMs: number): Promise<RadarMatchRecord[]>;
  getMatches(ids: readonly string[]): Promise<(RadarMatchRecord | null)[]>;
  /** A person's matches at or after `since`, newest first (ties by id, descending). */
  matchesOf(uid: string, since: Date, limit: number): Promise<RadarMatchRecord[]>;
  /** Each alert's newest matches, newest first: one round trip for any number of alerts. */
  latestMatchesByAlerts(alertIds: readonly string[], limit: number): Promise<Map<string, RadarMatchRecord[]>>;
  /** Matches no mail has told of yet (of one alert, or of all), oldest first. */
  waitingMatches(filter: { alertId?: string }, limit: number): Promise<RadarMatchRecord[]>;
  /**
   * In one transaction: unless one of the matches was mailed meanwhile or the alert was mailed after `quietSince`
   * (or is gone), marks the matches mailed at `mail.createdAt` with the hash of the mail's unsubscribe token, sets the
   * alert's lastMailedAt and queues the mail. Returns whether it did; otherwise nothing is written.
   */
  mailMatches(alertId: string, matchIds: readonly string[], mail: MailRecord, tokenHash: string, quietSince: Date): Promise<boolean>;
  /**
   * Marks waiting matches as told of without a mail (the course no longer matches, or the alert was paused), so that
   * they stop waiting for a digest; matches told of already are left as they are.
   */
  dismissMatches(matchIds: readonly string[], at: Date): Promise<void>;
  /** The match whose mail carried the unsubscribe token with this hash; null for none. */
  matchByTokenHash(tokenHash: string): Promise<RadarMatchRecord | null>;
  /** Deletes every alert and match of a person (account deletion). */
  deleteAllOf(uid: string): Promise<void>;
}

/**
 * The craft assistant's answers people saved (domain/saved-answers.ts). Adding one checks the person's count in the
 * same transaction, so that two saves at once cannot pass the limit together.
 */
export interface SavedAnswerRepository {
  /** A person's saved answers, newest first (ties by id, descending). */
  savedBy(uid: string): Promise<SavedAnswerRecord[]>;
  get(id: string): Promise<SavedAnswerRecord | null>;
  /** Adds the answer unless its person has `max` already: then ConflictError SAVED_ANSWERS_FULL and nothing is written. */
  add(answer: SavedAnswerRecord, max: number): Promise<void>;
  /** Deletes one; an id that is gone already is no error. */
  delete(id: string): Promise<void>;
  /** Deletes every saved answer of a person (account deletion). */
  deleteAllOf(uid: string): Promise<void>;
}

/**
 * One key's counter of a throttle (services/throttle.ts): its recent attempts and how long it is locked. Keys reach
 * the store hashed, so it holds neither addresses nor emails.
 */
export interface AttemptRecord {
  key: string;
  /** The attempts within the throttle's window, oldest first. */
  attempts: Date[];
  lockedUntil: Date | null;
  /** From when on the record no longer matters (lock over, attempts out of the window): stores drop it then. */
  expiresAt: Date;
}

/**
 * The throttles' counters, in the store so that every instance counts together and a restart forgets nothing
 * (decision 015).
 */
export interface AttemptRepository {
  /** The records of these keys that have not expired at `now`. */
  get(keys: readonly string[], now: Date): Promise<AttemptRecord[]>;
  /**
   * In one transaction: reads the records of these distinct keys (null where missing or expired at `now`), in the
   * keys' order, and stores what `next` makes of them (null deletes), so that attempts made at once on two instances
   * all count. `next` may run more than once (Firestore retries a transaction that met another).
   */
  update(keys: readonly string[], now: Date, next: (current: readonly (AttemptRecord | null)[]) => readonly (AttemptRecord | null)[]): Promise<void>;
}

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

/** The mail outbox (Firebase: the `mail` collection the Trigger Email extension sends from). Newest first. */
export interface MailRepository {
  list(filter: { to?: string }, limit: number): Promise<MailRecord[]>;
}

/**
 * One write in Store.write. `put` creates or replaces; `create` fails the whole batch with
 * ConflictError('ALREADY_EXISTS') when the key is taken (new event slugs, claim ids); `delete` removes (no error
 * when missing). Keys: profile uid, event/venue slug, venueChange venueSlug, others their id.
 * A `put` of an existing event keeps the stored seatsLeft (the bookings' count), shifted by a change of capacity:
 * an edit never sells seats taken since the editor read the event.
 */
export type WriteOp =
  | { put: 'profile'; record: ProfileRecord }
  | { put: 'event'; record: EventRecord }
  | { create: 'event'; record: EventRecord }
  | { put: 'venue'; record: VenueRecord }
  | { put: 'venueClaim'; record: VenueClaimRecord }
  | { put: 'venueChange'; record: VenueChangeRecord }
  | { put: 'moderationLog'; record: ModerationLogRecord }
  | { put: 'contactMessage'; record: ContactMessageRecord }
  | { put: 'mail'; record: MailRecord }
  | { put: 'livePost'; record: LivePostRecord }
  | { delete: 'profile' | 'event' | 'venueChange' | 'venueClaim' | 'booking' | 'order' | 'livePost'; key: string }
  /**
   * Every paid (COMPLETED) order of the event `refundPaidOrders` to REFUND_PENDING, each as OrderRepository.change
   * applies `{ kind: 'REFUND', reason }` at `at` (its log entry and reason, its booking cancelled, its seat back to the
   * event), with the mails `mails` composes of each order's outcome. Only for an event that is CANCELLED as the ops
   * before this one leave it (its freed seats go to nobody); otherwise the whole write fails. Written together with
   * the event's cancellation, no crash leaves a cancelled event's payers unrefunded: the payment sweep retries every
   * REFUND_PENDING order.
   */
  | { refundPaidOrders: string; reason: string; at: Date; mails: (result: OrderChangeResult) => MailRecord[] };

export interface ArticleRepository {
  /** Published articles matching the filter, newest first, ties by slug (unless ranked). */
  list(filter: ArticleFilter, page: PageRequest<ArticleSortKey>): Promise<Page<ArticleRecord>>;
  getBySlugs(slugs: readonly string[]): Promise<(ArticleRecord | null)[]>;
  /** For each craft, its newest `limit` published articles (Venue.relatedArticles). */
  latestByCrafts(craftSlugs: readonly string[], limit: number): Promise<Map<string, ArticleRecord[]>>;
  /** The crafts of every published article, in one query (as venues.craftSets). */
  craftSets(): Promise<string[][]>;
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

/**
 * The public content version: a number that changes whenever what anonymous visitors see may have changed (events,
 * venues, articles, crafts, cities, live posts, seats left). Every instance keeps the pages and responses it rendered
 * for anonymous visitors in memory tied to the version it read, so a change on one instance empties the others' caches too
 * (decision 017). The store bumps it itself after such writes (store/content-version.ts); services never call bump.
 */
export interface ContentVersionRepository {
  /** One cheap read (one row, one document); 0 before the first bump. */
  current(): Promise<number>;
  bump(): Promise<void>;
}

export type StoreAdapterName = 'embedded' | 'firebase';

/**
 * Read counters an adapter increments when given one (for the benchmark): queries sent to the backing store and
 * documents (rows) they returned.
 */
/** The outcome of PremiumRepository.change. */
export interface PremiumChangeResult extends PremiumPlanResult {
  /** The venue's record before the change. */
  before: PremiumRecord | null;
  /** True when the provider's event id was handled before: nothing was written. */
  duplicateEvent: boolean;
  /** The invoice this change issued (a paid period whose provider invoice is new; premium-invoices.ts), numbered. */
  invoice: PremiumInvoiceRecord | null;
}

/**
 * Venues' Premium subscriptions (domain/premium-subscriptions.ts), one record per venue. Every change goes through
 * `change`, one transaction that writes the record, the provider's event id (each id is applied once), the invoice a
 * paid period issues (the next number, once per provider invoice) and the mails.
 */
export interface PremiumRepository {
  change(
    venueSlug: string,
    change: PremiumChange,
    now: Date,
    options: { providerEventId?: string },
    mails: (result: PremiumChangeResult) => MailRecord[],
  ): Promise<PremiumChangeResult>;
  getByVenues(venueSlugs: readonly string[]): Promise<(PremiumRecord | null)[]>;
  /** The venues featured at `now` (isFeatured), by venue slug. */
  featured(now: Date): Promise<PremiumRecord[]>;
  /** A venue's invoices, by number. */
  invoices(venueSlug: string): Promise<PremiumInvoiceRecord[]>;
}

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
  readonly profiles: ProfileRepository;
  readonly bookings: BookingRepository;
  readonly orders: OrderRepository;
  readonly premium: PremiumRepository;
  readonly moderation: ModerationRepository;
  readonly mail: MailRepository;
  readonly livePosts: LivePostRepository;
  readonly radar: RadarRepository;
  readonly savedAnswers: SavedAnswerRepository;
  readonly attempts: AttemptRepository;
  readonly analytics: AnalyticsRepository;
  readonly contentVersion: ContentVersionRepository;
  /** Applies the writes all or nothing, in one transaction (Firestore: one batch). */
  write(ops: readonly WriteOp[]): Promise<void>;
  /** One cheap read; rejects when the store cannot be reached. */
  ping(): Promise<void>;
  /**
   * Writes a probe and removes it again, leaving the data as it was; rejects with StoreUnavailableError when the store
   * can be read but not written (a full disk, a read-only file, a Firestore refusing writes).
   */
  probeWrite(): Promise<void>;
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

/** An id, slug or booking the operation needs does not exist (or is not visible to the caller). */
export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
}

/**
 * The write conflicts with the stored state; `code` says how (ALREADY_EXISTS, EVENT_CLOSED, NO_BOOKING: a drop-in
 * event, EVENT_POSTPONED, COURSE_RUNNING, BOOKING_WINDOW_CLOSED: why a booking is refused, ALREADY_CANCELLED; the
 * services add WRONG_STATE: not in a state that allows this step, ALREADY_OWNER, ALREADY_PENDING: a claim waits,
 * LAST_ADMIN: the last admin may not give up the role; SAVED_ANSWERS_FULL: the person keeps as many saved answers as
 * allowed).
 */
export class ConflictError extends Error {
  override readonly name = 'ConflictError';
  constructor(
    readonly code: 'ALREADY_EXISTS' | BookingRefusal | 'ALREADY_CANCELLED' | 'WRONG_STATE' | 'ALREADY_OWNER' | 'ALREADY_PENDING' | 'LAST_ADMIN' | 'CANCELLATION_DEADLINE_PASSED' | 'SAVED_ANSWERS_FULL',
    message: string,
  ) {
    super(message);
  }
}
