// The plain criteria of the venue and event lists, each described once: which part of the filter holds the value
// asked for, which field of the record it is compared with, and how. The in-memory matcher (discovery.ts) evaluates
// the description, the embedded store turns it into SQL (store/embedded/where.ts) and the Firestore store into query
// constraints (store/firebase/filter-criteria.ts), so a criterion added here reaches all three or fails to compile.
// What no field comparison can say (a place, a circle, text, opening hours, a course's sessions in a time window,
// whether one can still join) stays a rule of its own in discovery.ts, opening-hours.ts and joinable.ts; decision 046
// says where each store applies those.
import type { EventFilter, VenueFilter } from './repositories.js';

/** How a record's field meets the value asked for: the same value, a list holding it, a number at most or at least it. */
export type CriterionOperator = 'equals' | 'contains' | 'atMost' | 'atLeast';

/** A criterion of any filter. */
export interface AnyCriterion {
  /** The part of the filter holding the value asked for. */
  readonly key: string;
  /** The record's field it is compared with, as a dotted path (a Firestore document holds the record's fields). */
  readonly field: string;
  readonly operator: CriterionOperator;
}

/** A criterion of the filter `F`. */
export interface Criterion<F> extends AnyCriterion {
  readonly key: keyof F & string;
}

export const venueCriteria = [
  { key: 'citySlug', field: 'citySlug', operator: 'equals' },
  { key: 'kind', field: 'kind', operator: 'equals' },
  { key: 'craftSlug', field: 'craftSlugs', operator: 'contains' },
] as const satisfies readonly Criterion<VenueFilter>[];

export const eventCriteria = [
  { key: 'citySlug', field: 'citySlug', operator: 'equals' },
  { key: 'venueSlug', field: 'venueSlug', operator: 'equals' },
  { key: 'craftSlug', field: 'craftSlugs', operator: 'contains' },
  { key: 'maxPriceCents', field: 'price.amountCents', operator: 'atMost' },
  { key: 'level', field: 'level', operator: 'equals' },
  // A children's course for an age (children.ts, matchesChildAge): its ages from minAge to maxAge hold the age asked.
  // An adult's course has no `children`, so it meets neither (a missing field is no number, NULL in SQL, and left out
  // by a Firestore inequality).
  { key: 'childMaxAgeAtLeast', field: 'children.maxAge', operator: 'atLeast' },
  { key: 'childMinAgeAtMost', field: 'children.minAge', operator: 'atMost' },
] as const satisfies readonly Criterion<EventFilter>[];

export type VenueCriterion = (typeof venueCriteria)[number];
export type EventCriterion = (typeof eventCriteria)[number];

/** A criterion the filter sets, with the value it asks for. */
export interface Asked<C extends AnyCriterion = AnyCriterion> {
  criterion: C;
  value: string | number;
}

/** The criteria of `criteria` that the filter sets, in the description's order, each with its value. */
export function criteriaAsked<F, C extends Criterion<F>>(criteria: readonly C[], filter: F): Asked<C>[] {
  return criteria.flatMap((criterion) => {
    const value = filter[criterion.key] as string | number | undefined;
    return value === undefined ? [] : [{ criterion, value }];
  });
}

function fieldOf(record: object, path: string): unknown {
  return path.split('.').reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], record);
}

/** Whether the record meets every criterion asked (the in-memory form). */
export function meetsCriteria(record: object, asked: readonly Asked[]): boolean {
  return asked.every(({ criterion, value }) => {
    const field = fieldOf(record, criterion.field);
    switch (criterion.operator) {
      case 'equals':
        return field === value;
      case 'contains':
        return Array.isArray(field) && field.includes(value);
      case 'atMost':
        return typeof field === 'number' && field <= (value as number);
      case 'atLeast':
        return typeof field === 'number' && field >= (value as number);
    }
  });
}
