// Paid bookings: an order per booking's held seats, and the one set of rules both stores apply when an order changes
// state. The stores read the order, its booking, its event and the event's waitlist inside one transaction, call
// `planOrderChange`, and write what it returns (order, booking, seat count, the waitlist places promoted), so the
// seats and the money never disagree. Nothing here talks to a payment provider.
import { seatsOf, withSeats } from './group-bookings.js';
import type { OrderPayee } from './payouts.js';
import { discountCents, fundedBy, promoRefusal, withoutUse, withUse, type DiscountFunder, type PromoCodeRecord, type PromoRefusal } from './promo-codes.js';
import type { BookingRecord, EventRecord } from './records.js';
import { REFUND_ATTEMPTS, type ProviderPayment } from './refunds.js';
import { credited, debited, isRedeemable, type VoucherRecord } from './vouchers.js';

/** How long a seat is held while its person pays at checkout. */
export const CHECKOUT_HOLD_MS = 15 * 60_000;
/**
 * How long a seat is held for someone who moved up from the waitlist into a paid seat: they learn of it by mail,
 * which may be read hours later, so a day (never past the moment the event stops taking bookings).
 */
export const PROMOTED_HOLD_MS = 24 * 3_600_000;
export { REFUND_ATTEMPTS } from './refunds.js';

/**
 * RESERVED: the seat is held, no checkout yet. AWAITING_PAYMENT: the provider's checkout is open. COMPLETED: paid,
 * the seat confirmed. EXPIRED / CANCELLED: the hold ended unpaid, the seat released. REFUND_PENDING: money to give
 * back (a late payment, an editor's refund, a cancelled event), retried until REFUNDED or REFUND_FAILED.
 */
export type OrderStatus = 'RESERVED' | 'AWAITING_PAYMENT' | 'COMPLETED' | 'EXPIRED' | 'CANCELLED' | 'REFUND_PENDING' | 'REFUNDED' | 'REFUND_FAILED';

/** One line of an order's history: every state change, and what caused it. */
export interface OrderLogEntry {
  at: Date;
  from: OrderStatus | null;
  to: OrderStatus;
  /** What happened, in English, for editors: 'checkout started', 'paid', 'hold ended', 'late payment', … */
  note: string;
  /** The provider's event id when a webhook (or a reconciliation) caused it. */
  providerEventId?: string;
}

/** An order of a booking's seats; its checkout, payment and refund at the provider are ProviderPayment's fields. */
export interface OrderRecord extends ProviderPayment {
  id: string;
  uid: string;
  eventSlug: string;
  bookingId: string;
  /** The seats the order pays for; 1 when absent. */
  seats?: number;
  /**
   * The paid order this one was split from (splitOrder): the seats given up of a paid booking, refunded on their own
   * with the parent's payment. Absent for an order a booking made.
   */
  partOf?: string;
  /**
   * The seats' price (the event's price times the seats), copied from the event when the seats were held; never taken
   * from the client. What the person pays is this less `discount`; `voucher` pays part or all of that, the card the
   * rest (payableCents, cardCents).
   */
  amountCents: number;
  /** A promo code's discount (promo-codes.ts), one per order. */
  discount?: OrderDiscount;
  /** The part a gift voucher pays (vouchers.ts), taken from its balance when applied and given back if the order ends unpaid or is refunded. */
  voucher?: OrderVoucherPart;
  currency: string;
  status: OrderStatus;
  /** Until when the seat is held unpaid. */
  holdUntil: Date;
  /**
   * The organiser paid through the provider and the platform's fee, fixed when the checkout opened (payouts.ts);
   * absent for the operator's own courses and for orders older than paying organisers out.
   */
  payee?: OrderPayee;
  createdAt: Date;
  updatedAt: Date;
  log: OrderLogEntry[];
}

export interface OrderDiscount {
  /** The code's key (PromoCodeRecord.key) and the code as the person typed it, normalized. */
  promoKey: string;
  code: string;
  cents: number;
  fundedBy: DiscountFunder;
}

export interface OrderVoucherPart {
  voucherId: string;
  /** The code's last characters, for the receipt and the person's order (maskedVoucherCode). */
  codeHint: string;
  cents: number;
}

/** The smallest amount a card is charged (Stripe's minimum for a charge in euros). */
export const SMALLEST_CARD_CHARGE_CENTS = 50;

