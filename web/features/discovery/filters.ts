// The URL grammar every discovery list shares (/venues, /wien, /events, and /blog without places): a list declares
// its own parameters (kind, when, price, …); the place or location searched around, the radius and the page cursor
// are common. Parsing never throws: a malformed value is dropped and reported as a problem the page explains.
//
// A list comes in two parts: its URL (defineList, in the feature's filters.ts), which pages link with, and its checks
// (defineFilters, beside the list's loader), which only the server runs: the browser gets neither the checks nor what
// they use.

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The radius choices offered in the form, in km; other radii up to `maxRadiusKm` are accepted from the URL. */
export const radiusChoicesKm = [1, 2, 5, 10, 25, 50] as const;
export const maxRadiusKm = 500;
/** The radius around the visitor's own location when none is chosen. */
export const defaultRadiusKm = 5;
export const maxTextLength = 100;

/** Reads one parameter's (trimmed, non-empty) value; `undefined` means the value cannot be used. */
export type FieldReader<T> = (value: string) => T | undefined;

export const textField: FieldReader<string> = (value) => (value.length <= maxTextLength ? value : undefined);
export const slugField: FieldReader<string> = (value) => (slugPattern.test(value) && value.length <= 60 ? value : undefined);
export const flagField: FieldReader<true> = (value) => (value === '1' || value === 'true' || value === 'on' ? true : undefined);
export function choiceField<K extends string>(choices: readonly K[]): FieldReader<K> {
  return (value) => (choices as readonly string[]).includes(value) ? (value as K) : undefined;
}

/** Where a list searches around: a typed city, district or postcode (resolved on the server; wins over lat/lng), or
 * the visitor's coordinates; within `radius` km. */
export type PlaceFilters = { place?: string; lat?: number; lng?: number; radius?: number };

/** What every list's filters hold besides its own: where it searches, and the page cursor. */
export type ListFilters = PlaceFilters & { after?: string };

/** One reader for each of a list's own parameters. */
export type FieldReaders<F extends ListFilters> = { [K in Exclude<keyof F, keyof ListFilters>]-?: FieldReader<NonNullable<F[K]>> };

/** A URL parameter that could not be used, and (the start of) its value; each param has a message `filters.problem.<param>`. */
export type FilterProblem<P extends string = string> = { param: P; value: string };

/** '/venues', or a city's landing page such as '/wien' where the city is implied. */
export type ListScope = { basePath: string; pageCity?: string };

/** What a list's GET form sends. */
export type FormValues = Partial<Record<string, string>>;

/** A list's URL: what the pages need to link to it (the browser too); the checks are in `defineFilters`. */
export type DiscoveryList<F extends ListFilters> = {
  /** The list's general path; choosing another city (or all cities) on a city's landing page leads here. */
  path: string;
  /** The list's own parameters in URL order; place, lat, lng and radius (where it searches places) and after follow. */
  params: readonly string[];
  searchesPlaces: boolean;
  /**
   * The list URL (logical path, without locale) for these filters, or for a list form's values as sent (the empty
   * ones are left out; the server checks the rest), parameters in a stable order.
   */
  url(filters: F | FormValues, scope?: ListScope): string;
  /** Whether the list shows something other than everything (the page cursor aside). */
  hasFilters(filters: F): boolean;
};

/** A list's filters read from its URL: what is well-formed, and a problem for each parameter that is not. */
export type FilterParser<F extends ListFilters> = {
  list: DiscoveryList<F>;
  parse(search: Record<string, string>): { filters: F; problems: FilterProblem[] };
};

const coordinatePattern = /^-?\d{1,3}(?:\.\d{1,12})?$/;

const radiusField: FieldReader<number> = (value) => {
  const km = /^\d{1,3}(?:\.\d{1,3})?$/.test(value) ? Number(value) : NaN;
  return km > 0 && km <= maxRadiusKm ? km : undefined;
};

function coordinate(value: string | undefined, limit: number): number | undefined {
  if (value === undefined || !coordinatePattern.test(value)) return undefined;
  const number = Number(value);
  return Math.abs(number) <= limit ? number : undefined;
}

/** Shown back to the visitor in a problem: enough to recognise, never a wall of text. */
const shown = (value: string) => value.slice(0, 40);

export function defineList<F extends ListFilters>(path: string, ownParams: readonly string[], { searchesPlaces = true } = {}): DiscoveryList<F> {
  const params = [...ownParams, ...(searchesPlaces ? ['place', 'lat', 'lng', 'radius'] : []), 'after'];

  function url(filters: F | FormValues, scope?: ListScope) {
    const values = filters as Record<string, string | number | boolean | undefined>;
    const onCityPage = scope?.pageCity !== undefined && values.city === scope.pageCity;
    const base = scope && (scope.pageCity === undefined || onCityPage) ? scope.basePath : path;
    const query = new URLSearchParams();
    for (const key of params) {
      const value = typeof values[key] === 'string' ? (values[key] as string).trim() : values[key];
      if (value === undefined || value === '' || value === false) continue;
      if (key === 'city' && onCityPage) continue;
      if ((key === 'lat' || key === 'lng') && values.place) continue;
      query.set(key, value === true ? '1' : String(value));
    }
    const search = query.toString();
    return search ? `${base}?${search}` : base;
  }

  function hasFilters(filters: F) {
    return params.some((key) => key !== 'after' && (filters as Record<string, unknown>)[key] !== undefined);
  }

  return { path, params: ownParams, searchesPlaces, url, hasFilters };
}

