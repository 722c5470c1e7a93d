// The domain records the store adapters persist and the services work with. GraphQL types map onto these
// (codegen mappers); nothing here knows about GraphQL, Firestore or SQLite.
import type { CourseMinimum } from './course-minimum.js';

/** Text in German (always present) and, where translated, English. */
export interface LocalizedText {
  de: string;
  en?: string;
}

export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface ImageRecord {
  url: string;
  alt: LocalizedText;
  width?: number;
  height?: number;
  /** Uploaded images: every stored size as an HTML srcset ("/media/... 320w, /media/... 800w"). */
  srcset?: string;
}

export interface CraftRecord {
  slug: string;
  name: { de: string; en: string };
  /** Display order in the taxonomy. */
  position: number;
}

export interface CityRecord {
  slug: string;
  name: LocalizedText;
  country: string; // ISO-3166 alpha-2
  timeZone: string;
  center: GeoPoint;
  /** Larger first in lists. */
  population: number;
}

export type VenueKind = 'SHOP' | 'WORKSHOP' | 'CREATIVE_SPACE' | 'SCHOOL';
export type Weekday = 'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | 'SUNDAY';

export interface OpeningHoursRecord {
  day: Weekday;
  opens: string; // HH:MM local time
  closes: string; // HH:MM local time
}

export interface VenueRecord {
  slug: string;
  name: string;
  /** Lower-cased, umlaut-folded name: the order of venue lists in both adapters. */
  nameSort: string;
  kind: VenueKind;
  craftSlugs: string[];
  description: LocalizedText;
  address: {
    street: string;
    postalCode: string;
    locality: string;
    district?: string;
    country: string;
  };
  citySlug: string;
  geo: GeoPoint;
  timeZone: string;
  openingHours: OpeningHoursRecord[];
  contact: { email?: string; phone?: string };
  website?: string;
  /** The venue's profiles elsewhere (Instagram, Mastodon, …): https links, in the owner's order. */
  socialLinks?: string[];
  images: ImageRecord[];
  /** People who keep this venue's page (approved claims). */
  ownerUids?: string[];
  /** Machines and tools visitors can use, as codes (KILN, SEWING_MACHINE, LASER_CUTTER, ...). */
  equipment?: string[];
  /** When the workshop is open for people to work on their own projects, in local time. */
  openStudioHours?: OpeningHoursRecord[];
  /** How the place can be reached and used (accessibility.ts); absent when the owner has not said. */
  accessibility?: AccessibilityRecord;
  published: boolean;
  updatedAt: Date;
}

export type EventLevel = 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED' | 'ALL_LEVELS';
export type EventStatus = 'SCHEDULED' | 'CANCELLED' | 'POSTPONED';

/** One date an event meets on. A course meets on one or more; one booking covers them all. */
export interface EventSession {
  startsAt: Date;
  endsAt: Date;
}

/** BOOKING: people book a seat (or a waitlist place); DROP_IN: people just come, there is nothing to book. */
export type Registration = 'BOOKING' | 'DROP_IN';

export interface EventRecord extends EventContribution {
  slug: string;
  title: LocalizedText;
  description: LocalizedText;
  craftSlugs: string[];
  venueSlug: string;
  /** Denormalised from the venue so that events can be filtered by city and by distance in one query. */
  citySlug: string;
  geo: GeoPoint;
  /** The first session's start and the last session's end: what lists filter and sort on. */
  startsAt: Date;
  endsAt: Date;
  /** Every date the event meets on, in order, at least one; never overlapping. */
  sessions: EventSession[];
  timeZone: string;
  /** For the whole event, all sessions. */
  price: { amountCents: number; currency: string };
  /** The organiser's VAT line for receipts ("inkl. 20 % USt", "Kleinunternehmer, keine USt"); none when absent. */
  vatNote?: string;
  /** Hours before the first session until which a cancelled paid booking is refunded (cancellation.ts); 48 when absent. */
  cancellationHours?: number;
  /**
   * The organiser's booking window (joinable.ts): minutes before the first session's start at which bookings close;
   * negative, that many minutes into the session (open sessions and drop-in dates only). The format's default when absent.
   */
  bookingClosesMinutes?: number;
  registration: Registration;
  capacity: number;
  seatsLeft: number;
  level: EventLevel;
  status: EventStatus;
  images: ImageRecord[];
  whatToBring?: LocalizedText;
  materialsIncluded: boolean;
  published: boolean;
  updatedAt: Date;
  /** What the organiser's live console says about the event while it runs; absent until the first such post. */
  live?: EventLiveOverrides;
  /** A course that runs only when enough people book by a decision time (course-minimum.ts); absent for others. */
  minimum?: CourseMinimum;
  /** Most seats one booking may take (group-bookings.ts); DEFAULT_MAX_SEATS_PER_BOOKING when absent. */
  maxSeatsPerBooking?: number;
  /** A course for children (children.ts): the ages it is for and whether an adult comes along; absent for adults' courses. */
  children?: ChildrenRule;
  /** Where the course differs from its venue's accessibility (accessibility.ts): replaces the venue's when present. */
  accessibility?: AccessibilityRecord;
  /** Languages the course is held in, as ISO 639-1 codes ('de', 'en', …); German alone when absent. */
  languages?: string[];
  /** Hours before each session the booked get a reminder (reminders.ts); DEFAULT_REMINDER_HOURS when absent, 0: none. */
  reminderHours?: number;
}

