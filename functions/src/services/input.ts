// Argument validation at the service boundary (zod) and the cursor-paginated connections every list returns.
import { z } from 'zod';
import type { Page } from '../domain/repositories.js';
import { InvalidInputError } from './errors.js';

export const MAX_PAGE_SIZE = 50;

export const slug = z
  .string()
  .max(100, { error: 'must be at most 100 characters long' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must consist of lowercase letters, digits and single dashes' });

/** `first` of a list; null (sent explicitly) means the field's default. */
export function pageSize(fallback: number) {
  return z
    .number()
    .int({ error: 'must be an integer' })
    .min(1, { error: `must be between 1 and ${MAX_PAGE_SIZE}` })
    .max(MAX_PAGE_SIZE, { error: `must be between 1 and ${MAX_PAGE_SIZE}` })
    .nullish()
    .transform((value) => value ?? fallback);
}

export const dateTime = z.iso.datetime({ offset: true, error: 'must be an ISO-8601 date-time' }).transform((value) => new Date(value));

/** Parses service arguments; any problem becomes an InvalidInputError naming the argument. */
export function parseArgs<S extends z.ZodType>(schema: S, args: unknown): z.output<S> {
  const result = schema.safeParse(args);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = issue?.path.join('.') || 'arguments';
  throw new InvalidInputError(`Invalid argument "${name}": ${issue?.message ?? 'malformed'}.`);
}

/**
 * A cursor is the list's sort key of an item, JSON in base64url: opaque to clients, and resuming after it needs no
 * offset, so pages stay stable while records are added.
 */
export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

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

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

export function toConnection<T>(page: Page<T>, sortKey: (item: T) => (string | number)[]): Connection<T> {
  const edges = page.items.map((node) => ({ cursor: encodeCursor(sortKey(node)), node }));
  return {
    edges,
    pageInfo: { hasNextPage: page.hasNextPage, endCursor: edges.at(-1)?.cursor ?? null },
    totalCount: page.totalCount,
  };
}
