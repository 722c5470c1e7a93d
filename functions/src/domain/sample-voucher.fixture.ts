// The gift voucher and the promo code the tests start from. The voucher: 50 euros from Maria for Paula, paid on
// 3 December 2026 and kept by the buyer to pass on, with a code whose check character is right; the same purchase
// before its checkout was paid as well. The promo code: the organiser Olga's „SOMMER“, 10 % off all her paid courses,
// once per person, without a limit in all or in time. Each test overrides only what it is about.
import type { PromoCodeRecord } from './promo-codes.js';
import type { VoucherRecord } from './vouchers.js';
import { voucherValidUntil } from './vouchers.js';

export const SAMPLE_VOUCHER_PAID_AT = new Date('2026-12-03T09:00:00Z');
/** The sample's code as stored, and as printed: „K7QM3V-XD9HTA-RW2PF1“. */
export const SAMPLE_VOUCHER_CODE = 'K7QM3VXD9HTARW2PF1';

/** The sample voucher as bought, its checkout not yet paid (no payment, nothing to spend), with `fields` over it. */
export function sampleUnpaidVoucher(fields: Partial<VoucherRecord> = {}): VoucherRecord {
  return {
    id: 'gift-1',
    code: SAMPLE_VOUCHER_CODE,
    kind: 'VALUE',
    valueCents: 5_000,
    balanceCents: 0,
    currency: 'EUR',
    status: 'AWAITING_PAYMENT',
    buyerUid: 'buyer',
    buyerEmail: 'maria@example.org',
    buyerName: 'Maria',
    locale: 'de',
    recipientName: 'Paula',
    message: 'Alles Liebe zum Geburtstag!',
    delivery: { kind: 'BUYER' },
    validUntil: voucherValidUntil(SAMPLE_VOUCHER_PAID_AT),
    refundAttempts: 0,
    createdAt: SAMPLE_VOUCHER_PAID_AT,
    updatedAt: SAMPLE_VOUCHER_PAID_AT,
    entries: [],
    log: [],
    ...fields,
  };
}

/** The sample voucher paid, its whole value to spend, with `fields` over it. */
export function sampleVoucher(fields: Partial<VoucherRecord> = {}): VoucherRecord {
  return sampleUnpaidVoucher({ balanceCents: 5_000, status: 'ACTIVE', paymentId: 'pi_1', paidAt: SAMPLE_VOUCHER_PAID_AT, ...fields });
}

/** The sample promo code with `fields` over it. */
export function samplePromoCode(fields: Partial<PromoCodeRecord> = {}): PromoCodeRecord {
  return {
    key: 'olga:SOMMER',
    code: 'SOMMER',
    ownerUid: 'olga',
    createdBy: 'olga',
    discount: { kind: 'PERCENT', percent: 10 },
    maxUses: null,
    perPersonLimit: 1,
    validFrom: null,
    validUntil: null,
    eventSlugs: [],
    active: true,
    uses: [],
    createdAt: SAMPLE_VOUCHER_PAID_AT,
    updatedAt: SAMPLE_VOUCHER_PAID_AT,
    ...fields,
  };
}
