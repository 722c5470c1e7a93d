// When an event takes bookings: the booking side of whether it can be joined (joinable.ts). One rule for the stores'
// booking transactions and for what the pages offer, with a reason the pages and the API's errors name.
import { joinability, type JoinableEvent } from './joinable.js';

/**
 * NO_BOOKING: drop-in, nothing to book; EVENT_CLOSED: cancelled, called off, unpublished or over; EVENT_POSTPONED:
 * postponed and the new date not known yet; COURSE_RUNNING: a course whose first session has begun;
 * BOOKING_WINDOW_CLOSED: the organiser's booking window has closed.
 */
export type BookingRefusal = 'NO_BOOKING' | 'EVENT_CLOSED' | 'EVENT_POSTPONED' | 'COURSE_RUNNING' | 'BOOKING_WINDOW_CLOSED';

/** Why the event takes no booking at `now`, or null when it does. */
export function bookingRefusal(event: JoinableEvent, now: Date): BookingRefusal | null {
  if (event.registration === 'DROP_IN') return 'NO_BOOKING';
  const { reason } = joinability(event, now);
  switch (reason) {
    case null:
      return null;
    case 'POSTPONED':
      return 'EVENT_POSTPONED';
    case 'RUNNING':
      return 'COURSE_RUNNING';
    case 'WINDOW_CLOSED':
      return 'BOOKING_WINDOW_CLOSED';
    default:
      return 'EVENT_CLOSED';
  }
}
