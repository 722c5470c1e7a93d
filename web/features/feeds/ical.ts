// RFC 5545 calendars of the magazine's events: text escaping, line folding at 75 octets, CRLF line ends, and local
// times with a VTIMEZONE for the Central European zones the magazine covers (UTC for any other zone).

export type CalendarEvent = {
  /** Globally unique and stable: `{slug}@{host}`. */
  uid: string;
  url: string;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  status: 'SCHEDULED' | 'CANCELLED' | 'POSTPONED';
  updatedAt: string;
  location: string;
  geo: { lat: number; lng: number };
  categories: ReadonlyArray<string>;
};

export type Calendar = {
  name: string;
  /** The page listing these events. */
  url: string;
  events: ReadonlyArray<CalendarEvent>;
  /** When the calendar is generated (DTSTAMP). */
  now: Date;
};

/** TEXT values: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Splits a content line into lines of at most 75 octets, never inside a UTF-8 character (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines begin with a space, which counts towards their 75 octets.
    const limit = lines.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n ');
}

// These zones have followed the EU rules (CET/CEST, last Sunday of March and October) since 1981 and 1996.
const centralEuropeanZones = new Set(['Europe/Vienna', 'Europe/Berlin', 'Europe/Zurich']);

function vtimezone(tzid: string): string[] {
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${tzid}`,
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0200',
    'TZNAME:CEST',
    'DTSTART:19810329T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:+0200',
    'TZOFFSETTO:+0100',
    'TZNAME:CET',
    'DTSTART:19961027T030000',
    'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
}

/** 20261122T134300Z */
export function utcDateTime(value: string | Date): string {
  return new Date(value).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** The wall-clock time of an instant in a zone, as 20260701T100000. */
function localDateTime(value: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(value))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}

function dateTimeProperty(name: string, value: string, timeZone: string): string {
  return centralEuropeanZones.has(timeZone)
    ? `${name};TZID=${timeZone}:${localDateTime(value, timeZone)}`
    : `${name}:${utcDateTime(value)}`;
}

/** Grows with every change, so that calendars replace an event they imported before (RFC 5545 3.8.7.4). */
function sequence(updatedAt: string): number {
  return Math.max(0, Math.floor((Date.parse(updatedAt) - Date.UTC(2024, 0, 1)) / 1000));
}

const statuses: Record<CalendarEvent['status'], string> = {
  SCHEDULED: 'CONFIRMED',
  CANCELLED: 'CANCELLED',
  POSTPONED: 'TENTATIVE',
};

function vevent(event: CalendarEvent, now: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(now)}`,
    `LAST-MODIFIED:${utcDateTime(event.updatedAt)}`,
    `SEQUENCE:${sequence(event.updatedAt)}`,
    dateTimeProperty('DTSTART', event.startsAt, event.timeZone),
    dateTimeProperty('DTEND', event.endsAt, event.timeZone),
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `GEO:${event.geo.lat.toFixed(6)};${event.geo.lng.toFixed(6)}`,
    `URL:${event.url}`,
    `STATUS:${statuses[event.status]}`,
    ...(event.categories.length ? [`CATEGORIES:${event.categories.map(escapeText).join(',')}`] : []),
    'END:VEVENT',
  ];
}

export function writeCalendar(calendar: Calendar): string {
  const zones = [...new Set(calendar.events.map((event) => event.timeZone))].filter((zone) => centralEuropeanZones.has(zone));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Magazin fuer Selbstgemachtes//Termine//DE',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `URL:${calendar.url}`,
    // Subscribed calendars refresh every few hours (RFC 7986, and its older Microsoft/Apple twin).
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
    ...zones.sort().flatMap(vtimezone),
    ...calendar.events.flatMap((event) => vevent(event, calendar.now)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