/**
 * How many filters narrow the list, for the „Filter (2)“ button of the collapsed form: each of the list's own
 * parameters that is set, and a place or location search as one (its radius belongs to it). Not counted: the page
 * cursor, a radius without anything to search around, and the city a city's landing page implies.
 */
export function activeFilterCount<F extends ListFilters>(list: DiscoveryList<F>, filters: F, scope?: ListScope): number {
  const values = filters as Record<string, unknown>;
  const own = list.params.filter((key) => values[key] !== undefined && !(key === 'city' && values.city === scope?.pageCity)).length;
  const near = list.searchesPlaces && (filters.place !== undefined || (filters.lat !== undefined && filters.lng !== undefined));
  return own + (near ? 1 : 0);
}

/**
 * The checks of a list's URL: its own `fields` (one reader for each of the list's parameters), then the shared
 * place, lat/lng, radius and after. `refine` checks what spans several fields. Empty parameters (a form sent without
 * JavaScript sends every field) mean "no filter".
 */
export function defineFilters<F extends ListFilters>(
  list: DiscoveryList<F>,
  fields: FieldReaders<F>,
  refine?: (filters: F, problems: FilterProblem[]) => void,
): FilterParser<F> {
  const readers = fields as Record<string, FieldReader<unknown>>;
  if (Object.keys(fields).join() !== list.params.join()) throw new Error(`${list.path}: the fields must be the list's parameters, in order`);

  function parse(search: Record<string, string>) {
    const given = (key: string) => search[key]?.trim() || undefined;
    const problems: FilterProblem[] = [];
    const read = <T>(param: string, reader: FieldReader<T>) => {
      const value = given(param);
      const result = value === undefined ? undefined : reader(value);
      if (value !== undefined && result === undefined) problems.push({ param, value: shown(value) });
      return result;
    };
    const filters: Record<string, unknown> = {};
    for (const key of list.params) filters[key] = read(key, readers[key]!);
    if (list.searchesPlaces) {
      filters.place = read('place', textField);
      // A typed place (even one too long to use) wins over coordinates.
      if (given('place') === undefined && (given('lat') !== undefined || given('lng') !== undefined)) {
        const lat = coordinate(given('lat'), 90);
        const lng = coordinate(given('lng'), 180);
        if (lat !== undefined && lng !== undefined) Object.assign(filters, { lat, lng });
        else problems.push({ param: 'location', value: `${given('lat') ?? '–'}, ${given('lng') ?? '–'}` });
      }
      filters.radius = read('radius', radiusField);
    }
    filters.after = read('after', (value) => (value.length <= 200 ? value : undefined));

    for (const key of Object.keys(filters)) if (filters[key] === undefined) delete filters[key];
    refine?.(filters as F, problems);
    return { filters: filters as F, problems };
  }

  return { list, parse };
}

/**
 * Where a list searches: around a typed place (once resolved) or around the visitor's coordinates. A district or
 * postcode brings its postcodes: what lies in it is listed first, whatever its distance, then the circle around it.
 */
export type NearSearch = { lat: number; lng: number; radiusKm: number; label: string | null; postalCodes: string[] };

/**
 * A place the API resolved: its centre, the radius that fits its size (a district is smaller than a city) and, for a
 * district or postcode, its postcodes.
 */
export type ResolvedPlace = { lat: number; lng: number; radiusKm: number; label: string; postalCodes: string[] };

/** The circle the filters search in; a chosen radius wins over the place's own, and the default applies to coordinates. */
export function nearFromFilters(filters: PlaceFilters, place?: ResolvedPlace | null): NearSearch | null {
  if (filters.place) return place ? { ...place, radiusKm: filters.radius ?? place.radiusKm } : null;
  if (filters.lat === undefined || filters.lng === undefined) return null;
  return { lat: filters.lat, lng: filters.lng, radiusKm: filters.radius ?? defaultRadiusKm, label: null, postalCodes: [] };
}

/** The same filters searching everywhere again (from the first page). */
export function withoutNear<F extends PlaceFilters & { after?: string }>(filters: F): F {
  const { place: _place, lat: _lat, lng: _lng, radius: _radius, after: _after, ...rest } = filters;
  return rest as F;
}

/** Coordinates for the URL: four decimals (about 10 m) are precise enough and keep the visitor's position vague. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}
