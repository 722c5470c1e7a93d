// The events' port: how lists of events are filtered and ordered, and what the stores read and write of them.
import type { AccessibilityFeature } from '../accessibility.js';
import type { GeoCircle } from '../geo.js';
import type { EventLevel, EventRecord } from '../records.js';
import type { SearchQuery } from '../search.js';
import type { Page, PageRequest } from './pages.js';

export interface EventSortKey {
  startsAt: Date;
  slug: string;
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
  /** Courses said to have every one of these features: their own, else their venue's (accessibility.ts, courseHasFeatures). */
  accessibility?: readonly AccessibilityFeature[];
  /** Courses for children whose oldest age is at least this (domain/children.ts: 0 asks for every children's course). */
  childMaxAgeAtLeast?: number;
  /** Courses for children whose youngest age is at most this; with childMaxAgeAtLeast the same age: those for that age. */
  childMinAgeAtMost?: number;
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
  /**
   * Published events with a session starting at or after `from` and before `until`, in any order (the reminder sweep,
   * services/reminders.ts): read by their end, so that a course whose first date is long past but whose later dates
   * come is found, and courses over long ago are not read.
   */
  withSessionStarting(from: Date, until: Date): Promise<EventRecord[]>;
}
