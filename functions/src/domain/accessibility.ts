// How a venue, or a course where it differs, can be reached and used (AccessibilityRecord): the features in the order
// pages and forms show them, what an owner's or organiser's entry must hold, which features apply to a course (its
// own when it has them, else its venue's), the lists' rule for the features asked for, and schema.org's words for a
// place's features. Each feature is true, false or not said; only what is said is shown, and a filter finds only what
// is said to be there.
import type { AccessibilityRecord, EventRecord, LocalizedText } from './records.js';

/** The features, in the order pages, forms and filters show them. */
export const ACCESSIBILITY_FEATURES = ['stepFree', 'lift', 'accessibleToilet', 'seating', 'quietSpace', 'hearingLoop'] as const;

export type AccessibilityFeature = (typeof ACCESSIBILITY_FEATURES)[number];

/** Each feature's name in the API (schema AccessibilityFeature), for the API's edge and the web's forms alike. */
export const FEATURE_CODES = {
  stepFree: 'STEP_FREE',
  lift: 'LIFT',
  accessibleToilet: 'ACCESSIBLE_TOILET',
  seating: 'SEATING',
  quietSpace: 'QUIET_SPACE',
  hearingLoop: 'HEARING_LOOP',
} as const satisfies Record<AccessibilityFeature, string>;

/** A note is a few sentences (the doorway's width, whom to call), not a second description. */
export const MAX_ACCESSIBILITY_NOTE_LENGTH = 500;

/** Languages a course may be held in, as ISO 639-1 codes: those of the region's courses and its larger communities. */
export const COURSE_LANGUAGES = [
  'de', 'en', 'fr', 'it', 'es', 'pt', 'nl', 'pl', 'cs', 'sk', 'sl', 'hr', 'sr', 'bs', 'hu', 'ro', 'bg', 'uk', 'ru',
  'tr', 'ar', 'fa', 'ku', 'el', 'sq', 'zh', 'ja', 'ko', 'vi', 'hi',
] as const;

/** A course names at most this many languages: more would say nothing about what is spoken in the room. */
export const MAX_COURSE_LANGUAGES = 4;

/** What a feature is said to be, with null for "not said" as the API and forms carry it. */
export type FeatureStates = Partial<Record<AccessibilityFeature, boolean | null>>;

export const isAccessibilityFeature = (value: string): value is AccessibilityFeature =>
  (ACCESSIBILITY_FEATURES as readonly string[]).includes(value);

export const isCourseLanguage = (value: string): boolean => (COURSE_LANGUAGES as readonly string[]).includes(value);

/** The features said to be there (`value` true) or said not to be there (false), in the features' order. */
export const featuresSaid = (states: FeatureStates | null | undefined, value: boolean): AccessibilityFeature[] =>
  ACCESSIBILITY_FEATURES.filter((feature) => states?.[feature] === value);

/** An entry as a form or the API gives it: each feature true, false or not said, and a note in German and English. */
export interface AccessibilityEntry {
  features: FeatureStates;
  note?: Partial<LocalizedText>;
}

/**
 * The record of an entry, or undefined when it says nothing at all (no feature, no note): a venue or course that
 * says nothing keeps no record, so that a page says nothing and a course with an empty entry follows its venue.
 * Notes are trimmed; an English note alone is kept as the German one too, so the German page is never without it.
 */
export function accessibilityOf(entry: AccessibilityEntry): AccessibilityRecord | undefined {
  const record: AccessibilityRecord = {};
  for (const feature of ACCESSIBILITY_FEATURES) {
    const state = entry.features[feature];
    if (typeof state === 'boolean') record[feature] = state;
  }
  const de = entry.note?.de?.trim() ?? '';
  const en = entry.note?.en?.trim() ?? '';
  if (de || en) record.note = { de: de || en, ...(de && en ? { en } : {}) };
  return Object.keys(record).length ? record : undefined;
}

/** What is wrong with an entry's note: each language at most MAX_ACCESSIBILITY_NOTE_LENGTH characters. */
export function accessibilityNoteProblems(note: Partial<LocalizedText> | undefined): ('de' | 'en')[] {
  return (['de', 'en'] as const).filter((language) => (note?.[language]?.trim().length ?? 0) > MAX_ACCESSIBILITY_NOTE_LENGTH);
}

/** Whether a record says anything (a feature either way, or a note). */
export const saysAnything = (record: AccessibilityRecord | null | undefined): boolean =>
  !!record && (ACCESSIBILITY_FEATURES.some((feature) => typeof record[feature] === 'boolean') || !!record.note?.de);

/** The features that apply to a course: its own where it differs from its venue, else its venue's. */
export const courseAccessibility = (
  event: Pick<EventRecord, 'accessibility'>,
  venue: { accessibility?: AccessibilityRecord } | null | undefined,
): AccessibilityRecord | undefined => event.accessibility ?? venue?.accessibility;

/** Whether every feature asked for is said to be there (nothing asked: always). */
export const hasFeatures = (record: FeatureStates | null | undefined, asked: readonly AccessibilityFeature[]): boolean =>
  asked.every((feature) => record?.[feature] === true);

/**
 * The event lists' rule: a course with its own features is judged by them, one without by its venue's, which the
 * store finds first (`venuesWithFeatures`: the slugs of the venues having every feature asked), as it finds a
 * place's venues. Nothing is copied onto the events, so a venue's change applies to its courses at once.
 */
export function courseHasFeatures(
  event: Pick<EventRecord, 'accessibility' | 'venueSlug'>,
  asked: readonly AccessibilityFeature[],
  venuesWithFeatures: ReadonlySet<string> | undefined,
): boolean {
  if (asked.length === 0) return true;
  return event.accessibility ? hasFeatures(event.accessibility, asked) : (venuesWithFeatures?.has(event.venueSlug) ?? false);
}

/** A place's feature as schema.org's LocationFeatureSpecification states it (amenityFeature of a Place). */
export interface LocationFeature {
  '@type': 'LocationFeatureSpecification';
  name: string;
  value: boolean;
}

/**
 * The features said either way as schema.org `amenityFeature`s, named by `nameOf` (the page's own words): a feature
 * said not to be there is stated as false, one not said is left out.
 */
export function amenityFeatures(states: FeatureStates | null | undefined, nameOf: (feature: AccessibilityFeature) => string): LocationFeature[] {
  return ACCESSIBILITY_FEATURES.flatMap((feature) => {
    const value = states?.[feature];
    return typeof value === 'boolean' ? [{ '@type': 'LocationFeatureSpecification' as const, name: nameOf(feature), value }] : [];
  });
}
