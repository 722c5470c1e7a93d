// The lists' accessibility filter (/venues, /events, a city's page): one flag per feature in the URL
// (/venues?step-free=1&lift=1), so that a plain GET form's checkboxes, the lists' one-value-per-parameter URL grammar,
// the response cache's parameter list and the „Filter (2)“ count all take it as they take „open now“. Only what is
// said to be there is found (domain/accessibility.ts).
import { ACCESSIBILITY_FEATURES, FEATURE_CODES, type AccessibilityFeature } from '../../../functions/src/domain/accessibility.js';
import type { AccessibilityFeature as ApiFeature } from '../../graphql/generated/graphql';
import { flagField, type FieldReader } from './filters';

/** Each feature's URL parameter, in the features' order. */
export const accessibilityParams = {
  stepFree: 'step-free',
  lift: 'lift',
  accessibleToilet: 'accessible-toilet',
  seating: 'seating',
  quietSpace: 'quiet-space',
  hearingLoop: 'hearing-loop',
} as const satisfies Record<AccessibilityFeature, string>;

export type AccessibilityParam = (typeof accessibilityParams)[AccessibilityFeature];

/** The parameters in the order the form shows them and the URL carries them. */
export const accessibilityParamList: readonly AccessibilityParam[] = ACCESSIBILITY_FEATURES.map((feature) => accessibilityParams[feature]);

/** A list's filters for the features asked for: a flag for each. */
export type AccessibilityFilters = Partial<Record<AccessibilityParam, true>>;

/** The server's readers of the flags, for a list's `defineFilters`. */
export const accessibilityFields = Object.fromEntries(accessibilityParamList.map((param) => [param, flagField])) as Record<AccessibilityParam, FieldReader<true>>;

/** A flag the URL spoils is explained by one message, whichever feature it was. */
export const accessibilityProblemMessages: Record<string, string> = Object.fromEntries(
  accessibilityParamList.map((param) => [param, 'filters.problem.accessibility']),
);

/** Whether any feature is asked for. */
export const asksAccessibility = (filters: AccessibilityFilters): boolean => accessibilityParamList.some((param) => filters[param]);

/** The same filters without the features asked for (an empty list's way out). */
export function withoutAccessibility<F extends AccessibilityFilters>(filters: F): F {
  const rest = { ...filters };
  for (const param of accessibilityParamList) delete rest[param];
  return rest;
}

/** The API's list of the features asked for (VenueFilter / EventFilter `accessibility`), or null for none. */
export function accessibilityFilterOf(filters: AccessibilityFilters): ApiFeature[] | null {
  const asked = ACCESSIBILITY_FEATURES.filter((feature) => filters[accessibilityParams[feature]]).map((feature) => FEATURE_CODES[feature]);
  return asked.length ? asked : null;
}
