// Several seats per booking, the pure rules: a request checked, a waitlist walked for the seats that come free, a paid
// order split for seats given up in time (every cent accounted for), and some seats of a booking given up.
import { describe, expect, it } from 'vitest';
import { activeSeatNumbers, withSeats } from './group-bookings.js';
import { apportion, cardCents, CHECKOUT_HOLD_MS, newOrder, planOrderChange, promoteWaiting, splitOrder, type OrderRecord } from './payments.js';
import type { BookingRecord } from './records.js';
import { idsInOrder, SAMPLE_BOOKED_AT, sampleBooking } from './sample-booking.fixture.js';
import { sampleCourse } from './sample-course.fixture.js';
import { sampleVoucher } from './sample-voucher.fixture.js';
import { checkedSeatRequest, planBooking, planSeatCancellation, withoutSeats, type SeatCancellationState } from './seat-plans.js';

const HOUR = 3_600_000;
const now = SAMPLE_BOOKED_AT;
const later = new Date(now.getTime() + HOUR);
const price = { price: { amountCents: 4500, currency: 'EUR' } };
const booking = sampleBooking;
const ids = idsInOrder;

describe('checkedSeatRequest', () => {
  const event = sampleCourse({ capacity: 8, maxSeatsPerBooking: 3 });

  it('keeps the seats asked for, trimmed names and acceptFewer', () => {
    expect(checkedSeatRequest({ seats: 2, names: [' Ada ', ''], acceptFewer: true }, event)).toEqual({ seats: 2, names: ['Ada', ''], acceptFewer: true });
    expect(checkedSeatRequest({ seats: 1, names: ['  '] }, event)).toEqual({ seats: 1 });
  });

  it('refuses more seats than one booking takes, no seats, fractions and names that do not fit', () => {
    expect(() => checkedSeatRequest({ seats: 4 }, event)).toThrow(expect.objectContaining({ code: 'TOO_MANY_SEATS' }));
    expect(() => checkedSeatRequest({ seats: 3 }, sampleCourse({ capacity: 2, maxSeatsPerBooking: 3 }))).toThrow(expect.objectContaining({ code: 'TOO_MANY_SEATS' }));
    for (const seats of [0, -1, 1.5, Number.NaN]) expect(() => checkedSeatRequest({ seats }, event)).toThrow(expect.objectContaining({ code: 'INVALID_SEATS' }));
    expect(() => checkedSeatRequest({ seats: 1, names: ['a', 'b'] }, event)).toThrow(expect.objectContaining({ code: 'INVALID_SEATS' }));
    expect(() => checkedSeatRequest({ seats: 1, names: ['x'.repeat(81)] }, event)).toThrow(expect.objectContaining({ code: 'INVALID_SEATS' }));
  });
});

describe('planBooking with several seats', () => {
  const state = (seatsLeft: number, fields = {}) => ({ eventSlug: 'drehen', uid: 'ada', event: sampleCourse({ seatsLeft, ...fields }), active: null, activeOrder: null });

  it('seats all of them while that many are left, with one order for all in a paid event', () => {
    const { result, seatsDelta } = planBooking(state(3, price), now, ids(), { seats: 3, names: ['Ada', 'Ben', ''] });
    expect(result.booking).toMatchObject({ status: 'HELD', seats: 3, seatNames: ['Ada', 'Ben', ''], orderId: 'id-1' });
    expect(result.order).toMatchObject({ id: 'id-1', seats: 3, amountCents: 13_500 });
    expect(seatsDelta).toBe(-3);
  });

  it('puts more seats than are left on the waitlist, with acceptFewer, and takes none', () => {
    const { result, seatsDelta } = planBooking(state(2), now, ids(), { seats: 3, acceptFewer: true });
    expect(result.booking).toMatchObject({ status: 'WAITLISTED', seats: 3, acceptFewer: true });
    expect([result.order, seatsDelta]).toEqual([null, 0]);
  });

  it('stores one seat as before: no seats field, no order field for seats', () => {
    const { result } = planBooking(state(2, price), now, ids());
    expect(result.booking).not.toHaveProperty('seats');
    expect(result.order).not.toHaveProperty('seats');
    expect(result.order?.amountCents).toBe(4500);
  });
});

