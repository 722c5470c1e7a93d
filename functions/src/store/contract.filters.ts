// The venue and event filters as part of the store contract (describeStoreContract calls it): for each case, the
// store's list and the in-memory matcher (matchVenue, matchEvent: what featuring and ranking use) give the same
// records in the same order, and both are the answer written down. Every criterion of the filters' description
// (domain/list-filters.ts) has a case, so a criterion added there cannot go untested.
import { describe, expect, it } from 'vitest';
import { hasFeatures } from '../domain/accessibility.js';
import { compareEvents, compareVenues, matchEvent, matchVenue, pageOfHits, type Hit, type PlaceFound } from '../domain/discovery.js';
import { eventCriteria, venueCriteria } from '../domain/list-filters.js';
import type { AccessibilityRecord, EventRecord, VenueRecord } from '../domain/records.js';
import type { EventFilter, Store, VenueFilter } from '../domain/repositories.js';
import { parseQuery } from '../domain/search.js';
import { crafts, discoveryEvents, discoveryVenues, event, events, hiddenEvent, hiddenVenue, stephansplatz, wienVenues } from './contract.scenarios.js';

interface FilterCase<F> {
  name: string;
  filter: F;
  /** The slugs listed, in the list's order. */
  expected: string[];
}

/** What some venues say of their accessibility; the others say nothing. */
const accessibilityOf: Record<string, AccessibilityRecord> = {
  'toepferei-neubau': { stepFree: true, accessibleToilet: true },
  'keramik-wieden': { stepFree: true, lift: true, hearingLoop: true },
  nadelwerk: { stepFree: false, note: { de: 'Zwei Stufen am Eingang.' } },
  // Unpublished: its courses would still have its features (none are listed).
  'toepferei-geheim': { stepFree: true },
};
const withAccessibility = <T extends { slug: string }>(record: T, of: Record<string, AccessibilityRecord>): T =>
  of[record.slug] ? { ...record, accessibility: of[record.slug] } : record;
const venues: VenueRecord[] = [...discoveryVenues, ...wienVenues, hiddenVenue].map((venue) => withAccessibility(venue, accessibilityOf));
/** Courses that differ from their venue: the sewing café in a ground-floor room, February's pottery in the cellar. */
const ownAccessibility: Record<string, AccessibilityRecord> = { naehcafe: { stepFree: true }, vorbei: { stepFree: false } };

const session = (iso: string, hours: number) => ({ startsAt: new Date(iso), endsAt: new Date(Date.parse(iso) + hours * 3_600_000) });
const courseSessions = [session('2026-06-02T16:00:00.000Z', 3), session('2026-06-16T16:00:00.000Z', 3)];
/** A course with a gap between its dates: a window in the gap overlaps its span but holds none of its sessions. */
const course = event('z-kurs', '2026-06-02T16:00:00.000Z', 3, { sessions: courseSessions, endsAt: courseSessions[1]!.endsAt, level: 'ADVANCED' });
/** Children's courses: one for 6 to 10 years, one for the smallest with their parents (the bounds are included). */
const forChildren = event('kinder-naehen', '2026-04-10T14:00:00.000Z', 2, { children: { minAge: 6, maxAge: 10, adult: 'ADULT_SEAT' } });
const forBabies = event('baby-naehen', '2026-04-11T08:00:00.000Z', 1, { children: { minAge: 0, maxAge: 3, adult: 'ADULT_ALONG' } });
const eventRecords: EventRecord[] = [...discoveryEvents, ...events, course, forChildren, forBabies, hiddenEvent].map((e) => withAccessibility(e, ownAccessibility));

