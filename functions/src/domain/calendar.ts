// RFC 5545 calendars of the magazine's events, written by ical-generator (escaping, folding at 75 octets, CRLF line
// ends). Events in the Central European zones the magazine covers carry local times with a VTIMEZONE; any other zone
// is written in UTC. Written once for both sides: the web's feeds and single-event download (web/server) and the
// reminder mail's attached entry (services/reminders.ts).
import { TZDate } from '@date-fns/tz';
import ical, { ICalCalendarMethod, ICalEventStatus, escape } from 'ical-generator';

export type CalendarEvent = {
  /** Globally unique and stable: `{slug}@{host}`. */
  uid: string;
  url: string;
  title: string;
  description: string;
  /** Every date it meets on, in order; a course's sessions each become a calendar entry of their own. */
  sessions: ReadonlyArray<{ startsAt: string; endsAt: string }>;
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

/** Grows with every change, so that calendars replace an event they imported before (RFC 5545 3.8.7.4). */
function sequence(updatedAt: string): number {
  return Math.max(0, Math.floor((Date.parse(updatedAt) - Date.UTC(2024, 0, 1)) / 1000));
}

const statuses: Record<CalendarEvent['status'], ICalEventStatus> = {
  SCHEDULED: ICalEventStatus.CONFIRMED,
  CANCELLED: ICalEventStatus.CANCELLED,
  POSTPONED: ICalEventStatus.TENTATIVE,
};

export function writeCalendar(calendar: Calendar): string {
  const writer = ical({
    prodId: { company: 'Magazin fuer Selbstgemachtes', product: 'Termine', language: 'DE' },
    scale: 'GREGORIAN',
    method: ICalCalendarMethod.PUBLISH,
    // ical-generator writes NAME and X-WR-CALNAME verbatim.
    name: escape(calendar.name, false),
    url: calendar.url,
    // Subscribed calendars refresh every few hours (REFRESH-INTERVAL of RFC 7986, and X-PUBLISHED-TTL).
    ttl: 6 * 60 * 60,
  });
  for (const event of calendar.events) {
    const local = centralEuropeanZones.has(event.timeZone);
    // ical-generator reads a local time from a TZDate (a Date of the event's zone) and a plain Date in UTC.
    const at = (iso: string) => (local ? new TZDate(Date.parse(iso), event.timeZone) : new Date(iso));
    // One entry per session: calendars show a course's every date. The first keeps the event's own UID, so an entry
    // imported before the event became a course is updated, not duplicated; the others add their number.
    event.sessions.forEach((session, index) => {
      const count = event.sessions.length;
      writer.createEvent({
        id: index === 0 ? event.uid : event.uid.replace('@', `-${index + 1}@`),
        stamp: calendar.now,
        lastModified: new Date(event.updatedAt),
        sequence: sequence(event.updatedAt),
        start: at(session.startsAt),
        end: at(session.endsAt),
        timezone: local ? event.timeZone : null,
        summary: count > 1 ? `${event.title} (${index + 1}/${count})` : event.title,
        description: event.description,
        location: { title: event.location, geo: { lat: event.geo.lat, lon: event.geo.lng } },
        url: event.url,
        status: statuses[event.status],
        categories: event.categories.map((name) => ({ name })),
      });
    });
  }
  // ical-generator would write VTIMEZONEs between the calendar's properties, before REFRESH-INTERVAL and
  // X-PUBLISHED-TTL; properties belong before any component (RFC 5545 3.6), and Outlook ignores those that follow one.
  // So they go in here, in front of the first event. And every content line ends with CRLF, the last one too (RFC 5545
  // 3.1), which ical-generator leaves open.
  const text = `${writer.toString()}\r\n`;
  const zones = [...new Set(calendar.events.map((event) => event.timeZone))].filter((zone) => centralEuropeanZones.has(zone));
  const firstComponent = text.search(/\r\n(?:BEGIN:VEVENT|END:VCALENDAR)\r\n/) + 2;
  return text.slice(0, firstComponent) + zones.sort().flatMap(vtimezone).map((line) => `${line}\r\n`).join('') + text.slice(firstComponent);
}
