// Whether a venue is open at an instant, by its opening hours in its own time zone. Shared by the services
// (Venue.openNow) and both store adapters (the openAt filter), so that all of them agree.
import type { OpeningHoursRecord, Weekday } from './records.js';

const WEEKDAYS: Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const SHORT: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Weekday (0 = Monday) and minutes since local midnight of `instant` in `timeZone`. */
function localClock(instant: Date, timeZone: string): { day: number; minutes: number } {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return { day: SHORT[parts.weekday ?? ''] ?? 0, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

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
  const { day, minutes } = localClock(instant, timeZone);
  return hours.some((interval) => {
    const opensOn = WEEKDAYS.indexOf(interval.day);
    const opens = minutesOf(interval.opens);
    const closes = minutesOf(interval.closes);
    if (closes > opens) return opensOn === day && minutes >= opens && minutes < closes;
    return (opensOn === day && minutes >= opens) || ((opensOn + 1) % 7 === day && minutes < closes);
  });
}
