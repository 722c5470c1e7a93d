// Where a contributed place is and what it is called: the address located without a geocoder, and a free slug.
import { randomUUID } from 'node:crypto';
import { findPlaces, VIENNA_DISTRICTS } from '../domain/places.js';
import type { CityRecord, GeoPoint } from '../domain/records.js';
import { fold } from '../domain/search.js';
import { sortKey } from '../domain/sort-key.js';
import type { EditorialContext } from './service-context.js';

export interface Located {
  geo: GeoPoint;
  city: CityRecord;
  district?: string;
}

/**
 * Where an address is, without a geocoder: a Vienna postcode gives its district's center, else the locality as a
 * city or district from the gazetteer (functions/src/domain/places.ts); null when neither is known.
 */
export async function locate(ctx: EditorialContext, postalCode: string, locality: string): Promise<Located | null> {
  const cities = (await ctx.loaders.cities()).all;
  const district = VIENNA_DISTRICTS.find((candidate) => candidate.postcodes.includes(postalCode));
  const vienna = cities.find((city) => city.slug === 'wien');
  if (district && vienna) return { geo: district.center, city: vienna, district: district.name };
  const place = findPlaces(locality, cities, 'de', 1)[0];
  const city =
    place?.city ?? cities.find((candidate) => [candidate.name.de, candidate.name.en].some((name) => name && fold(name) === fold(locality)));
  if (!place || !city) return null;
  return { geo: place.center, city };
}

/** Lower-case ASCII words joined by dashes, umlauts spelled out (Töpfern → toepfern), at most 60 characters. */
export function slugify(text: string, fallback: string): string {
  const slug = sortKey(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** A slug for a new place that no venue has yet (one read for the likely candidates). */
export async function freeVenueSlug(ctx: EditorialContext, name: string): Promise<string> {
  const base = slugify(name, 'ort');
  const candidates = [base, ...[2, 3, 4, 5].map((n) => `${base}-${n}`)];
  const taken = await ctx.store.venues.getBySlugs(candidates);
  return candidates.find((_, i) => taken[i] === null) ?? `${base}-${randomUUID().slice(0, 8)}`;
}