describe('promoteWaiting', () => {
  const event = sampleCourse({ seatsLeft: 0 });
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
  const w = (id: string, minutes: number, fields: Partial<BookingRecord> = {}) => booking(id, 'WAITLISTED', { createdAt: at(minutes), ...fields });

  it('walks the waitlist by createdAt: a place that fits moves up whole, one that wants more keeps its place', () => {
    const waiting = [w('c', 3), w('a', 1, { seats: 3 }), w('b', 2, { seats: 2 })];
    const { promotions, seatsLeft } = promoteWaiting(waiting, 2, event, later, ids());
    expect(promotions.map((p) => [p.booking.id, p.booking.status, p.booking.seats])).toEqual([['b', 'CONFIRMED', 2]]);
    expect(seatsLeft).toBe(0);
  });

  it('gives the seats there are to a place whose person takes fewer, dropping the highest seats and their names', () => {
    const waiting = [w('a', 1, { seats: 4, acceptFewer: true, seatNames: ['A', 'B', 'C', 'D'] }), w('b', 2)];
    const { promotions, seatsLeft } = promoteWaiting(waiting, 3, event, later, ids());
    expect(promotions.map((p) => p.booking)).toEqual([{ ...waiting[0], seats: 3, seatNames: ['A', 'B', 'C'], status: 'CONFIRMED', updatedAt: later }]);
    expect(seatsLeft).toBe(0);
  });

  it('promotes several places while seats are free, each held with its own order for its seats in a paid event', () => {
    const paidEvent = sampleCourse({ ...price, seatsLeft: 0 });
    const { promotions, seatsLeft } = promoteWaiting([w('a', 1, { seats: 2 }), w('b', 2), w('c', 3, { seats: 2 })], 4, paidEvent, later, ids());
    expect(promotions.map((p) => [p.booking.id, p.booking.status, p.booking.orderId, p.order?.amountCents, p.order?.bookingId])).toEqual([
      ['a', 'HELD', 'id-1', 9000, 'a'],
      ['b', 'HELD', 'id-2', 4500, 'b'],
    ]);
    expect(seatsLeft).toBe(1);
  });

  it('promotes nobody without free seats', () => {
    expect(promoteWaiting([w('a', 1)], 0, event, later, ids())).toEqual({ promotions: [], seatsLeft: 0 });
  });
});

describe('an order change frees all of a booking’s seats', () => {
  it('gives them to the waiting and the rest back to the event', () => {
    const event = sampleCourse({ ...price, seatsLeft: 1 });
    const held = booking('h', 'HELD', { seats: 3, orderId: 'o' });
    const order = newOrder('o', held, event, now, CHECKOUT_HOLD_MS);
    const waiting = [booking('w1', 'WAITLISTED', { seats: 2 }), booking('w2', 'WAITLISTED', { seats: 5 })];
    const plan = planOrderChange({ order, booking: held, event, waiting }, { kind: 'EXPIRE' }, later, ids());
    expect(plan.promotions.map((p) => [p.booking.id, p.order?.seats])).toEqual([['w1', 2]]);
    // Three freed and one left: two to the first place, two back to the event.
    expect(plan.seatsDelta).toBe(1);
  });
});

describe('apportion', () => {
  it('splits parts pro rata in whole cents that add up to the share of their sum', () => {
    expect(apportion([100, 200, 300], 1, 3)).toEqual([33, 67, 100]);
    expect(apportion([1, 1, 2], 1, 4)).toEqual([0, 0, 1]);
    expect(apportion([2, 2, 0], 1, 4)).toEqual([1, 0, 0]);
  });

  it('never gives a part more than it has, and the shares always add up', () => {
    for (let total = 2; total <= 7; total++) {
      for (let seats = 1; seats < total; seats++) {
        for (const parts of [[0, 0, 4500 * total], [137, 2_000, 4500 * total - 2_137], [1, 1, total * 3 - 2]]) {
          const shares = apportion(parts, seats, total);
          const sum = parts.reduce((a, b) => a + b, 0);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(Math.round((sum * seats) / total));
          shares.forEach((share, i) => expect([share >= 0, share <= parts[i]!]).toEqual([true, true]));
        }
      }
    }
  });
});

