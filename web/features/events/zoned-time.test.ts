import { describe, expect, it } from 'vitest';
import { addDays, isLocalDate, isoWeekday, isoWithOffset, localDate, offsetMinutes, startOfLocalDay } from './zoned-time';

describe('zoned time', () => {
  it('knows Vienna’s offset in winter and summer', () => {
    expect(offsetMinutes(new Date('2026-12-01T12:00:00Z'), 'Europe/Vienna')).toBe(60);
    expect(offsetMinutes(new Date('2026-07-01T12:00:00Z'), 'Europe/Vienna')).toBe(120);
    expect(offsetMinutes(new Date('2026-07-01T12:00:00Z'), 'America/New_York')).toBe(-240);
  });

  it('writes ISO date-times with the zone’s offset', () => {
    expect(isoWithOffset(new Date('2026-12-01T17:00:00Z'), 'Europe/Vienna')).toBe('2026-12-01T18:00:00+01:00');
    expect(isoWithOffset(new Date('2026-06-30T22:30:00Z'), 'Europe/Vienna')).toBe('2026-07-01T00:30:00+02:00');
    expect(isoWithOffset(new Date('2026-07-01T03:00:00Z'), 'America/New_York')).toBe('2026-06-30T23:00:00-04:00');
  });

  it('finds local dates and the start of a local day, also across a DST change', () => {
    expect(localDate(new Date('2026-11-21T23:30:00Z'), 'Europe/Vienna')).toBe('2026-11-22');
    expect(startOfLocalDay('2026-11-22', 'Europe/Vienna').toISOString()).toBe('2026-11-21T23:00:00.000Z');
    expect(startOfLocalDay('2026-07-01', 'Europe/Vienna').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    // Sunday 29 March 2026 begins in winter time, Monday in summer time.
    expect(startOfLocalDay('2026-03-29', 'Europe/Vienna').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfLocalDay('2026-03-30', 'Europe/Vienna').toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('does calendar arithmetic on local dates', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isLocalDate('2026-02-29')).toBe(false);
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('2026-13-01')).toBe(false);
    expect(isLocalDate('26-1-1')).toBe(false);
  });
});
