// Links that put an event into a calendar: the single-event .ics file (served by web/server's feeds) and Google
// Calendar's "add event" template.
import { icalUtc } from '../../../functions/src/domain/time.js';

const googleTemplate = 'https://calendar.google.com/calendar/render';

export function icsUrl(slug: string): string {
  return `/events/${encodeURIComponent(slug)}/event.ics`;
}

export function googleCalendarUrl(event: {
  title: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  /** Plain text; the page's URL is appended so people find their way back. */
  details: string;
  pageUrl: string;
  location: string;
}): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${icalUtc(new Date(event.startsAt))}/${icalUtc(new Date(event.endsAt))}`,
    ctz: event.timeZone,
    // Google cuts long URLs; the description's start and the link are what matter.
    details: `${event.details.length > 600 ? `${event.details.slice(0, 597).trimEnd()}…` : event.details}\n\n${event.pageUrl}`,
    location: event.location,
  });
  return `${googleTemplate}?${params.toString()}`;
}
