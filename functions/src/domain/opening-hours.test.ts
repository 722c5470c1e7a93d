import { describe, expect, it } from 'vitest';
import { isOpenAt } from './opening-hours.js';
import type { OpeningHoursRecord } from './records.js';

const hours: OpeningHoursRecord[] = [
  { day: 'MONDAY', opens: '10:00', closes: '18:00' },
  { day: 'FRIDAY', opens: '20:00', closes: '02:00' },
  { day: 'SUNDAY', opens: '22:00', closes: '01:00' },
];
const at = (iso: string, timeZone = 'Europe/Vienna') => isOpenAt(hours, timeZone, new Date(iso));

describe('isOpenAt', () => {
  it('reads the hours in the venue time zone, opening inclusive and closing exclusive', () => {
    // 2026-11-23 is a Monday; Vienna is UTC+1 in winter, UTC+2 in summer.
    expect(at('2026-11-23T09:00:00Z')).toBe(true); // 10:00
    expect(at('2026-11-23T08:59:00Z')).toBe(false); // 09:59
    expect(at('2026-11-23T16:59:00Z')).toBe(true); // 17:59
    expect(at('2026-11-23T17:00:00Z')).toBe(false); // 18:00
    expect(at('2026-06-01T08:30:00Z')).toBe(true); // summer: 10:30
    expect(at('2026-11-23T09:00:00Z', 'America/New_York')).toBe(false); // 04:00 there
  });

  it('keeps an interval that crosses midnight open into the next day, also from Sunday into Monday', () => {
    expect(at('2026-11-27T19:30:00Z')).toBe(true); // Friday 20:30
    expect(at('2026-11-28T00:59:00Z')).toBe(true); // Saturday 01:59
    expect(at('2026-11-28T01:00:00Z')).toBe(false); // Saturday 02:00
    expect(at('2026-11-26T23:30:00Z')).toBe(false); // Friday 00:30: Thursday has no late hours
    expect(at('2026-11-22T23:30:00Z')).toBe(true); // Monday 00:30, from Sunday 22:00
  });

  it('is closed without hours', () => {
    expect(isOpenAt([], 'Europe/Vienna', new Date('2026-11-23T10:00:00Z'))).toBe(false);
  });
});
