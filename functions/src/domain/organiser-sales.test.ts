// The organiser's figures when discounts and gift vouchers paid part of their seats: sales at the price they sold at
// (less their own codes' discounts, shown apart), a site-wide discount and a voucher lowering nothing, and the net
// the share the provider moved.
import { describe, expect, it } from 'vitest';
import { organiserSales, saleCents } from './organiser-sales.js';
import { splitOrder, type OrderLogEntry, type OrderRecord, type OrderStatus } from './payments.js';
import { paymentSplit, type PlatformFee } from './payouts.js';

const fee: PlatformFee = { percent: 5, fixedCents: 50 };
const paidAt = new Date('2026-11-10T10:00:00Z');
const refundedAt = new Date('2026-12-02T10:00:00Z');

function sold(id: string, parts: Pick<OrderRecord, 'discount' | 'voucher'>, status: OrderStatus = 'COMPLETED'): OrderRecord {
  const order = { amountCents: 6_500, ...parts };
  const log: OrderLogEntry[] = [{ at: paidAt, from: 'RESERVED', to: 'COMPLETED', note: 'paid' }];
  if (status === 'REFUNDED') log.push({ at: refundedAt, from: 'COMPLETED', to: 'REFUND_PENDING', note: 'refund' }, { at: refundedAt, from: 'REFUND_PENDING', to: 'REFUNDED', note: 'refunded' });
  return {
    id,
    uid: 'anna',
    eventSlug: 'drehen',
    bookingId: `b-${id}`,
    currency: 'EUR',
    status,
    holdUntil: paidAt,
    paymentId: `pi-${id}`,
    paidAt,
    payee: { uid: 'olga', accountId: 'acct_olga', feeCents: paymentSplit(order, fee).feeCents },
    refundAttempts: 0,
    createdAt: paidAt,
    updatedAt: status === 'REFUNDED' ? refundedAt : paidAt,
    log,
    ...order,
  };
}

const own = { promoKey: 'olga:HERBST10', code: 'HERBST10', cents: 650, fundedBy: 'ORGANISER' as const };
const sitewide = { promoKey: 'site:WILLKOMMEN', code: 'WILLKOMMEN', cents: 1_000, fundedBy: 'PLATFORM' as const };

describe('organiserSales with discounts and gift vouchers', () => {
  it('counts sales at the price the organiser sold at, their own discounts apart, and nets their share', () => {
    const orders = [sold('own', { discount: own }), sold('site', { discount: sitewide, voucher: { voucherId: 'gift-1', codeHint: 'RW2P', cents: 4_000 } }), sold('voucher', { voucher: { voucherId: 'gift-2', codeHint: 'K7QM', cents: 6_500 } }, 'REFUNDED')];
    expect(orders.map(saleCents)).toEqual([5_850, 6_500, 6_500]);
    const { months, totals, notPaidOutCents } = organiserSales(orders, []);
    // 5 % + 50 cents of 58.50 € and twice of 65 €.
    expect(totals).toMatchObject({ seatsSold: 3, salesCents: 18_850, discountCents: 650, feeCents: 343 + 375 + 375, seatsRefunded: 1, refundedCents: 6_500, feeRefundedCents: 375 });
    // What stays with the organiser: each kept seat's share, as the card's charge and the platform's top-up moved it.
    const shares = orders.slice(0, 2).map((order) => paymentSplit(order, fee).shareCents);
    expect(totals.netCents).toBe(shares[0]! + shares[1]!);
    expect(notPaidOutCents).toBe(totals.netCents);
    expect(months.map((month) => [month.month, month.salesCents, month.discountCents, month.refundedCents])).toEqual([
      ['2026-12', 0, 0, 6_500],
      ['2026-11', 18_850, 650, 0],
    ]);
  });

  it('counts a paid order of several seats by its seats, and seats given up of it refunded on their own as sold and refunded', () => {
    const three = { ...sold('drei', {}), seats: 3, amountCents: 19_500 };
    const { parent, child } = splitOrder(three, 1, paidAt, () => 'drei-teil', 'BOOKING_CANCELLED');
    const refunded: OrderRecord = { ...child, status: 'REFUNDED', log: [...child.log, { at: refundedAt, from: 'REFUND_PENDING', to: 'REFUNDED', note: 'refunded' }] };
    const before = organiserSales([three], []).totals;
    const { totals } = organiserSales([parent, refunded], []);
    expect(totals).toMatchObject({ seatsSold: 3, salesCents: before.salesCents, feeCents: before.feeCents, seatsRefunded: 1, refundedCents: 6_500 });
    expect(totals.netCents).toBe(before.netCents - 6_500 + refunded.payee!.feeCents);
  });
});
