// The accessibility fields of the venue and event forms as the browser posts them (per feature „ja“, „nein“ or
// „keine Angabe“, a note in German and English), their way to AccessibilityInput and back, and a course's languages.
import { ACCESSIBILITY_FEATURES, COURSE_LANGUAGES, FEATURE_CODES, type AccessibilityFeature, type FeatureStates } from '../../../functions/src/domain/accessibility.js';
import type { AccessibilityInput } from '../../graphql/generated/graphql';
import { several, single, type FormValues } from './form-values';

/** A feature's radio group, named like the API's field so that its errors land on it: `accessibility.stepFree`. */
export const featureField = (feature: AccessibilityFeature) => `accessibility.${feature}`;
export const NOTE_FIELD = 'accessibility.note';
export const NOTE_EN_FIELD = 'accessibility.noteEn';
/** The event form's box „Barrierefreiheit weicht vom Ort ab“: without it the course has its venue's. */
export const DIFFERS_FIELD = 'accessibilityDiffers';
export const LANGUAGES_FIELD = 'languages';

/** What the form's radios post: there, not there, or (empty) not said. */
export type FeatureAnswer = 'yes' | 'no' | '';

/** AccessibilityInput from the posted fields: each feature „ja“ or „nein“, the rest not said. */
export function accessibilityInputFromForm(values: FormValues): AccessibilityInput {
  const answered = (answer: FeatureAnswer) => ACCESSIBILITY_FEATURES.filter((feature) => single(values, featureField(feature)) === answer);
  return {
    available: answered('yes').map((feature) => FEATURE_CODES[feature]),
    unavailable: answered('no').map((feature) => FEATURE_CODES[feature]),
    note: single(values, NOTE_FIELD) || null,
    noteEn: single(values, NOTE_EN_FIELD) || null,
  };
}

/** The API's Accessibility (or none) as the form's values. */
export function accessibilityFormValues(accessibility: (FeatureStates & { noteDe?: string | null; noteEn?: string | null }) | null | undefined): FormValues {
  const values: FormValues = { [NOTE_FIELD]: accessibility?.noteDe ?? '', [NOTE_EN_FIELD]: accessibility?.noteEn ?? '' };
  for (const feature of ACCESSIBILITY_FEATURES) {
    const state = accessibility?.[feature];
    values[featureField(feature)] = state === true ? 'yes' : state === false ? 'no' : '';
  }
  return values;
}

/** The course's languages as posted: the known codes chosen, each once; none: null (German, the API's default). */
export function languagesFromForm(values: FormValues): string[] | null {
  const chosen = [...new Set(several(values, LANGUAGES_FIELD))];
  return chosen.length ? chosen : null;
}

/** The languages the form offers, by their name in the page's language (Intl.DisplayNames), German and English first. */
export function languageOptions(locale: string): { slug: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  const [first, second, ...rest] = COURSE_LANGUAGES.map((code) => ({ slug: code, name: names.of(code) ?? code }));
  return [first!, second!, ...rest.sort((a, b) => a.name.localeCompare(b.name, locale))];
}
