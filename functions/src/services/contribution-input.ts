// Input checking shared by the contribution and moderation services: text fields with field-level codes
// (FieldError), the editor's note on a decision, a new place's address and the images of a form.
import { z } from 'zod';
import type { ImageRecord, LocalizedText } from '../domain/records.js';
import { uploadedImage } from '../uploads/uploads.js';
import { InvalidInputError, type FieldError } from './errors.js';
import { parseInput } from './argument-checks.js';

export const fail = (code: string) => ({ error: code });

/** Required text, trimmed: REQUIRED when empty, TOO_SHORT / TOO_LONG outside min..max characters. */
export const requiredText = (min: number, max: number) =>
  z.string().trim().min(1, fail('REQUIRED')).min(min, fail('TOO_SHORT')).max(max, fail('TOO_LONG'));

/** Optional text, trimmed; empty becomes undefined. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, fail('TOO_LONG'))
    .nullish()
    .transform((value) => value || undefined);

/** An optional value checked by `schema` once trimmed; empty becomes undefined. */
export const optional = <T>(schema: z.ZodType<T>) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() || undefined : (value ?? undefined)), schema.optional());

export const intBetween = (min: number, max: number) =>
  z.number().int(fail('NOT_A_NUMBER')).min(min, fail('OUT_OF_RANGE')).max(max, fail('OUT_OF_RANGE'));

export function throwIfAny(fields: FieldError[]): void {
  // One code per field, the first found (as parseInput): the form shows every code it gets next to the input.
  const first = fields.filter((error, index) => fields.findIndex((other) => other.field === error.field) === index);
  if (first.length > 0) throw new InvalidInputError(`Invalid input: ${first.map((f) => `${f.field} ${f.code}`).join(', ')}.`, first);
}

const decisionNote = optionalText(1000);

/** The editor's note: optional when approving, REQUIRED when rejecting (the author reads it). */
export function parseDecisionNote(decision: Decision, note: string | null | undefined): string | undefined {
  const parsed = parseInput(decisionNote, note, 'note');
  if (decision === 'REJECT' && !parsed) throw new InvalidInputError('A rejection needs a note for the author.', [{ field: 'note', code: 'REQUIRED' }]);
  return parsed;
}

export type Decision = 'APPROVE' | 'REJECT';

export const newPlaceInput = z.object({
  name: requiredText(2, 120),
  street: requiredText(3, 120),
  postalCode: z.string().trim().min(1, fail('REQUIRED')).regex(/^\d{4,5}$/, fail('INVALID_POSTAL_CODE')),
  locality: requiredText(2, 80),
});

/**
 * The images of a form: ones the record already shows stay as they are, new ones must be the person's own uploads
 * for this purpose (uploadedImage); null when any URL is neither.
 */
export function imagesOf(urls: readonly string[], purpose: 'event' | 'venue', uid: string, alt: LocalizedText, current: readonly ImageRecord[]): ImageRecord[] | null {
  const images: ImageRecord[] = [];
  for (const url of new Set(urls)) {
    const kept = current.find((image) => image.url === url);
    const uploaded = kept ? null : uploadedImage(url, uid, purpose);
    if (!kept && !uploaded) return null;
    images.push(kept ?? { ...uploaded!, alt });
  }
  return images;
}
