// The assistant's retrieval: a wish („Ich möchte eine Tasse töpfern“, "a tote bag for my niece") becomes the crafts it
// is about, their upcoming events near the place and in the time asked, the shops, workshops and schools for them, and
// the magazine's articles, all read through the store's own list queries (the filters and ranking of the events and
// venues lists and of near-me: domain/discovery.ts, domain/search.ts). Listing texts are returned as data; nothing in
// them is read as a request.
import { CRAFT_GUIDES } from '../domain/craft-guides.js';
import type { GeoCircle } from '../domain/geo.js';
import { findPlaces } from '../domain/places.js';
import type { ArticleRecord, CityRecord, EventRecord, Locale, VenueRecord } from '../domain/records.js';
import type { EventFilter, Store, VenueFilter } from '../domain/repositories.js';
import { eventTerms, parseQuery, terms } from '../domain/search.js';
import { toArticle, toCraft, toEvent, toVenue, type Found } from './listing-cards.js';
import { fittingSessions, readTime } from './time-hints.js';
import type { AppliedTime, AssistantPlace, AssistantRequest, Retrieved, VenueRole } from './types.js';
import { craftsOfWish, placeOfWish } from './wish.js';

export interface RetrievalDeps {
  store: Store;
  now: Date;
}

/** How many of each the assistant shows: a short answer, not a directory. */
export const RETRIEVAL_LIMITS = { crafts: 3, events: 6, venues: 6, articles: 4 } as const;
/** Radius around a point given without one (near-me): the city around it. */
export const DEFAULT_RADIUS_KM = 15;
/**
 * The widening circles of the search for nearest alternatives, the last far enough for every city of the magazine.
 * In steps, because the Firestore adapter reads every upcoming event in a circle before it filters by craft.
 */
const WIDER_KM = [50, 200, 2_000] as const;
/** Candidates read per list before the time-of-day and weekday checks. */
const CANDIDATES = 100;

/** The list filters' place, and the place as the answer names it (a city the question named, with its centre). */
type PlaceFilter = { near: GeoCircle; placePostalCodes?: string[]; named?: AssistantPlace };

/**
 * The place as the list filters take it: a circle (and a postcode's addresses). Without one given, a place the
 * questions name (a city, a Vienna district or postcode: „in Graz“, „in der Nähe von Ottakring“, „1160“; the current
 * one first, then the earlier ones, newest first) is the place.
 */
function placeFilter(cities: readonly CityRecord[], place: AssistantPlace | undefined, questions: string[], locale: Locale): PlaceFilter | null {
  if (place) {
    // A chosen radius wins; else one that covers the place, never narrower than a short trip.
    const radiusKm = place.radiusKm ?? Math.max(place.area?.radiusKm ?? 0, DEFAULT_RADIUS_KM);
    const postalCodes = place.area?.postalCodes ?? [];
    return { near: { center: { lat: place.lat, lng: place.lng }, radiusKm }, ...(postalCodes.length ? { placePostalCodes: postalCodes } : {}) };
  }
  // The question's place, else the latest one the conversation named („Töpfern in Ottakring“, then „und am
  // Wochenende?“): searched like a place typed in the form's field.
  const found = questions.map((question) => placeOfWish(question, cities, locale)).find((named) => named !== undefined);
  if (!found) return null;
  const { center, label, radiusKm, postalCodes } = found.place;
  const named: AssistantPlace = { ...center, area: { label, radiusKm, postalCodes } };
  return {
    near: { center, radiusKm: Math.max(radiusKm, DEFAULT_RADIUS_KM) },
    ...(postalCodes.length ? { placePostalCodes: postalCodes } : {}),
    named,
  };
}

/**
 * A place as the directories' place field takes it (a city, district or postcode, typed) with the radius chosen, if
 * any; null when the map does not know it.
 */
export function placeOfQuery(query: string, radiusKm: number | undefined, cities: readonly CityRecord[], locale: Locale): AssistantPlace | null {
  const [found] = findPlaces(query, cities, locale, 1);
  if (!found) return null;
  return { ...found.center, ...(radiusKm === undefined ? {} : { radiusKm }), area: { label: found.label, radiusKm: found.radiusKm, postalCodes: found.postalCodes } };
}

/** Events that can still be joined (domain/joinable.ts) with a session in the time asked. */
async function listEvents(store: Store, filter: EventFilter, time: AppliedTime, now: Date): Promise<Found<EventRecord>[]> {
  const page = await store.events.list(filter, { first: CANDIDATES, offset: 0 });
  return page.items
    .map((record, index) => ({ record, distanceKm: page.distancesKm?.[index] }))
    .filter(({ record }) => fittingSessions(record, time, now).length > 0);
}

/** Words of a question about children (as the search's terms stem them: „Kinder“, „Kindern“, „kids“, „Familie“). */
const CHILDREN_WORDS = /^(kind|kid|child|famil|eltern|parent)/;

/**
 * One of each offering (a weekly open studio is one entry, at its next date): a children's course only after the
 * others unless the question asks about children (someone who wants to throw a mug is not looking for a family
 * morning), then those whose texts share more words with the question („Hocker“ finds the stool course before other
 * woodwork), then nearest with a place, then soonest.
 */
