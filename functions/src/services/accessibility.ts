// The accessibility of venues and courses at the API's edge: the features as the schema names them
// (AccessibilityFeature), an owner's or organiser's entry (AccessibilityInput) checked into a record, a course's
// languages, the lists' filter by features, and what the API's Accessibility shows of a venue or a course.
import { z } from 'zod';
import {
  ACCESSIBILITY_FEATURES,
  accessibilityOf,
  courseAccessibility,
  FEATURE_CODES,
  isCourseLanguage,
  MAX_ACCESSIBILITY_NOTE_LENGTH,
  MAX_COURSE_LANGUAGES,
  type AccessibilityFeature,
} from '../domain/accessibility.js';
import type { AccessibilityRecord, EventRecord } from '../domain/records.js';
import { fail } from './contribution-input.js';
import type { ServiceContext } from './service-context.js';

const featureByName = new Map<string, AccessibilityFeature>(ACCESSIBILITY_FEATURES.map((feature) => [FEATURE_CODES[feature], feature]));
const featureName = z.enum(ACCESSIBILITY_FEATURES.map((feature) => FEATURE_CODES[feature])).transform((name) => featureByName.get(name)!);

/** The features a list asks for: each once; none asked is no condition. */
export const featuresAsked = z
  .array(featureName)
  .max(ACCESSIBILITY_FEATURES.length * 2, { error: `must name at most ${ACCESSIBILITY_FEATURES.length} features` })
  .nullish()
  .transform((features) => (features?.length ? [...new Set(features)] : undefined));

const note = z.string().trim().max(MAX_ACCESSIBILITY_NOTE_LENGTH, fail('TOO_LONG')).nullish();

/**
 * An AccessibilityInput as a record, undefined when it says nothing. A feature both there and not there is
 * CONTRADICTORY (on `unavailable`), a note longer than MAX_ACCESSIBILITY_NOTE_LENGTH TOO_LONG.
 */
export const accessibilityInput = z
  .object({
    available: z.array(featureName).max(ACCESSIBILITY_FEATURES.length * 2, fail('TOO_MANY')).nullish(),
    unavailable: z.array(featureName).max(ACCESSIBILITY_FEATURES.length * 2, fail('TOO_MANY')).nullish(),
    note,
    noteEn: note,
  })
  .refine((input) => !(input.available ?? []).some((feature) => input.unavailable?.includes(feature)), { path: ['unavailable'], error: 'CONTRADICTORY' })
  .nullish()
  .transform((input): AccessibilityRecord | undefined => {
    if (!input) return undefined;
    const features: Partial<Record<AccessibilityFeature, boolean>> = {};
    for (const feature of input.available ?? []) features[feature] = true;
    for (const feature of input.unavailable ?? []) features[feature] = false;
    return accessibilityOf({ features, note: { de: input.note ?? undefined, en: input.noteEn ?? undefined } });
  });

/** A course's languages: known ISO 639-1 codes (UNKNOWN_LANGUAGE), 1 to MAX_COURSE_LANGUAGES, each once; none: German. */
export const courseLanguages = z
  .array(z.string().trim().toLowerCase().refine(isCourseLanguage, { error: 'UNKNOWN_LANGUAGE' }))
  .max(MAX_COURSE_LANGUAGES, fail('TOO_MANY'))
  .nullish()
  .transform((languages) => (languages?.length ? [...new Set(languages)] : undefined));

/** German alone when the organiser named none (EventRecord.languages). */
export const languagesOf = (languages: readonly string[] | undefined): string[] => (languages?.length ? [...languages] : ['de']);

/** The API's Accessibility of a record: each feature true, false or null, the note in the request's language and as entered. */
export function accessibilityView(record: AccessibilityRecord | undefined, locale: 'de' | 'en') {
  if (!record) return null;
  return {
    ...Object.fromEntries(ACCESSIBILITY_FEATURES.map((feature) => [feature, record[feature] ?? null])),
    note: record.note ? ((locale === 'en' ? record.note.en : undefined) ?? record.note.de) : null,
    noteDe: record.note?.de ?? null,
    noteEn: record.note?.en ?? null,
  } as Record<AccessibilityFeature, boolean | null> & { note: string | null; noteDe: string | null; noteEn: string | null };
}

/** What applies to a course (its own where it differs, else its venue's), as the API shows it. */
export async function eventAccessibilityView(ctx: Pick<ServiceContext, 'loaders' | 'locale'>, event: EventRecord) {
  const venue = event.accessibility ? null : await ctx.loaders.venue.load(event.venueSlug);
  return accessibilityView(courseAccessibility(event, venue), ctx.locale);
}