/** What the person pays for the order: the price less the discount. */
export const payableCents = (order: Pick<OrderRecord, 'amountCents' | 'discount'>): number => order.amountCents - (order.discount?.cents ?? 0);
/** What the card (the provider's checkout) pays: the payable amount less the voucher's part; 0 when a voucher pays all. */
export const cardCents = (order: Pick<OrderRecord, 'amountCents' | 'discount' | 'voucher'>): number => payableCents(order) - (order.voucher?.cents ?? 0);

/** Why a code cannot be applied to an order; each has a message the person reads. */
export type CodeRefusal =
  | PromoRefusal
  /** A promo code is applied already: one per order. */
  | 'ONE_CODE_PER_ORDER'
  /** A voucher pays part already: one per order. */
  | 'ONE_VOUCHER_PER_ORDER'
  /** The voucher is not paid, was withdrawn, or its value is used up. */
  | 'VOUCHER_USED_UP'
  | 'VOUCHER_NOT_ACTIVE'
  /** Nothing is left to pay. */
  | 'NOTHING_TO_PAY'
  /** The voucher would leave less than the card's smallest charge, and cannot pay less to leave more. */
  | 'CARD_REST_TOO_SMALL'
  /** The order's seat is no longer held (paid, ended): nothing can be applied. */
  | 'ORDER_NOT_OPEN';

/** What happens to an order. */
export type OrderChange =
  | { kind: 'CHECKOUT_OPENED'; provider: string; sessionId: string; checkoutUrl: string; payee?: OrderPayee }
  /** The provider's checkout was ended before payment so that a code can change the amount: back to RESERVED. */
  | { kind: 'CHECKOUT_CLOSED' }
  /** A promo code (the store reads it by key as OrderState.promo) discounts the order. */
  | { kind: 'APPLY_PROMO'; promoKey: string }
  /** A gift voucher (read by id as OrderState.voucher) pays what it can of the rest. */
  | { kind: 'APPLY_VOUCHER'; voucherId: string }
  /** The platform moved the organiser's share the card did not carry (a voucher's part, a site-wide discount) to them. */
  | { kind: 'TOP_UP_TRANSFERRED'; transferId: string }
  /**
   * The provider took the card's part. `payee`: who is paid, for an order that never opened a checkout because a
   * voucher paid all (the organiser is paid as for any sale); kept only when the order has none yet.
   */
  | { kind: 'PAID'; paymentId: string; amountCents: number; currency: string; payee?: OrderPayee }
  | { kind: 'EXPIRE' }
  | { kind: 'CANCEL' }
  | { kind: 'REFUND'; reason: string }
  /** An editor tries a failed refund again: back to REFUND_PENDING with fresh attempts (the seat was freed before). */
  | { kind: 'RETRY_REFUND'; note: string }
  | { kind: 'REFUNDED'; refundId: string }
  | { kind: 'REFUND_ATTEMPT_FAILED'; error: string };

/**
 * The refund reason of a cancelled event's payers: the organiser's reason, or MINIMUM_NOT_REACHED for a course called
 * off (the refund mail, /payment and /admin read it by its prefix).
 */
export const eventCancelledReason = (reason: string): string => `EVENT_CANCELLED: ${reason}`.slice(0, 500);

export const isPaidEvent = (event: Pick<EventRecord, 'price'>): boolean => event.price.amountCents > 0;

/**
 * The provider named on the paid orders the demo seed stores with its guests' bookings: nobody paid anyone, so a
 * refund of one (a demo course cancelled) asks no provider.
 */
export const DEMO_PROVIDER = 'demo';

/**
 * Why a booking made outside the site (the demo seed's) cannot be stored with `order`, or null. A seat of a paid event
 * is confirmed only by its paid order, as a booking on the site is: the order must be COMPLETED (REFUNDED for the
 * CANCELLED booking of a cancelled event), name the booking that names it, and cost what the event costs. A free
 * event's booking is CONFIRMED and has no order.
 */
