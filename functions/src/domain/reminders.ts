// Reminders before each session of a course: a mail to everyone with a confirmed seat, some hours before every date
// the course meets on (24 unless the organiser sets another number, 0 for none). Which reminders are due is a pure
// rule over the event, its bookings and who opted out, so the sweep (services/reminders.ts) can run late, twice or on
// several instances: the store sends each (booking, session) reminder once (repositories/reminders.ts).
import type { BookingRecord, EventRecord } from './records.js';

const HOUR_MS = 3_600_000;

/** Hours before each session the booked are reminded unless the organiser sets another number. */
export const DEFAULT_REMINDER_HOURS = 24;
/** The organiser's bound: at most a week ahead (0 turns reminders off). */
export const MAX_REMINDER_HOURS = 168;
/** How far ahead the sweep looks for sessions: the longest reminder time any event may have. */
export const REMINDER_LOOKAHEAD_MS = MAX_REMINDER_HOURS * HOUR_MS;

export const reminderHours = (event: Pick<EventRecord, 'reminderHours'>): number => event.reminderHours ?? DEFAULT_REMINDER_HOURS;

/** Whether the organiser's number is one the form takes: a whole number of hours from 0 to MAX_REMINDER_HOURS. */
export const isReminderHours = (hours: number): boolean => Number.isInteger(hours) && hours >= 0 && hours <= MAX_REMINDER_HOURS;

/**
 * The sessions (by index) whose reminder is due at `now`: from `hours` before the session's start until it starts.
 * A reminder missed while the sweep did not run (a restart, an outage) still goes out, as long as the session has not
 * begun; after its start it would tell nothing.
 */
export function dueSessions(event: Pick<EventRecord, 'reminderHours' | 'sessions'>, now: Date): number[] {
  const hours = reminderHours(event);
  if (hours <= 0) return [];
  const at = now.getTime();
  return event.sessions.flatMap((session, index) => {
    const start = session.startsAt.getTime();
    return start - hours * HOUR_MS <= at && at < start ? [index] : [];
  });
}

/** Whether one of the event's sessions starts at or after `from` and before `until` (what the sweep reads). */
export const hasSessionStarting = (event: Pick<EventRecord, 'sessions'>, from: Date, until: Date): boolean =>
  event.sessions.some((session) => session.startsAt >= from && session.startsAt < until);

/** One reminder to send: a booking's person, for one session of its event. */
export interface DueReminder {
  booking: BookingRecord;
  /** The session's index in event.sessions. */
  session: number;
}

/**
 * The reminders due at `now` for an event: every CONFIRMED booking, for every session due, unless its person opted
 * out. A cancelled, postponed or unpublished course reminds nobody. Whether one was sent already is the store's to
 * know (ReminderRepository.sendOnce).
 */
export function dueReminders(
  event: Pick<EventRecord, 'reminderHours' | 'sessions' | 'status' | 'published'>,
  bookings: readonly BookingRecord[],
  optedOut: ReadonlySet<string>,
  now: Date,
): DueReminder[] {
  if (event.status !== 'SCHEDULED' || !event.published) return [];
  const sessions = dueSessions(event, now);
  if (sessions.length === 0) return [];
  return bookings
    .filter((booking) => booking.status === 'CONFIRMED' && !optedOut.has(booking.uid))
    .flatMap((booking) => sessions.map((session) => ({ booking, session })));
}

/**
 * A link that opens the way to the venue in OpenStreetMap's route planner (the site's maps are OpenStreetMap's too):
 * the destination set, the start left to the person's device or typing.
 */
export const routeLink = (geo: { lat: number; lng: number }): string =>
  `https://www.openstreetmap.org/directions?route=${encodeURIComponent(`;${geo.lat},${geo.lng}`)}#map=17/${geo.lat}/${geo.lng}`;
