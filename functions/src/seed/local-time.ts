// Calendar arithmetic in a venue's time zone, so that demo events start at sensible local times (a course at
// 18:00 in Vienna stays at 18:00 across the change to and from summer time).

export interface LocalDate {
  year: number;
  month: number; // 1-12
  day: number;
}

function parts(instant: Date, timeZone: string): Record<string, number> {
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const result: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) {
    if (part.type !== 'literal') result[part.type] = Number(part.value);
  }
  return result;
}

/** The calendar date `instant` falls on in `timeZone`. */
export function localDate(instant: Date, timeZone: string): LocalDate {
  const p = parts(instant, timeZone);
  return { year: p.year ?? 0, month: p.month ?? 0, day: p.day ?? 0 };
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** YYYY-MM-DD, as used in event slugs. */
export function isoDate(date: LocalDate): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/** Milliseconds `timeZone` is ahead of UTC at `instant`. */
function offsetAt(instant: number, timeZone: string): number {
  const p = parts(new Date(instant), timeZone);
  const asUtc = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock time `hh:mm` on `date` in `timeZone` denotes. */
export function zonedTime(date: LocalDate, time: string, timeZone: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const wallClock = Date.UTC(date.year, date.month - 1, date.day, hours, minutes);
  // The offset at the guessed instant may differ from the one at the result near a DST change: correct once.
  const first = wallClock - offsetAt(wallClock, timeZone);
  return new Date(wallClock - offsetAt(first, timeZone));
}
