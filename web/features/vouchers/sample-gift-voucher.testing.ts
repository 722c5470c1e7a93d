// The gift voucher the page tests show (/app's list, the buyer's /vouchers/<id>, /admin's list): 50 € for Lena,
// bought on 20 November 2026 and redeemable, 15 € left. Each test adds or overrides what it is about.
import type { VoucherDelivery, VoucherKind, VoucherStatus } from '../../graphql/generated/graphql';

export const sampleGiftVoucher: {
  id: string;
  code: string | null;
  kind: VoucherKind;
  course: { slug: string; title: string } | null;
  valueCents: number;
  balanceCents: number;
  currency: string;
  status: VoucherStatus;
  recipientName: string;
  delivery: VoucherDelivery;
  validUntil: string;
  createdAt: string;
} = {
  id: 'gift-1',
  code: 'K7QM3V-XD9HTA-RW2PFC',
  kind: 'VALUE',
  course: null,
  valueCents: 5_000,
  balanceCents: 1_500,
  currency: 'EUR',
  status: 'ACTIVE',
  recipientName: 'Lena',
  delivery: 'BUYER',
  validUntil: '2056-12-31T22:59:59.999Z',
  createdAt: '2026-11-20T10:00:00.000Z',
};
