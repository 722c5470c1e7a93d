// Featuring never leaves the list's filters (craft, kind, city, the district searched, the circle, the dates), shows
// a few at most, and lets more qualifying venues take turns by day.
import { describe, expect, it } from 'vitest';
import { featuredEvents, featuredVenues, FEATURED_PER_LIST } from './featuring.js';
import type { EventRecord, VenueRecord } from './records.js';

function venue(slug: string, name: string, nameSort: string, fields: Partial<VenueRecord> = {}): VenueRecord {
  return {
    slug,
    name,
    nameSort,
    kind: 'WORKSHOP',
    craftSlugs: ['naehen'],
    description: { de: name },
    address: { street: 'Neubaugasse 1', postalCode: '1070', locality: 'Wien', district: 'Neubau', country: 'AT' },
    citySlug: 'wien',
    geo: { lat: 48.2, lng: 16.35 },
    timeZone: 'Europe/Vienna',
    openingHours: [],
    contact: {},
    images: [],
    published: true,
    updatedAt: new Date('2026-01-02T03:04:05.678Z'),
    ...fields,
  };
}

function event(slug: string, startsAt: string, hours: number, fields: Partial<EventRecord> = {}): EventRecord {
  const start = new Date(startsAt);
  const end = new Date(start.getTime() + hours * 3_600_000);
  return {
    slug,
    title: { de: slug },
    description: { de: slug },
    craftSlugs: ['naehen'],
    venueSlug: 'atelier-zwirn',
    citySlug: 'wien',
    geo: { lat: 48.2, lng: 16.35 },
    startsAt: start,
    endsAt: end,
    sessions: [{ startsAt: start, endsAt: end }],
    timeZone: 'Europe/Vienna',
    price: { amountCents: 4_500, currency: 'EUR' },
    capacity: 8,
    seatsLeft: 3,
    level: 'BEGINNER',
    status: 'SCHEDULED',
    images: [],
    registration: 'BOOKING',
    materialsIncluded: false,
    published: true,
    updatedAt: new Date('2026-01-05T08:00:00.001Z'),
    ...fields,
  };
}

const neubau = { street: 'Neubaugasse 1', postalCode: '1070', locality: 'Wien', district: 'Neubau', country: 'AT' };
const leopoldstadt = { street: 'Praterstraße 1', postalCode: '1020', locality: 'Wien', district: 'Leopoldstadt', country: 'AT' };
const pottery7 = venue('ton-7', 'Ton Sieben', 'ton sieben', { craftSlugs: ['toepfern-keramik'], address: neubau, geo: { lat: 48.2, lng: 16.35 } });
const weaving2 = venue('web-2', 'Webstube', 'webstube', { craftSlugs: ['weben'], kind: 'SHOP', address: leopoldstadt, geo: { lat: 48.215, lng: 16.385 } });
const graz = venue('graz-1', 'Grazer Ton', 'grazer ton', { craftSlugs: ['toepfern-keramik'], citySlug: 'graz', geo: { lat: 47.07, lng: 15.44 } });
const now = new Date('2026-03-02T10:00:00Z');
const slugs = (hits: { record: { slug: string } }[]) => hits.map((hit) => hit.record.slug);

describe('featuredVenues', () => {
  it('features only venues the list holds', () => {
    const all = [pottery7, weaving2, graz];
    expect(slugs(featuredVenues(all, { craftSlug: 'weben' }, now))).toEqual(['web-2']);
    expect(slugs(featuredVenues(all, { citySlug: 'wien', craftSlug: 'toepfern-keramik' }, now))).toEqual(['ton-7']);
    expect(slugs(featuredVenues(all, { kind: 'SHOP' }, now))).toEqual(['web-2']);
    expect(featuredVenues([{ ...pottery7, published: false }], {}, now)).toEqual([]);
  });

  it('features in a district search only the venues in the district, not its neighbourhood', () => {
    const near = { center: weaving2.geo, radiusKm: 5 };
    // The 7th lies within 5 km of the 2nd: the list shows it as nearby, but it is not featured there.
    const hits = featuredVenues([pottery7, weaving2], { placePostalCodes: ['1020'], near }, now);
    expect(slugs(hits)).toEqual(['web-2']);
    expect(featuredVenues([pottery7], { placePostalCodes: ['1020'], near, craftSlug: 'toepfern-keramik' }, now)).toEqual([]);
  });

  it('features near a point only within the circle, nearest first, with the distance', () => {
    const hits = featuredVenues([pottery7, weaving2, graz], { near: { center: { lat: 48.215, lng: 16.384 }, radiusKm: 10 } }, now);
    expect(slugs(hits)).toEqual(['web-2', 'ton-7']);
    expect(hits[0]!.distanceKm).toBeLessThan(1);
  });

  it('shows a few at most, taking turns day by day, the same all day', () => {
    const many = Array.from({ length: 10 }, (_, i) => venue(`ort-${i}`, `Ort ${i}`, `ort ${i}`));
    const today = slugs(featuredVenues(many, {}, now));
    expect(today).toHaveLength(FEATURED_PER_LIST);
    expect(slugs(featuredVenues([...many].reverse(), {}, new Date('2026-03-02T23:59:00Z')))).toEqual(today);
    const days = Array.from({ length: 14 }, (_, d) => slugs(featuredVenues(many, {}, new Date(now.getTime() + d * 86_400_000))));
    expect(new Set(days.flat()).size).toBeGreaterThan(FEATURED_PER_LIST);
  });
});

describe('featuredEvents', () => {
  const potteryCourse = event('drehen', '2026-03-05T17:00:00Z', 3, { venueSlug: 'ton-7', craftSlugs: ['toepfern-keramik'] });
  const potteryLater = event('glasieren', '2026-03-20T17:00:00Z', 3, { venueSlug: 'ton-7', craftSlugs: ['toepfern-keramik'] });
  const weavingCourse = event('weben-1', '2026-03-04T17:00:00Z', 3, { venueSlug: 'web-2', craftSlugs: ['weben'], geo: weaving2.geo });
  const upcoming = new Map([
    ['ton-7', [potteryCourse, potteryLater]],
    ['web-2', [weavingCourse]],
  ]);

  it('features of each venue its first course the list holds, soonest first', () => {
    expect(slugs(featuredEvents([pottery7, weaving2], upcoming, { endsAfter: now }, now))).toEqual(['weben-1', 'drehen']);
    expect(slugs(featuredEvents([pottery7, weaving2], upcoming, { endsAfter: new Date('2026-03-10T00:00:00Z') }, now))).toEqual(['glasieren']);
    expect(slugs(featuredEvents([pottery7, weaving2], upcoming, { endsAfter: now, craftSlug: 'weben' }, now))).toEqual(['weben-1']);
    expect(featuredEvents([pottery7, weaving2], upcoming, { endsAfter: now, maxPriceCents: 0 }, now)).toEqual([]);
  });

  it('features in a district search only courses at venues in the district', () => {
    const near = { center: weaving2.geo, radiusKm: 5 };
    expect(slugs(featuredEvents([pottery7, weaving2], upcoming, { endsAfter: now, placePostalCodes: ['1020'], near }, now))).toEqual(['weben-1']);
  });
});
