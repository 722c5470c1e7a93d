import { describe, expect, it } from 'vitest';
import { distanceFromPlace, placeCandidateCircle, shownDistanceKm } from './discovery.js';
import { distanceKm } from './geo.js';

const centre = { lat: 48.212, lng: 16.311 }; // Ottakring's centre
const holzwurm = { lat: 48.2098, lng: 16.3385 };
const wilhelminenberg = { lat: 48.2137, lng: 16.29 };
const neubau = { lat: 48.2, lng: 16.35 };
const near = { center: centre, radiusKm: 2 };

describe('distances of a district or postcode searched', () => {
  it('runs from the nearest of the place’s venues, or from the centre when it has none', () => {
    expect(distanceFromPlace(near, [holzwurm, wilhelminenberg], neubau)).toBeCloseTo(distanceKm(holzwurm, neubau), 9);
    expect(distanceFromPlace(near, [holzwurm, wilhelminenberg], neubau)).toBeCloseTo(1.38, 2);
    expect(distanceFromPlace(near, [holzwurm], holzwurm)).toBe(0);
    expect(distanceFromPlace(near, [], neubau)).toBeCloseTo(distanceKm(centre, neubau), 9);
    expect(distanceFromPlace(near, undefined, neubau)).toBeCloseTo(3.2, 1);
  });

  it('reads candidates in a circle that holds the radius around every venue of the place', () => {
    const circle = placeCandidateCircle(near, [holzwurm, wilhelminenberg]);
    expect(circle.center).toEqual(centre);
    expect(circle.radiusKm).toBeCloseTo(2 + distanceKm(centre, holzwurm), 9);
    // Anything within the radius of a venue lies in it.
    expect(distanceKm(centre, neubau)).toBeLessThanOrEqual(circle.radiusKm);
    expect(placeCandidateCircle(near, [])).toEqual(near);
  });

  it('shows no distance for what lies in the place', () => {
    expect(shownDistanceKm(2.1, true)).toBeNull();
    expect(shownDistanceKm(1.4, false)).toBe(1.4);
    expect(shownDistanceKm(1.4, null)).toBe(1.4);
    expect(shownDistanceKm(undefined, false)).toBeNull();
  });
});
