// Whether a person can still join an event, and when: book a seat in it, or walk into it. One rule for every list,
// teaser, recommendation, feed order, the event page's booking form and the stores' booking transactions, so that
// nothing the site offers is refused later and nothing it lists as upcoming has already closed.
//
// Three formats, told apart by what the record already says:
// - a COURSE (booked, not a date of a series) is joined as a whole: one booking covers every session, so it closes
//   when its first session begins, or the organiser's set time before; nobody joins a course half-way;
// - an OPEN_SESSION (booked, one date of a series: an open studio, a knitting circle) may be joined into its
//   session: by default until shortly before it ends;
// - a DROP_IN event takes no booking; people walk into any session until shortly before it ends.
// The organiser's booking window (`bookingClosesMinutes`) moves the close: minutes before the (first) session's start,
// or, negative, that many minutes into the session (open sessions and drop-in only; a course closes at its start at
// the latest).
import type { EventRecord, EventSession } from './records.js';

export type EventFormat = 'COURSE' | 'OPEN_SESSION' | 'DROP_IN';

/** Why an event cannot be joined at a moment. */
export type NotJoinableReason =
  /** Not (or no longer) public. */
  | 'UNPUBLISHED'
  /** Cancelled, or called off for too few bookings. */
  | 'CANCELLED'
  /** Postponed, and the new date is not known yet: the dates on the record are no longer true. */
  | 'POSTPONED'
  /** A course whose first session has begun and whose last has not ended. */
  | 'RUNNING'
  /** Its window closed before its (next) session begins or while it runs. */
  | 'WINDOW_CLOSED'
  /** Every session is over, or the organiser ended it early. */
  | 'ENDED';

export type JoinMode = 'BOOK' | 'WALK_IN';

export interface Joinability {
  joinable: boolean;
  /** How a person joins: books a seat (or a waitlist place), or just comes. */
  mode: JoinMode;
  format: EventFormat;
  /** The session a person joining now would start with; null when not joinable. */
  nextSession: EventSession | null;
  /** Until when one can join that session (book it, or walk in); null when not joinable. */
  closesAt: Date | null;
  /** Why not; null when joinable. */
  reason: NotJoinableReason | null;
}

/** Without a set window, people still walk into an open session or a drop-in date until this long before it ends. */
export const DEFAULT_LAST_ENTRY_MINUTES = 30;
/** The window closes at most this long before the first session (30 days; the form's bound). */
export const MAX_BOOKING_CLOSE_MINUTES = 30 * 24 * 60;
/** An open session's window reaches at most this far into the session (the form's bound; 12 hours). */
export const MAX_MINUTES_INTO_SESSION = 12 * 60;

const MINUTE = 60_000;

/** The fields the rule reads; structural so that the stores, the services and tests can pass partial records. */
export type JoinableEvent = Pick<EventRecord, 'registration' | 'status' | 'sessions'> &
  Partial<Pick<EventRecord, 'published' | 'seriesId' | 'bookingClosesMinutes' | 'minimum' | 'live'>>;

export function eventFormat(event: Pick<JoinableEvent, 'registration' | 'sessions' | 'seriesId'>): EventFormat {
  if (event.registration === 'DROP_IN') return 'DROP_IN';
  return event.seriesId !== undefined && event.sessions.length === 1 ? 'OPEN_SESSION' : 'COURSE';
}

/** Until when one can join this session of an event of the given format (for a course, its first session). */
function sessionClosesAt(session: EventSession, format: EventFormat, bookingClosesMinutes: number | undefined): Date {
  const start = session.startsAt.getTime();
  const end = session.endsAt.getTime();
  if (format === 'COURSE') return new Date(start - Math.max(0, bookingClosesMinutes ?? 0) * MINUTE);
  const closes = bookingClosesMinutes === undefined ? Math.max(start, end - DEFAULT_LAST_ENTRY_MINUTES * MINUTE) : start - bookingClosesMinutes * MINUTE;
  return new Date(Math.min(closes, end));
}

/**
 * The booking window's close for a booked event: a course's first session's start minus the set minutes; an open
 * session's as set, or shortly before it ends. For a drop-in event, the last entry into its first session.
 */
export function bookingClosesAt(event: JoinableEvent): Date {
  return sessionClosesAt(event.sessions[0]!, eventFormat(event), event.bookingClosesMinutes);
}

