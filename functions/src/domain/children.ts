// Courses for children (EventRecord.children): the ages a course is for, both included, and whether an adult comes
// along. The bounds the organiser's form keeps to, the rule for the age a visitor asks for on the lists (the list
// filter's description in list-filters.ts says the same with two field comparisons), and schema.org's typicalAgeRange.
import type { AdultRule, ChildrenRule, EventRecord } from './records.js';
import type { EventFilter } from './repositories.js';

/** The youngest age a children's course may name (babies' courses start at 0). */
export const YOUNGEST_CHILD_AGE = 0;
/** The oldest age a children's course may name: from 18 one is an adult. */
export const OLDEST_CHILD_AGE = 17;

export const ADULT_RULES = ['ALONE', 'ADULT_ALONG', 'ADULT_SEAT'] as const satisfies readonly AdultRule[];

/** A field of a children's rule that is out of bounds, with why. */
export interface ChildrenProblem {
  field: 'minAge' | 'maxAge';
  code: 'CHILD_AGE_OUT_OF_RANGE' | 'MIN_AGE_ABOVE_MAX';
}

const isChildAge = (age: number) => Number.isInteger(age) && age >= YOUNGEST_CHILD_AGE && age <= OLDEST_CHILD_AGE;

/** What is wrong with the rule's ages: each a whole number from 0 to 17, the youngest not above the oldest. */
export function childrenProblems(rule: Pick<ChildrenRule, 'minAge' | 'maxAge'>): ChildrenProblem[] {
  const problems: ChildrenProblem[] = [];
  if (!isChildAge(rule.minAge)) problems.push({ field: 'minAge', code: 'CHILD_AGE_OUT_OF_RANGE' });
  if (!isChildAge(rule.maxAge)) problems.push({ field: 'maxAge', code: 'CHILD_AGE_OUT_OF_RANGE' });
  if (problems.length === 0 && rule.minAge > rule.maxAge) problems.push({ field: 'maxAge', code: 'MIN_AGE_ABOVE_MAX' });
  return problems;
}

/** Whether the event is a course for children of `age`; without an age, whether it is a children's course at all. */
export function matchesChildAge(event: Pick<EventRecord, 'children'>, age?: number): boolean {
  const children = event.children;
  if (!children) return false;
  return age === undefined || (children.minAge <= age && age <= children.maxAge);
}

/**
 * The list filter's part for children (EventFilter.childMaxAgeAtLeast / childMinAgeAtMost): every children's course
 * (its oldest age is at least 0), or those whose ages hold `age`.
 */
export function childAgeFilter(age: number | undefined): Pick<EventFilter, 'childMaxAgeAtLeast' | 'childMinAgeAtMost'> {
  return age === undefined ? { childMaxAgeAtLeast: YOUNGEST_CHILD_AGE } : { childMaxAgeAtLeast: age, childMinAgeAtMost: age };
}

/** schema.org's typicalAgeRange of a children's course: "6-10" (a single age as "8-8", the form schema.org shows). */
export const typicalAgeRange = (rule: Pick<ChildrenRule, 'minAge' | 'maxAge'>): string => `${rule.minAge}-${rule.maxAge}`;
