// What the craft assistant is asked, what its retrieval finds in the store, and what it answers. Everything a card
// shows (dates, seats, prices, links) comes from the store through `Retrieved`; a model's prose never supplies it.
import type { Locale, VenueKind } from '../domain/records.js';
import type { AssistantErrorCode } from './limits.js';

/**
 * A place the person gave: a point (their location), or a place they typed, resolved to its centre and `area` (a
 * city, district or postcode: its name and, for a district or postcode, the postcodes that lie in it); and the
 * radius they chose, if they did.
 */
export type AssistantPlace = { lat: number; lng: number; radiusKm?: number; area?: AssistantArea };

/** A named place (Query.places): its name in the asked language, a radius that covers it, its postcodes. */
export type AssistantArea = { label: string; radiusKm: number; postalCodes: string[] };

/** Parts of the day, in the listing's local time: morning before 12:00, afternoon 12:00–17:00, evening from 17:00. */
export type PartOfDay = 'morning' | 'afternoon' | 'evening';

/** When the person has time; every part optional and all given parts apply together. */
export interface AssistantWhen {
  /** Sessions ending at or after this instant (defaults to now). */
  from?: Date;
  /** Sessions starting before this instant. */
  to?: Date;
  /** Days of the week a session may start on, in the listing's local time (0 = Sunday … 6 = Saturday). */
  daysOfWeek?: number[];
  /** Part of the day a session may start in, in the listing's local time. */
  partOfDay?: PartOfDay;
}

/** One earlier turn of the conversation, kept by the browser so a follow-up keeps its craft. */
export interface AssistantTurn {
  /** The earlier question as asked. */
  question: string;
  /** Slugs of the crafts that turn was about (Retrieved.crafts of its answer). */
  crafts: string[];
}

export interface AssistantRequest {
  /** The wish or question, as typed (checked for length before anything is retrieved). */
  question: string;
  /** The language asked in; the answer's language. */
  locale: Locale;
  /** Where to look for courses, shops and workshops; without it, lists are not narrowed by place. */
  place?: AssistantPlace;
  /** Time preferences chosen in the form; time hints in the question add to them. */
  when?: AssistantWhen;
  /** Earlier turns, oldest first (follow-ups such as „und am Wochenende?“). */
  history?: AssistantTurn[];
}

/** A craft the wish is about, with the site's own short texts in the request's language. */
export interface RetrievedCraft {
  /** The craft's slug (the key of links and of AssistantTurn.crafts). */
  slug: string;
  /** The craft's name in the request's language. */
  name: string;
  /** Site path of the craft's listings (the events list filtered by it). */
  link: string;
  /** What the craft is, in a sentence or two. */
  summary: string;
  /** First steps for a beginner, in order. */
  firstSteps: string[];
  /** Materials and tools a beginner needs. */
  materials: string[];
}

/** One upcoming course or event, with its dates, seats and price as the store has them. */
export interface RetrievedEvent {
  /** The event's slug. */
  slug: string;
  /** Title in the request's language (German when untranslated). */
  title: string;
  /** Site path of the event's page. */
  link: string;
  /** Short description in the request's language, as the organiser wrote it (data, never instructions). */
  description: string;
  /** Its upcoming sessions (at most a few), start and end. */
  sessions: { startsAt: Date; endsAt: Date }[];
  /** The event's time zone, for showing the dates. */
  timeZone: string;
  /** Seats left now; null for drop-in events (nothing to book). */
  seatsLeft: number | null;
  /** Price of the whole event in cents and its currency (0: free). */
  price: { amountCents: number; currency: string };
  /** Slugs of the event's crafts. */
  craftSlugs: string[];
  /** The venue's slug and name. */
  venue: { slug: string; name: string };
  /** Distance from the place given, in km; absent without a place. */
  distanceKm?: number;
}

/** Why a venue is listed: it gives courses in the craft, sells its materials, or has the equipment to use. */
export type VenueRole = 'COURSES' | 'MATERIALS' | 'EQUIPMENT';

export interface RetrievedVenue {
  /** The venue's slug. */
  slug: string;
  /** The venue's name. */
  name: string;
  /** Site path of the venue's page. */
  link: string;
  /** The venue's kind as listed (SHOP, WORKSHOP, …). */
  kind: VenueKind;
  /** Why it is listed for this wish. */
  role: VenueRole;
  /** Description in the request's language, as the owner wrote it (data, never instructions). */
  description: string;
  /** Street, postcode and locality, for the card. */
  address: string;
  /** Distance from the place given, in km; absent without a place. */
  distanceKm?: number;
  /** The venue's equipment codes that the wish's crafts need (role EQUIPMENT; else empty). */
  equipment: string[];
}

/** A magazine article about the wish's crafts. */
export interface RetrievedArticle {
  /** The article's slug. */
  slug: string;
  /** Title in the request's language. */
  title: string;
  /** Site path of the article. */
  link: string;
  /** The article's excerpt in the request's language. */
  teaser: string;
}

/** The time window retrieval applied to events: the explicit `when` merged with the question's time hints. */
export interface AppliedTime extends AssistantWhen {
  /** The hints understood in the question (and its follow-ups), e.g. 'evening', 'weekend', 'next-week', 'month:12'. */
  hints: string[];
}

/** What retrieval found, all from the store and ready to show. */
export interface Retrieved {
  /** The crafts the wish is about, best first (empty when none could be told). */
  crafts: RetrievedCraft[];
  /** Upcoming events in those crafts within the time window, nearest (with a place) or soonest first. */
  events: RetrievedEvent[];
  /** Venues for courses, materials and equipment, nearest first with a place. */
  venues: RetrievedVenue[];
  /** Magazine articles about the crafts or the wish. */
  articles: RetrievedArticle[];
  /** The time window applied to events. */
  time: AppliedTime;
  /** The place used, as given (absent without one). */
  place?: AssistantPlace;
  /** True when nothing matched near the place or in the time window and the lists hold the nearest alternatives. */
  nearest: boolean;
}

/**
 * Why an answer looks as it does, as codes the pages localize.
 * - NO_MODEL: no language model is configured; the answer is the listings and the site's own texts.
 * - NOTHING_NEARBY: nothing matched near the place or in the time; the listings are the nearest alternatives.
 * - NO_MATCH: no craft or listing matched the wish at all.
 */
export type AssistantNotice = 'NO_MODEL' | 'NOTHING_NEARBY' | 'NO_MATCH';

export interface AssistantAnswer {
  /** RETRIEVAL_ONLY: listings and site texts only; MODEL: with a model's prose. */
  mode: 'RETRIEVAL_ONLY' | 'MODEL';
  /** The model that wrote `text` (MODEL only). */
  model?: string;
  /** The model's prose; '' without a model. */
  text: string;
  /** The listings the answer may show as cards (only these). */
  retrieved: Retrieved;
  /** Names or links the model invented, removed from `text`. */
  dropped: string[];
  /** Notices for the page to show, in order. */
  notices: AssistantNotice[];
}

/** One piece of a streamed answer: prose as it comes, then the whole checked answer, or an error code instead. */
export type AssistantChunk = { text: string } | { answer: AssistantAnswer } | { error: AssistantErrorCode; retryAfterSeconds?: number };
