// The seat rules both stores apply, as plans: who gets a seat and who waits, what a cancellation frees and for whom,
// how a provider's event changes an order once, what a cancelled event's refunds free, and what a booking made
// outside the site adds. Each plan is pure: a
// store reads what the plan names inside its transaction, calls it and writes what it returns (store/embedded/*,
// store/firebase/*), so the two stores cannot decide differently; a Firestore transaction that runs again reads
// anew and calls the plan again. An order's own life is planOrderChange (payments.ts); the count of seats left is
// seat-count.ts.
import type { PromoCodeRecord } from './promo-codes.js';
import type { VoucherRecord } from './vouchers.js';
import { cancelledOrder, CHECKOUT_HOLD_MS, importedBookingProblem, isHolding, isPaidEvent, newOrder, planOrderChange, promote, type OrderChange, type OrderRecord, type OrderState } from './payments.js';
import type { BookingRecord, EventRecord } from './records.js';
import { bookingRefusal } from './registration.js';
import { ConflictError, NotFoundError, type BookingResult, type CancellationResult, type OrderChangeResult } from './repositories.js';
import { SEATED } from './seat-count.js';

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
   * Added to the event's seatsLeft: -1 when the new booking takes a seat, 0 on the waitlist. The store writes the
   * booking, its order and the count only when `result.existing` is false.
   */
  seatsDelta: number;
}

/**
 * A person books an event. Someone who holds an active booking gets it back unchanged, with its order. Anyone else
 * gets a seat while one is left, HELD with a new order in a paid event (until paid or the checkout hold ends) or
 * CONFIRMED in a free one, or else a place on the waitlist. Throws NotFoundError for an event missing or unpublished
 * and ConflictError with bookingRefusal's reason for one that takes no bookings now.
 */
export function planBooking(state: BookingState, now: Date, newId: () => string): BookingPlan {
  const { event, eventSlug, uid, active } = state;
  if (!event?.published) throw new NotFoundError(`No published event ${eventSlug}`);
  const refusal = bookingRefusal(event, now);
  if (refusal) throw new ConflictError(refusal, `Event ${eventSlug} takes no bookings`);
  if (active) return { result: { booking: active, existing: true, order: state.activeOrder }, seatsDelta: 0 };
  const seat = event.seatsLeft > 0;
  const orderId = seat && isPaidEvent(event) ? newId() : undefined;
  const booking: BookingRecord = {
    id: newId(),
    eventSlug,
    uid,
    status: seat ? (orderId ? 'HELD' : 'CONFIRMED') : 'WAITLISTED',
    ...(orderId ? { orderId } : {}),
    createdAt: now,
    updatedAt: now,
  };
  const order = orderId ? newOrder(orderId, booking, event, now, CHECKOUT_HOLD_MS) : null;
  return { result: { booking, existing: false, order }, seatsDelta: seat ? -1 : 0 };
}

/** What a cancellation reads besides the booking and its event. */
export interface CancellationReads {
  held: BookingRecord;
  /** The order of a seat held unpaid, which the cancellation ends; null when there is none to read. */
  orderId: string | null;
  /** Whether the first person on the event's waitlist is read: only a seated booking frees a seat. */
  firstWaiting: boolean;
}

/**
 * What cancelling the booking `bookingId` (stored as `held`) has to read. Throws NotFoundError when there is no such
 * booking and ConflictError('ALREADY_CANCELLED') when it is cancelled already.
 */
export function cancellationReads(bookingId: string, held: BookingRecord | null): CancellationReads {
  if (!held) throw new NotFoundError(`No booking ${bookingId}`);
  if (held.status === 'CANCELLED') throw new ConflictError('ALREADY_CANCELLED', `Booking ${bookingId} is cancelled already`);
  return { held, orderId: held.status === 'HELD' ? (held.orderId ?? null) : null, firstWaiting: SEATED.has(held.status) };
}

/** What a cancellation read in its transaction (cancellationReads names what). */
export interface CancellationState {
  held: BookingRecord;
  event: EventRecord | null;
  order: OrderRecord | null;
  firstWaiting: BookingRecord | null;
}

export interface CancellationPlan {
  /** The booking cancelled, the person promoted and the seats left before and after. */
  result: CancellationResult;
  /** The held seat's order, cancelled, when it was still open; null when there is none to write. */
  cancelledOrder: OrderRecord | null;
  /** Added to the event's seatsLeft: 1 when a seated booking's seat goes back to the event, else 0. */
  seatsDelta: number;
}

/**
 * A person gives up their booking. A held seat's open order is cancelled. A seat (CONFIRMED or HELD) goes to the
 * first person waiting, confirmed in a free event or held with an order in a paid one (promote), or back to the
 * event when nobody waits; a place on the waitlist frees nothing.
 */
export function planCancellation(state: CancellationState, now: Date, newId: () => string): CancellationPlan {
  const { held, event, order, firstWaiting } = state;
  const booking: BookingRecord = { ...held, status: 'CANCELLED', updatedAt: now };
  const seated = SEATED.has(held.status);
  const promotion = seated && event && firstWaiting ? promote(firstWaiting, event, now, newId()) : null;
  const seatsDelta = seated && !promotion ? 1 : 0;
  return {
    result: {
      booking,
      promoted: promotion?.booking ?? null,
      promotedOrder: promotion?.order ?? null,
      seatsLeft: event ? { before: event.seatsLeft, after: event.seatsLeft + seatsDelta } : null,
    },
    cancelledOrder: held.status === 'HELD' && order && isHolding(order.status) ? cancelledOrder(order, now) : null,
    seatsDelta,
  };
}

/** A provider's event applied to an order before (by its id): nothing changes, nothing is written. */
export function repeatedOrderChange(order: OrderRecord, booking: BookingRecord | null): OrderChangeResult {
  return { order, booking, seatsDelta: 0, promoted: null, changed: false, before: order.status, duplicateEvent: true };
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
    const planned = planOrderChangeResult({ order, booking, event, firstWaiting: null, voucher, promo }, { kind: 'REFUND', reason: refund.reason }, refund.at, newId);
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
