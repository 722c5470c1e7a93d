// Wall-clock time in named IANA time zones, for the server and the browser alike: the local date and clock of an
// instant, the instant a wall-clock time stands for, calendar arithmetic on local dates (event series, date filters,
// demo content) and the date-time forms schema.org and calendar links use.
//
// The zone rules come from the runtime's Intl data through @date-fns/tz's `tzOffset`, the only part of that library
// imported here, so the browser loads a few hundred bytes for it. Its `TZDate` is left out on purpose: built from
// wall-clock fields, it settles times near a change of summer time differently depending on the host's own zone.
// Local dates are 'YYYY-MM-DD' strings, wall-clock times 'HH:MM'; both compare correctly as strings.
import { tzOffset } from '@date-fns/tz/tzOffset';
import type { Weekday } from './records.js';

/** A calendar date, 'YYYY-MM-DD'. */
/** The site's own time zone (Vienna first): months of reports, the Radar's digest day, the analytics' days. */
export const SITE_TIME_ZONE = 'Europe/Vienna';

export type LocalDate = string;
/** A time on the wall clock, 'HH:MM' (00:00–23:59). */
export type WallTime = string;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Monday first, as ISO 8601 counts weekdays (`isoWeekday` 1 … 7). */
export const weekdays: readonly Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Minutes `timeZone` is ahead of UTC at `instant` (+60 for Vienna in winter). Throws a RangeError for an unknown zone. */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const offset = tzOffset(timeZone, instant);
  if (Number.isNaN(offset)) throw new RangeError(`No UTC offset for time zone ${timeZone} at ${String(instant)}`);
  // Historical offsets may have seconds (local mean time before 1900); whole minutes are what anything here shows.
  return Math.round(offset);
}

/** A Date whose UTC fields are the zone's wall-clock fields at `instant`. */
function wallClock(instant: Date, timeZone: string): Date {
  return new Date(instant.getTime() + offsetMinutes(instant, timeZone) * MINUTE);
}

const dateOf = (wall: Date): LocalDate => `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;

/** The calendar date `instant` falls on in `timeZone`. */
export function localDate(instant: Date, timeZone: string): LocalDate {
  return dateOf(wallClock(instant, timeZone));
}

/** ISO weekday (1 = Monday … 7 = Sunday) and minutes since local midnight of `instant` in `timeZone`. */
export function localClock(instant: Date, timeZone: string): { weekday: number; minutes: number } {
  const wall = wallClock(instant, timeZone);
  return { weekday: wall.getUTCDay() || 7, minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
}

/** The weekday `instant` falls on in `timeZone`. */
export function weekdayAt(instant: Date, timeZone: string): Weekday {
  return weekdays[localClock(instant, timeZone).weekday - 1]!;
}

/** E.g. '2026-12-01T18:00:00+01:00': the instant as the zone's wall-clock time with its offset (for schema.org). */
export function isoWithOffset(instant: Date, timeZone: string): string {
  const offset = offsetMinutes(instant, timeZone);
  const wall = new Date(instant.getTime() + offset * MINUTE);
  const abs = Math.abs(offset);
  return `${dateOf(wall)}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** 20261201T170000Z: the UTC date-time of RFC 5545, which Google Calendar's links take as well. */
export function icalUtc(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

const localDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the string is a real calendar date in the form YYYY-MM-DD. */
export function isLocalDate(value: string): boolean {
  const match = localDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The shape of 'YYYY-MM-DDTHH:MM', as an `<input type="datetime-local">` sends it (`parseLocalDateTime` checks the values). */
export const localDateTimePattern = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/** A datetime-local value split into date and time; null unless both are real (no 30 February, no 24:00). */
export function parseLocalDateTime(value: string): { date: LocalDate; time: WallTime } | null {
  const match = localDateTimePattern.exec(value);
  if (!match || !isLocalDate(match[1]!) || Number(match[2]) > 23 || Number(match[3]) > 59) return null;
  return { date: match[1]!, time: `${match[2]}:${match[3]}` };
}

/** Milliseconds from the epoch to midnight UTC of the date: its fields, read through UTC. */
function utcMidnight(date: LocalDate): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

/** Days from `from` to `to`: negative when `to` comes first. */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY);
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return dateOf(new Date(utcMidnight(date) + days * DAY));
}

