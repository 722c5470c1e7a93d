// The days on which the demo venues hold nothing: the public holidays of the venue's country and state or canton
// (from date-holidays, which keeps the rules, Easter and all), Christmas Eve and the last and first day of the year.
// Only the demo schedule asks; the event pages and bookings never do.
import Holidays from 'date-holidays';
import type { LocalDate } from '../domain/time.js';

/** Where each demo city keeps its holidays: country, and state or canton as date-holidays names them. */
const regionByCity: Record<string, { country: string; state: string; region?: string }> = {
  wien: { country: 'AT', state: '9' },
  graz: { country: 'AT', state: '6' },
  linz: { country: 'AT', state: '4' },
  salzburg: { country: 'AT', state: '5' },
  innsbruck: { country: 'AT', state: '7' },
  berlin: { country: 'DE', state: 'BE' },
  // Munich keeps the holidays of Bavaria's mostly Catholic communities (15 August among them).
  muenchen: { country: 'DE', state: 'BY', region: 'KATH' },
  hamburg: { country: 'DE', state: 'HH' },
  zuerich: { country: 'CH', state: 'ZH' },
};

/**
 * Shops and workshops close on these whatever the law says: 24 December and 31 December (date-holidays lists them
 * as afternoons off, not as public holidays), and 1 January, which is a public holiday everywhere anyway.
 */
const closedEveryYear = ['12-24', '12-31', '01-01'];

const holidaysByCityAndYear = new Map<string, Set<LocalDate>>();

function publicHolidays(citySlug: string, year: number): Set<LocalDate> {
  const key = `${citySlug} ${year}`;
  let dates = holidaysByCityAndYear.get(key);
  if (!dates) {
    const region = regionByCity[citySlug];
    if (!region) throw new Error(`No holiday region for the demo city ${citySlug}`);
    const calendar = region.region ? new Holidays(region.country, region.state, region.region) : new Holidays(region.country, region.state);
    // `date` is the local date and time the holiday begins ('2026-12-25 00:00:00').
    dates = new Set(calendar.getHolidays(year).filter((holiday) => holiday.type === 'public').map((holiday) => holiday.date.slice(0, 10)));
    holidaysByCityAndYear.set(key, dates);
  }
  return dates;
}

/** Whether the demo venues of the city hold nothing on `date`. */
export function isClosingDay(date: LocalDate, citySlug: string): boolean {
  return closedEveryYear.includes(date.slice(5)) || publicHolidays(citySlug, Number(date.slice(0, 4))).has(date);
}

/** The cities whose holidays are known here. */
export const citiesWithHolidays = Object.keys(regionByCity);