describe('splitOrder', () => {
  const seated = booking('b', 'CONFIRMED', { seats: 3, orderId: 'o' });
  const paidOrder = (fields: Partial<OrderRecord> = {}): OrderRecord => ({
    ...newOrder('o', seated, sampleCourse(price), now, CHECKOUT_HOLD_MS),
    status: 'COMPLETED',
    provider: 'stripe',
    sessionId: 'cs_1',
    checkoutUrl: 'https://pay/cs_1',
    paymentId: 'pi_1',
    paidAt: now,
    ...fields,
  });

  it('splits off the seats given up into a REFUND_PENDING order of their own, partOf the paid one', () => {
    const { parent, child } = splitOrder(paidOrder(), 1, later, () => 'child', 'BOOKING_CANCELLED');
    expect(child).toMatchObject({ id: 'child', partOf: 'o', seats: 1, amountCents: 4500, status: 'REFUND_PENDING', refundReason: 'BOOKING_CANCELLED', paymentId: 'pi_1', provider: 'stripe', bookingId: 'b', refundAttempts: 0, createdAt: later });
    expect(child).not.toHaveProperty('sessionId');
    expect(child).not.toHaveProperty('checkoutUrl');
    expect(child.log).toEqual([{ at: later, from: 'COMPLETED', to: 'REFUND_PENDING', note: '1 of 3 seats of order o given up: refund' }]);
    expect(parent).toMatchObject({ id: 'o', seats: 2, amountCents: 9000, status: 'COMPLETED', sessionId: 'cs_1', updatedAt: later });
    expect(parent.log.at(-1)).toMatchObject({ from: 'COMPLETED', to: 'COMPLETED', note: '1 seats given up, refunded as order child' });
  });

  it('leaves one seat stored as one (no seats field) on the parent', () => {
    const { parent } = splitOrder(paidOrder(), 2, later, () => 'child', 'BOOKING_CANCELLED');
    expect(parent).not.toHaveProperty('seats');
    expect(parent.amountCents).toBe(4500);
  });

  it('splits the discount, the voucher, the card, the fee and the top-up pro rata, every cent accounted for', () => {
    const order = paidOrder({
      discount: { promoKey: 'k', code: 'ZEHN', cents: 1_351, fundedBy: 'PLATFORM' },
      voucher: { voucherId: 'v', codeHint: 'ABCD', cents: 5_003 },
      payee: { uid: 'org', accountId: 'acct', feeCents: 1_001, applicationFeeCents: 0, topUpCents: 4_007, topUpTransferId: 'tr_1' },
    });
    const { parent, child } = splitOrder(order, 1, later, () => 'child', 'BOOKING_CANCELLED');
    expect(child.amountCents).toBe(4500);
    expect(child.amountCents + parent.amountCents).toBe(order.amountCents);
    expect(child.discount!.cents + parent.discount!.cents).toBe(1_351);
    expect(child.voucher!.cents + parent.voucher!.cents).toBe(5_003);
    expect(cardCents(child) + cardCents(parent)).toBe(cardCents(order));
    expect([cardCents(child), cardCents(parent)].every((cents) => cents >= 0)).toBe(true);
    expect(child.payee!.feeCents + parent.payee!.feeCents).toBe(1_001);
    expect(child.payee!.topUpCents! + parent.payee!.topUpCents!).toBe(4_007);
    // The child's share of a top-up made is reversed from the same transfer.
    expect(child.payee!.topUpTransferId).toBe('tr_1');
    expect([child.discount!.promoKey, child.voucher!.voucherId]).toEqual(['k', 'v']);
  });

  it('refuses to split an order that is not paid, or for none or all of its seats', () => {
    expect(() => splitOrder({ ...paidOrder(), status: 'RESERVED' }, 1, later, ids(), 'x')).toThrow();
    expect(() => splitOrder(paidOrder(), 0, later, ids(), 'x')).toThrow();
    expect(() => splitOrder(paidOrder(), 3, later, ids(), 'x')).toThrow();
  });
});

describe('withSeats and withoutSeats', () => {
  it('give up seats by number, the others keeping theirs', () => {
    const three = booking('b', 'CONFIRMED', { seats: 3, seatNames: ['A', 'B', 'C'] });
    const reduced = withoutSeats(three, [1]);
    expect(reduced).toMatchObject({ seats: 2, cancelledSeats: [1], seatNames: ['A', 'B', 'C'] });
    expect(activeSeatNumbers(reduced)).toEqual([0, 2]);
    const one = withoutSeats(reduced, [0]);
    expect(one).not.toHaveProperty('seats');
    expect(activeSeatNumbers(one)).toEqual([2]);
  });

  it('refuse seats the booking does not hold, repeats and none', () => {
    const three = booking('b', 'CONFIRMED', { seats: 3, cancelledSeats: [1] });
    for (const given of [[1], [4], [0, 0], []]) expect(() => withoutSeats(three, given)).toThrow(expect.objectContaining({ code: 'NOT_A_SEAT' }));
  });

  it('withSeats drops the highest seats held, past a seat given up', () => {
    const place = booking('w', 'WAITLISTED', { seats: 3, cancelledSeats: [1], seatNames: ['A', 'B', 'C', 'D'] });
    const fewer = withSeats(place, 2);
    expect(activeSeatNumbers(fewer)).toEqual([0, 2]);
    expect(fewer.seatNames).toEqual(['A', 'B', 'C']);
  });
});

