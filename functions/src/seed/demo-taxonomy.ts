// The craft taxonomy and the cities of the demo content.
import type { CityRecord, CraftRecord } from '../domain/records.js';

const craftNames: [slug: string, de: string, en: string][] = [
  ['toepfern-keramik', 'Töpfern & Keramik', 'Pottery & Ceramics'],
  ['naehen', 'Nähen', 'Sewing'],
  ['stricken-haekeln', 'Stricken & Häkeln', 'Knitting & Crochet'],
  ['holz', 'Holz', 'Woodwork'],
  ['schmuck', 'Schmuck', 'Jewellery'],
  ['papier-buchbinden', 'Papier & Buchbinden', 'Paper & Bookbinding'],
  ['druck', 'Druck', 'Printmaking'],
  ['malen-zeichnen', 'Malen & Zeichnen', 'Painting & Drawing'],
  ['kerzen-seife', 'Kerzen & Seife', 'Candles & Soap'],
  ['upcycling', 'Upcycling', 'Upcycling'],
  ['sticken', 'Sticken', 'Embroidery'],
  ['weben', 'Weben', 'Weaving'],
  ['glas', 'Glas', 'Glass'],
  ['leder', 'Leder', 'Leather'],
];

export const demoCrafts: CraftRecord[] = craftNames.map(([slug, de, en], index) => ({
  slug,
  name: { de, en },
  position: index + 1,
}));

export const demoCities: CityRecord[] = [
  city('wien', 'Wien', 'Vienna', 'AT', 'Europe/Vienna', 48.2082, 16.3738, 2_005_760),
  city('graz', 'Graz', 'Graz', 'AT', 'Europe/Vienna', 47.0707, 15.4395, 303_270),
  city('linz', 'Linz', 'Linz', 'AT', 'Europe/Vienna', 48.3069, 14.2858, 210_165),
  city('salzburg', 'Salzburg', 'Salzburg', 'AT', 'Europe/Vienna', 47.8095, 13.055, 156_872),
  city('innsbruck', 'Innsbruck', 'Innsbruck', 'AT', 'Europe/Vienna', 47.2692, 11.4041, 131_961),
  city('berlin', 'Berlin', 'Berlin', 'DE', 'Europe/Berlin', 52.52, 13.405, 3_878_100),
  city('muenchen', 'München', 'Munich', 'DE', 'Europe/Berlin', 48.1374, 11.5755, 1_510_378),
  city('hamburg', 'Hamburg', 'Hamburg', 'DE', 'Europe/Berlin', 53.5511, 9.9937, 1_910_160),
  city('zuerich', 'Zürich', 'Zurich', 'CH', 'Europe/Zurich', 47.3769, 8.5417, 447_082),
];

function city(
  slug: string,
  de: string,
  en: string,
  country: string,
  timeZone: string,
  lat: number,
  lng: number,
  population: number,
): CityRecord {
  return { slug, name: { de, en }, country, timeZone, center: { lat, lng }, population };
}
