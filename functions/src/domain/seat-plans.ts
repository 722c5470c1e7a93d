// The seat rules both stores apply, as plans: who gets a seat and who waits, what a cancellation frees and for whom,
// how a provider's event changes an order once, what a cancelled event's refunds free, and what a booking made
// outside the site adds. Each plan is pure: a
// store reads what the plan names inside its transaction, calls it and writes what it returns (store/embedded/*,
// store/firebase/*), so the two stores cannot decide differently; a Firestore transaction that runs again reads
// anew and calls the plan again. An order's own life is planOrderChange (payments.ts); the count of seats left is
// seat-count.ts.
import { refundsOnCancel } from './cancellation.js';
import { activeSeatNumbers, MAX_SEAT_NAME_LENGTH, maxSeatsFor, ONE_SEAT, seatsOf, type SeatRequest } from './group-bookings.js';
import type { PromoCodeRecord } from './promo-codes.js';
import { credited, type VoucherRecord } from './vouchers.js';
import {
  cancelledOrder,
  CHECKOUT_HOLD_MS,
  importedBookingProblem,
  isHolding,
  isPaidEvent,
  newOrder,
  planOrderChange,
  promoteWaiting,
  splitOrder,
  type OrderChange,
  type OrderRecord,
  type OrderState,
} from './payments.js';
import type { BookingRecord, EventRecord } from './records.js';
import { bookingRefusal } from './registration.js';
import { ConflictError, NotFoundError, type BookingResult, type CancellationResult, type OrderChangeResult, type SeatCancellationResult } from './repositories.js';
import { SEATED } from './seat-count.js';

/** The refund reason of seats given up in time, as of a whole booking cancelled in time (the refund mail reads it). */
export const SEATS_GIVEN_UP = 'BOOKING_CANCELLED';

/**
 * The request as a booking keeps it: the seats a whole number from 1 to maxSeatsFor(event), each name trimmed (at most
 * MAX_SEAT_NAME_LENGTH characters, one per seat at most). Throws ConflictError('TOO_MANY_SEATS') for more seats than
 * one booking of the event takes, and ConflictError('INVALID_SEATS') for no seats, a fraction or names that do not fit.
 */
export function checkedSeatRequest(request: SeatRequest, event: Pick<EventRecord, 'maxSeatsPerBooking' | 'capacity' | 'slug'>): SeatRequest {
  const { seats } = request;
  if (!Number.isInteger(seats) || seats < 1) throw new ConflictError('INVALID_SEATS', `${seats} is no number of seats`);
  if (seats > maxSeatsFor(event)) throw new ConflictError('TOO_MANY_SEATS', `A booking of ${event.slug} takes at most ${maxSeatsFor(event)} seats, not ${seats}`);
  const names = (request.names ?? []).map((name) => name.trim());
  if (names.length > seats || names.some((name) => name.length > MAX_SEAT_NAME_LENGTH)) {
    throw new ConflictError('INVALID_SEATS', `At most ${seats} names of at most ${MAX_SEAT_NAME_LENGTH} characters`);
  }
  return { seats, ...(names.some((name) => name !== '') ? { names } : {}), ...(request.acceptFewer ? { acceptFewer: true } : {}) };
}

/**
 * The booking with `given` of its seats given up (each a seat it holds): they are listed in cancelledSeats and no
 * longer counted in seats. Throws ConflictError('NOT_A_SEAT') when one is not a seat the booking holds, a number
 * repeats or none is given.
 */
export function withoutSeats(booking: BookingRecord, given: readonly number[]): BookingRecord {
  const held = new Set(activeSeatNumbers(booking));
  if (given.length === 0 || new Set(given).size !== given.length || given.some((seat) => !held.has(seat))) {
    throw new ConflictError('NOT_A_SEAT', `Booking ${booking.id} holds seats ${[...held].join(', ')}, not ${given.join(', ')}`);
  }
  const { seats: _seats, ...rest } = booking;
  const seats = seatsOf(booking) - given.length;
  return { ...rest, ...(seats !== 1 ? { seats } : {}), cancelledSeats: [...(booking.cancelledSeats ?? []), ...given].sort((a, b) => a - b) };
}

/** What a booking reads in its transaction. */
export interface BookingState {
  eventSlug: string;
  uid: string;
  event: EventRecord | null;
  /** The person's booking of the event that is not cancelled, if any. */
  active: BookingRecord | null;
  /** The order `active.orderId` names, if any. */
  activeOrder: OrderRecord | null;
}

export interface BookingPlan {
  result: BookingResult;
  /**
   * Added to the event's seatsLeft: minus the seats the new booking takes, 0 on the waitlist. The store writes the
   * booking, its order and the count only when `result.existing` is false.
   */
  seatsDelta: number;
}

