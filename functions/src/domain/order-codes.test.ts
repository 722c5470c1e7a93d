// The rules of an order a promo code lowers and a gift voucher pays in part: applying them, what the card pays, what
// goes back when the order ends unpaid or is refunded, a cancelled event's refunds through one voucher, and how the
// organiser's share travels (paymentSplit).
import { describe, expect, it } from 'vitest';
import { cardCents, newOrder, payableCents, planOrderChange, CHECKOUT_HOLD_MS, type OrderRecord, type OrderState } from './payments.js';
import { paymentSplit } from './payouts.js';
import { discountCents, promoRefusal, SITE_SCOPE } from './promo-codes.js';
import type { BookingRecord } from './records.js';
import { sampleCourse } from './sample-course.fixture.js';
import { samplePromoCode, sampleVoucher } from './sample-voucher.fixture.js';
import { planEventRefunds } from './seat-plans.js';
import { planVoucherChange, voucherValidUntil, withdrawalRefusal, type VoucherRecord } from './vouchers.js';

const now = new Date('2026-11-20T09:00:00.000Z');
const later = new Date(now.getTime() + 60_000);
const event = sampleCourse({ price: { amountCents: 6_000, currency: 'EUR' }, ownerUid: 'olga' });
const held: BookingRecord = { id: 'b1', eventSlug: 'drehen', uid: 'anna', status: 'HELD', orderId: 'o1', createdAt: now, updatedAt: now };
const order = (fields: Partial<OrderRecord> = {}): OrderRecord => ({ ...newOrder('o1', held, event, now, CHECKOUT_HOLD_MS), ...fields });
const ids = () => 'o-next';

// The sample voucher bought and paid `now`, with a code of its own, and the sample promo code.
const voucher = (fields: Partial<VoucherRecord> = {}): VoucherRecord =>
  sampleVoucher({ code: 'ABCDEFGHJKMNPQRST0', validUntil: voucherValidUntil(now), paidAt: now, createdAt: now, updatedAt: now, ...fields });
const promo = samplePromoCode;

const state = (fields: Partial<OrderState> = {}): OrderState => ({ order: order(), booking: held, event, waiting: [], voucher: null, promo: null, ...fields });

describe('a promo code on an order', () => {
  it('lowers what the person pays and takes one use of the code', () => {
    const plan = planOrderChange(state({ promo: promo() }), { kind: 'APPLY_PROMO', promoKey: 'olga:SOMMER' }, later, ids);
    expect(plan.changed).toBe(true);
    expect(plan.order.discount).toEqual({ promoKey: 'olga:SOMMER', code: 'SOMMER', cents: 600, fundedBy: 'ORGANISER' });
    expect([payableCents(plan.order), cardCents(plan.order)]).toEqual([5_400, 5_400]);
    expect(plan.promo?.uses).toEqual([{ orderId: 'o1', uid: 'anna', at: later }]);
  });

  it('refuses a second code, a used-up code and one of another organiser, changing nothing', () => {
    const discounted = order({ discount: { promoKey: 'olga:X', code: 'X', cents: 100, fundedBy: 'ORGANISER' } });
    expect(planOrderChange(state({ order: discounted, promo: promo() }), { kind: 'APPLY_PROMO', promoKey: 'olga:SOMMER' }, later, ids)).toMatchObject({ changed: false, refusal: 'ONE_CODE_PER_ORDER' });
    const usedUp = promo({ maxUses: 1, uses: [{ orderId: 'o9', uid: 'ben', at: now }] });
    const refused = planOrderChange(state({ promo: usedUp }), { kind: 'APPLY_PROMO', promoKey: 'olga:SOMMER' }, later, ids);
    expect(refused).toMatchObject({ changed: false, refusal: 'CODE_USED_UP' });
    expect(refused.promo ?? null).toBeNull();
    expect(promoRefusal(promo({ ownerUid: 'paul' }), event, 'anna', later)).toBe('CODE_NOT_FOR_COURSE');
    expect(promoRefusal(promo({ uses: [{ orderId: 'o9', uid: 'anna', at: now }] }), event, 'anna', later)).toBe('CODE_USED_BY_YOU');
    expect(promoRefusal(promo({ validUntil: now }), event, 'anna', later)).toBe('CODE_EXPIRED');
    expect(promoRefusal(promo({ key: `${SITE_SCOPE}:SOMMER`, ownerUid: null }), event, 'anna', later)).toBeNull();
  });

  it('never discounts more than the price, rounding a percentage half up', () => {
    expect(discountCents({ kind: 'AMOUNT', cents: 9_000 }, 6_000)).toBe(6_000);
    expect(discountCents({ kind: 'PERCENT', percent: 15 }, 4_990)).toBe(749);
  });
});

