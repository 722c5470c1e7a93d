// The gift voucher the tests of its PDF, mails and download start from: 50 euros from Maria for Paula, paid on
// 3 December 2026 and kept by the buyer to pass on, with a code whose check character is right. Each test overrides
// only what it is about.
import type { VoucherRecord } from './vouchers.js';
import { voucherValidUntil } from './vouchers.js';

export const SAMPLE_VOUCHER_PAID_AT = new Date('2026-12-03T09:00:00Z');
/** The sample's code as stored, and as printed: „K7QM3V-XD9HTA-RW2PF1“. */
export const SAMPLE_VOUCHER_CODE = 'K7QM3VXD9HTARW2PF1';

/** The sample voucher with `fields` over it. */
export function sampleVoucher(fields: Partial<VoucherRecord> = {}): VoucherRecord {
  return {
    id: 'gift-1',
    code: SAMPLE_VOUCHER_CODE,
    kind: 'VALUE',
    valueCents: 5_000,
    balanceCents: 5_000,
    currency: 'EUR',
    status: 'ACTIVE',
    buyerUid: 'buyer',
    buyerEmail: 'maria@example.org',
    buyerName: 'Maria',
    locale: 'de',
    recipientName: 'Paula',
    message: 'Alles Liebe zum Geburtstag!',
    delivery: { kind: 'BUYER' },
    validUntil: voucherValidUntil(SAMPLE_VOUCHER_PAID_AT),
    paymentId: 'pi_1',
    paidAt: SAMPLE_VOUCHER_PAID_AT,
    refundAttempts: 0,
    createdAt: SAMPLE_VOUCHER_PAID_AT,
    updatedAt: SAMPLE_VOUCHER_PAID_AT,
    entries: [],
    log: [],
    ...fields,
  };
}