export function importedBookingProblem(booking: BookingRecord, order: OrderRecord | undefined, event: Pick<EventRecord, 'price' | 'status'>): string | null {
  // A cancelled event's payers were refunded, which cancelled their bookings (event-cancellation.ts).
  const refunded = event.status === 'CANCELLED' && booking.status === 'CANCELLED' && isPaidEvent(event);
  if (booking.status !== 'CONFIRMED' && !refunded) return `Booking ${booking.id} is ${booking.status}, not CONFIRMED`;
  if (!isPaidEvent(event)) return booking.orderId || order ? `Booking ${booking.id} of a free event has an order` : null;
  if (!order || booking.orderId !== order.id || order.bookingId !== booking.id) return `Booking ${booking.id} of a paid event comes without its order`;
  const expected = refunded ? 'REFUNDED' : 'COMPLETED';
  if (order.status !== expected) return `Order ${order.id} is ${order.status}, not ${expected}`;
  if (order.uid !== booking.uid || order.eventSlug !== booking.eventSlug) return `Order ${order.id} is not for booking ${booking.id}`;
  if (orderSeats(order) !== seatsOf(booking)) return `Order ${order.id} pays ${orderSeats(order)} seats, booking ${booking.id} holds ${seatsOf(booking)}`;
  if (order.amountCents !== event.price.amountCents * seatsOf(booking) || order.currency !== event.price.currency) return `Order ${order.id} does not cost what ${booking.eventSlug} costs`;
  return null;
}

/** The seats an order pays for. */
export const orderSeats = (order: Pick<OrderRecord, 'seats'>): number => order.seats ?? 1;

/** A new order for a booking's seats just held: the event's price for each. */
export function newOrder(id: string, booking: BookingRecord, event: Pick<EventRecord, 'price' | 'sessions' | 'endsAt'>, now: Date, holdMs: number): OrderRecord {
  const seats = seatsOf(booking);
  return {
    id,
    uid: booking.uid,
    eventSlug: booking.eventSlug,
    bookingId: booking.id,
    ...(seats !== 1 ? { seats } : {}),
    amountCents: event.price.amountCents * seats,
    currency: event.price.currency,
    status: 'RESERVED',
    holdUntil: new Date(now.getTime() + holdMs),
    refundAttempts: 0,
    createdAt: now,
    updatedAt: now,
    log: [{ at: now, from: null, to: 'RESERVED', note: holdMs === CHECKOUT_HOLD_MS ? 'seat held for checkout' : 'moved up from the waitlist' }],
  };
}

/** A waitlist place moved up into freed seats, with the order that holds them in a paid event. */
export interface Promotion {
  booking: BookingRecord;
  order: OrderRecord | null;
}

/**
 * A waitlist place promoted into freed seats (`seats` of them, fewer than it waited for only when its person takes
 * fewer): confirmed for a free event, held with an order for a paid one.
 */
export function promote(waiting: BookingRecord, event: EventRecord, now: Date, orderId: string, seats = seatsOf(waiting)): Promotion {
  const seated = withSeats(waiting, seats);
  if (!isPaidEvent(event)) return { booking: { ...seated, status: 'CONFIRMED', updatedAt: now }, order: null };
  const booking: BookingRecord = { ...seated, status: 'HELD', orderId, updatedAt: now };
  const order = newOrder(orderId, booking, event, now, PROMOTED_HOLD_MS);
  const closes = bookingClosesAt(event).getTime();
  return { booking, order: order.holdUntil.getTime() > closes ? { ...order, holdUntil: new Date(Math.max(now.getTime(), closes)) } : order };
}

/**
 * Who of the waitlist moves up when seats come free, with `free` the seats the event has then (those left before and
 * those just freed). The places are walked in the order they were taken: a place whose seats fit is promoted with all
 * of them; one that wants more takes the seats there are when its person said fewer will do, and otherwise keeps its
 * place while the next is looked at; until no seat is free. Answers the promotions and the seats still free.
 */
export function promoteWaiting(
  waiting: readonly BookingRecord[],
  free: number,
  event: EventRecord,
  now: Date,
  newId: () => string,
): { promotions: Promotion[]; seatsLeft: number } {
  const promotions: Promotion[] = [];
  let left = free;
  for (const place of [...waiting].sort(byTakenAt)) {
    if (left <= 0) break;
    if (place.status !== 'WAITLISTED') continue;
    const wanted = seatsOf(place);
    const seats = wanted <= left ? wanted : place.acceptFewer ? left : 0;
    if (seats === 0) continue;
    promotions.push(promote(place, event, now, isPaidEvent(event) ? newId() : '', seats));
    left -= seats;
  }
  return { promotions, seatsLeft: left };
}

