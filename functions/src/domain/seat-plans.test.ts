import { describe, expect, it } from 'vitest';
import { CHECKOUT_HOLD_MS, newOrder, PROMOTED_HOLD_MS, type OrderRecord } from './payments.js';
import type { BookingRecord, EventRecord } from './records.js';
import { idsInOrder, SAMPLE_BOOKED_AT, sampleBooking } from './sample-booking.fixture.js';
import { sampleCourse } from './sample-course.fixture.js';
import { ConflictError, NotFoundError } from './repositories.js';
import {
  cancellationReads,
  planBooking,
  planCancellation,
  planEventRefunds,
  planImportedBooking,
  planOrderChangeResult,
  repeatedOrderChange,
  type BookingState,
  type CancellationState,
} from './seat-plans.js';

const HOUR = 3_600_000;
const now = SAMPLE_BOOKED_AT;
const later = new Date(now.getTime() + HOUR);
const paid = { price: { amountCents: 4500, currency: 'EUR' } };
const booking = sampleBooking;
const ids = idsInOrder;

describe('planBooking', () => {
  const state = (event: EventRecord | null, fields: Partial<BookingState> = {}): BookingState => ({
    eventSlug: 'drehen',
    uid: 'anna',
    event,
    active: null,
    activeOrder: null,
    ...fields,
  });

  it('confirms a seat of a free event and takes it from the count', () => {
    const { result, seatsDelta } = planBooking(state(sampleCourse()), now, ids());
    expect(result).toEqual({ booking: expect.objectContaining({ uid: 'anna', eventSlug: 'drehen', status: 'CONFIRMED', createdAt: now }), existing: false, order: null });
    expect(result.booking.orderId).toBeUndefined();
    expect(seatsDelta).toBe(-1);
  });

  it('holds a seat of a paid event with a new order for the checkout', () => {
    const { result, seatsDelta } = planBooking(state(sampleCourse(paid)), now, ids());
    expect(result.booking).toMatchObject({ status: 'HELD', orderId: result.order?.id });
    expect(result.order).toMatchObject({ bookingId: result.booking.id, uid: 'anna', amountCents: 4500, status: 'RESERVED', holdUntil: new Date(now.getTime() + CHECKOUT_HOLD_MS) });
    expect(result.order?.id).not.toBe(result.booking.id);
    expect(seatsDelta).toBe(-1);
  });

  it('puts the person on the waitlist of a full event, without an order even when it is paid', () => {
    const { result, seatsDelta } = planBooking(state(sampleCourse({ ...paid, seatsLeft: 0 })), now, ids());
    expect(result).toMatchObject({ booking: { status: 'WAITLISTED' }, existing: false, order: null });
    expect(result.booking.orderId).toBeUndefined();
    expect(seatsDelta).toBe(0);
  });

  it('returns the active booking and its order unchanged, writing nothing', () => {
    const active = booking('b1', 'HELD', { uid: 'anna', orderId: 'o1' });
    const activeOrder = newOrder('o1', active, sampleCourse(paid), now, CHECKOUT_HOLD_MS);
    const plan = planBooking(state(sampleCourse(paid), { active, activeOrder }), later, ids());
    expect(plan).toEqual({ result: { booking: active, existing: true, order: activeOrder }, seatsDelta: 0 });
  });

  it('refuses a missing or unpublished event as not found', () => {
    expect(() => planBooking(state(null), now, ids())).toThrow(NotFoundError);
    expect(() => planBooking(state(sampleCourse({ published: false })), now, ids())).toThrow(NotFoundError);
  });

  it('refuses an event that takes no bookings with its reason, even to someone already booked', () => {
    const refused = (event: EventRecord, fields: Partial<BookingState> = {}) => {
      try {
        planBooking(state(event, fields), now, ids());
      } catch (error) {
        return error instanceof ConflictError ? error.code : error;
      }
      return null;
    };
    expect(refused(sampleCourse({ registration: 'DROP_IN' }))).toBe('NO_BOOKING');
    expect(refused(sampleCourse({ status: 'CANCELLED' }), { active: booking('b1', 'CONFIRMED', { uid: 'anna' }) })).toBe('EVENT_CLOSED');
  });
});

describe('cancellationReads', () => {
  it('reads a held seat’s order and the waitlist', () => {
    const held = booking('b1', 'HELD', { orderId: 'o1' });
    expect(cancellationReads('b1', held)).toEqual({ held, orderId: 'o1', waiting: true });
  });

  it('reads the waitlist but no order for a confirmed seat, even a paid one', () => {
    expect(cancellationReads('b1', booking('b1', 'CONFIRMED', { orderId: 'o1' }))).toMatchObject({ orderId: null, waiting: true });
  });

  it('reads neither for a place on the waitlist', () => {
    expect(cancellationReads('b1', booking('b1', 'WAITLISTED'))).toMatchObject({ orderId: null, waiting: false });
  });

  it('refuses a missing booking and one cancelled already', () => {
    expect(() => cancellationReads('b1', null)).toThrow(NotFoundError);
    expect(() => cancellationReads('b1', booking('b1', 'CANCELLED'))).toThrow(expect.objectContaining({ code: 'ALREADY_CANCELLED' }));
  });
});

