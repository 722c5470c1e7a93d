import { describe, expect, it } from 'vitest';
import { boundingBox, distanceKm, geohash, geohashRanges, inCircle, type GeoCircle } from './geo.js';
import type { GeoPoint } from './records.js';

const stephansplatz = { lat: 48.2085, lng: 16.3731 };
const graz = { lat: 47.0707, lng: 15.4395 };

describe('distanceKm', () => {
  it('measures great-circle distances', () => {
    expect(distanceKm(stephansplatz, stephansplatz)).toBe(0);
    expect(distanceKm(stephansplatz, graz)).toBeCloseTo(145, 0);
    expect(distanceKm({ lat: 0, lng: 179.9 }, { lat: 0, lng: -179.9 })).toBeCloseTo(22.2, 1);
    expect(distanceKm({ lat: 90, lng: 0 }, { lat: -90, lng: 0 })).toBeCloseTo(20015, 0);
  });
});

describe('geohash', () => {
  it('encodes like the reference implementation', () => {
    expect(geohash({ lat: 57.64911, lng: 10.40744 })).toBe('u4pruydqq');
    expect(geohash({ lat: 48.2085, lng: 16.3731 })).toMatch(/^u2edk/);
    expect(geohash({ lat: -90, lng: -180 })).toBe('000000000');
    expect(geohash({ lat: 90, lng: 180 })).toBe('zzzzzzzzz');
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
    ['radius 0', { center: stephansplatz, radiusKm: 0 }],
    ['500 km', { center: graz, radiusKm: 500 }],
    ['across the antimeridian', { center: { lat: -16.5, lng: 179.9 }, radiusKm: 50 }],
    ['at the north pole', { center: { lat: 89.99, lng: 10 }, radiusKm: 30 }],
    ['at the south pole', { center: { lat: -90, lng: 0 }, radiusKm: 100 }],
  ];

  it.each(circles)('covers every point of the circle in at most 4 ranges: %s', (_, circle) => {
    const ranges = geohashRanges(circle);
    expect(ranges.length).toBeGreaterThan(0);
    expect(ranges.length).toBeLessThanOrEqual(4);
    const points = [circle.center, ...scatter(circle.center, Math.max(0.01, (circle.radiusKm / 111) * 1.5), 3000)];
    for (const point of points.filter((p) => inCircle(p, circle))) {
      expect(inRanges(geohash(point), ranges), `${point.lat},${point.lng}`).toBe(true);
    }
  });

  it('reads little outside a 25 km circle', () => {
    const circle = { center: stephansplatz, radiusKm: 25 };
    const points = scatter(stephansplatz, 1.5, 20_000);
    const ranges = geohashRanges(circle);
    const read = points.filter((p) => inRanges(geohash(p), ranges)).length;
    const inside = points.filter((p) => inCircle(p, circle)).length;
    expect(read / inside).toBeLessThan(2);
  });

  it('gives a bounding box with two longitude intervals across the antimeridian', () => {
    expect(boundingBox({ center: { lat: 0, lng: 179.9 }, radiusKm: 50 }).lng).toHaveLength(2);
    expect(boundingBox({ center: { lat: 89.9, lng: 0 }, radiusKm: 50 }).lng).toEqual([[-180, 180]]);
  });
});