const venueCases: FilterCase<VenueFilter>[] = [
  { name: 'none: every published venue', filter: {}, expected: venues.filter((v) => v.published).sort(compareVenues).map((v) => v.slug) },
  { name: 'city', filter: { citySlug: 'graz' }, expected: ['zirkel-graz'] },
  { name: 'kind', filter: { kind: 'SHOP' }, expected: ['aermel-und-co', 'nadelwerk', 'oelmuehle'] },
  { name: 'craft', filter: { craftSlug: 'stricken-haekeln' }, expected: ['atelier-zwirn', 'strickstube-moedling'] },
  {
    name: 'city, kind and craft together',
    filter: { citySlug: 'wien', kind: 'SCHOOL', craftSlug: 'toepfern-keramik' },
    expected: ['keramik-wieden'],
  },
  { name: 'a criterion nothing meets', filter: { craftSlug: 'holz' }, expected: [] },
  { name: 'open at an instant, with a city', filter: { openAt: new Date('2026-11-28T00:30:00Z'), citySlug: 'wien' }, expected: ['keramik-wieden'] },
  {
    name: 'a circle with a craft, nearest first',
    filter: { near: { center: stephansplatz, radiusKm: 5 }, craftSlug: 'toepfern-keramik' },
    expected: ['keramik-wieden', 'oelmuehle', 'tonwerk-a', 'tonwerk-b', 'toepferei-neubau'],
  },
  { name: 'text with a kind', filter: { text: parseQuery('Keramik', crafts)!, kind: 'SCHOOL' }, expected: ['keramik-wieden'] },
  { name: 'a place with a kind', filter: { placePostalCodes: ['1070'], kind: 'SHOP' }, expected: ['aermel-und-co', 'oelmuehle'] },
  { name: 'a feature: only those said to have it', filter: { accessibility: ['stepFree'] }, expected: ['keramik-wieden', 'toepferei-neubau'] },
  { name: 'two features with a city', filter: { accessibility: ['stepFree', 'hearingLoop'], citySlug: 'wien' }, expected: ['keramik-wieden'] },
  {
    name: 'a feature in a circle',
    filter: { near: { center: stephansplatz, radiusKm: 5 }, accessibility: ['accessibleToilet'] },
    expected: ['toepferei-neubau'],
  },
  { name: 'a feature and the hours', filter: { accessibility: ['stepFree'], openAt: new Date('2026-11-28T00:30:00Z') }, expected: ['keramik-wieden'] },
];

const from = new Date('2026-03-01T00:00:00Z');
const eventCases: FilterCase<EventFilter>[] = [
  { name: 'none: every published event', filter: {}, expected: eventRecords.filter((e) => e.published).sort(compareEvents).map((e) => e.slug) },
  { name: 'craft', filter: { craftSlug: 'stricken-haekeln' }, expected: ['strickrunde', 'e-stricken'] },
  { name: 'venue', filter: { venueSlug: 'oelmuehle' }, expected: ['c-same-start', 'd-same-start'] },
  { name: 'city', filter: { citySlug: 'graz' }, expected: ['graz-kurs', 'f-graz'] },
  { name: 'price at most, free included', filter: { maxPriceCents: 1_000, endsAfter: from }, expected: ['drehscheibe-1', 'naehcafe', 'strickrunde'] },
  { name: 'level', filter: { level: 'ADVANCED' }, expected: ['graz-kurs', 'z-kurs'] },
  {
    name: 'city, craft, price and level together',
    filter: { citySlug: 'wien', craftSlug: 'toepfern-keramik', maxPriceCents: 0, level: 'BEGINNER' },
    expected: ['vorbei', 'drehscheibe-1'],
  },
  { name: 'a criterion nothing meets', filter: { venueSlug: 'nirgends' }, expected: [] },
  {
    name: 'a window with a venue: a session must fall in it',
    filter: { endsAfter: new Date('2026-03-04T00:00:00Z'), startsBefore: new Date('2026-03-06T00:00:00Z'), venueSlug: 'oelmuehle' },
    expected: ['c-same-start', 'd-same-start'],
  },
  { name: 'a window in a course’s gap', filter: { endsAfter: new Date('2026-06-05T00:00:00Z'), startsBefore: new Date('2026-06-12T00:00:00Z') }, expected: [] },
  {
    name: 'a circle with price and level, nearest first',
    filter: { near: { center: stephansplatz, radiusKm: 25 }, endsAfter: from, level: 'BEGINNER', maxPriceCents: 1_000 },
    expected: ['drehscheibe-1', 'strickrunde'],
  },
  { name: 'text with a city', filter: { text: parseQuery('Töpfern', crafts)!, citySlug: 'graz' }, expected: ['graz-kurs'] },
  { name: 'a place with a craft', filter: { placePostalCodes: ['1070'], craftSlug: 'toepfern-keramik' }, expected: ['vorbei', 'drehscheibe-1', 'c-same-start'] },
  { name: 'every children’s course', filter: { childMaxAgeAtLeast: 0 }, expected: ['kinder-naehen', 'baby-naehen'] },
  { name: 'a child’s age: its course, not the babies’', filter: { childMaxAgeAtLeast: 7, childMinAgeAtMost: 7 }, expected: ['kinder-naehen'] },
  { name: 'a child’s age at a course’s bound', filter: { childMaxAgeAtLeast: 3, childMinAgeAtMost: 3 }, expected: ['baby-naehen'] },
  {
    name: 'a feature: the course’s own, else its venue’s',
    filter: { accessibility: ['stepFree'], endsAfter: from },
    expected: ['drehscheibe-1', 'glasur-abend', 'naehcafe'],
  },
  { name: 'features of the venue with a city', filter: { accessibility: ['stepFree', 'lift'], citySlug: 'wien' }, expected: ['glasur-abend'] },
  {
    name: 'a feature with a place: the cellar course is not step-free',
    filter: { placePostalCodes: ['1070'], accessibility: ['stepFree'] },
    expected: ['drehscheibe-1'],
  },
  { name: 'a child’s age no course is for', filter: { childMaxAgeAtLeast: 12, childMinAgeAtMost: 12 }, expected: [] },
  { name: 'a child’s age with a city and a craft', filter: { childMaxAgeAtLeast: 10, childMinAgeAtMost: 10, citySlug: 'wien', craftSlug: 'naehen' }, expected: ['kinder-naehen'] },
];

