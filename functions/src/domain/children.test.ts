// The children's rule: the form's bounds, the age asked on the lists (and that the list filter's description says the
// same), and schema.org's typicalAgeRange.
import { describe, expect, it } from 'vitest';
import { childAgeFilter, childrenProblems, matchesChildAge, typicalAgeRange } from './children.js';
import { criteriaAsked, eventCriteria, meetsCriteria } from './list-filters.js';
import type { ChildrenRule } from './records.js';
import type { EventFilter } from './repositories.js';

const sixToTen: ChildrenRule = { minAge: 6, maxAge: 10, adult: 'ADULT_SEAT' };

describe('childrenProblems', () => {
  it('takes whole ages from 0 to 17, the youngest at most the oldest', () => {
    expect(childrenProblems(sixToTen)).toEqual([]);
    expect(childrenProblems({ minAge: 0, maxAge: 17 })).toEqual([]);
    expect(childrenProblems({ minAge: 8, maxAge: 8 })).toEqual([]);
  });

  it('names the age out of bounds, and a youngest above the oldest at the oldest', () => {
    expect(childrenProblems({ minAge: -1, maxAge: 18 })).toEqual([
      { field: 'minAge', code: 'CHILD_AGE_OUT_OF_RANGE' },
      { field: 'maxAge', code: 'CHILD_AGE_OUT_OF_RANGE' },
    ]);
    expect(childrenProblems({ minAge: 6.5, maxAge: 10 })).toEqual([{ field: 'minAge', code: 'CHILD_AGE_OUT_OF_RANGE' }]);
    expect(childrenProblems({ minAge: 11, maxAge: 10 })).toEqual([{ field: 'maxAge', code: 'MIN_AGE_ABOVE_MAX' }]);
  });
});

describe('matchesChildAge', () => {
  it('holds the ages from the youngest to the oldest, both included', () => {
    const ages = Array.from({ length: 18 }, (_, age) => age).filter((age) => matchesChildAge({ children: sixToTen }, age));
    expect(ages).toEqual([6, 7, 8, 9, 10]);
  });

  it('without an age, tells children’s courses from adults’', () => {
    expect(matchesChildAge({ children: sixToTen })).toBe(true);
    expect(matchesChildAge({})).toBe(false);
    expect(matchesChildAge({}, 8)).toBe(false);
  });

  it('is what the list filter’s description says, for every age and without one', () => {
    const courses = [{}, { children: sixToTen }, { children: { minAge: 0, maxAge: 3, adult: 'ALONE' as const } }, { children: { ...sixToTen, minAge: 10 } }];
    for (const course of courses) {
      for (const age of [undefined, ...Array.from({ length: 18 }, (_, age) => age)]) {
        const filter: EventFilter = childAgeFilter(age);
        const described = meetsCriteria(course, criteriaAsked(eventCriteria, filter));
        expect(described, `${JSON.stringify(course)} at ${age}`).toBe(matchesChildAge(course, age));
      }
    }
  });
});

describe('typicalAgeRange', () => {
  it('writes the ages as schema.org shows them', () => {
    expect(typicalAgeRange(sixToTen)).toBe('6-10');
    expect(typicalAgeRange({ minAge: 8, maxAge: 8 })).toBe('8-8');
  });
});