describe('planCancellation', () => {
  const state = (held: BookingRecord, fields: Partial<CancellationState> = {}): CancellationState => ({
    held,
    event: sampleCourse({ seatsLeft: 0 }),
    order: null,
    waiting: [],
    ...fields,
  });

  it('gives a confirmed seat back to the event when nobody waits', () => {
    const plan = planCancellation(state(booking('b1', 'CONFIRMED')), later, ids());
    expect(plan).toEqual({
      result: { booking: booking('b1', 'CANCELLED', { updatedAt: later }), promotions: [], seatsLeft: { before: 0, after: 1 } },
      cancelledOrder: null,
      seatsDelta: 1,
    });
  });

  it('confirms the first person waiting for a free event, the count unchanged', () => {
    const plan = planCancellation(state(booking('b1', 'CONFIRMED'), { waiting: [booking('w1', 'WAITLISTED')] }), later, ids());
    expect(plan.result).toMatchObject({ promotions: [{ booking: { id: 'w1', status: 'CONFIRMED', updatedAt: later }, order: null }], seatsLeft: { before: 0, after: 0 } });
    expect(plan.seatsDelta).toBe(0);
  });

  it('cancels a held seat’s open order and holds the seat for the first person waiting with an order of their own', () => {
    const event = sampleCourse({ ...paid, seatsLeft: 0 });
    const held = booking('b1', 'HELD', { orderId: 'o1' });
    const order = newOrder('o1', held, event, now, CHECKOUT_HOLD_MS);
    const plan = planCancellation(state(held, { event, order, waiting: [booking('w1', 'WAITLISTED')] }), later, ids());
    expect(plan.cancelledOrder).toMatchObject({ id: 'o1', status: 'CANCELLED', updatedAt: later });
    expect(plan.cancelledOrder?.log.at(-1)).toMatchObject({ from: 'RESERVED', to: 'CANCELLED', note: 'booking cancelled' });
    expect(plan.result.promotions).toHaveLength(1);
    expect(plan.result.promotions[0]?.booking).toMatchObject({ id: 'w1', status: 'HELD', orderId: 'id-1' });
    expect(plan.result.promotions[0]?.order).toMatchObject({ id: 'id-1', bookingId: 'w1', status: 'RESERVED', holdUntil: new Date(later.getTime() + PROMOTED_HOLD_MS) });
    expect(plan.seatsDelta).toBe(0);
  });

  it('leaves a held seat’s order alone once it is no longer open', () => {
    const held = booking('b1', 'HELD', { orderId: 'o1' });
    const order: OrderRecord = { ...newOrder('o1', held, sampleCourse(paid), now, CHECKOUT_HOLD_MS), status: 'EXPIRED' };
    expect(planCancellation(state(held, { order }), later, ids()).cancelledOrder).toBeNull();
  });

  it('frees nothing for a place on the waitlist', () => {
    const plan = planCancellation(state(booking('b1', 'WAITLISTED'), { waiting: [booking('w2', 'WAITLISTED')] }), later, ids());
    expect(plan.result).toMatchObject({ booking: { status: 'CANCELLED' }, promotions: [], seatsLeft: { before: 0, after: 0 } });
    expect(plan.seatsDelta).toBe(0);
  });

  it('promotes nobody and counts nothing when the event is gone', () => {
    const plan = planCancellation(state(booking('b1', 'CONFIRMED'), { event: null, waiting: [booking('w1', 'WAITLISTED')] }), later, ids());
    expect(plan.result).toMatchObject({ promotions: [], seatsLeft: null });
  });
});

