// The bookings' port: taking and giving back seats (waitlist included) in one transaction each, and reading bookings.
import type { OrderRecord } from '../payments.js';
import type { BookingRecord, MailRecord } from '../records.js';

export interface BookingResult {
  booking: BookingRecord;
  /** True when the person already held an active booking for the event (it is returned unchanged). */
  existing: boolean;
  /** The order of a seat held in a paid event (a new one, or the existing booking's); null otherwise. */
  order: OrderRecord | null;
}

export interface CancellationResult {
  booking: BookingRecord;
  /**
   * The first waitlisted person, now in the freed seat: CONFIRMED in a free event, HELD with `promotedOrder` in a
   * paid one; null when nobody was waiting.
   */
  promoted: BookingRecord | null;
  promotedOrder: OrderRecord | null;
  /** The event's seats left as the transaction found them and left them (null when the event is gone). */
  seatsLeft: { before: number; after: number } | null;
}

/**
 * Seats. Each method is one transaction: a seat is taken (EventRecord.seatsLeft decremented) only while one is
 * left, so parallel bookings never oversell; a full event puts the person on the waitlist. `mails` composes the
 * mails to send from the outcome; they are written to the outbox in the same transaction (all or nothing).
 */
export interface BookingRepository {
  /**
   * Books one seat for `uid` (or a waitlist place when none is left). In a paid event the seat is HELD for
   * CHECKOUT_HOLD_MS and an order made with it (domain/payments.ts). Throws NotFoundError for an unknown or
   * unpublished event, ConflictError('NO_BOOKING') for a drop-in event and ConflictError('EVENT_CLOSED') for a
   * cancelled or past one, or a course whose first date has begun (registration.ts).
   */
  book(eventSlug: string, uid: string, now: Date, mails: (result: BookingResult) => MailRecord[]): Promise<BookingResult>;
  /**
   * Cancels an active booking; a freed seat goes to the first waitlisted person (by createdAt) or back to
   * seatsLeft. A HELD booking's open order is CANCELLED with it. Throws NotFoundError when the booking does not exist, ConflictError('ALREADY_CANCELLED').
   */
  cancel(bookingId: string, now: Date, mails: (result: CancellationResult) => MailRecord[]): Promise<CancellationResult>;
  /**
   * Stores CONFIRMED bookings made outside the site (the demo seed's), each of a paid event with its COMPLETED order
   * from `orders` (a cancelled paid event's CANCELLED ones with their REFUNDED orders), and counts the seats left of their events from the bookings stored: capacity minus the CONFIRMED
   * and HELD ones. Each event is written together with its new bookings and their orders; a booking whose id is
   * stored already stays as it is, so an import cut short may run again, except that a stored CONFIRMED booking of the
   * same person without an order gains the order imported with it (bookings imported before paid seats had orders).
   * Checks everything before
   * the first write: throws NotFoundError for an unknown event and ConflictError('WRONG_STATE') for a booking
   * payments.ts importedBookingProblem refuses or an event that would hold more seated bookings than seats.
   */
  importConfirmed(bookings: readonly BookingRecord[], orders?: readonly OrderRecord[]): Promise<void>;
  getByIds(ids: readonly string[]): Promise<(BookingRecord | null)[]>;
  /** A person's bookings (all states), newest first. */
  byUser(uid: string): Promise<BookingRecord[]>;
  /** An event's bookings (all states), by createdAt. */
  byEvent(eventSlug: string): Promise<BookingRecord[]>;
}
