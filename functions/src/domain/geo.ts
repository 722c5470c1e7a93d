// Distances and the two ways the store adapters narrow a circle search before the exact distance check: a
// latitude/longitude bounding box (embedded, on indexed columns) and geohash ranges (Firestore, as Firebase
// documents it: store a geohash per document, query a few ranges of it, drop false positives by exact distance).
import type { GeoPoint } from './records.js';

/** Mean earth radius (IUGG), km. */
const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_LAT = (Math.PI * EARTH_RADIUS_KM) / 180;

export interface GeoCircle {
  center: GeoPoint;
  radiusKm: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine), km. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
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

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';
/** Stored geohashes have 9 characters (45 bits, cells of about 5 m). */
export const GEOHASH_LENGTH = 9;
const GEOHASH_BITS = GEOHASH_LENGTH * 5;

/** Bits of a geohash prefix as a number (at most 45 bits, exact in a double). */
function bitsToString(value: number, bits: number, fill: 0 | 1): string {
  const chars = Math.ceil(bits / 5);
  const pad = chars * 5 - bits;
  let padded = value * 2 ** pad + (fill ? 2 ** pad - 1 : 0);
  let out = '';
  for (let i = 0; i < chars; i++) {
    out = BASE32[padded % 32]! + out;
    padded = Math.floor(padded / 32);
  }
  return out;
}

/** Column (longitude) and row (latitude) of the cell holding a point, at `lngBits`/`latBits` bits. */
function cellOf(point: GeoPoint, lngBits: number, latBits: number): [number, number] {
  const column = Math.min(2 ** lngBits - 1, Math.floor(((point.lng + 180) / 360) * 2 ** lngBits));
  const row = Math.min(2 ** latBits - 1, Math.floor(((point.lat + 90) / 180) * 2 ** latBits));
  return [column, row];
}

/** The geohash bits of a cell: longitude and latitude bits interleaved, longitude first. */
function interleave(column: number, row: number, bits: number): number {
  // Columns and rows have at most 23 bits: 32-bit operations are exact; the result (45 bits) is built in a double.
  const lngBits = Math.ceil(bits / 2);
  const latBits = bits - lngBits;
  let value = 0;
  for (let i = 0; i < lngBits; i++) {
    value = value * 2 + ((column >>> (lngBits - 1 - i)) & 1);
    if (i < latBits) value = value * 2 + ((row >>> (latBits - 1 - i)) & 1);
  }
  return value;
}

export function geohash(point: GeoPoint): string {
  const lngBits = Math.ceil(GEOHASH_BITS / 2);
  const [column, row] = cellOf(point, lngBits, GEOHASH_BITS - lngBits);
  return bitsToString(interleave(column, row, GEOHASH_BITS), GEOHASH_BITS, 0);
}

/** Most cells enumerated per precision; a finer precision needing more than this cannot end up with few ranges. */
const MAX_CELLS = 256;

/**
 * Whether a cell may hold a point of the circle: the distance to the nearest point of the cell, with a margin for
 * measuring it along parallels and meridians rather than exactly.
 */
function cellTouches(circle: GeoCircle, column: number, row: number, lngBits: number, latBits: number): boolean {
  const width = 360 / 2 ** lngBits;
  const height = 180 / 2 ** latBits;
  const south = row * height - 90;
  const west = column * width - 180;
  const lat = Math.min(Math.max(circle.center.lat, south), south + height);
  // The cell's longitude nearest the center, going either way round.
  const offset = ((circle.center.lng - west + 540) % 360) - 180;
  const lng = west + Math.min(Math.max(offset, 0), width);
  return distanceKm(circle.center, { lat, lng }) <= circle.radiusKm * 1.05 + 0.05;
}

/**
 * Geohash ranges [start, end] (inclusive; `end` already extended to cover every longer hash) that together hold
 * every point of the circle, at most `maxRanges` of them. Tries every precision (in bits) whose cells touching the
 * circle can be enumerated, merges runs of consecutive hashes across the smallest gaps until few enough remain,
 * and keeps the precision whose ranges cover the least area: fewer false positives to read and drop.
 */
export function geohashRanges(circle: GeoCircle, maxRanges = 4): [string, string][] {
  const box = boundingBox(circle);
  let best: { area: number; ranges: [string, string][] } = { area: Infinity, ranges: [['0', '~']] };
  for (let bits = GEOHASH_BITS; bits >= 1; bits--) {
    const lngBits = Math.ceil(bits / 2);
    const latBits = bits - lngBits;
    const [, rowMin] = cellOf({ lat: box.minLat, lng: 0 }, lngBits, latBits);
    const [, rowMax] = cellOf({ lat: box.maxLat, lng: 0 }, lngBits, latBits);
    const spans = box.lng.map(([west, east]) => [cellOf({ lat: 0, lng: west }, lngBits, latBits)[0], cellOf({ lat: 0, lng: east }, lngBits, latBits)[0]]);
    const columnCount = spans.reduce((n, [from, to]) => n + to! - from! + 1, 0);
    if (columnCount * (rowMax - rowMin + 1) > MAX_CELLS) continue;
    const cells = new Set<number>();
    for (const [from, to] of spans) {
      for (let column = from!; column <= to!; column++) {
        for (let row = rowMin; row <= rowMax; row++) {
          if (cellTouches(circle, column, row, lngBits, latBits)) cells.add(interleave(column, row, bits));
        }
      }
    }
    // Runs of consecutive hashes; where more than maxRanges, close all but the widest maxRanges - 1 gaps.
    const sorted = [...cells].sort((a, b) => a - b);
    if (sorted.length === 0) continue;
    const gaps = sorted.slice(1).map((cell, i) => ({ at: i + 1, size: cell - sorted[i]! })).filter((gap) => gap.size > 1);
    const splits = gaps
      .sort((a, b) => b.size - a.size)
      .slice(0, maxRanges - 1)
      .map((gap) => gap.at)
      .sort((a, b) => a - b);
    const runs = [0, ...splits].map((from, i): [number, number] => [sorted[from]!, sorted[(splits[i] ?? sorted.length) - 1]!]);
    const area = runs.reduce((sum, [from, to]) => sum + to - from + 1, 0) / 2 ** bits;
    if (area < best.area) {
      best = { area, ranges: runs.map(([from, to]) => [bitsToString(from, bits, 0), `${bitsToString(to, bits, 1)}~`]) };
    }
  }
  return best.ranges;
}
