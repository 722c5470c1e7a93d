// How every list is paged: the sizes and offsets a caller may ask for, the opaque cursors (a sort key or, for ranked
// lists, a position) and the connections (edges, page info, total) the lists return.
import { z } from 'zod';
import { shownDistanceKm } from '../domain/discovery.js';
import type { Page } from '../domain/repositories.js';
import { InvalidInputError } from './errors.js';

export const MAX_PAGE_SIZE = 50;

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

export const offset = z
  .number()
  .int({ error: 'must be an integer' })
  .min(0, { error: `must be between 0 and ${MAX_OFFSET}` })
  .max(MAX_OFFSET, { error: `must be between 0 and ${MAX_OFFSET}` })
  .nullish()
  .transform((value) => value ?? undefined);

/** The offset of a numbered page (an editor's list), the first page when not given. */
export const pageOffset = offset.transform((value) => value ?? 0);

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

/**
 * A cursor is the list's sort key of an item, JSON in base64url: opaque to clients, and resuming after it needs no
 * offset, so pages stay stable while records are added.
 */
export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/**
 * Ranked lists (by distance or relevance) have no stable sort key: their cursors hold the item's position, and
 * resuming after one is an offset.
 */
export const position = z
  .tuple([z.number().int().min(1).max(MAX_OFFSET + MAX_PAGE_SIZE)])
  .transform(([value]) => ({ position: value }));

/** A zod schema for the `after` argument: decodes the cursor and checks it against the list's sort key shape. */
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