/** Whether and how an event can be joined at `now`, and its next joinable session. */
export function joinability(event: JoinableEvent, now: Date): Joinability {
  const format = eventFormat(event);
  const mode: JoinMode = format === 'DROP_IN' ? 'WALK_IN' : 'BOOK';
  const not = (reason: NotJoinableReason): Joinability => ({ joinable: false, mode, format, nextSession: null, closesAt: null, reason });
  const at = now.getTime();
  const last = event.sessions[event.sessions.length - 1];
  if (event.published === false) return not('UNPUBLISHED');
  if (event.status === 'CANCELLED' || event.minimum?.outcome === 'CALLED_OFF') return not('CANCELLED');
  if (event.status === 'POSTPONED') return not('POSTPONED');
  if (!last || last.endsAt.getTime() <= at) return not('ENDED');
  if (event.live?.endedAt && event.live.endedAt.getTime() <= at) return not('ENDED');

  if (format === 'COURSE') {
    const first = event.sessions[0]!;
    const closesAt = sessionClosesAt(first, format, event.bookingClosesMinutes);
    if (at < closesAt.getTime()) return { joinable: true, mode, format, nextSession: first, closesAt, reason: null };
    return not(first.startsAt.getTime() <= at ? 'RUNNING' : 'WINDOW_CLOSED');
  }
  for (const session of event.sessions) {
    const closesAt = sessionClosesAt(session, format, event.bookingClosesMinutes);
    if (at < closesAt.getTime()) return { joinable: true, mode, format, nextSession: session, closesAt, reason: null };
  }
  return not('WINDOW_CLOSED');
}

export const isJoinable = (event: JoinableEvent, now: Date): boolean => joinability(event, now).joinable;

/**
 * The moment after which the event can no longer be joined, null when it cannot be joined at all (unpublished,
 * cancelled, called off, postponed, or its live session ended): the event is joinable at `now` exactly when `now`
 * is before it. It depends on nothing but the record, so a store can keep it as a query field and ask for the events
 * joinable at a moment without reading those that are not.
 */
export function joinableUntil(event: JoinableEvent): Date | null {
  if (event.published === false || event.status === 'CANCELLED' || event.status === 'POSTPONED' || event.minimum?.outcome === 'CALLED_OFF') return null;
  if (event.sessions.length === 0) return null;
  const format = eventFormat(event);
  const closes =
    format === 'COURSE'
      ? sessionClosesAt(event.sessions[0]!, format, event.bookingClosesMinutes).getTime()
      : Math.max(...event.sessions.map((session) => sessionClosesAt(session, format, event.bookingClosesMinutes).getTime()));
  const ended = event.live?.endedAt?.getTime();
  return new Date(ended === undefined ? closes : Math.min(closes, ended));
}

/** The start of the next session a person can join at `now`; null when none. What upcoming lists order by. */
export function nextJoinableStart(event: JoinableEvent, now: Date): Date | null {
  return joinability(event, now).nextSession?.startsAt ?? null;
}

/**
 * The order of upcoming lists at `now`: joinable events by their next joinable session (then by slug, when the
 * events carry one, for a stable order), then everything not joinable by its start, last.
 */
export function compareUpcoming<T extends JoinableEvent & { startsAt?: Date; slug?: string }>(now: Date): (a: T, b: T) => number {
  const keys = new Map<T, number>();
  const key = (event: T): number => {
    let value = keys.get(event);
    if (value === undefined) {
      const next = nextJoinableStart(event, now);
      // Not joinable: after every joinable one (a far-future offset keeps them in start order among themselves).
      value = next ? next.getTime() : 8.64e15 / 2 + (event.startsAt ?? event.sessions[0]!.startsAt).getTime();
      keys.set(event, value);
    }
    return value;
  };
  return (a, b) => key(a) - key(b) || (a.slug ?? '').localeCompare(b.slug ?? '');
}

/** The list in upcoming order: joinable first, by next session; the rest after, unless `dropClosed`. */
export function orderUpcoming<T extends JoinableEvent & { startsAt?: Date; slug?: string }>(
  events: readonly T[],
  now: Date,
  { dropClosed = false }: { dropClosed?: boolean } = {},
): T[] {
  const kept = dropClosed ? events.filter((event) => isJoinable(event, now)) : [...events];
  return kept.sort(compareUpcoming<T>(now));
}

/**
 * Per key (a venue, a craft), the first `limit` events joinable at `at`, keeping each list's order: what the stores
 * cut their per-key upcoming lists with, after reading the key's events that have not ended (or, on Firestore for
 * crafts, those joinable by their stored joinableUntil).
 */
export function firstJoinablePerKey<T extends JoinableEvent>(lists: ReadonlyMap<string, readonly T[]>, at: Date, limit: number): Map<string, T[]> {
  return new Map([...lists].map(([key, list]) => [key, list.filter((event) => isJoinable(event, at)).slice(0, limit)]));
}

/** The API's name for why an event cannot be joined (GraphQL BookingClosedReason). */
export type ClosedReason = 'CANCELLED' | 'POSTPONED' | 'COURSE_RUNNING' | 'WINDOW_CLOSED' | 'ENDED';

export function closedReasonOf(reason: NotJoinableReason | null): ClosedReason | null {
  if (reason === null) return null;
  if (reason === 'UNPUBLISHED') return 'CANCELLED';
  if (reason === 'RUNNING') return 'COURSE_RUNNING';
  return reason;
}

/** Whether two lists of sessions meet on the same dates and times. */
export function sameDates(a: readonly EventSession[], b: readonly EventSession[]): boolean {
  return a.length === b.length && a.every((session, i) => session.startsAt.getTime() === b[i]!.startsAt.getTime() && session.endsAt.getTime() === b[i]!.endsAt.getTime());
}