/** The same day `months` later, or that month's last day when it is shorter (31 January + 1 month is 28 February). */
export function addMonths(date: LocalDate, months: number): LocalDate {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return dateOf(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day, lastDay))));
}

/** ISO weekday of a local date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: LocalDate): number {
  return new Date(utcMidnight(date)).getUTCDay() || 7;
}

export function weekdayOf(date: LocalDate): Weekday {
  return weekdays[isoWeekday(date) - 1]!;
}

/** The `index`-th date (from 0) of a series starting on `start`: weekly, or monthly on the same day of the month. */
export function seriesDate(start: LocalDate, repeat: 'NONE' | 'WEEKLY' | 'MONTHLY', index: number): LocalDate {
  if (repeat === 'WEEKLY') return addDays(start, 7 * index);
  if (repeat === 'MONTHLY') return addMonths(start, index);
  return start;
}

/**
 * The instant at which the wall clock in `timeZone` shows `time` on `date`, so that a course at 18:00 stays at 18:00
 * across summer time. Near a change of offset this follows Temporal's "compatible" rule (RFC 5545 reads local times
 * alike): a time the clocks skip is read with the offset before the change (02:30 on the night Vienna springs forward
 * is 03:30 summer time), and a time that occurs twice is its first occurrence.
 */
export function zonedInstant(date: LocalDate, time: WallTime, timeZone: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const wall = utcMidnight(date) + (hours * 60 + minutes) * MINUTE;
  // The offsets a day before and a day after are the ones on either side of any change near this time.
  const before = offsetMinutes(new Date(wall - DAY), timeZone);
  const after = offsetMinutes(new Date(wall + DAY), timeZone);
  const matching = [...new Set([before, after])]
    .map((offset) => wall - offset * MINUTE)
    .filter((instant) => offsetMinutes(new Date(instant), timeZone) * MINUTE === wall - instant);
  return new Date(matching.length ? Math.min(...matching) : wall - before * MINUTE);
}

/** The instant at which the local date begins in the zone. */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  return zonedInstant(date, '00:00', timeZone);
}

/**
 * The named spans of days a visitor can ask for: today, tomorrow, the coming seven days, this weekend and the one
 * after. A weekend is Saturday and Sunday; on a Saturday or Sunday „this weekend“ is the one under way and „next
 * weekend“ the following one, so the two never overlap.
 */
export const dayPresets = ['today', 'tomorrow', 'week', 'weekend', 'next-weekend'] as const;
export type DayPreset = (typeof dayPresets)[number];

/** The local dates a preset covers at `now` in `timeZone`: from `first` up to and including `last`. */
export function presetDays(preset: DayPreset, now: Date, timeZone: string): { first: LocalDate; last: LocalDate } {
  const today = localDate(now, timeZone);
  // The coming Saturday, or on a Sunday the day before.
  const saturday = addDays(today, 6 - isoWeekday(today));
  switch (preset) {
    case 'today':
      return { first: today, last: today };
    case 'tomorrow':
      return { first: addDays(today, 1), last: addDays(today, 1) };
    case 'week':
      return { first: today, last: addDays(today, 6) };
    case 'weekend':
      return { first: saturday, last: addDays(saturday, 1) };
    case 'next-weekend':
      return { first: addDays(saturday, 7), last: addDays(saturday, 8) };
  }
}

/** The instants a preset spans: from the start of its first day (never before `now`) to the end of its last. */
export function presetWindow(preset: DayPreset, now: Date, timeZone: string): { from: Date; to: Date } {
  const { first, last } = presetDays(preset, now, timeZone);
  const start = startOfLocalDay(first, timeZone);
  return { from: start > now ? start : now, to: startOfLocalDay(addDays(last, 1), timeZone) };
}
