import { describe, expect, it } from 'vitest';
import { compareCities, districtLabel, findPlaces, VIENNA_DISTRICTS } from './places.js';
import type { CityRecord } from './records.js';

const cities: CityRecord[] = [
  { slug: 'wien', name: { de: 'Wien', en: 'Vienna' }, country: 'AT', timeZone: 'Europe/Vienna', center: { lat: 48.2082, lng: 16.3738 }, population: 2_000_000 },
  { slug: 'graz', name: { de: 'Graz' }, country: 'AT', timeZone: 'Europe/Vienna', center: { lat: 47.0707, lng: 15.4395 }, population: 300_000 },
  { slug: 'muenchen', name: { de: 'München', en: 'Munich' }, country: 'DE', timeZone: 'Europe/Berlin', center: { lat: 48.137, lng: 11.575 }, population: 1_500_000 },
];
const labels = (query: string, locale: 'de' | 'en' = 'de', limit = 5) => findPlaces(query, cities, locale, limit).map((p) => p.label);

describe('Vienna districts', () => {
  it('has all 23 with their postcodes', () => {
    expect(VIENNA_DISTRICTS.map((d) => d.number)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    expect(VIENNA_DISTRICTS[6]).toMatchObject({ name: 'Neubau', postcodes: ['1070'] });
    expect(VIENNA_DISTRICTS[21]?.postcodes).toEqual(['1220', '1400']);
  });
});

describe('districtLabel', () => {
  it('writes a stored district in the reader’s language', () => {
    expect(districtLabel('Penzing (14. Bezirk)', 'en')).toBe('Penzing (14th district)');
    expect(districtLabel('Innere Stadt (1. Bezirk)', 'en')).toBe('Innere Stadt (1st district)');
    expect(districtLabel('Landstraße (3. Bezirk)', 'en')).toBe('Landstraße (3rd district)');
    expect(districtLabel('Hietzing (13. Bezirk)', 'en')).toBe('Hietzing (13th district)');
    expect(districtLabel('Hietzing (13. Bezirk)', 'de')).toBe('Hietzing (13.\u00a0Bezirk)');
    expect(districtLabel('Lend', 'en')).toBe('Lend');
  });
});

describe('compareCities', () => {
  it('lists Vienna first, then the other Austrian cities, then Germany and Switzerland, each largest first', () => {
    const more = [
      { ...cities[0]!, slug: 'zuerich', country: 'CH', population: 450_000 },
      { ...cities[0]!, slug: 'berlin', country: 'DE', population: 3_900_000 },
      { ...cities[0]!, slug: 'linz', country: 'AT', population: 210_000 },
    ];
    expect([...more, ...cities].sort(compareCities).map((city) => city.slug)).toEqual(['wien', 'graz', 'linz', 'berlin', 'muenchen', 'zuerich']);
  });

  it('puts cities of other countries last', () => {
    const oslo = { ...cities[0]!, slug: 'oslo', country: 'NO', population: 700_000 };
    expect([oslo, ...cities].sort(compareCities).map((city) => city.slug)).toEqual(['wien', 'graz', 'muenchen', 'oslo']);
  });
});

describe('findPlaces', () => {
  it('finds a district by name prefix, number or postcode, labelled in the language asked', () => {
    expect(labels('Neubau')).toEqual(['Neubau (7. Bezirk), Wien']);
    expect(labels('neub', 'en')).toEqual(['Neubau (7th district), Vienna']);
    expect(labels('7. Bezirk')).toEqual(['Neubau (7. Bezirk), Wien']);
    expect(labels('bezirk 22', 'en')).toEqual(['Donaustadt (22nd district), Vienna']);
    expect(labels('1070')).toEqual(['Neubau (7. Bezirk), Wien', '1070 Wien']);
    expect(labels('1070 Wien', 'en')).toEqual(['Neubau (7th district), Vienna', '1070 Vienna']);
    expect(labels('1400')).toEqual(['Donaustadt (22. Bezirk), Wien', '1400 Wien']);
    expect(labels('Wien Neubau')).toEqual(['Neubau (7. Bezirk), Wien']);
  });

  it('folds case and umlauts', () => {
    expect(labels('wahring')).toEqual(['Währing (18. Bezirk), Wien']);
    expect(labels('WAEHRING')).toEqual(['Währing (18. Bezirk), Wien']);
    expect(labels('funfhaus')).toEqual(['Rudolfsheim-Fünfhaus (15. Bezirk), Wien']);
    expect(labels('Muenchen', 'en')).toEqual(['Munich']);
    expect(labels('munich')).toEqual(['München']);
  });

  it('puts cities first and gives each place a center and a radius', () => {
    const [vienna, ...rest] = findPlaces('Wien', cities, 'de', 3);
    expect(vienna).toMatchObject({ label: 'Wien', kind: 'CITY', center: cities[0]!.center });
    expect(vienna!.radiusKm).toBeGreaterThan(10);
    expect(rest).toHaveLength(0);
    const [neubau] = findPlaces('Neubau', cities, 'de', 1);
    expect(neubau).toMatchObject({ kind: 'DISTRICT', city: cities[0] });
    expect(neubau!.radiusKm).toBeGreaterThanOrEqual(1);
    expect(neubau!.radiusKm).toBeLessThan(2);
  });

  it('lists postcodes by prefix and nothing for nonsense', () => {
    expect(labels('101', 'de', 3)).toEqual(['1010 Wien']);
    expect(labels('1010', 'de', 3)).toEqual(['Innere Stadt (1. Bezirk), Wien', '1010 Wien']);
    expect(labels('12', 'de', 10)).toEqual(['Meidling (12. Bezirk), Wien', '1200 Wien', '1210 Wien', '1220 Wien', '1230 Wien']);
    expect(labels('')).toEqual([]);
    expect(labels('xyz')).toEqual([]);
    expect(labels('99. Bezirk')).toEqual([]);
  });
});
