// The checks of what callers send, at the service boundary (zod): slugs, record ids, places and times as arguments,
// and a form's input reported field by field (FieldError codes the web shows next to each field).
import { z } from 'zod';
import type { GeoCircle } from '../domain/geo.js';
import { InvalidInputError, type FieldError } from './errors.js';

export const slug = z
  .string()
  .max(100, { error: 'must be at most 100 characters long' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must consist of lowercase letters, digits and single dashes' });

/** The id of a stored record the API handed out (a booking, a radar alert): opaque, but never empty or huge. */
export const recordId = z
  .string()
  .min(1, { error: 'must not be empty' })
  .max(100, { error: 'must be at most 100 characters long' });

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