describe('a gift voucher on an order', () => {
  it('pays what it can and leaves the rest for the card', () => {
    const plan = planOrderChange(state({ voucher: voucher() }), { kind: 'APPLY_VOUCHER', voucherId: 'gift-1' }, later, ids);
    expect(plan.order.voucher).toEqual({ voucherId: 'gift-1', codeHint: 'RST0', cents: 5_000 });
    expect(cardCents(plan.order)).toBe(1_000);
    expect(plan.voucher).toMatchObject({ balanceCents: 0, entries: [{ at: later, cents: -5_000, orderId: 'o1', note: 'paid a seat' }] });
  });

  it('pays all of a cheaper seat, which the card then completes with nothing', () => {
    const plan = planOrderChange(state({ voucher: voucher({ balanceCents: 9_000, valueCents: 9_000 }) }), { kind: 'APPLY_VOUCHER', voucherId: 'gift-1' }, later, ids);
    expect(plan.voucher?.balanceCents).toBe(3_000);
    const paid = planOrderChange(state({ order: plan.order }), { kind: 'PAID', paymentId: 'voucher-o1', amountCents: 0, currency: 'EUR' }, later, ids);
    expect(paid.order.status).toBe('COMPLETED');
    expect(paid.booking?.status).toBe('CONFIRMED');
  });

  it('leaves the card at least its smallest charge, or nothing', () => {
    const apply = { kind: 'APPLY_VOUCHER', voucherId: 'gift-1' } as const;
    const almost = planOrderChange(state({ voucher: voucher({ balanceCents: 5_980 }) }), apply, later, ids);
    expect([almost.order.voucher?.cents, cardCents(almost.order), almost.voucher?.balanceCents]).toEqual([5_950, 50, 30]);
    const cheap = order({ amountCents: 50 });
    expect(planOrderChange(state({ order: cheap, voucher: voucher({ balanceCents: 30 }) }), apply, later, ids).refusal).toBe('CARD_REST_TOO_SMALL');
    const nearlyFree = planOrderChange(state({ promo: promo({ discount: { kind: 'AMOUNT', cents: 5_980 } }) }), { kind: 'APPLY_PROMO', promoKey: 'olga:SOMMER' }, later, ids);
    expect([nearlyFree.order.discount?.cents, cardCents(nearlyFree.order)]).toEqual([5_950, 50]);
    const free = planOrderChange(state({ promo: promo({ discount: { kind: 'PERCENT', percent: 100 } }) }), { kind: 'APPLY_PROMO', promoKey: 'olga:SOMMER' }, later, ids);
    expect(cardCents(free.order)).toBe(0);
  });

  it('refuses a used-up, unpaid or withdrawn voucher', () => {
    const apply = { kind: 'APPLY_VOUCHER', voucherId: 'gift-1' } as const;
    expect(planOrderChange(state({ voucher: voucher({ balanceCents: 0 }) }), apply, later, ids).refusal).toBe('VOUCHER_USED_UP');
    expect(planOrderChange(state({ voucher: voucher({ status: 'AWAITING_PAYMENT' }) }), apply, later, ids).refusal).toBe('VOUCHER_NOT_ACTIVE');
    expect(planOrderChange(state({ voucher: voucher({ status: 'REFUNDED' }) }), apply, later, ids).refusal).toBe('VOUCHER_NOT_ACTIVE');
    expect(planOrderChange(state({ order: order({ status: 'COMPLETED' }), voucher: voucher() }), apply, later, ids).refusal).toBe('ORDER_NOT_OPEN');
  });

  it('checks the card payment against what is left for the card, not the price', () => {
    const withVoucher = order({ voucher: { voucherId: 'gift-1', codeHint: 'RST0', cents: 5_000 } });
    const full = planOrderChange(state({ order: withVoucher }), { kind: 'PAID', paymentId: 'pi_9', amountCents: 6_000, currency: 'EUR' }, later, ids);
    expect(full.order).toMatchObject({ status: 'REFUND_PENDING', refundReason: 'AMOUNT_MISMATCH' });
    const rest = planOrderChange(state({ order: withVoucher }), { kind: 'PAID', paymentId: 'pi_9', amountCents: 1_000, currency: 'eur' }, later, ids);
    expect(rest.order.status).toBe('COMPLETED');
  });

  it('shrinks the voucher part when a discount comes after it, giving the rest back', () => {
    const withVoucher = order({ voucher: { voucherId: 'gift-1', codeHint: 'RST0', cents: 6_000 } });
    const plan = planOrderChange(
      state({ order: withVoucher, voucher: voucher({ balanceCents: 0, valueCents: 6_000 }), promo: promo() }),
      { kind: 'APPLY_PROMO', promoKey: 'olga:SOMMER' },
      later,
      ids,
    );
    expect(plan.order.voucher?.cents).toBe(5_400);
    expect(cardCents(plan.order)).toBe(0);
    expect(plan.voucher?.balanceCents).toBe(600);
  });

  it('gives its part and the code use back when the hold ends unpaid or the seat is refunded', () => {
    const applied = order({ voucher: { voucherId: 'gift-1', codeHint: 'RST0', cents: 5_000 }, discount: { promoKey: 'olga:SOMMER', code: 'SOMMER', cents: 600, fundedBy: 'ORGANISER' } });
    const codes = { voucher: voucher({ balanceCents: 0 }), promo: promo({ uses: [{ orderId: 'o1', uid: 'anna', at: now }] }) };
    const expired = planOrderChange(state({ order: applied, ...codes }), { kind: 'EXPIRE' }, later, ids);
    expect(expired.voucher).toMatchObject({ balanceCents: 5_000, entries: [{ cents: 5_000, orderId: 'o1', note: 'seat not paid' }] });
    expect(expired.promo?.uses).toEqual([]);
    const refunded = planOrderChange(state({ order: { ...applied, status: 'COMPLETED' }, booking: { ...held, status: 'CONFIRMED' }, ...codes }), { kind: 'REFUND', reason: 'BOOKING_CANCELLED' }, later, ids);
    expect(refunded.voucher?.balanceCents).toBe(5_000);
    expect(refunded.voucher?.entries.at(-1)?.note).toBe('seat refunded');
  });

  it('gives one voucher the parts of every seat it paid when the event is cancelled', () => {
    const cancelled = { ...event, status: 'CANCELLED' as const };
    const paidSeat = (id: string, cents: number) => ({
      order: order({ id, bookingId: `b-${id}`, status: 'COMPLETED', paymentId: `pi-${id}`, voucher: { voucherId: 'gift-1', codeHint: 'RST0', cents } }),
      booking: { ...held, id: `b-${id}`, orderId: id, status: 'CONFIRMED' as const },
    });
    const plan = planEventRefunds('drehen', cancelled, [paidSeat('o1', 2_000), paidSeat('o2', 3_000)], { reason: 'ill', at: later }, ids, {
      vouchers: new Map([['gift-1', voucher({ balanceCents: 0 })]]),
      promos: new Map(),
    });
    expect(plan.vouchers).toHaveLength(1);
    expect(plan.vouchers[0]).toMatchObject({ balanceCents: 5_000 });
    expect(plan.vouchers[0]?.entries.map((entry) => entry.cents)).toEqual([2_000, 3_000]);
  });
});

