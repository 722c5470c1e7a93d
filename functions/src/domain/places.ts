// The gazetteer behind "near me" when a visitor types a place instead of sharing their location: the cities of the
// store, Vienna's 23 districts and their postcodes. Matching ignores case and umlauts (fold from search.ts).
import type { CityRecord, GeoPoint } from './records.js';
import { fold } from './search.js';

export type PlaceKind = 'CITY' | 'DISTRICT' | 'POSTAL_CODE';

export interface PlaceRecord {
  label: string;
  kind: PlaceKind;
  center: GeoPoint;
  radiusKm: number;
  city: CityRecord | null;
  /** What lies in the place, by address: a district's postcodes, or the postcode typed; none for a city. */
  postalCodes: string[];
}

interface District {
  number: number;
  name: string;
  postcodes: string[];
  /** Approximate centroid. */
  center: GeoPoint;
  areaKm2: number;
}

/** Vienna's districts (Bezirke) with their postcodes (1NN0; 1300 is the airport, outside the city). */
export const VIENNA_DISTRICTS: readonly District[] = [
  [1, 'Innere Stadt', 48.2085, 16.3721, 2.87],
  [2, 'Leopoldstadt', 48.2167, 16.4, 19.24],
  [3, 'Landstraße', 48.1981, 16.3948, 7.42],
  [4, 'Wieden', 48.1922, 16.3717, 1.78],
  [5, 'Margareten', 48.1871, 16.3553, 2.01],
  [6, 'Mariahilf', 48.1955, 16.3489, 1.46],
  [7, 'Neubau', 48.202, 16.348, 1.61],
  [8, 'Josefstadt', 48.211, 16.347, 1.09],
  [9, 'Alsergrund', 48.225, 16.356, 2.97],
  [10, 'Favoriten', 48.1527, 16.3822, 31.82],
  [11, 'Simmering', 48.17, 16.43, 23.26],
  [12, 'Meidling', 48.175, 16.329, 8.1],
  [13, 'Hietzing', 48.176, 16.276, 37.71],
  [14, 'Penzing', 48.2, 16.26, 33.76],
  [15, 'Rudolfsheim-Fünfhaus', 48.196, 16.325, 3.92],
  [16, 'Ottakring', 48.212, 16.311, 8.67],
  [17, 'Hernals', 48.232, 16.29, 11.35],
  [18, 'Währing', 48.232, 16.326, 6.35],
  [19, 'Döbling', 48.256, 16.337, 24.94],
  [20, 'Brigittenau', 48.24, 16.375, 5.71],
  [21, 'Floridsdorf', 48.277, 16.41, 44.44],
  [22, 'Donaustadt', 48.233, 16.46, 102.3],
  [23, 'Liesing', 48.135, 16.285, 32.06],
].map(([number, name, lat, lng, areaKm2]) => ({
  number: number as number,
  name: name as string,
  // 1220 Donaustadt also has 1400 (the UN's Vienna International Centre).
  postcodes: [`1${String(number).padStart(2, '0')}0`, ...(number === 22 ? ['1400'] : [])],
  center: { lat: lat as number, lng: lng as number },
  areaKm2: areaKm2 as number,
}));

/** A radius about as large as the area, never below 1 km. */
const radiusOfArea = (areaKm2: number) => Math.max(1, Math.round(Math.sqrt(areaKm2 / Math.PI) * 1.2 * 10) / 10);
/** Cities: their population at a typical 3,000 inhabitants per km². */
const cityRadius = (city: CityRecord) => Math.max(3, Math.round(radiusOfArea(city.population / 3000)));

const ordinal = (n: number) => {
  const suffix = n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
  return `${n}${suffix}`;
};

/**
 * A stored district as the reader's language writes it: „Neubau (7. Bezirk)“ reads "Neubau (7th district)" in
 * English, and German keeps number and „Bezirk“ together (7.\u00a0Bezirk). Other districts stay as written.
 */
export function districtLabel(district: string, locale: 'de' | 'en'): string {
  const match = /^(.*?)\s*\((\d{1,2})\.\s*Bezirk\)$/u.exec(district.trim());
  if (!match) return district;
  const [, name, number] = match;
  return locale === 'en' ? `${name} (${ordinal(Number(number))} district)` : `${name} (${number}.\u00a0Bezirk)`;
}

const cityName = (city: CityRecord | null, locale: 'de' | 'en') => (city ? ((locale === 'en' ? city.name.en : undefined) ?? city.name.de) : locale === 'en' ? 'Vienna' : 'Wien');

