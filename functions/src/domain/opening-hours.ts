// Whether a venue is open at an instant, by its opening hours in its own time zone. Shared by the services
// (Venue.openNow) and both store adapters (the openAt filter), so that all of them agree.
import type { OpeningHoursRecord } from './records.js';
import { localClock, weekdays } from './time.js';

/** "HH:MM" as minutes since midnight ("24:00" is the end of the day). */
const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * An interval whose closing time is not after its opening time runs past midnight into the next day
 * (FRIDAY 20:00–02:00 is open on Saturday at 01:00).
 */
export function isOpenAt(hours: readonly OpeningHoursRecord[], timeZone: string, instant: Date): boolean {
  const { weekday, minutes } = localClock(instant, timeZone);
  const today = weekday - 1;
  return hours.some((interval) => {
    const opensOn = weekdays.indexOf(interval.day);
    const opens = minutesOf(interval.opens);
    const closes = minutesOf(interval.closes);
    if (closes > opens) return opensOn === today && minutes >= opens && minutes < closes;
    return (opensOn === today && minutes >= opens) || ((opensOn + 1) % 7 === today && minutes < closes);
  });
}