/** The waitlist's order: who came first (createdAt), then by id. */
const byTakenAt = (a: BookingRecord, b: BookingRecord): number => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function bookingClosesAt(event: Pick<EventRecord, 'sessions' | 'endsAt'>): Date {
  return event.sessions.length > 1 ? event.sessions[0]!.startsAt : event.endsAt;
}

/** An open order whose held seat its person gave up (cancelled through the booking). */
export function cancelledOrder(order: OrderRecord, now: Date): OrderRecord {
  return { ...order, status: 'CANCELLED', updatedAt: now, log: [...order.log, { at: now, from: order.status, to: 'CANCELLED', note: 'booking cancelled' }] };
}

/**
 * A paid order split for seats given up in time: the new order pays for `seats` of the order's seats and is refunded on
 * its own (REFUND_PENDING, `partOf` the order, with the order's payment, so the refund sweep refunds its card part
 * under its own idempotency key, reverses its share of a top-up and a receipt's credit note names it); the order keeps
 * the rest. Every amount (the price, the discount, the voucher's and the card's parts, the platform's fee, the
 * application fee and the top-up) is split pro rata, in whole cents that add up exactly to the order's. `reason` is
 * the child's refundReason. Throws when `seats` is not between 1 and one less than the order's seats, or the order is
 * not paid.
 */
export function splitOrder(order: OrderRecord, seats: number, now: Date, newId: () => string, reason: string): { parent: OrderRecord; child: OrderRecord } {
  const total = orderSeats(order);
  if (!Number.isInteger(seats) || seats < 1 || seats >= total) throw new Error(`Order ${order.id} of ${total} seats cannot be split for ${seats}`);
  if (order.status !== 'COMPLETED') throw new Error(`Order ${order.id} is ${order.status}, not paid`);
  const share = (cents: number) => Math.round((cents * seats) / total);
  // What was paid, by whom: the discount, the voucher and the card; their shares add up to the seats' price exactly.
  const [discountCents, voucherCents, card] = apportion([order.discount?.cents ?? 0, order.voucher?.cents ?? 0, cardCents(order)], seats, total);
  const childAmount = discountCents! + voucherCents! + card!;
  const childPayee = order.payee && {
    ...order.payee,
    feeCents: share(order.payee.feeCents),
    ...(order.payee.applicationFeeCents !== undefined ? { applicationFeeCents: share(order.payee.applicationFeeCents) } : {}),
    ...(order.payee.topUpCents !== undefined ? { topUpCents: share(order.payee.topUpCents) } : {}),
  };
  const id = newId();
  const { checkoutUrl: _url, sessionId: _session, refundId: _refund, ...paid } = order;
  const child: OrderRecord = {
    ...paid,
    id,
    seats,
    partOf: order.id,
    amountCents: childAmount,
    ...(order.discount ? { discount: { ...order.discount, cents: discountCents! } } : {}),
    ...(order.voucher ? { voucher: { ...order.voucher, cents: voucherCents! } } : {}),
    ...(childPayee ? { payee: childPayee } : {}),
    status: 'REFUND_PENDING',
    refundReason: reason,
    refundAttempts: 0,
    createdAt: now,
    updatedAt: now,
    log: [{ at: now, from: 'COMPLETED', to: 'REFUND_PENDING', note: `${seats} of ${total} seats of order ${order.id} given up: refund` }],
  };
  const rest = total - seats;
  const parentPayee = order.payee && {
    ...order.payee,
    feeCents: order.payee.feeCents - childPayee!.feeCents,
    ...(order.payee.applicationFeeCents !== undefined ? { applicationFeeCents: order.payee.applicationFeeCents - childPayee!.applicationFeeCents! } : {}),
    ...(order.payee.topUpCents !== undefined ? { topUpCents: order.payee.topUpCents - childPayee!.topUpCents! } : {}),
  };
  const { seats: _seats, ...unsized } = order;
  const parent: OrderRecord = {
    ...unsized,
    ...(rest !== 1 ? { seats: rest } : {}),
    amountCents: order.amountCents - childAmount,
    ...(order.discount ? { discount: { ...order.discount, cents: order.discount.cents - discountCents! } } : {}),
    ...(order.voucher ? { voucher: { ...order.voucher, cents: order.voucher.cents - voucherCents! } } : {}),
    ...(parentPayee ? { payee: parentPayee } : {}),
    updatedAt: now,
    log: [...order.log, { at: now, from: 'COMPLETED', to: 'COMPLETED', note: `${seats} seats given up, refunded as order ${id}` }],
  };
  return { parent, child };
}