/** "7. Bezirk", "7 bezirk", "Bezirk 7", "7th district", "district 7": the number, else undefined. */
function districtNumber(folded: string): number | undefined {
  const match = /^(\d{1,2})\s*(?:\.|st|nd|rd|th)?\s*(?:bezirk|district)?$|^(?:bezirk|district)\s*(\d{1,2})$/.exec(folded);
  const number = Number(match?.[1] ?? match?.[2]);
  return number >= 1 && number <= 23 ? number : undefined;
}

/** 0: the whole name, 1: its beginning, 2: the beginning of one of its words; undefined: no match. */
function nameMatch(name: string, folded: string): number | undefined {
  const full = fold(name);
  if (full === folded) return 0;
  if (full.startsWith(folded)) return 1;
  if (full.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(folded))) return 2;
  return undefined;
}

const KIND_ORDER: Record<PlaceKind, number> = { CITY: 0, DISTRICT: 1, POSTAL_CODE: 2 };

/** The magazine's countries, its home first; cities of other countries follow them. */
const COUNTRY_ORDER = ['AT', 'DE', 'CH'];
const countryRank = (country: string) => (COUNTRY_ORDER.includes(country) ? COUNTRY_ORDER.indexOf(country) : COUNTRY_ORDER.length);

/**
 * Cities in the order the magazine lists them (every choice of city): Austria's first, then Germany's, then
 * Switzerland's, each largest first, so that Vienna leads.
 */
export const compareCities = (a: CityRecord, b: CityRecord) =>
  countryRank(a.country) - countryRank(b.country) || b.population - a.population || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);

/** Places matching what a visitor typed, best first: closer matches, then cities before districts before postcodes. */
export function findPlaces(query: string, cities: readonly CityRecord[], locale: 'de' | 'en', limit: number): PlaceRecord[] {
  let folded = fold(query).replace(/\s+/g, ' ').trim();
  if (folded === '') return [];
  const vienna = cities.find((city) => city.slug === 'wien') ?? null;
  // "Wien Neubau", "Neubau, Wien", "1070 Wien": the city's name only narrows to its districts.
  const cityWords = /(?:^|[\s,-]+)(?:wien|vienna)(?:$|[\s,]+)/;
  const withoutCity = folded.replace(cityWords, ' ').replace(/^[\s,-]+|[\s,-]+$/g, '');
  if (withoutCity !== '' && withoutCity !== folded) folded = withoutCity;

  const found: { place: PlaceRecord; rank: number; name: string }[] = [];
  for (const city of cities) {
    const rank = Math.min(nameMatch(city.name.de, folded) ?? 9, city.name.en ? (nameMatch(city.name.en, folded) ?? 9) : 9);
    if (rank === 9) continue;
    found.push({
      place: { label: cityName(city, locale), kind: 'CITY', center: city.center, radiusKm: cityRadius(city), city, postalCodes: [] },
      rank,
      name: fold(city.name.de),
    });
  }
  const number = districtNumber(folded);
  for (const district of VIENNA_DISTRICTS) {
    const rank = district.number === number || district.postcodes.includes(folded) ? 0 : nameMatch(district.name, folded);
    const radiusKm = radiusOfArea(district.areaKm2);
    if (rank !== undefined) {
      const label =
        locale === 'en'
          ? `${district.name} (${ordinal(district.number)} district), ${cityName(vienna, 'en')}`
          : `${district.name} (${district.number}. Bezirk), ${cityName(vienna, 'de')}`;
      const place: PlaceRecord = { label, kind: 'DISTRICT', center: district.center, radiusKm, city: vienna, postalCodes: district.postcodes };
      found.push({ place, rank, name: fold(district.name) });
    }
    if (/^\d{2,4}$/.test(folded)) {
      for (const postcode of district.postcodes.filter((code) => code.startsWith(folded))) {
        const label = `${postcode} ${cityName(vienna, locale)}`;
        const place: PlaceRecord = { label, kind: 'POSTAL_CODE', center: district.center, radiusKm, city: vienna, postalCodes: [postcode] };
        found.push({ place, rank: postcode === folded ? 0 : 1, name: postcode });
      }
    }
  }
  return found
    .sort((a, b) => a.rank - b.rank || KIND_ORDER[a.place.kind] - KIND_ORDER[b.place.kind] || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, limit)
    .map((entry) => entry.place);
}