/**
 * How a venue (or a course, where it differs) can be reached and used. Each feature is true (has it), false (has
 * not) or absent (not said): a filter finds only what is said to be there, and a page says nothing about the unknown.
 */
export interface AccessibilityRecord {
  /** Entrance and course room reached without steps (level, ramp or lift). */
  stepFree?: boolean;
  lift?: boolean;
  accessibleToilet?: boolean;
  /** Chairs with backs, and room to work seated. */
  seating?: boolean;
  /** A quiet room to withdraw to. */
  quietSpace?: boolean;
  hearingLoop?: boolean;
  /** Free words: the doorway's width, a step at the back door, whom to call. */
  note?: LocalizedText;
}

/** ALONE: children come on their own; ADULT_ALONG: an adult stays, without a seat; ADULT_SEAT: an adult comes and needs a seat of their own. */
export type AdultRule = 'ALONE' | 'ADULT_ALONG' | 'ADULT_SEAT';

/** The children a course is for: from `minAge` to `maxAge` years (both included). */
export interface ChildrenRule {
  minAge: number;
  maxAge: number;
  adult: AdultRule;
}

/**
 * The organiser's live word on the schedule, written with the post that says it (and recomputed from the remaining
 * posts when one is deleted, so that deleting a post undoes it).
 */
export interface EventLiveOverrides {
  /** Minutes every session runs late; 0 when on time. */
  delayMinutes: number;
  /** Where it takes place now, when moved to another room or place. */
  room?: string;
  /** When the organiser ended it early. */
  endedAt?: Date;
}

/** UPDATE: news with text (and a photo); DELAY, ROOM, ENDED: a change of schedule or place, with optional text. */
export type LivePostKind = 'UPDATE' | 'DELAY' | 'ROOM' | 'ENDED';

/** One post of an event's organiser (or an editor) while it runs: plain text as typed, never HTML. */
export interface LivePostRecord {
  id: string;
  eventSlug: string;
  authorUid: string;
  kind: LivePostKind;
  /** Plain text, at most 500 characters; empty for a change of schedule posted without words. */
  text: string;
  /** A photo from the poster's own uploads. */
  image?: ImageRecord;
  /** DELAY: minutes every session runs late from now on. */
  delayMinutes?: number;
  /** ROOM: the room or place it moved to. */
  room?: string;
  /** The organiser's English words where they wrote both (a message to everyone booked); `text` is German. */
  textEn?: string;
  createdAt: Date;
}

export interface AuthorRecord {
  name: string;
  bio?: LocalizedText;
}

export interface ArticleRecord {
  slug: string;
  title: LocalizedText;
  excerpt: LocalizedText;
  /** Markdown. */
  body: LocalizedText;
  author: AuthorRecord;
  tags: string[];
  craftSlugs: string[];
  publishedAt: Date;
  cover?: ImageRecord;
  published: boolean;
  updatedAt: Date;
}

// ---- The write side: accounts, contributions, bookings, moderation ----

/** Site-wide roles, lowest first. Venue ownership is per venue (VenueRecord.ownerUids), not a site-wide role. */
export type Role = 'USER' | 'VENUE_OWNER' | 'EDITOR' | 'ADMIN';
export type SiteRole = Exclude<Role, 'VENUE_OWNER'>;
export type Locale = 'de' | 'en';

/**
 * What the magazine keeps about a signed-in person. Credentials live with the identity provider (identity/); the
 * profile shares its uid.
 */
