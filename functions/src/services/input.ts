// Argument validation at the service boundary (zod) and the cursor-paginated connections every list returns.
import { z } from 'zod';
import { shownDistanceKm } from '../domain/discovery.js';
import type { GeoCircle } from '../domain/geo.js';
import type { Page } from '../domain/repositories.js';
import { InvalidInputError, type FieldError } from './errors.js';

export const MAX_PAGE_SIZE = 50;

export const slug = z
  .string()
  .max(100, { error: 'must be at most 100 characters long' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must consist of lowercase letters, digits and single dashes' });

/** The id of a stored record the API handed out (a booking, a radar alert): opaque, but never empty or huge. */
export const recordId = z
  .string()
  .min(1, { error: 'must not be empty' })
  .max(100, { error: 'must be at most 100 characters long' });

/** `first` of a list (at most `max`); null (sent explicitly) means the field's default. */
export function pageSize(fallback: number, max: number = MAX_PAGE_SIZE) {
  return z
    .number()
    .int({ error: 'must be an integer' })
    .min(1, { error: `must be between 1 and ${max}` })
    .max(max, { error: `must be between 1 and ${max}` })
    .nullish()
    .transform((value) => value ?? fallback);
}

/** Numbered pages reach at most this far into a list. */
export const MAX_OFFSET = 10_000;

function finiteBetween(min: number, max: number, what: string) {
  const error = `must be ${what} between ${min} and ${max}`;
  return z.number({ error }).refine((value) => Number.isFinite(value) && value >= min && value <= max, { error });
}

/** A circle on the map (NearInput). */
export const near = z
  .object({
    lat: finiteBetween(-90, 90, 'a latitude'),
    lng: finiteBetween(-180, 180, 'a longitude'),
    radiusKm: finiteBetween(0, 500, 'a radius in km'),
  })
  .transform(({ lat, lng, radiusKm }): GeoCircle => ({ center: { lat, lng }, radiusKm }));

/** A place's postcodes (Place.postalCodes), to list what lies in it. */
export const placePostalCodes = z
  .array(z.string().regex(/^[0-9A-Z]{3,10}$/, { error: 'must be postcodes of digits and capital letters' }))
  .min(1, { error: 'must name at least one postcode' })
  .max(30, { error: 'must be at most 30 postcodes' });

/** Words to search for. */
export const searchText = z.string().max(200, { error: 'must be at most 200 characters long' });

export const offset = z
  .number()
  .int({ error: 'must be an integer' })
  .min(0, { error: `must be between 0 and ${MAX_OFFSET}` })
  .max(MAX_OFFSET, { error: `must be between 0 and ${MAX_OFFSET}` })
  .nullish()
  .transform((value) => value ?? undefined);

export const dateTime = z.iso.datetime({ offset: true, error: 'must be an ISO-8601 date-time' }).transform((value) => new Date(value));

/**
 * The page request of a list: ranked lists resume after a position cursor (an offset); others after a sort key,
 * or at an explicit offset (numbered pages). Returns the offset ranked cursors count from, if any.
 */
export function pageRequest<K>(
  ranked: boolean,
  first: number,
  after: K | { position: number } | undefined,
  explicitOffset: number | undefined,
): { request: { first: number; after?: K; offset?: number }; start?: number } {
  if (after !== undefined && explicitOffset !== undefined) throw new InvalidInputError('Invalid argument "offset": cannot be combined with "after".');
  const afterPosition = after !== undefined && typeof after === 'object' && after !== null && 'position' in after ? after.position : undefined;
  if (after !== undefined && (afterPosition === undefined) === ranked) {
    throw new InvalidInputError('Invalid argument "after": is not a cursor returned by this list.');
  }
  const offset = afterPosition ?? explicitOffset;
  if (ranked) return { request: { first, offset: offset ?? 0 }, start: offset ?? 0 };
  return { request: { first, after: afterPosition === undefined ? (after as K | undefined) : undefined, offset } };
}

/** Parses service arguments; any problem becomes an InvalidInputError naming the argument. */
export function parseArgs<S extends z.ZodType>(schema: S, args: unknown): z.output<S> {
  const result = schema.safeParse(args);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = issue?.path.join('.') || 'arguments';
  throw new InvalidInputError(`Invalid argument "${name}": ${issue?.message ?? 'malformed'}.`);
}

/**
 * Parses a form's input (a mutation's input object): every field with a problem becomes a FieldError named by its
 * path under `prefix` ("input.name"; list items report the list), with the code of its first problem only: an empty
 * name is REQUIRED, not also TOO_SHORT, since the form shows every code it gets next to the field. The codes are the
 * schema's error messages, which are UPPER_SNAKE codes the web has messages for (REQUIRED, TOO_LONG, ...); anything
 * else reports INVALID.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, prefix: string): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const seen = new Set<string>();
  const fields: FieldError[] = [];
  for (const issue of result.error.issues) {
    const index = issue.path.findIndex((part) => typeof part !== 'string');
    const field = [prefix, ...(index < 0 ? issue.path : issue.path.slice(0, index))].join('.');
    const code = /^[A-Z][A-Z_]*$/.test(issue.message) ? issue.message : 'INVALID';
    if (seen.has(field)) continue;
    seen.add(field);
    fields.push({ field, code });
  }
  throw new InvalidInputError(`Invalid input: ${fields.map(({ field, code }) => `${field} ${code}`).join(', ')}.`, fields);
}

/**
 * A cursor is the list's sort key of an item, JSON in base64url: opaque to clients, and resuming after it needs no
 * offset, so pages stay stable while records are added.
 */
export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/** A zod schema for the `after` argument: decodes the cursor and checks it against the list's sort key shape. */
/**
 * Ranked lists (by distance or relevance) have no stable sort key: their cursors hold the item's position, and
 * resuming after one is an offset.
 */
export const position = z
  .tuple([z.number().int().min(1).max(MAX_OFFSET + MAX_PAGE_SIZE)])
  .transform(([value]) => ({ position: value }));

export function cursor<K extends z.ZodType>(key: K) {
  return z
    .string()
    .nullish()
    .transform((value, context): z.output<K> | undefined => {
      if (value == null) return undefined;
      let decoded: unknown;
      try {
        decoded = /^[A-Za-z0-9_-]+$/.test(value) ? JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) : undefined;
      } catch {
        decoded = undefined;
      }
      const parsed = key.safeParse(decoded);
      if (parsed.success) return parsed.data;
      context.addIssue({ code: 'custom', message: 'is not a cursor returned by this list' });
      return z.NEVER;
    });
}

export interface Edge<T> {
  cursor: string;
  node: T;
  distanceKm: number | null;
  inPlace?: boolean | null;
}

export interface Connection<T> {
  edges: Edge<T>[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

/**
 * `start` set: a ranked list starting at that offset, whose cursors are positions; otherwise cursors are the sort
 * keys of the items.
 */
export function toConnection<T>(page: Page<T>, sortKey: (item: T) => (string | number)[], start?: number): Connection<T> {
  const edges = page.items.map((node, i) => ({
    cursor: encodeCursor(start === undefined ? sortKey(node) : [start + i + 1]),
    node,
    distanceKm: shownDistanceKm(page.distancesKm?.[i], page.inPlace?.[i]),
    inPlace: page.inPlace?.[i] ?? null,
  }));
  return {
    edges,
    pageInfo: { hasNextPage: page.hasNextPage, endCursor: edges.at(-1)?.cursor ?? null },
    totalCount: page.totalCount,
  };
}
