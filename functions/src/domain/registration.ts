// When an event takes bookings. One rule for the stores' booking transactions and for what the pages offer.
import type { EventRecord } from './records.js';

export type BookingRefusal = 'NO_BOOKING' | 'EVENT_CLOSED';

/**
 * Why the event takes no booking at `now`, or null when it does. A drop-in event has nothing to book; a cancelled
 * one is closed. A course that meets on several dates closes when its first date begins (nobody joins a course
 * half-way); a single date stays open until it ends (people still come to an open studio that is under way).
 */
export function bookingRefusal(event: Pick<EventRecord, 'registration' | 'status' | 'sessions' | 'endsAt'>, now: Date): BookingRefusal | null {
  if (event.registration === 'DROP_IN') return 'NO_BOOKING';
  if (event.status === 'CANCELLED') return 'EVENT_CLOSED';
  const closesAt = event.sessions.length > 1 ? event.sessions[0]!.startsAt : event.endsAt;
  return closesAt.getTime() <= now.getTime() ? 'EVENT_CLOSED' : null;
}