function pickEvents(found: Found<EventRecord>[], question: string, ranked: boolean): Found<EventRecord>[] {
  const asked = [...new Set(terms(question))];
  const aboutChildren = asked.some((term) => CHILDREN_WORDS.test(term));
  const aside = (record: EventRecord): number => (record.children && !aboutChildren ? 1 : 0);
  const relevance = new Map(found.map(({ record }) => [record.slug, ((weights) => asked.filter((term) => weights.has(term)).length)(eventTerms(record))]));
  const sorted = [...found].sort(
    (a, b) =>
      aside(a.record) - aside(b.record) ||
      relevance.get(b.record.slug)! - relevance.get(a.record.slug)! ||
      (ranked ? (a.distanceKm ?? 0) - (b.distanceKm ?? 0) : 0) ||
      a.record.startsAt.getTime() - b.record.startsAt.getTime(),
  );
  const seen = new Set<string>();
  return sorted.filter(({ record }) => {
    const key = `${record.venueSlug}|${record.title.de}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function venueRole(venue: VenueRecord, craftSlugs: readonly string[]): { role: VenueRole; equipment: string[] } {
  const wanted = new Set(craftSlugs.flatMap((slug) => CRAFT_GUIDES[slug]?.equipment ?? []));
  const equipment = (venue.equipment ?? []).filter((code) => wanted.has(code));
  if (venue.kind === 'SHOP') return { role: 'MATERIALS', equipment: [] };
  // A workshop lists its machines as equipment codes; open studio hours mean people may use its tools on their own.
  if (equipment.length > 0 || (venue.openStudioHours?.length ?? 0) > 0) return { role: 'EQUIPMENT', equipment };
  return { role: 'COURSES', equipment: [] };
}

/** Venues of the crafts: the nearest of each role first, so that a shop, a workshop and a school all show. */
function pickVenues(found: Found<VenueRecord>[], craftSlugs: readonly string[]): (Found<VenueRecord> & ReturnType<typeof venueRole>)[] {
  const seen = new Set<string>();
  const unique = found.filter(({ record }) => !seen.has(record.slug) && seen.add(record.slug));
  const withRoles = unique.map((hit) => ({ ...hit, ...venueRole(hit.record, craftSlugs) }));
  const byRole = (['COURSES', 'EQUIPMENT', 'MATERIALS'] as const).map((role) => withRoles.filter((hit) => hit.role === role));
  const picked: typeof withRoles = [];
  for (let index = 0; picked.length < RETRIEVAL_LIMITS.venues && byRole.some((list) => index < list.length); index++) {
    for (const list of byRole) if (list[index] && picked.length < RETRIEVAL_LIMITS.venues) picked.push(list[index]!);
  }
  return picked;
}

/**
 * What the store holds for the wish: its crafts (from the question, else from the conversation's last turn that had
 * any), their events in the time asked near the place, venues by role, and articles. When nothing fits near the place
 * or in the time, the nearest and soonest alternatives are listed instead and `nearest` says so.
 */
export async function retrieve(deps: RetrievalDeps, request: AssistantRequest): Promise<Retrieved> {
  const { store, now } = deps;
  const locale = request.locale;
  const [allCrafts, cities] = await Promise.all([store.crafts.listAll(), store.cities.listAll()]);
  let crafts = craftsOfWish(request.question, allCrafts, cities, locale);
  for (const turn of [...(request.history ?? [])].reverse()) {
    if (crafts.length > 0) break;
    const fromTurn = turn.crafts.length > 0 ? allCrafts.filter((craft) => turn.crafts.includes(craft.slug)) : craftsOfWish(turn.question, allCrafts, cities, locale);
    crafts = fromTurn.slice(0, RETRIEVAL_LIMITS.crafts);
  }
  const craftSlugs = crafts.map((craft) => craft.slug);
  // A follow-up without a time of its own („und in Graz?“) keeps the latest one asked before („kann nur abends“).
  let time = readTime(request.question, request.when, now);
  for (const turn of request.when || time.hints.length > 0 ? [] : [...(request.history ?? [])].reverse()) {
    const earlier = readTime(turn.question, undefined, now);
    if (earlier.hints.length > 0) {
      time = earlier;
      break;
    }
  }
  const found = placeFilter(cities, request.place, [request.question, ...(request.history ?? []).map((turn) => turn.question).reverse()], locale);
  const named = request.place ?? found?.named;
  const place = found && { near: found.near, ...(found.placePostalCodes ? { placePostalCodes: found.placePostalCodes } : {}) };
  // The question's own words as the search box reads them: they search the articles, and the lists when no craft is
  // named.
  const wordsQuery = parseQuery(request.question, allCrafts) ?? undefined;
  const text = craftSlugs.length === 0 ? wordsQuery : undefined;
  const timeAsked = Boolean(time.to || time.daysOfWeek || time.partOfDay);

  const eventFilters = (where: PlaceFilter | null, window: AppliedTime): EventFilter[][] => {
    const base: EventFilter = {
      endsAfter: window.from,
      ...(window.to ? { startsBefore: window.to } : {}),
      ...(where ?? {}),
    };
    if (craftSlugs.length > 0) return [craftSlugs.map((craftSlug) => ({ ...base, craftSlug }))];
    // No craft: events the words match; failing that, for a wish with a time or place („Geschenk für Oma, kann nur
    // abends“), whatever fits that time and place.
    return [...(text ? [[{ ...base, text }]] : []), ...(timeAsked || where ? [[base]] : [])];
  };
  const findEvents = async (where: PlaceFilter | null, window: AppliedTime) => {
    for (const filters of eventFilters(where, window)) {
      const found = (await Promise.all(filters.map((filter) => listEvents(store, filter, window, now)))).flat();
      if (found.length > 0) return found;
    }
    return [];
  };

  let nearest = false;
  let events = await findEvents(place, time);
  let eventTime = time;
  if (events.length === 0 && (place || timeAsked) && eventFilters(place, time).length > 0) {
    // Nothing near or in time: first the same place at any time, then ever wider circles (nearest first) in the
    // time asked and at any time.
    const anyTime: AppliedTime = { from: now, hints: time.hints };
    const wider = place ? WIDER_KM.map((radiusKm) => ({ near: { center: place.near.center, radiusKm } })) : [];
    const attempts: [PlaceFilter | null, AppliedTime][] = [[place, anyTime], ...wider.flatMap((where): [PlaceFilter, AppliedTime][] => [[where, time], [where, anyTime]])];
    for (const [where, window] of attempts) {
      events = await findEvents(where, window);
      if (events.length > 0) {
        eventTime = window;
        nearest = true;
        break;
      }
    }
  }
  const pickedEvents = pickEvents(events, request.question, Boolean(place)).slice(0, RETRIEVAL_LIMITS.events);

  const venueFilters = (where: PlaceFilter | null): VenueFilter[] =>
    craftSlugs.length > 0 ? craftSlugs.map((craftSlug) => ({ craftSlug, ...(where ?? {}) })) : text ? [{ text, ...(where ?? {}) }] : [];
  const findVenues = async (where: PlaceFilter | null) =>
    (
      await Promise.all(
        venueFilters(where).map(async (filter) => {
          const page = await store.venues.list(filter, { first: CANDIDATES, offset: 0 });
          return page.items.map((record, index) => ({ record, distanceKm: page.distancesKm?.[index] }));
        }),
      )
    )
      .flat()
      .sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
  let venues = await findVenues(place);
  for (const radiusKm of place && venues.length === 0 ? WIDER_KM : []) {
    venues = await findVenues({ near: { center: place!.near.center, radiusKm } });
    if (venues.length > 0) {
      nearest = true;
      break;
    }
  }
  // Venues hosting the events found come first (nearest first among them with a place).
  const hosting = new Set(pickedEvents.map(({ record }) => record.venueSlug));
  venues.sort((a, b) => Number(hosting.has(b.record.slug)) - Number(hosting.has(a.record.slug)) || (a.distanceKm ?? 0) - (b.distanceKm ?? 0));

  // The venues of the events, for their names on the cards (one round trip).
  const eventVenues = new Map<string, VenueRecord>();
  const venueSlugs = [...new Set(pickedEvents.map(({ record }) => record.venueSlug))];
  (await store.venues.getBySlugs(venueSlugs)).forEach((venue) => venue && eventVenues.set(venue.slug, venue));
  // A wish without a craft („Geschenk für Oma, kann nur abends“): the venues are the events' hosts.
  if (venues.length === 0 && craftSlugs.length === 0) {
    venues = pickedEvents.flatMap(({ record, distanceKm }) => {
      const venue = eventVenues.get(record.venueSlug);
      return venue?.published ? [{ record: venue, distanceKm }] : [];
    });
  }
  const pickedVenues = pickVenues(venues, craftSlugs);

  // Articles matching the question's words first, then the newest about each craft (the first craft's first); an
  // article found twice counts once.
  const [matching, byCraft] = await Promise.all([
    wordsQuery ? store.articles.list({ text: wordsQuery }, { first: RETRIEVAL_LIMITS.articles, offset: 0 }).then((page) => page.items) : [],
    craftSlugs.length > 0 ? store.articles.latestByCrafts(craftSlugs, RETRIEVAL_LIMITS.articles) : new Map<string, ArticleRecord[]>(),
  ]);
  const articles: ArticleRecord[] = [];
  for (const article of [...matching, ...craftSlugs.flatMap((slug) => byCraft.get(slug) ?? [])]) {
    if (!articles.some((known) => known.slug === article.slug)) articles.push(article);
  }

  return {
    crafts: crafts.map((craft) => toCraft(craft, locale)),
    events: pickedEvents.map((hit) => toEvent(hit, eventVenues, eventTime, locale, now)),
    venues: pickedVenues.map((hit) => toVenue(hit, locale)),
    articles: articles.slice(0, RETRIEVAL_LIMITS.articles).map((article) => toArticle(article, locale)),
    time: eventTime,
    ...(named ? { place: named } : {}),
    nearest,
  };
}