export interface ProfileRecord {
  uid: string;
  /** The sign-in address, copied from the identity provider for mails and the admin's user list. */
  email: string;
  name: string;
  bio?: string;
  avatar?: ImageRecord;
  homeCitySlug?: string;
  favouriteCraftSlugs: string[];
  /** Language of the person's mails and the one their pages open in. */
  locale: Locale;
  role: SiteRole;
  /** Trusted organisers publish events without review. */
  trustedOrganiser: boolean;
  /** The person wants no reminder mails before their sessions (reminders.ts). */
  remindersOff?: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Where a contributed event stands. Editorial and demo events have no review (they are published by `published`).
 * PUBLISHED events have `published: true`; every other state keeps the event off public lists.
 */
export type ReviewState = 'DRAFT' | 'IN_REVIEW' | 'PUBLISHED' | 'REJECTED';

/** Fields a contributed event carries on top of EventRecord (all optional there: editorial events lack them). */
export interface EventContribution {
  ownerUid?: string;
  review?: ReviewState;
  /** The editor's reason when rejected (the author sees it). */
  reviewNote?: string;
  /** Events created as one weekly or monthly series share this id. */
  seriesId?: string;
}

/** HELD: a seat in a paid event, held (counted in seatsLeft) while its person pays; the order says until when. */
export type BookingStatus = 'CONFIRMED' | 'HELD' | 'WAITLISTED' | 'CANCELLED';

/**
 * One person's seats (or waitlist place for them) in one event. At most one active (not cancelled) booking per person
 * and event. A booking takes one seat or several (group-bookings.ts): each seat keeps its number for good, so a
 * ticket stays valid when another seat of the booking is given up.
 */
export interface BookingRecord {
  id: string;
  eventSlug: string;
  uid: string;
  status: BookingStatus;
  /** The seats the booking holds now (or waits for); 1 when absent. */
  seats?: number;
  /** The name given for each seat, by seat number (0-based, over every seat ever booked); '' where none was given. */
  seatNames?: string[];
  /** Seat numbers given up while the rest of the booking stays. */
  cancelledSeats?: number[];
  /** On the waitlist: the person takes fewer seats than asked when only fewer come free. */
  acceptFewer?: boolean;
  /** The order of a seat in a paid event (the latest one, when a person moved up from the waitlist). */
  orderId?: string;
  createdAt: Date;
  updatedAt: Date;
}

export type ModerationState = 'PENDING' | 'APPROVED' | 'REJECTED';

/** A person asking to become an owner of a listed venue; an editor decides. */
export interface VenueClaimRecord {
  id: string;
  venueSlug: string;
  uid: string;
  /** Why the person is the owner (role, how to verify), shown to the editor. */
  message: string;
  state: ModerationState;
  reviewNote?: string;
  createdAt: Date;
  decidedAt?: Date;
  decidedBy?: string;
}

/**
 * An owner's pending edit of their venue: the whole venue as it will look (what /venue_preview shows). Approving
 * it replaces the published venue. One pending change per venue; saving again replaces it.
 */
export interface VenueChangeRecord {
  venueSlug: string;
  uid: string;
  venue: VenueRecord;
  state: ModerationState | 'DRAFT';
  reviewNote?: string;
  updatedAt: Date;
  decidedAt?: Date;
  decidedBy?: string;
}

export type ModerationSubject = 'EVENT' | 'VENUE_CHANGE' | 'VENUE_CLAIM' | 'ROLE' | 'ACCOUNT';
export type ModerationAction = 'APPROVE' | 'REJECT' | 'SET_ROLE' | 'SET_TRUSTED' | 'HAND_OVER' | 'UNPUBLISH';

/** One step an editor or admin took: who, what, when (append-only). */
export interface ModerationLogRecord {
  id: string;
  actorUid: string;
  subject: ModerationSubject;
  /** Event slug, venue slug, claim id or uid. */
  subjectId: string;
  action: ModerationAction;
  note?: string;
  at: Date;
}

/** A message sent through /contact (or from a page's contact form); editors read them in /admin. */
export interface ContactMessageRecord {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  uid?: string;
  handled: boolean;
  createdAt: Date;
}

/**
 * A mail to send, in the shape of the Firebase "Trigger Email" extension's `mail` collection: the firebase store
 * writes it there; the embedded store keeps it in its local outbox.
 */
export interface MailRecord {
  id: string;
  to: string;
  message: { subject: string; text: string; html: string };
  /** Which template made it (for the outbox listing and tests). */
  template: string;
  createdAt: Date;
  /** Extra headers (the Trigger Email extension sends the document's `headers`), e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Files sent with the mail (an invoice's PDF), in the shape nodemailer and the Trigger Email extension take. */
  attachments?: MailAttachment[];
}

/** A file attached to a mail: its bytes as base64, so that the mail document stays plain JSON. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding: 'base64';
}