/**
 * A person books seats of an event. Someone who holds an active booking gets it back unchanged, with its order.
 * Anyone else gets the seats asked for while that many are left, HELD with one new order for all of them in a paid
 * event (until paid or the checkout hold ends) or CONFIRMED in a free one, or else a place on the waitlist for them.
 * Throws NotFoundError for an event missing or unpublished, ConflictError with bookingRefusal's reason for one that
 * takes no bookings now, and checkedSeatRequest's ConflictError for a request it refuses.
 */
export function planBooking(state: BookingState, now: Date, newId: () => string, request: SeatRequest = ONE_SEAT): BookingPlan {
  const { event, eventSlug, uid, active } = state;
  if (!event?.published) throw new NotFoundError(`No published event ${eventSlug}`);
  const refusal = bookingRefusal(event, now);
  if (refusal) throw new ConflictError(refusal, `Event ${eventSlug} takes no bookings`);
  if (active) return { result: { booking: active, existing: true, order: state.activeOrder }, seatsDelta: 0 };
  const { seats, names, acceptFewer } = checkedSeatRequest(request, event);
  const seated = seats <= event.seatsLeft;
  const orderId = seated && isPaidEvent(event) ? newId() : undefined;
  const booking: BookingRecord = {
    id: newId(),
    eventSlug,
    uid,
    status: seated ? (orderId ? 'HELD' : 'CONFIRMED') : 'WAITLISTED',
    ...(seats !== 1 ? { seats } : {}),
    ...(names ? { seatNames: [...names] } : {}),
    ...(acceptFewer && !seated ? { acceptFewer } : {}),
    ...(orderId ? { orderId } : {}),
    createdAt: now,
    updatedAt: now,
  };
  const order = orderId ? newOrder(orderId, booking, event, now, CHECKOUT_HOLD_MS) : null;
  return { result: { booking, existing: false, order }, seatsDelta: seated ? -seats : 0 };
}

/** What a cancellation reads besides the booking and its event. */
export interface CancellationReads {
  held: BookingRecord;
  /** The order of seats held unpaid, which the cancellation ends; null when there is none to read. */
  orderId: string | null;
  /** Whether the event's waitlist is read: only a seated booking frees seats. */
  waiting: boolean;
}

/**
 * What cancelling the booking `bookingId` (stored as `held`) has to read. Throws NotFoundError when there is no such
 * booking and ConflictError('ALREADY_CANCELLED') when it is cancelled already.
 */
export function cancellationReads(bookingId: string, held: BookingRecord | null): CancellationReads {
  if (!held) throw new NotFoundError(`No booking ${bookingId}`);
  if (held.status === 'CANCELLED') throw new ConflictError('ALREADY_CANCELLED', `Booking ${bookingId} is cancelled already`);
  return { held, orderId: held.status === 'HELD' ? (held.orderId ?? null) : null, waiting: SEATED.has(held.status) };
}

/** What a cancellation read in its transaction (cancellationReads names what). */
export interface CancellationState {
  held: BookingRecord;
  event: EventRecord | null;
  order: OrderRecord | null;
  /** The event's waitlisted bookings (any order: promoteWaiting walks them by createdAt). */
  waiting: readonly BookingRecord[];
}

export interface CancellationPlan {
  /** The booking cancelled, the people promoted and the seats left before and after. */
  result: CancellationResult;
  /** The held seats' order, cancelled, when it was still open; null when there is none to write. */
  cancelledOrder: OrderRecord | null;
  /** Added to the event's seatsLeft: the freed seats nobody waiting took, less the seats left before that the waiting took. */
  seatsDelta: number;
}

/** Freed seats (`freed` of them) go to the people waiting, the rest back to the event: the promotions and the seats left before and after. */
function freeSeats(event: EventRecord | null, freed: number, waiting: readonly BookingRecord[], now: Date, newId: () => string): Pick<CancellationResult, 'promotions' | 'seatsLeft'> {
  if (!event) return { promotions: [], seatsLeft: null };
  const before = event.seatsLeft;
  if (freed === 0) return { promotions: [], seatsLeft: { before, after: before } };
  const { promotions, seatsLeft } = promoteWaiting(waiting, before + freed, event, now, newId);
  return { promotions, seatsLeft: { before, after: seatsLeft } };
}

/**
 * A person gives up their booking. A held booking's open order is cancelled. Its seats (CONFIRMED or HELD) go to
 * the people waiting, confirmed in a free event or held with an order in a paid one (promoteWaiting), the rest back
 * to the event; a place on the waitlist frees nothing.
 */
