// The venue directory's filters as they appear in the URL
// (?q=toepfern&city=wien&craft=holz&kind=workshop&open=1&place=1070&lat=…&lng=…&radius=5&after=…).
// Parsing never throws: a malformed value is dropped and reported as a problem the page explains to the visitor.
import type { VenueKind } from '../../graphql/generated/graphql';

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const venueKinds: Record<string, VenueKind> = {
  shop: 'SHOP',
  workshop: 'WORKSHOP',
  'creative-space': 'CREATIVE_SPACE',
  school: 'SCHOOL',
};

/** The radius choices offered in the form, in km; other radii up to `maxRadiusKm` are accepted from the URL. */
export const radiusOptions = [1, 2, 5, 10, 25, 50] as const;
export const maxRadiusKm = 500;
/** The radius around the visitor's own location when none is chosen. */
export const defaultLocationRadiusKm = 5;
const maxTextLength = 100;

export type VenueFilters = {
  q?: string;
  city?: string;
  craft?: string;
  kind?: string;
  open?: boolean;
  /** A city, district or postcode the visitor typed; resolved on the server. Wins over lat/lng. */
  place?: string;
  lat?: number;
  lng?: number;
  radius?: number;
  after?: string;
};

/** A URL parameter that could not be used; each has a message `filters.problem.<name>`. */
export type FilterProblem = 'q' | 'city' | 'craft' | 'kind' | 'open' | 'location' | 'radius' | 'place' | 'after';

const numberPattern = /^-?\d{1,3}(?:\.\d{1,12})?$/;

function coordinate(value: string | undefined, limit: number): number | undefined {
  if (value === undefined || !numberPattern.test(value.trim())) return undefined;
  const number = Number(value.trim());
  return Math.abs(number) <= limit ? number : undefined;
}

/** Well-formed filters from the URL's query, and the parameters that were not. Empty parameters mean "no filter". */
export function parseVenueFilters(search: Record<string, string>): { filters: VenueFilters; problems: FilterProblem[] } {
  const filters: VenueFilters = {};
  const problems: FilterProblem[] = [];
  const given = (key: string) => {
    const value = search[key]?.trim();
    return value ? value : undefined;
  };

  const q = given('q');
  if (q !== undefined) {
    if (q.length <= maxTextLength) filters.q = q;
    else problems.push('q');
  }
  for (const key of ['city', 'craft'] as const) {
    const value = given(key);
    if (value === undefined) continue;
    if (slugPattern.test(value)) filters[key] = value;
    else problems.push(key);
  }
  const kind = given('kind');
  if (kind !== undefined) {
    if (kind in venueKinds) filters.kind = kind;
    else problems.push('kind');
  }
  const open = given('open');
  if (open !== undefined) {
    if (open === '1' || open === 'true' || open === 'on') filters.open = true;
    else problems.push('open');
  }

  const place = given('place');
  const lat = given('lat');
  const lng = given('lng');
  if (place !== undefined) {
    if (place.length <= maxTextLength) filters.place = place;
    else problems.push('place');
  } else if (lat !== undefined || lng !== undefined) {
    const latitude = coordinate(lat, 90);
    const longitude = coordinate(lng, 180);
    if (latitude !== undefined && longitude !== undefined) {
      filters.lat = latitude;
      filters.lng = longitude;
    } else problems.push('location');
  }
  const radius = given('radius');
  if (radius !== undefined) {
    const km = /^\d{1,3}(?:\.\d{1,3})?$/.test(radius) ? Number(radius) : NaN;
    if (km > 0 && km <= maxRadiusKm) filters.radius = km;
    else problems.push('radius');
  }

  const after = given('after');
  if (after !== undefined) {
    if (after.length <= 200) filters.after = after;
    else problems.push('after');
  }
  return { filters, problems };
}

const paramOrder = ['q', 'city', 'craft', 'kind', 'open', 'place', 'lat', 'lng', 'radius', 'after'] as const;

/**
 * The list URL for these filters, parameters in a stable order. On a city's landing page (`basePath` '/wien',
 * `pageCity` 'wien') the city is implied; choosing another city (or all cities) leads to /venues.
 */
export function venueListUrl(filters: VenueFilters, basePath = '/venues', pageCity?: string): string {
  const onCityPage = pageCity !== undefined && filters.city === pageCity;
  const path = pageCity === undefined || onCityPage ? basePath : '/venues';
  const params = new URLSearchParams();
  for (const key of paramOrder) {
    const value = filters[key];
    if (value === undefined || value === '' || value === false) continue;
    if (key === 'city' && onCityPage) continue;
    if ((key === 'lat' || key === 'lng') && filters.place) continue;
    params.set(key, value === true ? '1' : String(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Coordinates for the URL: four decimals (about 10 m) are precise enough and keep the visitor's position vague. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}