describe('paymentSplit', () => {
  const fee = { percent: 5, fixedCents: 50 };

  it('pays the organiser the same share whether the card or a voucher paid', () => {
    const byCard = paymentSplit({ amountCents: 6_000 }, fee);
    const byVoucher = paymentSplit({ amountCents: 6_000, voucher: { cents: 5_000 } }, fee);
    expect(byCard).toMatchObject({ feeCents: 350, shareCents: 5_650, cardCents: 6_000, applicationFeeCents: 350, topUpCents: 0 });
    expect(byVoucher).toMatchObject({ feeCents: 350, shareCents: 5_650, cardCents: 1_000, applicationFeeCents: 0, topUpCents: 4_650 });
    // What reaches the organiser: the card less the application fee, plus the platform's transfer.
    expect(byVoucher.cardCents - byVoucher.applicationFeeCents + byVoucher.topUpCents).toBe(byCard.shareCents);
  });

  it(`lowers the share by the organiser's own discount, not by the platform's`, () => {
    const own = paymentSplit({ amountCents: 6_000, discount: { cents: 600, fundedBy: 'ORGANISER' } }, fee);
    const site = paymentSplit({ amountCents: 6_000, discount: { cents: 600, fundedBy: 'PLATFORM' } }, fee);
    expect(own).toMatchObject({ saleCents: 5_400, feeCents: 320, shareCents: 5_080, cardCents: 5_400, applicationFeeCents: 320, topUpCents: 0 });
    expect(site).toMatchObject({ saleCents: 6_000, shareCents: 5_650, cardCents: 5_400, applicationFeeCents: 0, topUpCents: 250 });
  });
});

