// Check-in at the door: a seat of a confirmed booking is checked in once per session of its course (a course of
// several dates is checked in on each). A record says which seat, for which session, when and by whom; its id is
// made of those four, so that the store can take it once only: two scanners reading the same ticket at once both
// learn when it was first checked in, and only one of them hears "first".
import type { BookingRecord, EventRecord } from './records.js';
import { activeSeatNumbers, seatName } from './group-bookings.js';

export interface CheckInRecord {
  eventSlug: string;
  /** The session's index in EventRecord.sessions (0 for a single date). */
  session: number;
  bookingId: string;
  /** The seat's number in its booking (group-bookings.ts). */
  seat: number;
  /** When the seat was first checked in for the session. */
  at: Date;
  /** Who checked it in (the organiser or an editor). */
  byUid: string;
}

/** Which check-in a record is: one per event, session, booking and seat. */
export type CheckInKey = Pick<CheckInRecord, 'eventSlug' | 'session' | 'bookingId' | 'seat'>;

/** The record's id in both stores: the key's four parts, so that a second check-in of a seat meets the first. */
export const checkInId = (key: CheckInKey): string => `${key.eventSlug}:${key.session}:${key.bookingId}:${key.seat}`;

/** Whether the event has a session of that index. */
export const hasSession = (event: Pick<EventRecord, 'sessions'>, session: number): boolean =>
  Number.isInteger(session) && session >= 0 && session < event.sessions.length;

/** One seat of a confirmed booking, as the door's list and the participant list show it. */
export interface AttendanceSeat {
  bookingId: string;
  seat: number;
  /** The name given for the seat, else null (the list then shows the booking's name). */
  seatName: string | null;
  /** Seats the whole booking holds. */
  bookingSeats: number;
  /** Paid through an order (a paid course's seat), else free. */
  paid: boolean;
  /** When the seat was checked in for the session, else null. */
  checkedInAt: Date | null;
}

/**
 * The seats of the event's CONFIRMED bookings in booking order (seats by number), each with its check-in of the
 * session among `checkIns` (which may hold other sessions' too).
 */
export function attendanceOf(bookings: readonly BookingRecord[], checkIns: readonly CheckInRecord[], session: number): AttendanceSeat[] {
  const checkedIn = new Map(checkIns.filter((record) => record.session === session).map((record) => [`${record.bookingId}:${record.seat}`, record.at]));
  const confirmed = bookings.filter((booking) => booking.status === 'CONFIRMED').sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
  return confirmed.flatMap((booking) => {
    const seats = activeSeatNumbers(booking);
    return seats.map((seat) => ({
      bookingId: booking.id,
      seat,
      seatName: seatName(booking, seat),
      bookingSeats: seats.length,
      paid: booking.orderId !== undefined,
      checkedInAt: checkedIn.get(`${booking.id}:${seat}`) ?? null,
    }));
  });
}

/** The order check-ins are read in: by session, then time, then booking id and seat (as both stores give them). */
export function compareCheckIns(a: CheckInRecord, b: CheckInRecord): number {
  return a.session - b.session || a.at.getTime() - b.at.getTime() || (a.bookingId < b.bookingId ? -1 : a.bookingId > b.bookingId ? 1 : a.seat - b.seat);
}
