// The wall-clock times of a contributed event: the form's local date and time, the instant it stands for in the
// venue's time zone, and the dates of a series.

export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export interface LocalTime {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
}

export function parseLocal(value: string): LocalTime | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return { year, month, day, hour, minute };
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** How far the wall clock in `timeZone` is ahead of UTC at `instant`, in ms. */
function zoneOffset(instant: number, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]));
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a local wall-clock time in `timeZone` stands for (twice, to settle on the offset around DST changes). */
export function toInstant(local: LocalTime, timeZone: string): Date {
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  const first = wall - zoneOffset(wall, timeZone);
  return new Date(wall - zoneOffset(first, timeZone));
}

/** The `index`-th date of a series: weekly, or monthly on the same day (the month's last day when it is shorter). */
export function nthDate(start: LocalTime, repeat: 'NONE' | 'WEEKLY' | 'MONTHLY', index: number): LocalTime {
  if (repeat === 'WEEKLY') {
    const date = new Date(Date.UTC(start.year, start.month - 1, start.day + 7 * index));
    return { ...start, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  }
  if (repeat === 'MONTHLY') {
    const first = new Date(Date.UTC(start.year, start.month - 1 + index, 1));
    const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
    return { ...start, year: first.getUTCFullYear(), month: first.getUTCMonth() + 1, day: Math.min(start.day, lastDay) };
  }
  return start;
}

export const isoDate = (local: LocalTime) =>
  `${local.year}-${String(local.month).padStart(2, '0')}-${String(local.day).padStart(2, '0')}`;
