// Distances, and the bounding box that narrows a circle search on indexed latitude/longitude columns (the embedded
// store) before the exact distance check. The Firestore store narrows by geohash instead (store/firebase/geohash.ts).
import { distanceBetween } from 'geofire-common';
import type { GeoPoint } from './records.js';

/** Mean earth radius geofire-common measures with, km. */
const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE_LAT = (Math.PI * EARTH_RADIUS_KM) / 180;

export interface GeoCircle {
  center: GeoPoint;
  radiusKm: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine, geofire-common's), km. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const km = distanceBetween([a.lat, a.lng], [b.lat, b.lng]);
  // For points exactly opposite each other rounding can carry geofire's intermediate value past 1, giving NaN:
  // the distance there is half the circumference.
  return Number.isNaN(km) ? Math.PI * EARTH_RADIUS_KM : km;
}

/** Whether a point lies in the circle; the one exact test both adapters apply. */
export function inCircle(point: GeoPoint, circle: GeoCircle): boolean {
  return distanceKm(circle.center, point) <= circle.radiusKm;
}

/** Longitude intervals never wrap: a box across the antimeridian has two. */
export interface BoundingBox {
  minLat: number;
  maxLat: number;
  lng: [number, number][];
}

/** A box that contains the whole circle (generously near the poles, where it spans every longitude). */
export function boundingBox({ center, radiusKm }: GeoCircle): BoundingBox {
  const dLat = radiusKm / KM_PER_DEGREE_LAT;
  const minLat = Math.max(-90, center.lat - dLat);
  const maxLat = Math.min(90, center.lat + dLat);
  const widest = Math.cos(radians(Math.max(Math.abs(minLat), Math.abs(maxLat))));
  const dLng = widest > 1e-9 ? dLat / widest : 360;
  if (minLat <= -90 || maxLat >= 90 || dLng >= 180) return { minLat, maxLat, lng: [[-180, 180]] };
  const west = center.lng - dLng;
  const east = center.lng + dLng;
  if (west < -180) return { minLat, maxLat, lng: [[west + 360, 180], [-180, east]] };
  if (east > 180) return { minLat, maxLat, lng: [[west, 180], [-180, east - 360]] };
  return { minLat, maxLat, lng: [[west, east]] };
}
