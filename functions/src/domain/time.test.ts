import { describe, expect, it } from 'vitest';
import {
  addDays,
  presetDays,
  presetWindow,
  addMonths,
  daysBetween,
  icalUtc,
  isLocalDate,
  isoWeekday,
  isoWithOffset,
  localClock,
  localDate,
  offsetMinutes,
  parseLocalDateTime,
  seriesDate,
  startOfLocalDay,
  weekdayAt,
  weekdayOf,
  zonedInstant,
} from './time.js';

describe('time', () => {
  it('knows Vienna’s offset in winter and summer', () => {
    expect(offsetMinutes(new Date('2026-12-01T12:00:00Z'), 'Europe/Vienna')).toBe(60);
    expect(offsetMinutes(new Date('2026-07-01T12:00:00Z'), 'Europe/Vienna')).toBe(120);
    expect(offsetMinutes(new Date('2026-07-01T12:00:00Z'), 'America/New_York')).toBe(-240);
    expect(offsetMinutes(new Date('2026-07-01T12:00:00Z'), 'UTC')).toBe(0);
    expect(offsetMinutes(new Date('2026-07-01T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(() => offsetMinutes(new Date('2026-07-01T12:00:00Z'), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });

  it('writes ISO date-times with the zone’s offset', () => {
    expect(isoWithOffset(new Date('2026-12-01T17:00:00Z'), 'Europe/Vienna')).toBe('2026-12-01T18:00:00+01:00');
    expect(isoWithOffset(new Date('2026-06-30T22:30:00Z'), 'Europe/Vienna')).toBe('2026-07-01T00:30:00+02:00');
    expect(isoWithOffset(new Date('2026-07-01T03:00:00Z'), 'America/New_York')).toBe('2026-06-30T23:00:00-04:00');
    expect(isoWithOffset(new Date('2026-07-01T03:00:45.900Z'), 'Asia/Kolkata')).toBe('2026-07-01T08:30:45+05:30');
  });

  it('writes the compact UTC form of calendars', () => {
    expect(icalUtc(new Date('2026-11-22T13:43:00.123Z'))).toBe('20261122T134300Z');
  });

  it('finds local dates and the start of a local day, also across a DST change', () => {
    expect(localDate(new Date('2026-11-21T23:30:00Z'), 'Europe/Vienna')).toBe('2026-11-22');
    expect(localDate(new Date('2026-11-21T23:30:00Z'), 'UTC')).toBe('2026-11-21');
    expect(startOfLocalDay('2026-11-22', 'Europe/Vienna').toISOString()).toBe('2026-11-21T23:00:00.000Z');
    expect(startOfLocalDay('2026-07-01', 'Europe/Vienna').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    // Sunday 29 March 2026 begins in winter time, Monday in summer time.
    expect(startOfLocalDay('2026-03-29', 'Europe/Vienna').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfLocalDay('2026-03-30', 'Europe/Vienna').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // Chile springs forward at midnight: 6 September 2026 begins at 01:00.
    expect(startOfLocalDay('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });

  it('turns wall-clock times into instants, keeping the local time across summer time', () => {
    expect(zonedInstant('2026-12-01', '18:00', 'Europe/Vienna').toISOString()).toBe('2026-12-01T17:00:00.000Z');
    expect(zonedInstant('2026-07-01', '18:00', 'Europe/Vienna').toISOString()).toBe('2026-07-01T16:00:00.000Z');
    expect(zonedInstant('2026-07-01', '18:00', 'America/New_York').toISOString()).toBe('2026-07-01T22:00:00.000Z');
    expect(zonedInstant('2026-07-01', '09:15', 'Asia/Kolkata').toISOString()).toBe('2026-07-01T03:45:00.000Z');
    // Around the changes: the hour before and after each switch.
    expect(zonedInstant('2026-03-29', '01:59', 'Europe/Vienna').toISOString()).toBe('2026-03-29T00:59:00.000Z');
    expect(zonedInstant('2026-03-29', '03:00', 'Europe/Vienna').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(zonedInstant('2026-10-25', '01:30', 'Europe/Vienna').toISOString()).toBe('2026-10-24T23:30:00.000Z');
    expect(zonedInstant('2026-10-25', '03:00', 'Europe/Vienna').toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });

  it('reads a skipped time with the offset before the change, and a repeated time as its first occurrence', () => {
    // 02:30 does not exist when the clocks spring forward: it is 03:30 summer time.
    expect(zonedInstant('2026-03-29', '02:30', 'Europe/Vienna').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    // 02:30 happens twice when they fall back: the first time is still summer time.
    expect(zonedInstant('2026-10-25', '02:30', 'Europe/Vienna').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(zonedInstant('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('gives the local weekday and clock of an instant', () => {
    // Sunday 23:30 in London is Monday 00:30 in Vienna.
    expect(localClock(new Date('2026-11-22T23:30:00Z'), 'Europe/Vienna')).toEqual({ weekday: 1, minutes: 30 });
    expect(localClock(new Date('2026-11-22T23:30:00Z'), 'Europe/London')).toEqual({ weekday: 7, minutes: 23 * 60 + 30 });
    expect(weekdayAt(new Date('2026-11-22T23:30:00Z'), 'Europe/Vienna')).toBe('MONDAY');
    expect(weekdayAt(new Date('2026-11-22T23:30:00Z'), 'America/New_York')).toBe('SUNDAY');
  });

  it('does calendar arithmetic on local dates', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    // Whole days between local dates, across a change to summer time and a year's end.
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-12-31', '2026-12-24')).toBe(-7);
    expect(daysBetween('2024-01-01', '2026-11-23')).toBe(1057);
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-27')).toBe('FRIDAY');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(isLocalDate('2026-02-29')).toBe(false);
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('2026-13-01')).toBe(false);
    expect(isLocalDate('26-1-1')).toBe(false);
  });

  it('dates the occurrences of weekly and monthly series', () => {
    expect([0, 1, 2].map((index) => seriesDate('2026-10-20', 'WEEKLY', index))).toEqual(['2026-10-20', '2026-10-27', '2026-11-03']);
    // Monthly on the 31st: the last day of shorter months.
    expect([0, 1, 2, 3].map((index) => seriesDate('2026-12-31', 'MONTHLY', index))).toEqual(['2026-12-31', '2027-01-31', '2027-02-28', '2027-03-31']);
    expect(seriesDate('2026-12-31', 'NONE', 3)).toBe('2026-12-31');
  });

  it('reads local date-times as a datetime-local input sends them', () => {
    expect(parseLocalDateTime('2026-12-01T18:30')).toEqual({ date: '2026-12-01', time: '18:30' });
    expect(parseLocalDateTime('2026-02-29T18:30')).toBeNull();
    expect(parseLocalDateTime('2026-12-01T24:00')).toBeNull();
    expect(parseLocalDateTime('2026-12-01T18:60')).toBeNull();
    expect(parseLocalDateTime('2026-12-01 18:30')).toBeNull();
    expect(parseLocalDateTime('2026-12-01T18:30:00')).toBeNull();
  });

  it('names the days of the presets in Vienna, this weekend and the next never overlapping', () => {
    const days = (preset: Parameters<typeof presetDays>[0], now: string) => presetDays(preset, new Date(now), 'Europe/Vienna');
    // 23:30 UTC on Wednesday 25 November 2026 is already Thursday the 26th in Vienna.
    expect(days('today', '2026-11-25T23:30:00Z')).toEqual({ first: '2026-11-26', last: '2026-11-26' });
    expect(days('tomorrow', '2026-11-25T12:00:00Z')).toEqual({ first: '2026-11-26', last: '2026-11-26' });
    expect(days('week', '2026-11-25T12:00:00Z')).toEqual({ first: '2026-11-25', last: '2026-12-01' });
    expect(days('weekend', '2026-11-25T12:00:00Z')).toEqual({ first: '2026-11-28', last: '2026-11-29' });
    expect(days('next-weekend', '2026-11-25T12:00:00Z')).toEqual({ first: '2026-12-05', last: '2026-12-06' });
    // On a Saturday and a Sunday „this weekend“ is the one under way, „next weekend“ the following one.
    for (const now of ['2026-11-28T15:50:00Z', '2026-11-29T20:00:00Z']) {
      expect(days('weekend', now)).toEqual({ first: '2026-11-28', last: '2026-11-29' });
      expect(days('next-weekend', now)).toEqual({ first: '2026-12-05', last: '2026-12-06' });
    }
    // Friday evening: the weekend is still ahead.
    expect(days('weekend', '2026-11-27T21:00:00Z')).toEqual({ first: '2026-11-28', last: '2026-11-29' });
  });

  it('spans a preset from now or its first midnight to the midnight after its last day, across summer time', () => {
    const saturday = new Date('2026-11-28T15:50:00Z');
    expect(presetWindow('weekend', saturday, 'Europe/Vienna')).toEqual({ from: saturday, to: new Date('2026-11-29T23:00:00Z') });
    expect(presetWindow('next-weekend', saturday, 'Europe/Vienna')).toEqual({
      from: new Date('2026-12-04T23:00:00Z'),
      to: new Date('2026-12-06T23:00:00Z'),
    });
    // The weekend summer time ends (25 October 2026): Saturday starts at +02:00, Monday at +01:00.
    expect(presetWindow('next-weekend', new Date('2026-10-13T10:00:00Z'), 'Europe/Vienna')).toEqual({
      from: new Date('2026-10-23T22:00:00Z'),
      to: new Date('2026-10-25T23:00:00Z'),
    });
  });
});
