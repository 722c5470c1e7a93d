// Venues in Firestore: `venues/{slug}`, with a geohash and search terms for circle and text queries. Filters
// Firestore cannot combine in one indexed query (a circle, text, opening hours) read the candidates of one query and
// the shared rules in domain/discovery.ts filter, rank and page them.
import type { DocumentData, Query } from 'firebase-admin/firestore';
import type { AccessibilityFeature } from '../../domain/accessibility.js';
import { compareVenues, matchVenue, placeCandidateCircle } from '../../domain/discovery.js';
import { criteriaAsked, venueCriteria } from '../../domain/list-filters.js';
import type { VenueRecord } from '../../domain/records.js';
import type { Nearby, VenueFilter, VenueRepository } from '../../domain/repositories.js';
import { venueTerms } from '../../domain/search.js';
import { constrained } from './filter-criteria.js';
import { geohashOf } from './geohash.js';
import { craftsOf, uniqueBySlug, type FirebaseKernel } from './kernel.js';

/** `query` narrowed to the documents said to have every feature asked (accessibility.ts, hasFeatures). */
const withFeatures = (query: Query, asked: readonly AccessibilityFeature[]): Query =>
  asked.reduce((narrowed, feature) => narrowed.where(`accessibility.${feature}`, '==', true), query);

/**
 * The venues (published or not: a course follows its venue) said to have every feature asked, which a course without
 * features of its own borrows (courseHasFeatures): their ids only.
 */
export async function venuesWithFeatures(kernel: FirebaseKernel, asked: readonly AccessibilityFeature[]): Promise<Set<string>> {
  return new Set(await kernel.read(withFeatures(kernel.collections.venues, asked).select(), (_, id) => id));
}

/** What a venue document carries for queries besides the record (upsertMany and Store.write alike). */
export const venueQueryFields = (venue: VenueRecord): DocumentData => ({ geohash: geohashOf(venue.geo), searchTerms: [...venueTerms(venue).keys()] });

export function venueRepository(kernel: FirebaseKernel): VenueRepository {
  const { guard } = kernel;
  const { venues } = kernel.collections;
  // Every criterion of the description is a query constraint here: the declared indexes serve each combination.
  const published = (filter: VenueFilter) =>
    constrained(venues.where('published', '==', true), criteriaAsked(venueCriteria, filter)).orderBy('nameSort').orderBy('slug');

  return {
    list: (filter, request) =>
      guard(async () => {
        const { first, after, offset } = request;
        if (!filter.near && !filter.placePostalCodes && !filter.text && !filter.openAt && !filter.accessibility) {
          return kernel.page<VenueRecord>(published(filter), { startAfter: after && [after.nameSort, after.slug], first, offset });
        }
        if (filter.placePostalCodes) {
          // The place first: its venues are where the others are measured from (a circle around each of them).
          const inPlace = await kernel.inPostalCodes<VenueRecord>(venues.where('published', '==', true), filter.placePostalCodes);
          const place = { venueSlugs: new Set(inPlace.map((venue) => venue.slug)), origins: inPlace.map((venue) => venue.geo) };
          const around = filter.near ? await kernel.inCircle<VenueRecord>(venues, placeCandidateCircle(filter.near, place.origins)) : [];
          return kernel.ranked(uniqueBySlug([...inPlace, ...around]), (venue) => matchVenue(venue, filter, place), filter, request, compareVenues);
        }
        // The features asked are equalities without an order, which Firestore serves from its single-field indexes
        // (a composite index for each combination of features, city, kind and craft would be dozens).
        const otherwise = filter.accessibility
          ? withFeatures(constrained(venues.where('published', '==', true), criteriaAsked(venueCriteria, filter)), filter.accessibility)
          : published(filter);
        const candidates = await kernel.candidates<VenueRecord>(venues, filter, otherwise);
        return kernel.ranked(candidates, (venue) => matchVenue(venue, filter), filter, request, compareVenues);
      }),

    getBySlugs: (slugs) => guard(() => kernel.byKeys<VenueRecord>(venues, slugs)),

    nearby: (origins, radiusKm, limit) =>
      guard(async () => {
        const unique = [...new Map(origins.map((origin) => [origin.slug, origin])).values()];
        const results = await Promise.all(
          unique.map(async (origin): Promise<[string, Nearby<VenueRecord>[]]> => {
            const near = { center: origin.geo, radiusKm };
            const others = (await kernel.inCircle<VenueRecord>(venues, near)).filter((venue) => venue.slug !== origin.slug);
            const { items, distancesKm } = kernel.ranked(others, (venue) => matchVenue(venue, { near }), { near }, { first: limit }, compareVenues);
            return [origin.slug, items.map((record, i) => ({ record, distanceKm: distancesKm![i]! }))];
          }),
        );
        return new Map(results);
      }),

    byCrafts: (craftSlugs, limit) => guard(() => kernel.firstPerKey<VenueRecord>(craftSlugs, limit, (craftSlug) => published({ craftSlug }))),

    // Only the crafts field of each document travels (a projection).
    craftSets: () => guard(() => kernel.read(published({}).select('craftSlugs'), craftsOf)),

    upsertMany: (records) => guard(() => kernel.upsert(venues, records, venueQueryFields), false),

    byOwner: (uid) => guard(() => kernel.read<VenueRecord>(venues.where('ownerUids', 'array-contains', uid).orderBy('nameSort').orderBy('slug'))),
  };
}
