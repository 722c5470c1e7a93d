import { describe, expect, it } from 'vitest';
import { inCircle, type GeoCircle } from '../../domain/geo.js';
import type { GeoPoint } from '../../domain/records.js';
import { geohashOf, geohashRanges } from './geohash.js';

const stephansplatz = { lat: 48.2085, lng: 16.3731 };
const graz = { lat: 47.0707, lng: 15.4395 };

describe('geohashOf', () => {
  it('encodes 9 characters like the reference implementation, as the stored documents carry them', () => {
    expect(geohashOf({ lat: 57.64911, lng: 10.40744 })).toBe('u4pruydqq');
    expect(geohashOf(stephansplatz)).toBe('u2edk84db');
    expect(geohashOf({ lat: -90, lng: -180 })).toBe('000000000');
    expect(geohashOf({ lat: 90, lng: 180 })).toBe('zzzzzzzzz');
  });
});

/** Random points around a center, deterministic. */
function scatter(center: GeoPoint, spreadDeg: number, n: number): GeoPoint[] {
  let seed = 42;
  const next = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
  return Array.from({ length: n }, () => ({
    lat: Math.max(-90, Math.min(90, center.lat + next() * spreadDeg)),
    lng: ((center.lng + next() * spreadDeg + 540) % 360) - 180,
  }));
}

const inRanges = (hash: string, ranges: [string, string][]) => ranges.some(([start, end]) => hash >= start && hash <= end);

describe('geohashRanges', () => {
  const circles: [string, GeoCircle][] = [
    ['25 km in Vienna', { center: stephansplatz, radiusKm: 25 }],
    ['1 km in Vienna', { center: stephansplatz, radiusKm: 1 }],
    ['3 m in Vienna', { center: stephansplatz, radiusKm: 0.003 }],
    ['radius 0', { center: stephansplatz, radiusKm: 0 }],
    ['500 km', { center: graz, radiusKm: 500 }],
    ['across the antimeridian', { center: { lat: -16.5, lng: 179.9 }, radiusKm: 50 }],
    ['at the equator', { center: { lat: 0, lng: 0 }, radiusKm: 0.002 }],
    ['at the north pole', { center: { lat: 89.99, lng: 10 }, radiusKm: 30 }],
    ['on the north pole, looking across it', { center: { lat: 90, lng: 120 }, radiusKm: 5 }],
    ['at the south pole', { center: { lat: -90, lng: 0 }, radiusKm: 100 }],
    ['wider than half the globe in the north', { center: { lat: 80, lng: 10 }, radiusKm: 1000 }],
  ];

  it.each(circles)('covers every point of the circle with a few range queries: %s', (_, circle) => {
    const ranges = geohashRanges(circle);
    expect(ranges.length).toBeGreaterThan(0);
    expect(ranges.length).toBeLessThanOrEqual(9);
    const spread = Math.max(0.0001, (circle.radiusKm / 111) * 1.5);
    const points = [circle.center, ...scatter(circle.center, spread, 3000)];
    for (const point of points.filter((p) => inCircle(p, circle))) {
      expect(inRanges(geohashOf(point), ranges), `${point.lat},${point.lng}`).toBe(true);
    }
  });

  it('asks 4 ranges for 25 km in Vienna, reading about four times the documents of the circle', () => {
    const circle = { center: stephansplatz, radiusKm: 25 };
    const ranges = geohashRanges(circle);
    expect(ranges).toHaveLength(4);
    const points = scatter(stephansplatz, 1.5, 20_000);
    const read = points.filter((p) => inRanges(geohashOf(p), ranges)).length;
    const inside = points.filter((p) => inCircle(p, circle)).length;
    expect(read / inside).toBeLessThan(5);
  });
});
