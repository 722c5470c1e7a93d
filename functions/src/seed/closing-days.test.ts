import { describe, expect, it } from 'vitest';
import { demoCities } from './demo-taxonomy.js';
import { citiesWithHolidays, isClosingDay } from './closing-days.js';

describe('closing days of the demo venues', () => {
  it('knows the holidays of every demo city', () => {
    expect(citiesWithHolidays.toSorted()).toEqual(demoCities.map((city) => city.slug).toSorted());
  });

  it('are the public holidays of the country and state or canton', () => {
    // Austria everywhere: Mariä Empfängnis, Easter Monday 2027, the national holiday.
    for (const city of ['wien', 'graz', 'linz', 'salzburg', 'innsbruck']) {
      expect(isClosingDay('2026-12-08', city), city).toBe(true);
      expect(isClosingDay('2027-03-29', city), city).toBe(true);
      expect(isClosingDay('2026-10-26', city), city).toBe(true);
    }
    // Good Friday is no public holiday in Austria, but is in Germany and Zürich.
    expect(isClosingDay('2027-03-26', 'wien')).toBe(false);
    expect(isClosingDay('2027-03-26', 'berlin')).toBe(true);
    expect(isClosingDay('2027-03-26', 'zuerich')).toBe(true);
    // By state: Assumption Day in (Catholic) Munich, not in Berlin; Reformation Day in Hamburg; Berchtold's Day is
    // not a public holiday in Zürich; Leopold's Day is a day off at Viennese schools, not a public holiday.
    expect(isClosingDay('2026-08-15', 'muenchen')).toBe(true);
    expect(isClosingDay('2026-08-15', 'berlin')).toBe(false);
    expect(isClosingDay('2026-10-31', 'hamburg')).toBe(true);
    expect(isClosingDay('2026-10-31', 'muenchen')).toBe(false);
    expect(isClosingDay('2026-11-15', 'wien')).toBe(false);
  });

  it('include Christmas Eve, New Year’s Eve and New Year’s Day everywhere, and nothing on an ordinary day', () => {
    for (const city of citiesWithHolidays) {
      for (const date of ['2026-12-24', '2026-12-31', '2027-01-01']) expect(isClosingDay(date, city), `${city} ${date}`).toBe(true);
      expect(isClosingDay('2026-11-25', city), city).toBe(false);
    }
  });

  it('refuses a city it has no calendar for', () => {
    expect(() => isClosingDay('2026-11-25', 'wolkenkuckucksheim')).toThrow(/wolkenkuckucksheim/);
  });
});
