// Test data for the service and GraphQL tests: a few crafts and cities, venues with events, and articles, built as
// domain records. Event times are relative to when the tests run, so "upcoming" stays upcoming. Not the demo content.
import type {
  ArticleRecord,
  CityRecord,
  CraftRecord,
  EventRecord,
  GeoPoint,
  VenueKind,
  VenueRecord,
} from '../src/domain/records.js';
import type { Store } from '../src/domain/repositories.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const start = new Date(Math.floor(Date.now() / DAY) * DAY + 1 * DAY + 17 * HOUR); // tomorrow 17:00 UTC
const updatedAt = new Date('2026-11-01T09:00:00.000Z');

export const crafts: CraftRecord[] = [
  { slug: 'toepfern-keramik', name: { de: 'Töpfern/Keramik', en: 'Pottery & ceramics' }, position: 1 },
  { slug: 'naehen', name: { de: 'Nähen', en: 'Sewing' }, position: 2 },
  { slug: 'stricken-haekeln', name: { de: 'Stricken & Häkeln', en: 'Knitting & crochet' }, position: 3 },
  { slug: 'holz', name: { de: 'Holz', en: 'Woodwork' }, position: 4 },
];

export const cities: CityRecord[] = [
  { slug: 'graz', name: { de: 'Graz' }, country: 'AT', timeZone: 'Europe/Vienna', center: { lat: 47.07, lng: 15.44 }, population: 300_000 },
  { slug: 'wien', name: { de: 'Wien', en: 'Vienna' }, country: 'AT', timeZone: 'Europe/Vienna', center: { lat: 48.21, lng: 16.37 }, population: 2_000_000 },
];

function venue(slug: string, name: string, kind: VenueKind, citySlug: string, craftSlugs: string[], geo: GeoPoint, published = true): VenueRecord {
  return {
    slug,
    name,
    nameSort: name.toLowerCase().replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u').replace(/ß/g, 'ss'),
    kind,
    craftSlugs,
    description: { de: `${name}: Kurse und Material in der Nachbarschaft.`, en: `${name}: courses and supplies nearby.` },
    address: { street: 'Neubaugasse 1', postalCode: '1070', locality: citySlug === 'wien' ? 'Wien' : 'Graz', district: 'Neubau', country: 'AT' },
    citySlug,
    geo,
    timeZone: 'Europe/Vienna',
    openingHours: [{ day: 'TUESDAY', opens: '10:00', closes: '18:00' }],
    contact: { email: `hallo@${slug}.example` },
    website: `https://${slug}.example`,
    images: [{ url: `/images/${slug}.jpg`, alt: { de: `Werkstatt von ${name}`, en: `${name}'s workshop` }, width: 800, height: 600 }],
    published,
    updatedAt,
  };
}

export const venues: VenueRecord[] = [
  venue('tonwerk', 'Tonwerk', 'WORKSHOP', 'wien', ['toepfern-keramik'], { lat: 48.202, lng: 16.348 }),
  venue('nadel-und-faden', 'Nadel & Faden', 'SHOP', 'wien', ['naehen', 'stricken-haekeln'], { lat: 48.2085, lng: 16.3731 }),
  venue('oefen-und-glasur', 'Öfen & Glasur', 'SCHOOL', 'wien', ['toepfern-keramik'], { lat: 48.1922, lng: 16.3717 }),
  venue('holzraum', 'Holzraum', 'CREATIVE_SPACE', 'graz', ['holz'], { lat: 47.07, lng: 15.44 }),
  venue('maschenwerk', 'Maschenwerk', 'SHOP', 'wien', ['stricken-haekeln'], { lat: 48.2167, lng: 16.4 }),
  venue('atelier-zwirn', 'Atelier Zwirn', 'WORKSHOP', 'graz', ['naehen'], { lat: 47.075, lng: 15.435 }),
  venue('geheimer-keller', 'Geheimer Keller', 'WORKSHOP', 'wien', ['holz'], { lat: 48.21, lng: 16.37 }, false),
];

const venueCrafts = new Map(venues.map((v) => [v.slug, v]));

function event(index: number, venueSlug: string, overrides: Partial<EventRecord> = {}): EventRecord {
  const host = venueCrafts.get(venueSlug)!;
  const startsAt = new Date(start.getTime() + index * DAY);
  const record: EventRecord = {
    sessions: [],
    slug: `kurs-${index}`,
    title: { de: `Kurs ${index} bei ${host.name}`, en: `Course ${index} at ${host.name}` },
    description: { de: 'Für Anfänger:innen, Material inklusive.' },
    craftSlugs: host.craftSlugs,
    venueSlug,
    citySlug: host.citySlug,
    geo: host.geo,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3 * HOUR),
    timeZone: 'Europe/Vienna',
    price: { amountCents: 4500, currency: 'EUR' },
    capacity: 8,
    seatsLeft: 3,
    level: 'BEGINNER',
    status: 'SCHEDULED',
    images: [],
    registration: 'BOOKING',
    materialsIncluded: true,
    published: true,
    updatedAt,
    ...overrides,
  };
  // One session spanning the event, unless the test gives its own.
  return overrides.sessions ? record : { ...record, sessions: [{ startsAt: record.startsAt, endsAt: record.endsAt }] };
}

const hosts = venues.filter((v) => v.published).map((v) => v.slug);

/** Prices and levels of a few events, for the filters. */
const extras: Record<number, Partial<EventRecord>> = {
  1: { whatToBring: { de: 'Schürze und Handtuch', en: 'Apron and towel' } },
  2: { price: { amountCents: 0, currency: 'EUR' }, materialsIncluded: false },
  3: { level: 'ADVANCED', price: { amountCents: 9000, currency: 'EUR' } },
};

/** 24 upcoming published events spread over the published venues, one that has ended, one unpublished. */
export const events: EventRecord[] = [
  ...Array.from({ length: 24 }, (_, i) => event(i + 1, hosts[i % hosts.length]!, extras[i + 1])),
  event(0, 'tonwerk', {
    slug: 'vorbei',
    startsAt: new Date(start.getTime() - 3 * DAY),
    endsAt: new Date(start.getTime() - 3 * DAY + 2 * HOUR),
  }),
  event(99, 'tonwerk', { slug: 'entwurf', published: false }),
];

function article(index: number, overrides: Partial<ArticleRecord> = {}): ArticleRecord {
  return {
    slug: `artikel-${index}`,
    title: { de: `Artikel ${index}: Glasuren selbst mischen`, en: `Article ${index}: mixing your own glazes` },
    excerpt: { de: 'Was du über Glasuren wissen musst.' },
    body: { de: '# Glasuren\n\nSo geht’s.', en: '# Glazes\n\nHere is how.' },
    author: { name: 'Mira Huber', bio: { de: 'Keramikerin in Wien.', en: 'Ceramicist in Vienna.' } },
    tags: index % 2 ? ['keramik'] : ['anleitung'],
    craftSlugs: ['toepfern-keramik'],
    publishedAt: new Date(Date.UTC(2026, 9, index)),
    published: true,
    updatedAt,
    ...overrides,
  };
}

export const articles: ArticleRecord[] = [
  ...Array.from({ length: 5 }, (_, i) => article(i + 1)),
  article(6, { published: false }),
];

export async function seedScenario(store: Store): Promise<void> {
  await store.crafts.upsertMany(crafts);
  await store.cities.upsertMany(cities);
  await store.venues.upsertMany(venues);
  await store.events.upsertMany(events);
  await store.articles.upsertMany(articles);
}