/**
 * The shares of `seats` of `total` seats in each of `parts` (whole cents), adding up exactly to the share of their
 * sum when that is whole (the seats' price is): each share rounded down, the cents left over going to the parts
 * with the largest remainders. No share exceeds its part.
 */
export function apportion(parts: readonly number[], seats: number, total: number): number[] {
  const exact = parts.map((cents) => (cents * seats) / total);
  const shares = exact.map(Math.floor);
  const whole = Math.round(exact.reduce((sum, x) => sum + x, 0));
  const byRemainder = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  const short = whole - shares.reduce((sum, x) => sum + x, 0);
  for (const [, i] of byRemainder.slice(0, short)) shares[i] = shares[i]! + 1;
  return shares;
}

/**
 * The editors' list groups the states: open (seat held, unpaid), paid, refunds (pending, done or failed) and ended
 * (the hold ran out or was given up).
 */
export const ORDER_STATUS_GROUPS = {
  OPEN: ['RESERVED', 'AWAITING_PAYMENT'],
  PAID: ['COMPLETED'],
  REFUNDS: ['REFUND_PENDING', 'REFUNDED', 'REFUND_FAILED'],
  ENDED: ['EXPIRED', 'CANCELLED'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderStatusGroup = keyof typeof ORDER_STATUS_GROUPS;

/** An order's open states: the seat is held, unpaid. */
export const isHolding = (status: OrderStatus): boolean => status === 'RESERVED' || status === 'AWAITING_PAYMENT';

/**
 * Whether a change may release the order's seats (to the waitlist): only then does a store read the event's waitlist,
 * so that the other changes (a checkout opened, a code applied, a refund's progress) neither read it nor, in
 * Firestore, conflict with every place taken on it.
 */
export const mayReleaseSeats = (change: OrderChange): boolean => change.kind === 'PAID' || change.kind === 'EXPIRE' || change.kind === 'CANCEL' || change.kind === 'REFUND';

/** What the stores read in the transaction. */
export interface OrderState {
  order: OrderRecord;
  booking: BookingRecord | null;
  event: EventRecord | null;
  /** The event's waitlisted bookings (promoteWaiting walks them by createdAt, id); none need be read unless mayReleaseSeats. */
  waiting: readonly BookingRecord[];
  /** The voucher the change applies, or the one paying part of the order (null when neither). */
  voucher?: VoucherRecord | null;
  /** The promo code the change applies, or the order's (null when neither). */
  promo?: PromoCodeRecord | null;
}

/** What the stores write: the changed order and booking, the seat count's change, the waitlist places promoted. */
export interface OrderPlan {
  order: OrderRecord;
  booking: BookingRecord | null;
  /** Added to the event's seatsLeft: the released seats that nobody waiting took, less the seats left before that the waiting took. */
  seatsDelta: number;
  /** The waitlist places that moved up into the released seats, in the order they waited. */
  promotions: Promotion[];
  /** False when the change does not apply to the order's state (a replayed or out-of-order event): nothing is written. */
  changed: boolean;
  /** The voucher and promo code as they are to be written (a use taken or given back), or null when unchanged. */
  voucher?: VoucherRecord | null;
  promo?: PromoCodeRecord | null;
  /** Why an APPLY_PROMO or APPLY_VOUCHER changed nothing. */
  refusal?: CodeRefusal;
}

/**
 * The rules of an order's life. Changes that do not apply to the current state change nothing (`changed: false`),
 * so a replayed or late event is harmless: a payment for an order whose hold already ended is refunded, never
 * counted as a seat; an expiry after the payment does nothing.
 */
export function planOrderChange(state: OrderState, change: OrderChange, now: Date, newOrderId: () => string): OrderPlan {
  const { order, booking } = state;
  const unchanged: OrderPlan = { order, booking, seatsDelta: 0, promotions: [], changed: false };
  const to = (status: OrderStatus, note: string, fields: Partial<OrderRecord> = {}): OrderRecord => ({
    ...order,
    ...fields,
    status,
    updatedAt: now,
    log: [...order.log, { at: now, from: order.status, to: status, note }],
  });
  /**
   * The held or paid seats go to the people waiting (promoteWaiting), the rest back to the event (to nobody waiting
   * for a cancelled event); the voucher's part goes back to its balance and the promo code's use is given back.
   */
  const release = (next: OrderRecord): OrderPlan => {
    const active = booking && booking.status !== 'CANCELLED' && booking.status !== 'WAITLISTED';
    const cancelled = booking && booking.status !== 'CANCELLED' ? { ...booking, status: 'CANCELLED' as const, updatedAt: now } : booking;
    const givenBack = {
      voucher: order.voucher && state.voucher ? credited(state.voucher, order.voucher.cents, order.id, now, next.status === 'REFUND_PENDING' ? 'seat refunded' : 'seat not paid') : null,
      promo: order.discount && state.promo ? withoutUse(state.promo, order.id, now) : null,
    };
    if (!active || !state.event) return { order: next, booking: cancelled, seatsDelta: 0, promotions: [], changed: true, ...givenBack };
    const freed = seatsOf(booking);
    if (state.event.status === 'CANCELLED') return { order: next, booking: cancelled, seatsDelta: freed, promotions: [], changed: true, ...givenBack };
    const before = state.event.seatsLeft;
    const { promotions, seatsLeft } = promoteWaiting(state.waiting, before + freed, state.event, now, newOrderId);
    return { order: next, booking: cancelled, seatsDelta: seatsLeft - before, promotions, changed: true, ...givenBack };
  };
  const refuse = (refusal: CodeRefusal): OrderPlan => ({ ...unchanged, refusal });

  switch (change.kind) {
    case 'CHECKOUT_OPENED':
      if (order.status !== 'RESERVED') return unchanged;
      return {
        ...unchanged,
        changed: true,
        order: to('AWAITING_PAYMENT', 'checkout opened', {
          provider: change.provider,
          sessionId: change.sessionId,
          checkoutUrl: change.checkoutUrl,
          ...(change.payee ? { payee: change.payee } : {}),
        }),
      };
    case 'CHECKOUT_CLOSED': {
      if (order.status !== 'AWAITING_PAYMENT') return unchanged;
      const { sessionId: _session, checkoutUrl: _url, payee: _payee, ...rest } = to('RESERVED', 'checkout closed to change the amount');
      return { ...unchanged, changed: true, order: rest };
    }
    case 'APPLY_PROMO': {
      if (order.status !== 'RESERVED' || !booking || booking.status !== 'HELD') return refuse('ORDER_NOT_OPEN');
      if (order.discount) return refuse('ONE_CODE_PER_ORDER');
      const promo = state.promo;
      if (!promo || !state.event) return refuse('CODE_INACTIVE');
      const refusal = promoRefusal(promo, state.event, order.uid, now);
      if (refusal) return refuse(refusal);
      // A discount leaves nothing to pay or at least the card's smallest charge.
      const full = discountCents(promo.discount, order.amountCents);
      const left = order.amountCents - full;
      const cents = left > 0 && left < SMALLEST_CARD_CHARGE_CENTS ? Math.max(0, order.amountCents - SMALLEST_CARD_CHARGE_CENTS) : full;
      const discount: OrderDiscount = { promoKey: promo.key, code: promo.code, cents, fundedBy: fundedBy(promo) };
      // A voucher applied before pays at most what is left; the rest goes back to its balance.
      const over = order.voucher ? Math.max(0, order.voucher.cents - (order.amountCents - cents)) : 0;
      const voucherPart = order.voucher && over > 0 ? { ...order.voucher, cents: order.voucher.cents - over } : order.voucher;
      return {
        ...unchanged,
        changed: true,
        order: to('RESERVED', `promo code ${promo.code}: −${cents}`, { discount, ...(voucherPart ? { voucher: voucherPart } : {}) }),
        promo: withUse(promo, { orderId: order.id, uid: order.uid, at: now }),
        voucher: over > 0 && state.voucher ? credited(state.voucher, over, order.id, now, 'less to pay after a discount') : null,
      };
    }
    case 'APPLY_VOUCHER': {
      if (order.status !== 'RESERVED' || !booking || booking.status !== 'HELD') return refuse('ORDER_NOT_OPEN');
      if (order.voucher) return refuse('ONE_VOUCHER_PER_ORDER');
      const voucher = state.voucher;
      if (!voucher || voucher.status !== 'ACTIVE') return refuse('VOUCHER_NOT_ACTIVE');
      if (!isRedeemable(voucher, now)) return refuse('VOUCHER_USED_UP');
      const due = cardCents(order);
      if (due <= 0) return refuse('NOTHING_TO_PAY');
      // The card cannot take less than its smallest charge: a rest below it is left bigger, the voucher paying less.
      const rest = due - Math.min(due, voucher.balanceCents);
      const cents = rest > 0 && rest < SMALLEST_CARD_CHARGE_CENTS ? due - SMALLEST_CARD_CHARGE_CENTS : due - rest;
      if (cents <= 0) return refuse('CARD_REST_TOO_SMALL');
      return {
        ...unchanged,
        changed: true,
        order: to('RESERVED', `voucher …${voucher.code.slice(-4)}: ${cents}`, { voucher: { voucherId: voucher.id, codeHint: voucher.code.slice(-4), cents } }),
        voucher: debited(voucher, cents, order.id, now),
      };
    }
    case 'TOP_UP_TRANSFERRED':
      if (!order.payee || order.payee.topUpTransferId) return unchanged;
      return { ...unchanged, changed: true, order: { ...order, payee: { ...order.payee, topUpTransferId: change.transferId }, updatedAt: now } };
    case 'PAID': {
      if (order.paymentId === change.paymentId || !['RESERVED', 'AWAITING_PAYMENT', 'EXPIRED', 'CANCELLED'].includes(order.status)) return unchanged;
      const paid = { paymentId: change.paymentId, paidAt: now };
      // The card pays what the discount and the voucher left (nothing when the voucher paid all).
      const matches = change.amountCents === cardCents(order) && (change.amountCents === 0 || change.currency.toUpperCase() === order.currency.toUpperCase());
      // A hold paid after its event was cancelled (a checkout finished before its session was ended) is no seat.
      const cancelled = state.event?.status === 'CANCELLED';
      if (isHolding(order.status) && booking?.status === 'HELD' && matches && !cancelled) {
        const payee = change.payee && !order.payee ? { payee: change.payee } : {};
        return { ...unchanged, changed: true, order: to('COMPLETED', 'paid', { ...paid, ...payee }), booking: { ...booking, status: 'CONFIRMED', updatedAt: now } };
      }
      const [why, refundReason] = !matches
        ? [`paid ${change.amountCents} ${change.currency}, not the order's amount`, 'AMOUNT_MISMATCH']
        : cancelled
          ? ['paid after the event was cancelled', eventCancelledReason(state.event?.minimum?.outcome === 'CALLED_OFF' ? 'MINIMUM_NOT_REACHED' : '')]
          : ['late payment: the hold had ended', 'LATE_PAYMENT'];
      const next = to('REFUND_PENDING', why, { ...paid, refundReason });
      // A payment of the wrong amount while the seat is held releases the seat too: the order cannot complete.
      return isHolding(order.status) ? release(next) : { ...unchanged, changed: true, order: next };
    }
    case 'EXPIRE':
      if (!isHolding(order.status)) return unchanged;
      return release(to('EXPIRED', 'hold ended unpaid'));
    case 'CANCEL':
      if (!isHolding(order.status)) return unchanged;
      return release(to('CANCELLED', 'checkout cancelled'));
    case 'REFUND':
      if (order.status !== 'COMPLETED') return unchanged;
      return release(to('REFUND_PENDING', `refund: ${change.reason}`, { refundReason: change.reason }));
    case 'RETRY_REFUND':
      if (order.status !== 'REFUND_FAILED') return unchanged;
      return { ...unchanged, changed: true, order: to('REFUND_PENDING', `refund retried: ${change.note}`, { refundAttempts: 0 }) };
    case 'REFUNDED':
      if (order.status !== 'REFUND_PENDING') return unchanged;
      return { ...unchanged, changed: true, order: to('REFUNDED', 'refunded', { refundId: change.refundId }) };
    case 'REFUND_ATTEMPT_FAILED': {
      if (order.status !== 'REFUND_PENDING') return unchanged;
      const attempts = order.refundAttempts + 1;
      if (attempts < REFUND_ATTEMPTS) return { ...unchanged, changed: true, order: { ...order, refundAttempts: attempts, updatedAt: now } };
      return { ...unchanged, changed: true, order: to('REFUND_FAILED', `refund failed ${attempts} times: ${change.error.slice(0, 200)}`, { refundAttempts: attempts }) };
    }
  }
}
