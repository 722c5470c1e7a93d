// Venues in the embedded store: the `venues` table with the crafts and owners in join tables, so that every filter is
// SQL; text search and "open at" go through search_terms and the open_at() function.
import type { AccessibilityFeature } from '../../domain/accessibility.js';
import { compareVenues, matchVenue, placeCandidateCircle, type PlaceFound } from '../../domain/discovery.js';
import { criteriaAsked, venueCriteria, type VenueCriterion } from '../../domain/list-filters.js';
import type { VenueRecord } from '../../domain/records.js';
import type { Nearby, VenueRepository } from '../../domain/repositories.js';
import { firstPublishedPerCraft, publishedCraftSets } from './craft-sets.js';
import type { EmbeddedKernel } from './kernel.js';
import { termsOf, writeTerms } from './search-terms.js';
import { fromRow, ms, toJson } from './rows.js';
import { Where, type Clause, type ColumnsOf } from './where.js';

/** Writes one venue with its crafts, owners and search terms (upsertMany and Store.write). */
export function writeVenue(kernel: EmbeddedKernel, venue: VenueRecord): void {
  kernel
    .prepare(
      `INSERT INTO venues (slug, published, name_sort, kind, city_slug, lat, lng, updated_at, data)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (slug) DO UPDATE SET published = excluded.published, name_sort = excluded.name_sort,
         kind = excluded.kind, city_slug = excluded.city_slug, lat = excluded.lat, lng = excluded.lng,
         updated_at = excluded.updated_at, data = excluded.data`,
    )
    .run(venue.slug, venue.published ? 1 : 0, venue.nameSort, venue.kind, venue.citySlug, venue.geo.lat, venue.geo.lng, ms(venue.updatedAt), toJson(venue));
  kernel.replaceLinks('venue_crafts', 'venue_slug', 'craft_slug', venue.slug, venue.craftSlugs);
  kernel.replaceLinks('venue_owners', 'venue_slug', 'uid', venue.slug, venue.ownerUids ?? []);
  writeTerms(kernel.db, 'venue', venue.slug, termsOf.venue(venue));
}

/**
 * Venues whose address has one of the place's postcodes. The postcode stays in the record's JSON: a place holds a
 * handful of venues, and reading the published venues' postcodes needs no column of its own.
 */
export const venuesInPlace = (postalCodes: readonly string[]): Clause => ({
  sql: "json_extract(data, '$.address.postalCode') IN (SELECT value FROM json_each(?))",
  params: [JSON.stringify(postalCodes)],
});

/** The place searched: its venues (published or not), and the points of the published ones to measure from. */
export function findPlace(kernel: EmbeddedKernel, postalCodes: readonly string[]): PlaceFound {
  const { sql, params } = venuesInPlace(postalCodes);
  const rows = kernel.all(`SELECT slug, published, lat, lng FROM venues WHERE ${sql}`, params);
  return {
    venueSlugs: new Set(rows.map((row) => row.slug as string)),
    origins: rows.filter((row) => row.published === 1).map((row) => ({ lat: row.lat as number, lng: row.lng as number })),
  };
}

const hasFeaturesAsked = "has_features(json_extract(data, '$.accessibility'), ?) = 1";

/**
 * The venues (published or not: a course follows its venue) said to have every feature asked, which a course without
 * features of its own borrows (accessibility.ts, courseHasFeatures). The features stay in the record's JSON: the
 * venues are few, and a filter by them is rare enough to need no column of its own.
 */
export function venuesWithFeatures(kernel: EmbeddedKernel, asked: readonly AccessibilityFeature[]): Set<string> {
  return new Set(kernel.all(`SELECT slug FROM venues WHERE ${hasFeaturesAsked}`, [JSON.stringify(asked)]).map((row) => row.slug as string));
}

/** Where the venues table keeps the fields the list's criteria compare. */
const venueColumns: ColumnsOf<VenueCriterion> = {
  citySlug: 'city_slug',
  kind: 'kind',
  craftSlugs: { links: 'venue_crafts', owner: 'venue_slug', value: 'craft_slug' },
};

export function venueRepository(kernel: EmbeddedKernel): VenueRepository {
  const { guard } = kernel;
  return {
    list: (filter, { first, after, offset }) =>
      guard(() => {
        const where = new Where('published = 1');
        where.criteria('venues', criteriaAsked(venueCriteria, filter), venueColumns);
        if (filter.openAt !== undefined) where.add('open_at(data, ?) = 1', filter.openAt.getTime());
        if (filter.accessibility) where.add(hasFeaturesAsked, JSON.stringify(filter.accessibility));
        // A place searched: its venues and those near one of them are the candidates, which the shared rule ranks.
        const place = filter.placePostalCodes && findPlace(kernel, filter.placePostalCodes);
        if (place) where.placeOrNear(venuesInPlace(filter.placePostalCodes!), filter.near && placeCandidateCircle(filter.near, place.origins));
        else if (filter.near) where.near(filter.near);
        if (filter.text) where.text('venue', 'venues', filter.text);
        if (filter.text || place) {
          return kernel.ranked('venues', where, (v: VenueRecord) => matchVenue(v, filter, place), filter, { first, after, offset }, compareVenues);
        }
        return kernel.page<VenueRecord>('venues', where, {
          after: after && { sql: '(name_sort, slug) > (?, ?)', params: [after.nameSort, after.slug] },
          orderBy: 'name_sort, slug',
          first,
          offset,
          near: filter.near,
        });
      }),

    getBySlugs: (slugs) => guard(() => kernel.byKeys<VenueRecord>('venues', 'slug', slugs)),

    nearby: (origins, radiusKm, limit) =>
      guard(() => {
        const result = new Map<string, Nearby<VenueRecord>[]>();
        for (const origin of origins) {
          if (result.has(origin.slug)) continue;
          const near = { center: origin.geo, radiusKm };
          const where = new Where('published = 1');
          where.add('slug <> ?', origin.slug);
          where.near(near);
          const found = kernel.page<VenueRecord>('venues', where, { orderBy: 'name_sort, slug', first: limit, near });
          result.set(origin.slug, found.items.map((record, i) => ({ record, distanceKm: found.distancesKm![i]! })));
        }
        return result;
      }),

    byCrafts: (craftSlugs, limit) =>
      guard(() => firstPublishedPerCraft<VenueRecord>(kernel, 'venues', venueColumns.craftSlugs, craftSlugs, 'name_sort, slug', limit)),

    craftSets: () => guard(() => publishedCraftSets(kernel, 'venues', venueColumns.craftSlugs)),

    upsertMany: (venues) => kernel.upsert(venues, (venue) => writeVenue(kernel, venue)),

    byOwner: (uid) =>
      guard(() =>
        kernel
          .all(`SELECT v.* FROM venue_owners o JOIN venues v ON v.slug = o.venue_slug WHERE o.uid = ? ORDER BY v.name_sort, v.slug`, [uid])
          .map((row) => fromRow<VenueRecord>(row)),
      ),
  };
}
