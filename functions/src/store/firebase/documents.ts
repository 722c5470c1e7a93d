// How a record becomes a Firestore document and back: one document per record, Dates as Timestamps (nested ones
// too), absent optional fields left out. Venues, events and articles also carry fields only queries use.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';

/** Fields stored only to be queried on, left out of the records read back. */
const QUERY_ONLY = new Set(['geohash', 'searchTerms', 'facets', 'joinableUntil', 'deliveryDueAt']);

/** Firestore rejects `undefined`; optional fields that are absent are left out of the document. */
function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUndefined);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, withoutUndefined(v)]),
  );
}

/** Timestamps back to Dates, nested ones too (a venue change holds a whole venue). */
function withDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(withDates);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withDates(v)]));
}

/** The document of a record, with the fields its queries need besides. */
export function toDocument<T extends object>(record: T, queryFields?: (record: T) => DocumentData): DocumentData {
  return { ...(withoutUndefined(record) as DocumentData), ...queryFields?.(record) };
}

/** A document back to its record: Timestamps become Dates, fields only queries use are dropped. */
export function fromDocument<T>(data: DocumentData): T {
  const record: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (!QUERY_ONLY.has(key)) record[key] = withDates(value);
  }
  return record as T;
}

/** Reads a document (with its id, which some records keep only there) back into a record. */
export type Decode<T> = (data: DocumentData, id: string) => T;
