import { describe, expect, it } from 'vitest';
import {
  accessibilityNoteProblems,
  accessibilityOf,
  amenityFeatures,
  courseAccessibility,
  courseHasFeatures,
  featuresSaid,
  hasFeatures,
  MAX_ACCESSIBILITY_NOTE_LENGTH,
  saysAnything,
} from './accessibility.js';
import type { AccessibilityRecord } from './records.js';

const groundFloor: AccessibilityRecord = { stepFree: true, accessibleToilet: true, lift: false };

describe('accessibilityOf', () => {
  it('keeps what is said either way and leaves out what is not said', () => {
    expect(accessibilityOf({ features: { stepFree: true, lift: false, seating: null } })).toEqual({ stepFree: true, lift: false });
  });

  it('keeps no record for an entry that says nothing, so that a course without one follows its venue', () => {
    expect(accessibilityOf({ features: { stepFree: null }, note: { de: '  ', en: '' } })).toBeUndefined();
  });

  it('trims the note and keeps an English note alone as the German one too', () => {
    expect(accessibilityOf({ features: {}, note: { de: ' Drei Stufen am Eingang. ', en: ' Three steps. ' } })).toEqual({
      note: { de: 'Drei Stufen am Eingang.', en: 'Three steps.' },
    });
    expect(accessibilityOf({ features: {}, note: { en: 'Three steps.' } })).toEqual({ note: { de: 'Three steps.' } });
  });
});

describe('accessibilityNoteProblems', () => {
  it('names the language whose note is too long', () => {
    expect(accessibilityNoteProblems({ de: 'kurz', en: 'x'.repeat(MAX_ACCESSIBILITY_NOTE_LENGTH + 1) })).toEqual(['en']);
    expect(accessibilityNoteProblems({ de: 'x'.repeat(MAX_ACCESSIBILITY_NOTE_LENGTH) })).toEqual([]);
  });
});

describe('what is said', () => {
  it('lists the features said to be there and said not to be there, in the fixed order', () => {
    expect(featuresSaid({ accessibleToilet: true, stepFree: true, lift: false, hearingLoop: null }, true)).toEqual(['stepFree', 'accessibleToilet']);
    expect(featuresSaid(groundFloor, false)).toEqual(['lift']);
    expect(featuresSaid(undefined, true)).toEqual([]);
  });

  it('counts a note alone as something said, an empty record as nothing', () => {
    expect(saysAnything({ note: { de: 'Ruf vorher an.' } })).toBe(true);
    expect(saysAnything({ lift: false })).toBe(true);
    expect(saysAnything({})).toBe(false);
    expect(saysAnything(undefined)).toBe(false);
  });
});

describe('a course’s features', () => {
  const venue = { accessibility: groundFloor };

  it('are its own where it differs, else its venue’s', () => {
    expect(courseAccessibility({ accessibility: { stepFree: false } }, venue)).toEqual({ stepFree: false });
    expect(courseAccessibility({}, venue)).toBe(groundFloor);
    expect(courseAccessibility({}, null)).toBeUndefined();
  });

  it('meet a filter by every feature asked being said to be there', () => {
    expect(hasFeatures(groundFloor, ['stepFree', 'accessibleToilet'])).toBe(true);
    expect(hasFeatures(groundFloor, ['stepFree', 'lift'])).toBe(false);
    expect(hasFeatures(groundFloor, ['hearingLoop'])).toBe(false); // not said is not there
    expect(hasFeatures(undefined, [])).toBe(true);
  });

  it('are judged by the course’s own features, or by whether its venue was found to have them', () => {
    const found = new Set(['werkstatt']);
    expect(courseHasFeatures({ venueSlug: 'werkstatt' }, ['stepFree'], found)).toBe(true);
    expect(courseHasFeatures({ venueSlug: 'altbau' }, ['stepFree'], found)).toBe(false);
    // Its own record replaces the venue's, whichever way it goes.
    expect(courseHasFeatures({ venueSlug: 'werkstatt', accessibility: { stepFree: false } }, ['stepFree'], found)).toBe(false);
    expect(courseHasFeatures({ venueSlug: 'altbau', accessibility: { stepFree: true } }, ['stepFree'], found)).toBe(true);
    expect(courseHasFeatures({ venueSlug: 'altbau' }, [], undefined)).toBe(true);
  });
});

describe('amenityFeatures', () => {
  it('states each feature said, true or false, under the page’s name for it, and leaves out the rest', () => {
    const names = { stepFree: 'Stufenlos erreichbar', lift: 'Aufzug', accessibleToilet: 'Barrierefreies WC' } as Record<string, string>;
    expect(amenityFeatures(groundFloor, (feature) => names[feature]!)).toEqual([
      { '@type': 'LocationFeatureSpecification', name: 'Stufenlos erreichbar', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'Aufzug', value: false },
      { '@type': 'LocationFeatureSpecification', name: 'Barrierefreies WC', value: true },
    ]);
    expect(amenityFeatures(undefined, String)).toEqual([]);
  });
});