describe('order changes', () => {
  const event = sampleCourse({ ...paid, seatsLeft: 0 });
  const held = booking('b1', 'HELD', { orderId: 'o1' });
  const order = newOrder('o1', held, event, now, CHECKOUT_HOLD_MS);

  it('answers a provider’s event applied before with nothing changed', () => {
    expect(repeatedOrderChange(order, held)).toEqual({ order, booking: held, seatsDelta: 0, promotions: [], changed: false, before: 'RESERVED', duplicateEvent: true });
  });

  it('applies planOrderChange, names the state before and the booking to write', () => {
    const { result, changedBooking } = planOrderChangeResult({ order, booking: held, event, waiting: [] }, { kind: 'EXPIRE' }, later, ids());
    expect(result).toMatchObject({ order: { status: 'EXPIRED' }, booking: { status: 'CANCELLED' }, seatsDelta: 1, changed: true, before: 'RESERVED', duplicateEvent: false });
    expect(changedBooking).toBe(result.booking);
  });

  it('names no booking to write when the change leaves it as it was', () => {
    const opened = { kind: 'CHECKOUT_OPENED', provider: 'test', sessionId: 's1', checkoutUrl: 'https://pay.example/s1' } as const;
    const { result, changedBooking } = planOrderChangeResult({ order, booking: held, event, waiting: [] }, opened, later, ids());
    expect(result).toMatchObject({ order: { status: 'AWAITING_PAYMENT' }, booking: held, changed: true });
    expect(changedBooking).toBeNull();
  });
});

describe('planEventRefunds', () => {
  const cancelled = sampleCourse({ ...paid, status: 'CANCELLED', seatsLeft: 6 });
  const seat = (id: string) => {
    const seated = booking(id, 'CONFIRMED', { orderId: `o-${id}` });
    const order: OrderRecord = { ...newOrder(`o-${id}`, seated, cancelled, now, CHECKOUT_HOLD_MS), status: 'COMPLETED' };
    return { order, booking: seated };
  };

  it('refunds every paid order, cancels its booking and frees its seat for nobody', () => {
    const plan = planEventRefunds('drehen', cancelled, [seat('b1'), seat('b2')], { reason: 'EVENT_CANCELLED: Ofen kaputt', at: later }, ids());
    expect(plan.seatsFreed).toBe(2);
    expect(plan.refunds.map(({ result }) => [result.order.status, result.order.refundReason, result.promotions])).toEqual([
      ['REFUND_PENDING', 'EVENT_CANCELLED: Ofen kaputt', []],
      ['REFUND_PENDING', 'EVENT_CANCELLED: Ofen kaputt', []],
    ]);
    expect(plan.refunds.map(({ changedBooking }) => changedBooking?.status)).toEqual(['CANCELLED', 'CANCELLED']);
  });

  it('writes no booking that is cancelled already and skips orders that are not paid', () => {
    const gone = { ...seat('b1'), booking: booking('b1', 'CANCELLED', { orderId: 'o-b1' }) };
    const refunded = { ...seat('b2'), order: { ...seat('b2').order, status: 'REFUNDED' as const } };
    const plan = planEventRefunds('drehen', cancelled, [gone, refunded], { reason: 'x', at: later }, ids());
    expect(plan.refunds).toHaveLength(1);
    expect(plan.refunds[0]?.changedBooking).toBeNull();
    expect(plan.seatsFreed).toBe(0);
  });

  it('refuses to refund an event that is not cancelled', () => {
    expect(() => planEventRefunds('drehen', sampleCourse(paid), [seat('b1')], { reason: 'x', at: later }, ids())).toThrow(/only when it is cancelled/);
  });
});

describe('planImportedBooking', () => {
  const event = sampleCourse(paid);
  const seated = booking('g1', 'CONFIRMED', { orderId: 'o-g1' });
  const order: OrderRecord = { ...newOrder('o-g1', seated, event, now, CHECKOUT_HOLD_MS), status: 'COMPLETED' };

  it('stores a booking that is not stored yet', () => {
    expect(planImportedBooking(seated, order, event, null)).toBe('NEW');
    expect(planImportedBooking(booking('g2', 'CONFIRMED'), undefined, sampleCourse(), null)).toBe('NEW');
  });

  it('adds only the order to the same person’s stored confirmed seat without one', () => {
    expect(planImportedBooking(seated, order, event, { status: 'CONFIRMED', uid: seated.uid })).toBe('ORDER');
  });

  it('writes nothing over a stored booking that has its order, is someone else’s or is not confirmed', () => {
    expect(planImportedBooking(seated, order, event, { status: 'CONFIRMED', uid: seated.uid, orderId: 'o-g1' })).toBeNull();
    expect(planImportedBooking(seated, order, event, { status: 'CONFIRMED', uid: 'someone-else' })).toBeNull();
    expect(planImportedBooking(seated, order, event, { status: 'CANCELLED', uid: seated.uid })).toBeNull();
    expect(planImportedBooking(booking('g2', 'CONFIRMED'), undefined, sampleCourse(), { status: 'CONFIRMED', uid: 'uid-g2' })).toBeNull();
  });

  it('refuses a paid seat without its paid order', () => {
    expect(() => planImportedBooking(seated, undefined, event, null)).toThrow(expect.objectContaining({ code: 'WRONG_STATE' }));
    expect(() => planImportedBooking(seated, { ...order, status: 'RESERVED' }, event, null)).toThrow(ConflictError);
  });
});
