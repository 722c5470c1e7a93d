// The bookings' port: taking and giving back seats (waitlist included) in one transaction each, and reading bookings.
import type { SeatRequest } from '../group-bookings.js';
import type { OrderRecord, Promotion } from '../payments.js';
import type { BookingRecord, MailRecord } from '../records.js';

export interface BookingResult {
  booking: BookingRecord;
  /** True when the person already held an active booking for the event (it is returned unchanged). */
  existing: boolean;
  /** The order of the seats held in a paid event (a new one, or the existing booking's); null otherwise. */
  order: OrderRecord | null;
}

export interface CancellationResult {
  booking: BookingRecord;
  /**
   * The waitlist places moved up into the freed seats, in the order they waited (promoteWaiting): CONFIRMED in a free
   * event, HELD with their order in a paid one; empty when nobody waiting fitted.
   */
  promotions: Promotion[];
  /** The event's seats left as the transaction found them and left them (null when the event is gone). */
  seatsLeft: { before: number; after: number } | null;
}

/** The outcome of BookingRepository.cancelSeats. */
export interface SeatCancellationResult extends CancellationResult {
  /** The seat numbers given up. */
  seats: number[];
  /** The booking's order as it now stands (a paid one split keeps the seats not given up); null when it has none. */
  order: OrderRecord | null;
  /** The order split off for the seats given up in time (partOf `order`, REFUND_PENDING): the refund to make; null otherwise. */
  refundOrder: OrderRecord | null;
  /**
   * Whether the seats' money comes back: true with `refundOrder`, false for paid seats given up at or after the event's
   * cancellation deadline (or a whole paid booking: its refund is the order's own REFUND change), null when nothing
   * was paid for them.
   */
  refunded: boolean | null;
}

/**
 * Seats. Each method is one transaction: a seat is taken (EventRecord.seatsLeft decremented) only while one is
 * left, so parallel bookings never oversell; a full event puts the person on the waitlist. `mails` composes the
 * mails to send from the outcome; they are written to the outbox in the same transaction (all or nothing).
 */
export interface BookingRepository {
  /**
   * Books `request.seats` seats for `uid` (names per seat optional) while that many are left, or else a waitlist place
   * for them (`acceptFewer`: the person takes fewer when only fewer come free). In a paid event the seats are HELD
   * for CHECKOUT_HOLD_MS with one order for all of them (domain/payments.ts). Throws NotFoundError for an unknown or
   * unpublished event, ConflictError('NO_BOOKING') for a drop-in event and ConflictError('EVENT_CLOSED') for a
   * cancelled or past one, or a course whose first date has begun (registration.ts); ConflictError('TOO_MANY_SEATS')
   * for more seats than maxSeatsFor(event) and ConflictError('INVALID_SEATS') for a malformed request
   * (checkedSeatRequest). Someone with an active booking of the event gets it back unchanged, whatever they ask.
   */
  book(eventSlug: string, uid: string, now: Date, mails: (result: BookingResult) => MailRecord[], request?: SeatRequest): Promise<BookingResult>;
  /**
   * Cancels an active booking; its freed seats go to the people waiting (by createdAt; promoteWaiting) and the rest
   * back to seatsLeft. A HELD booking's open order is CANCELLED with it. Throws NotFoundError when the booking does
   * not exist, ConflictError('ALREADY_CANCELLED').
   */
  cancel(bookingId: string, now: Date, mails: (result: CancellationResult) => MailRecord[]): Promise<CancellationResult>;
  /**
   * Gives up some seats of an active booking (by seat number); the others keep their numbers (and tickets). All of
   * its seats: the same as cancel. Of a CONFIRMED booking the freed seats go to the people waiting and the rest back
   * to seatsLeft; a WAITLISTED one waits for fewer. A paid booking's seats given up before the event's cancellation
   * deadline split its order (splitOrder: `refundOrder`, with a gift voucher's part of it given back at once); at or
   * after it they are given up without a refund. Throws NotFoundError, ConflictError('ALREADY_CANCELLED'),
   * ConflictError('NOT_A_SEAT') for numbers the booking does not hold (or none), and
   * ConflictError('PAY_OR_CANCEL_ALL') for some seats of a HELD booking.
   */
  cancelSeats(bookingId: string, seats: readonly number[], now: Date, mails: (result: SeatCancellationResult) => MailRecord[]): Promise<SeatCancellationResult>;
  /**
   * Stores CONFIRMED bookings made outside the site (the demo seed's), each of a paid event with its COMPLETED order
   * from `orders` (a cancelled paid event's CANCELLED ones with their REFUNDED orders), and counts the seats left of their events from the bookings stored: capacity minus the seats of
   * the CONFIRMED and HELD ones. Each event is written together with its new bookings and their orders; a booking whose id is
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
