import { describe, expect, it } from 'vitest';
import { newRadarAlert, type RadarAlertRecord, type RadarPlaceRecord } from './radar.js';
import { alertMatches, firstMatchingStart, inTimeWindow } from './radar-matching.js';
import type { EventRecord, VenueRecord } from './records.js';
import { sampleCourse, SAMPLE_COURSE_START } from './sample-course.fixture.js';

const HOUR = 3_600_000;
// Thursday 26 November 2026, 18:00 in Vienna (UTC+1).
const thursdayEvening = SAMPLE_COURSE_START;
const now = new Date('2026-11-20T09:00:00.000Z');
const tonwerk = {
  slug: 'tonwerk',
  address: { street: 'Neubaugasse 1', postalCode: '1070', locality: 'Wien', country: 'AT' },
  geo: { lat: 48.202, lng: 16.348 },
} as VenueRecord;

/** The sample course at 45 euros. */
const course = (fields: Partial<EventRecord> = {}): EventRecord => sampleCourse({ price: { amountCents: 4500, currency: 'EUR' }, ...fields });

function alert(fields: Partial<RadarAlertRecord> = {}): RadarAlertRecord {
  return newRadarAlert('a1', 'anna', 'de', new Date('2026-11-01T00:00:00.000Z'), fields);
}

const place = (fields: Partial<RadarPlaceRecord>): RadarPlaceRecord => ({
  label: 'Wien',
  kind: 'CITY',
  center: { lat: 48.21, lng: 16.37 },
  radiusKm: null,
  citySlug: 'wien',
  postalCodes: [],
  ...fields,
});

const matches = (a: RadarAlertRecord, e: EventRecord = course(), venue: VenueRecord | null = tonwerk) => alertMatches(a, e, venue, now);

describe('alertMatches', () => {
  it('matches an open course with seats for an alert without conditions, but not when paused', () => {
    expect(matches(alert())).toBe(true);
    expect(matches(alert({ active: false }))).toBe(false);
  });

  it('takes any of the alert’s crafts; none means every craft', () => {
    expect(matches(alert({ craftSlugs: ['naehen', 'toepfern-keramik'] }))).toBe(true);
    expect(matches(alert({ craftSlugs: ['naehen'] }))).toBe(false);
  });

  it('goes by the city, by the venue’s postcode for a district or postcode, and by distance with a radius', () => {
    expect(matches(alert({ place: place({}) }))).toBe(true);
    expect(matches(alert({ place: place({ label: 'Graz', citySlug: 'graz' }) }))).toBe(false);
    const neubau = place({ kind: 'DISTRICT', citySlug: 'wien', postalCodes: ['1070'], center: { lat: 48.202, lng: 16.348 } });
    expect(matches(alert({ place: neubau }))).toBe(true);
    expect(matches(alert({ place: { ...neubau, postalCodes: ['1040'] } }))).toBe(false);
    // Without its venue a course cannot be placed in a district.
    expect(matches(alert({ place: neubau }), course(), null)).toBe(false);
    const postcode = place({ kind: 'POSTAL_CODE', postalCodes: ['1070'] });
    expect(matches(alert({ place: postcode }))).toBe(true);
    // Stephansplatz is about 2 km from the Tonwerk.
    const near = place({ kind: 'NEAR', label: 'In meiner Nähe', center: { lat: 48.2085, lng: 16.3731 }, citySlug: null });
    expect(matches(alert({ place: { ...near, radiusKm: 3 } }))).toBe(true);
    expect(matches(alert({ place: { ...near, radiusKm: 1 } }))).toBe(false);
    // A district with a radius counts its neighbourhood too.
    expect(matches(alert({ place: { ...neubau, postalCodes: ['1040'], radiusKm: 3 } }))).toBe(true);
  });

  it('wants a session to come on an allowed weekday within the window, in Vienna time', () => {
    expect(matches(alert({ weekdays: ['THURSDAY'], startsFrom: '18:00', startsUntil: '18:00' }))).toBe(true);
    expect(matches(alert({ weekdays: ['FRIDAY', 'SATURDAY'] }))).toBe(false);
    expect(matches(alert({ startsFrom: '18:01' }))).toBe(false);
    expect(matches(alert({ startsUntil: '17:59' }))).toBe(false);
    // 23:30 UTC on Thursday is Friday 00:30 in Vienna.
    const lateStart = new Date('2026-11-26T23:30:00.000Z');
    expect(matches(alert({ weekdays: ['FRIDAY'], startsUntil: '01:00' }), course({ startsAt: lateStart }))).toBe(true);
    expect(inTimeWindow(alert({ weekdays: ['THURSDAY'] }), lateStart)).toBe(false);
  });

  it('looks at the sessions still to come of a course meeting on several dates', () => {
    const first = { startsAt: thursdayEvening, endsAt: new Date(thursdayEvening.getTime() + 2 * HOUR) };
    const saturday = new Date('2026-11-28T09:00:00.000Z');
    const second = { startsAt: saturday, endsAt: new Date(saturday.getTime() + 2 * HOUR) };
    const twoDates = course({ sessions: [first, second], endsAt: second.endsAt });
    expect(firstMatchingStart(alert({ weekdays: ['SATURDAY'] }), twoDates, now)).toEqual(saturday);
    expect(firstMatchingStart(alert({ weekdays: ['SUNDAY'] }), twoDates, now)).toBeNull();
  });

  it('keeps to the price: 0 for free courses only, null for any', () => {
    expect(matches(alert({ maxPriceCents: 4500 }))).toBe(true);
    expect(matches(alert({ maxPriceCents: 4499 }))).toBe(false);
    expect(matches(alert({ maxPriceCents: 0 }), course({ price: { amountCents: 0, currency: 'EUR' } }))).toBe(true);
  });

  it('wants a course that takes a booking now and has a seat left', () => {
    expect(matches(alert(), course({ seatsLeft: 0 }))).toBe(false);
    expect(matches(alert(), course({ registration: 'DROP_IN' }))).toBe(false);
    expect(matches(alert(), course({ status: 'CANCELLED' }))).toBe(false);
    expect(matches(alert(), course({ published: false }))).toBe(false);
    expect(alertMatches(alert(), course(), tonwerk, new Date(thursdayEvening.getTime() + 4 * HOUR))).toBe(false);
  });
});
