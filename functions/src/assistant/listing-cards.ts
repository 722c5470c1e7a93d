// The assistant's cards: how a craft, event, venue or article it found reads in the asker's language, with its link
// and (an event) the dates that fit the time asked. Built for a fresh answer (retrieval.ts) and again each time a saved
// answer is shown (saved-answers.ts), so dates, seats and prices are the store's current ones.
import { CRAFT_GUIDES } from '../domain/craft-guides.js';
import { addressLine } from '../domain/formats.js';
import type { ArticleRecord, CraftRecord, EventRecord, Locale, LocalizedText, VenueRecord } from '../domain/records.js';
import { fittingSessions } from './time-hints.js';
import type { AppliedTime, RetrievedArticle, RetrievedCraft, RetrievedEvent, RetrievedVenue, VenueRole } from './types.js';

/** Sessions an event's card lists. */
const CARD_SESSIONS = 3;

const inLocale = (text: LocalizedText, locale: Locale) => (locale === 'en' ? (text.en ?? text.de) : text.de);
const eventLink = (slug: string) => `/events/${slug}`;
const venueLink = (slug: string) => `/venues/${slug}`;
const articleLink = (slug: string) => `/blog/${slug}`;
const craftLink = (slug: string) => `/venues?craft=${encodeURIComponent(slug)}`;

export interface Found<T> {
  record: T;
  distanceKm?: number;
}

export function toCraft(craft: CraftRecord, locale: Locale): RetrievedCraft {
  const guide = CRAFT_GUIDES[craft.slug];
  return {
    slug: craft.slug,
    name: craft.name[locale],
    link: craftLink(craft.slug),
    summary: guide?.summary[locale] ?? '',
    firstSteps: guide?.firstSteps[locale] ?? [],
    materials: guide?.materials[locale] ?? [],
  };
}

/** An event's card; `now` (the time asked's start by default) decides which of its sessions can still be joined. */
export function toEvent({ record, distanceKm }: Found<EventRecord>, venues: Map<string, VenueRecord>, time: AppliedTime, locale: Locale, now: Date = time.from ?? new Date()): RetrievedEvent {
  return {
    slug: record.slug,
    title: inLocale(record.title, locale),
    link: eventLink(record.slug),
    description: inLocale(record.description, locale),
    sessions: fittingSessions(record, time, now)
      .slice(0, CARD_SESSIONS)
      .map(({ startsAt, endsAt }) => ({ startsAt, endsAt })),
    timeZone: record.timeZone,
    seatsLeft: record.registration === 'DROP_IN' ? null : record.seatsLeft,
    price: { ...record.price },
    craftSlugs: [...record.craftSlugs],
    venue: { slug: record.venueSlug, name: venues.get(record.venueSlug)?.name ?? record.venueSlug },
    ...(distanceKm === undefined ? {} : { distanceKm }),
  };
}

export function toVenue(hit: Found<VenueRecord> & { role: VenueRole; equipment: string[] }, locale: Locale): RetrievedVenue {
  const venue = hit.record;
  return {
    slug: venue.slug,
    name: venue.name,
    link: venueLink(venue.slug),
    kind: venue.kind,
    role: hit.role,
    description: inLocale(venue.description, locale),
    address: addressLine(venue.address),
    ...(hit.distanceKm === undefined ? {} : { distanceKm: hit.distanceKm }),
    equipment: hit.equipment,
  };
}

export function toArticle(article: ArticleRecord, locale: Locale): RetrievedArticle {
  return { slug: article.slug, title: inLocale(article.title, locale), link: articleLink(article.slug), teaser: inLocale(article.excerpt, locale) };
}
