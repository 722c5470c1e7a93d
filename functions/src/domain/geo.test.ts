import { describe, expect, it } from 'vitest';
import { boundingBox, distanceKm, inCircle } from './geo.js';

const stephansplatz = { lat: 48.2085, lng: 16.3731 };
const graz = { lat: 47.0707, lng: 15.4395 };

describe('distanceKm', () => {
  it('measures great-circle distances', () => {
    expect(distanceKm(stephansplatz, stephansplatz)).toBe(0);
    expect(distanceKm(stephansplatz, graz)).toBeCloseTo(145, 0);
    expect(distanceKm({ lat: 0, lng: 179.9 }, { lat: 0, lng: -179.9 })).toBeCloseTo(22.2, 1);
    expect(distanceKm({ lat: 90, lng: 0 }, { lat: -90, lng: 0 })).toBeCloseTo(20015, 0);
  });

  it('measures points exactly opposite each other as half the circumference, not NaN', () => {
    for (const lat of [-71.3, -16.5, 0.1, 33.3, 48.2085]) {
      expect(distanceKm({ lat, lng: 16.3731 }, { lat: -lat, lng: 16.3731 - 180 })).toBeCloseTo(20015, 0);
    }
  });

  it('tells whether a point lies in a circle', () => {
    expect(inCircle(graz, { center: stephansplatz, radiusKm: 150 })).toBe(true);
    expect(inCircle(graz, { center: stephansplatz, radiusKm: 140 })).toBe(false);
  });
});

describe('boundingBox', () => {
  it('gives a bounding box with two longitude intervals across the antimeridian', () => {
    expect(boundingBox({ center: { lat: 0, lng: 179.9 }, radiusKm: 50 }).lng).toHaveLength(2);
    expect(boundingBox({ center: { lat: 89.9, lng: 0 }, radiusKm: 50 }).lng).toEqual([[-180, 180]]);
  });
});
