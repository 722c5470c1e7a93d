// Wall-clock time in an IANA time zone without a date library: Intl gives an instant's local fields in the zone,
// from which offsets, local midnights and ISO strings with offset follow. Local dates are 'YYYY-MM-DD' strings.
export const eventTimeZone = 'Europe/Vienna';

const formatters = new Map<string, Intl.DateTimeFormat>();

function fieldsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
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
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

type LocalFields = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function localFields(instant: Date, timeZone: string): LocalFields {
  const parts = Object.fromEntries(fieldsFormatter(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
  const number = (type: string) => Number(parts[type]);
  return { year: number('year'), month: number('month'), day: number('day'), hour: number('hour'), minute: number('minute'), second: number('second') };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Minutes the zone is ahead of UTC at the instant (+60 for Vienna in winter). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const f = localFields(instant, timeZone);
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The local date of the instant in the zone. */
export function localDate(instant: Date, timeZone: string): string {
  const f = localFields(instant, timeZone);
  return `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}`;
}

/** E.g. '2026-12-01T18:00:00+01:00': the instant as the zone's wall-clock time with its offset (for schema.org). */
export function isoWithOffset(instant: Date, timeZone: string): string {
  const f = localFields(instant, timeZone);
  const offset = offsetMinutes(instant, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}T${pad(f.hour)}:${pad(f.minute)}:${pad(f.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
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

function utcMidnight(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

export function addDays(date: string, days: number): string {
  return new Date(utcMidnight(date) + days * 86_400_000).toISOString().slice(0, 10);
}

/** ISO weekday of a local date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  return new Date(utcMidnight(date)).getUTCDay() || 7;
}

/** The instant at which the local date begins in the zone. */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const midnight = utcMidnight(date);
  const guess = midnight - offsetMinutes(new Date(midnight), timeZone) * 60_000;
  // The offset at the guess can differ from the one at UTC midnight when a DST change lies between; one correction does.
  return new Date(midnight - offsetMinutes(new Date(guess), timeZone) * 60_000);
}