describe('planSeatCancellation', () => {
  const deadlineFar = sampleCourse({ ...price, seatsLeft: 0 });
  const seated = booking('b', 'CONFIRMED', { seats: 3, orderId: 'o' });
  const order: OrderRecord = { ...newOrder('o', seated, deadlineFar, now, CHECKOUT_HOLD_MS), status: 'COMPLETED', paymentId: 'pi', provider: 'stripe' };
  const state = (fields: Partial<SeatCancellationState> = {}): SeatCancellationState => ({ held: seated, event: deadlineFar, order, waiting: [], voucher: null, ...fields });

  it('splits a paid order in time, frees the seats for the waiting and the rest for the event', () => {
    const waiting = [booking('w', 'WAITLISTED', { seats: 1, createdAt: later })];
    const plan = planSeatCancellation(state({ waiting }), [0, 2], later, ids());
    expect(plan.result.booking).toMatchObject({ cancelledSeats: [0, 2], status: 'CONFIRMED', updatedAt: later });
    expect(activeSeatNumbers(plan.result.booking)).toEqual([1]);
    expect(plan.result).toMatchObject({ seats: [0, 2], refunded: true, refundOrder: { seats: 2, amountCents: 9000, partOf: 'o', status: 'REFUND_PENDING' }, order: { amountCents: 4500 } });
    expect(plan.orders.map((o) => o.id)).toEqual(['o', plan.result.refundOrder!.id]);
    expect(plan.result.promotions.map((p) => p.booking.id)).toEqual(['w']);
    expect([plan.seatsDelta, plan.result.seatsLeft]).toEqual([1, { before: 0, after: 1 }]);
  });

  it('gives the refunded seats’ voucher part back to the voucher at once', () => {
    const voucher = sampleVoucher({ id: 'v', balanceCents: 0 });
    const withVoucher = { ...order, voucher: { voucherId: 'v', codeHint: 'ABCD', cents: 6000 } };
    const plan = planSeatCancellation(state({ order: withVoucher, voucher }), [1], later, ids());
    expect(plan.voucher?.balanceCents).toBe(2000);
    expect(plan.voucher?.entries.at(-1)).toMatchObject({ cents: 2000, orderId: plan.result.refundOrder!.id });
  });

  it('gives paid seats up without a refund at or after the cancellation deadline', () => {
    const late = new Date(deadlineFar.startsAt.getTime() - HOUR);
    const plan = planSeatCancellation(state(), [1], late, ids());
    expect(plan.result).toMatchObject({ refunded: false, refundOrder: null, order });
    expect(plan.orders).toEqual([]);
    expect(plan.seatsDelta).toBe(1);
  });

  it('lets a free booking and a waitlist place give seats up; only a seated one frees them', () => {
    const free = sampleCourse({ seatsLeft: 0 });
    const confirmed = planSeatCancellation(state({ held: booking('f', 'CONFIRMED', { seats: 2 }), event: free, order: null }), [0], later, ids());
    expect([confirmed.result.refunded, confirmed.seatsDelta]).toEqual([null, 1]);
    const waiting = planSeatCancellation(state({ held: booking('f', 'WAITLISTED', { seats: 2 }), event: free, order: null }), [1], later, ids());
    expect([waiting.result.booking.seats, waiting.result.booking.cancelledSeats, waiting.seatsDelta]).toEqual([undefined, [1], 0]);
  });

  it('refuses some seats of a held booking; all of them cancel it as cancel does', () => {
    const held = booking('h', 'HELD', { seats: 2, orderId: 'o' });
    const open = newOrder('o', held, deadlineFar, now, CHECKOUT_HOLD_MS);
    expect(() => planSeatCancellation(state({ held, order: open }), [0], later, ids())).toThrow(expect.objectContaining({ code: 'PAY_OR_CANCEL_ALL' }));
    const all = planSeatCancellation(state({ held, order: open }), [0, 1], later, ids());
    expect(all.result).toMatchObject({ booking: { status: 'CANCELLED' }, order: { status: 'CANCELLED' }, refunded: null, seatsLeft: { before: 0, after: 2 } });
    expect(all.orders.map((o) => o.status)).toEqual(['CANCELLED']);
  });
});