describe('a voucher purchase', () => {
  const bought = voucher({ status: 'AWAITING_PAYMENT', paymentId: undefined, paidAt: undefined, balanceCents: 0 });

  it('becomes redeemable when paid for its price, and is refunded when paid too late or wrongly', () => {
    expect(planVoucherChange(bought, { kind: 'PAID', paymentId: 'pi_1', amountCents: 5_000, currency: 'eur' }, later).voucher).toMatchObject({ status: 'ACTIVE', balanceCents: 5_000 });
    expect(planVoucherChange(bought, { kind: 'PAID', paymentId: 'pi_1', amountCents: 4_000, currency: 'EUR' }, later).voucher).toMatchObject({ status: 'REFUND_PENDING', refundReason: 'AMOUNT_MISMATCH' });
    const expired = planVoucherChange(bought, { kind: 'EXPIRE' }, later).voucher;
    expect(planVoucherChange(expired, { kind: 'PAID', paymentId: 'pi_1', amountCents: 5_000, currency: 'EUR' }, later).voucher).toMatchObject({ status: 'REFUND_PENDING', refundReason: 'LATE_PAYMENT' });
  });

  it('may be withdrawn within 14 days while unused', () => {
    expect(withdrawalRefusal(voucher(), new Date(now.getTime() + 13 * 86_400_000))).toBeNull();
    expect(withdrawalRefusal(voucher(), new Date(now.getTime() + 15 * 86_400_000))).toBe('PERIOD_OVER');
    expect(withdrawalRefusal(voucher({ balanceCents: 4_000, entries: [{ at: now, cents: -1_000, orderId: 'o1', note: 'paid a seat' }] }), later)).toBe('USED');
    expect(planVoucherChange(voucher(), { kind: 'WITHDRAW' }, later).voucher).toMatchObject({ status: 'REFUND_PENDING', balanceCents: 0, refundReason: 'WITHDRAWN' });
  });

  it('stays valid to the end of the 30th year', () => {
    expect(voucherValidUntil(now).toISOString()).toBe('2056-12-31T22:59:59.000Z');
  });
});
