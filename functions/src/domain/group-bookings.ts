// Several seats in one booking: two friends, a couple, a parent with a child. A booking holds `seats` seats (1 when
// absent); every seat keeps the number it was booked under for good (0-based), so that its ticket stays valid when
// another seat of the booking is given up: the seats given up are listed in `cancelledSeats`, and the seats a booking
// holds are the numbers below `seats + cancelledSeats.length` that are not listed there.
import type { BookingRecord, EventRecord } from './records.js';

/** Most seats one booking takes unless the organiser sets another number. */
export const DEFAULT_MAX_SEATS_PER_BOOKING = 4;
/** The organiser's bound for seats per booking (the form's). */
export const MAX_SEATS_PER_BOOKING = 20;
/** The longest name given for a seat. */
export const MAX_SEAT_NAME_LENGTH = 80;

/** What a person asks for when booking: how many seats, a name for each (optional) and, for the waitlist, whether fewer will do. */
export interface SeatRequest {
  seats: number;
  /** By seat number; '' or absent where no name is given. */
  names?: readonly string[];
  acceptFewer?: boolean;
}

export const ONE_SEAT: SeatRequest = { seats: 1 };

/** The seats a booking holds now (or waits for). */
export const seatsOf = (booking: Pick<BookingRecord, 'seats'>): number => booking.seats ?? 1;

/** The most seats one booking of the event may take: the organiser's number, never more than the event has. */
export const maxSeatsFor = (event: Pick<EventRecord, 'maxSeatsPerBooking' | 'capacity'>): number =>
  Math.max(1, Math.min(event.maxSeatsPerBooking ?? DEFAULT_MAX_SEATS_PER_BOOKING, event.capacity));

/** The numbers of the seats a booking holds, in order. */
export function activeSeatNumbers(booking: Pick<BookingRecord, 'seats' | 'cancelledSeats'>): number[] {
  const cancelled = new Set(booking.cancelledSeats ?? []);
  const total = seatsOf(booking) + cancelled.size;
  return Array.from({ length: total }, (_, seat) => seat).filter((seat) => !cancelled.has(seat));
}

/** The name given for a seat, or null when none was. */
export const seatName = (booking: Pick<BookingRecord, 'seatNames'>, seat: number): string | null => booking.seatNames?.[seat]?.trim() || null;

/**
 * The booking holding `seats` of its seats: the highest-numbered seats it holds are dropped (a waitlist place
 * promoted into fewer seats than it waited for), with their names. `seats` absent for one seat, as stored.
 */
export function withSeats(booking: BookingRecord, seats: number): BookingRecord {
  if (seats === seatsOf(booking)) return booking;
  const { seats: _seats, seatNames, ...rest } = booking;
  const numbered = seats + (booking.cancelledSeats?.length ?? 0);
  const names = seatNames?.slice(0, numbered);
  return { ...rest, ...(seats !== 1 ? { seats } : {}), ...(names?.some((name) => name !== '') ? { seatNames: names } : {}) };
}
