// Circle queries on Firestore as Firebase documents them, with geofire-common: every venue and event document stores
// the geohash of its point; a circle is a few range queries on that field (geohashQueryBounds), and the exact
// distance then drops the documents of those ranges that lie outside the circle.
import { geohashForLocation, geohashQueryBounds } from 'geofire-common';
import { boundingBox, type GeoCircle } from '../../domain/geo.js';
import type { GeoPoint } from '../../domain/records.js';

/** Stored geohashes have 9 characters (cells of about 5 m), as every document written so far carries them. */
const GEOHASH_LENGTH = 9;

/**
 * geofire sizes its ranges by the radius: below about 5 m it asks for prefixes longer than the stored hashes (which
 * would then sort before the range and be missed), and for a radius of 0 for half the globe. Smaller circles are
 * therefore queried as circles of 10 m; the exact distance still decides.
 */
const SMALLEST_QUERY_RADIUS_M = 10;

export const geohashOf = (point: GeoPoint): string => geohashForLocation([point.lat, point.lng], GEOHASH_LENGTH);

/** [start, end] ranges (inclusive) of stored geohashes that together hold every point of the circle. */
export function geohashRanges(circle: GeoCircle): [string, string][] {
  // A circle around a pole (or wider than half the globe) spans every longitude; geofire measures that as 360 degrees
  // and wraps it back onto the center's meridian, so its ranges would hold only the center's side of the globe.
  // Such circles read every geohash.
  const [west, east] = boundingBox(circle).lng[0]!;
  if (west === -180 && east === 180) return [['0', '~']];
  const { center, radiusKm } = circle;
  return geohashQueryBounds([center.lat, center.lng], Math.max(radiusKm * 1000, SMALLEST_QUERY_RADIUS_M));
}