/** The place as both stores find it: every venue with one of the postcodes, measured from the published ones. */
function placeOf(postalCodes: readonly string[] | undefined): PlaceFound | undefined {
  if (!postalCodes) return undefined;
  const inPlace = venues.filter((v) => postalCodes.includes(v.address.postalCode));
  return { venueSlugs: new Set(inPlace.map((v) => v.slug)), origins: inPlace.filter((v) => v.published).map((v) => v.geo) };
}

/** What one kind of list is checked with: its store's list, its in-memory matcher, its records and its order. */
interface ListUnderTest<T, F> {
  list: (filter: F) => Promise<{ items: T[] }>;
  match: (record: T, filter: F, place: PlaceFound | undefined, venuesWithFeatures: ReadonlySet<string> | undefined) => Hit<T> | null;
  records: readonly T[];
  compare: (a: T, b: T) => number;
}

/** Each case, listed by the store and matched in memory (ordered and paged by the shared rule), gives its answer. */
async function expectCases<T extends { slug: string }, F extends VenueFilter | EventFilter>(
  cases: FilterCase<F>[],
  under: ListUnderTest<T, F>,
): Promise<void> {
  for (const { name, filter, expected } of cases) {
    expect((await under.list(filter)).items.map((record) => record.slug), `store: ${name}`).toEqual(expected);
    const place = placeOf(filter.placePostalCodes);
    const asked = filter.accessibility;
    const venuesWithFeatures = asked && new Set(venues.filter((venue) => hasFeatures(venue.accessibility, asked)).map((venue) => venue.slug));
    const hits = under.records.map((record) => under.match(record, filter, place, venuesWithFeatures)).filter((hit) => hit !== null);
    expect(pageOfHits(hits, filter, { first: 100 }, under.compare).items.map((record) => record.slug), `memory: ${name}`).toEqual(expected);
  }
}

export function describeFilterContract(current: () => Store): void {
  describe('filters: one meaning in the store and in memory', () => {
    it('has a case for every criterion of the venue and event filters', () => {
      const asked = (cases: FilterCase<object>[]) => new Set(cases.flatMap((c) => Object.keys(c.filter)));
      expect(venueCriteria.filter((criterion) => !asked(venueCases).has(criterion.key))).toEqual([]);
      expect(eventCriteria.filter((criterion) => !asked(eventCases).has(criterion.key))).toEqual([]);
    });

    it('lists the venues each venue filter asks for, in the store as in memory', async () => {
      const store = current();
      await store.venues.upsertMany(venues);
      const list = (filter: VenueFilter) => store.venues.list(filter, { first: 100 });
      await expectCases(venueCases, { list, match: matchVenue, records: venues, compare: compareVenues });
    });

    it('lists the events each event filter asks for, in the store as in memory', async () => {
      const store = current();
      await store.venues.upsertMany(venues);
      await store.events.upsertMany(eventRecords);
      const list = (filter: EventFilter) => store.events.list(filter, { first: 100 });
      await expectCases(eventCases, { list, match: matchEvent, records: eventRecords, compare: compareEvents });
    });
  });
}