export function planCancellation(state: CancellationState, now: Date, newId: () => string): CancellationPlan {
  const { held, event, order, waiting } = state;
  const booking: BookingRecord = { ...held, status: 'CANCELLED', updatedAt: now };
  const freed = freeSeats(event, SEATED.has(held.status) ? seatsOf(held) : 0, waiting, now, newId);
  return {
    result: { booking, ...freed },
    cancelledOrder: held.status === 'HELD' && order && isHolding(order.status) ? cancelledOrder(order, now) : null,
    seatsDelta: freed.seatsLeft ? freed.seatsLeft.after - freed.seatsLeft.before : 0,
  };
}

/**
 * What giving up seats of the booking `bookingId` (stored as `held`) has to read: as a cancellation, but the order
 * in any state (a paid one may be split). Throws as cancellationReads.
 */
export function seatCancellationReads(bookingId: string, held: BookingRecord | null): CancellationReads {
  const reads = cancellationReads(bookingId, held);
  return { ...reads, orderId: reads.held.orderId ?? null };
}

/** What giving up seats read in its transaction: the booking's order (any state), and the voucher paying part of it. */
export interface SeatCancellationState extends CancellationState {
  voucher: VoucherRecord | null;
}

export interface SeatCancellationPlan {
  result: SeatCancellationResult;
  /** The orders to write: a held booking's cancelled, a paid one split (parent and refundOrder). */
  orders: OrderRecord[];
  /** The voucher given its part of the refunded seats back; null when none. */
  voucher: VoucherRecord | null;
  seatsDelta: number;
}

/**
 * A person gives up some seats of their booking (seat numbers it holds). All of them: planCancellation. A HELD
 * booking is paid or given up whole (ConflictError('PAY_OR_CANCEL_ALL')). A waitlist place waits for fewer seats. A
 * CONFIRMED booking's freed seats go to the people waiting, the rest back to the event; of a paid one before the
 * event's cancellation deadline, the order is split (splitOrder) and the new order's voucher part goes back to the
 * voucher at once, as a refund's does; at or after the deadline the seats are given up without a refund.
 */
export function planSeatCancellation(state: SeatCancellationState, seats: readonly number[], now: Date, newId: () => string): SeatCancellationPlan {
  const { held, event, order, waiting } = state;
  const reduced = withoutSeats(held, seats);
  const paid = held.status === 'CONFIRMED' && order?.status === 'COMPLETED' && order.bookingId === held.id ? order : null;
  if (seatsOf(reduced) === 0) {
    const plan = planCancellation(state, now, newId);
    return {
      result: { ...plan.result, seats: [...seats], order: plan.cancelledOrder ?? order, refundOrder: null, refunded: paid ? false : null },
      orders: plan.cancelledOrder ? [plan.cancelledOrder] : [],
      voucher: null,
      seatsDelta: plan.seatsDelta,
    };
  }
  if (held.status === 'HELD') throw new ConflictError('PAY_OR_CANCEL_ALL', `Booking ${held.id} is held unpaid: paid or given up whole`);
  const booking: BookingRecord = { ...reduced, updatedAt: now };
  const freed = freeSeats(event, held.status === 'CONFIRMED' ? seats.length : 0, waiting, now, newId);
  const seatsDelta = freed.seatsLeft ? freed.seatsLeft.after - freed.seatsLeft.before : 0;
  const inTime = paid && event ? refundsOnCancel(event, now) : false;
  const split = paid && inTime ? splitOrder(paid, seats.length, now, newId, SEATS_GIVEN_UP) : null;
  const voucher = split?.child.voucher && state.voucher?.id === split.child.voucher.voucherId && split.child.voucher.cents > 0
    ? credited(state.voucher, split.child.voucher.cents, split.child.id, now, 'seats refunded')
    : null;
  return {
    result: { booking, ...freed, seats: [...seats], order: split?.parent ?? order, refundOrder: split?.child ?? null, refunded: paid ? inTime : null },
    orders: split ? [split.parent, split.child] : [],
    voucher,
    seatsDelta,
  };
}

/** A provider's event applied to an order before (by its id): nothing changes, nothing is written. */
export function repeatedOrderChange(order: OrderRecord, booking: BookingRecord | null): OrderChangeResult {
  return { order, booking, seatsDelta: 0, promotions: [], changed: false, before: order.status, duplicateEvent: true };
}

export interface OrderChangePlan {
  /** planOrderChange's plan with the order's state before it. */
  result: OrderChangeResult;
  /** The order's booking when the change changes it too; null when there is no booking to write. */
  changedBooking: BookingRecord | null;
}

/** planOrderChange for an order change (a provider's event, a person's, an editor's) as a store writes it. */
export function planOrderChangeResult(state: OrderState, change: OrderChange, now: Date, newId: () => string): OrderChangePlan {
  const result: OrderChangeResult = { ...planOrderChange(state, change, now, newId), before: state.order.status, duplicateEvent: false };
  return { result, changedBooking: result.booking && result.booking !== state.booking ? result.booking : null };
}

/** An event's paid order and its booking. */
export interface PaidSeat {
  order: OrderRecord;
  booking: BookingRecord | null;
}

export interface EventRefundPlan {
  /** Each paid order that changes, with its booking when that changes too. */
  refunds: OrderChangePlan[];
  /** Added to the event's seatsLeft. */
  seatsFreed: number;
  /** The vouchers and promo codes the refunds gave back to, as they are to be written (each once, with every refund's part). */
  vouchers: VoucherRecord[];
  promos: PromoCodeRecord[];
}

/** The vouchers and promo codes an event's paid orders refer to, by id and key, as the store holds them. */
export interface OrderCodes {
  vouchers: ReadonlyMap<string, VoucherRecord>;
  promos: ReadonlyMap<string, PromoCodeRecord>;
}

/** The ids and keys of the vouchers and promo codes the orders refer to: what a store reads before planEventRefunds. */
export function codesOf(orders: readonly OrderRecord[]): { voucherIds: string[]; promoKeys: string[] } {
  return {
    voucherIds: [...new Set(orders.flatMap((order) => (order.voucher ? [order.voucher.voucherId] : [])))],
    promoKeys: [...new Set(orders.flatMap((order) => (order.discount ? [order.discount.promoKey] : [])))],
  };
}

/**
 * A cancelled event's payers get their money back: every paid order goes to refunding and its booking is
 * cancelled. The seats go back to the event, to nobody waiting, since the event takes nobody. Throws when the event
 * (as the caller's write leaves it) is not cancelled.
 */
export function planEventRefunds(
  eventSlug: string,
  event: EventRecord | null,
  paid: readonly PaidSeat[],
  refund: { reason: string; at: Date },
  newId: () => string,
  codes: OrderCodes = { vouchers: new Map(), promos: new Map() },
): EventRefundPlan {
  if (event?.status !== 'CANCELLED') throw new Error(`The paid orders of event ${eventSlug} are refunded together only when it is cancelled`);
  const refunds: EventRefundPlan['refunds'] = [];
  let seatsFreed = 0;
  // Two orders paid by one voucher (or with one code) each give back to the voucher as the one before left it.
  const vouchers = new Map(codes.vouchers);
  const promos = new Map(codes.promos);
  const changedVouchers = new Set<string>();
  const changedPromos = new Set<string>();
  for (const { order, booking } of paid) {
    const voucher = order.voucher ? (vouchers.get(order.voucher.voucherId) ?? null) : null;
    const promo = order.discount ? (promos.get(order.discount.promoKey) ?? null) : null;
    const planned = planOrderChangeResult({ order, booking, event, waiting: [], voucher, promo }, { kind: 'REFUND', reason: refund.reason }, refund.at, newId);
    if (!planned.result.changed) continue;
    refunds.push(planned);
    seatsFreed += planned.result.seatsDelta;
    const { voucher: givenBack, promo: released } = planned.result;
    if (givenBack) {
      vouchers.set(givenBack.id, givenBack);
      changedVouchers.add(givenBack.id);
    }
    if (released) {
      promos.set(released.key, released);
      changedPromos.add(released.key);
    }
  }
  return { refunds, seatsFreed, vouchers: [...changedVouchers].map((id) => vouchers.get(id)!), promos: [...changedPromos].map((key) => promos.get(key)!) };
}

/** What importing a booking made outside the site writes: NEW, the booking (with its order); ORDER, only its order. */
export type ImportedBookingWrite = 'NEW' | 'ORDER' | null;

/**
 * What importing `booking` (the demo seed's, with `order` in a paid event) writes, given the booking stored under its
 * id: the booking when none is; its order alone when the stored one is the same person's CONFIRMED seat without an
 * order (a store seeded before paid seats had orders); else nothing. Throws ConflictError('WRONG_STATE') when the
 * booking cannot be stored with its order (importedBookingProblem).
 */
export function planImportedBooking(
  booking: BookingRecord,
  order: OrderRecord | undefined,
  event: Pick<EventRecord, 'price' | 'status'>,
  stored: Pick<BookingRecord, 'status' | 'uid' | 'orderId'> | null,
): ImportedBookingWrite {
  const problem = importedBookingProblem(booking, order, event);
  if (problem) throw new ConflictError('WRONG_STATE', problem);
  if (!stored) return 'NEW';
  return order && !stored.orderId && stored.status === 'CONFIRMED' && stored.uid === booking.uid ? 'ORDER' : null;
}
