// Gift vouchers (schema/vouchers.graphql): thin resolvers over services/vouchers.ts, which keeps a voucher to its buyer
// and editors, opens the provider's checkout and throttles the balance lookups by code.
import { formatVoucherCode } from '../domain/voucher-codes.js';
import { withdrawalRefusal } from '../domain/vouchers.js';
import {
  buyVoucher,
  listVouchers,
  sendOnDay,
  viewerVouchers,
  voucherBalance,
  voucherCode,
  voucherForViewer,
  voucherOffer,
  voucherPdfPath,
  voucherUseEvent,
  withdrawableUntil,
  withdrawVoucher,
} from '../services/vouchers.js';
import type { Resolvers } from './generated/resolvers.js';

export const voucherResolvers = {
  Query: {
    voucherOffer: () => voucherOffer(),
    myVouchers: (_, __, ctx) => viewerVouchers(ctx),
    giftVoucher: (_, args, ctx) => voucherForViewer(ctx, args),
    voucherBalance: (_, args, ctx) => voucherBalance(ctx, args),
    giftVouchers: (_, args, ctx) => listVouchers(ctx, args),
  },
  Mutation: {
    buyVoucher: (_, args, ctx) => buyVoucher(ctx, args),
    withdrawVoucher: (_, args, ctx) => withdrawVoucher(ctx, args),
  },
  GiftVoucher: {
    code: (voucher, _, ctx) => voucherCode(ctx, voucher),
    course: (voucher, _, ctx) => (voucher.courseSlug ? ctx.loaders.event.load(voucher.courseSlug) : null),
    delivery: (voucher) => voucher.delivery.kind,
    recipientEmail: (voucher) => (voucher.delivery.kind === 'RECIPIENT' ? voucher.delivery.email : null),
    sendOn: (voucher) => sendOnDay(voucher),
    sentAt: (voucher) => (voucher.delivery.kind === 'RECIPIENT' ? (voucher.delivery.sentAt ?? null) : null),
    paidAt: (voucher) => voucher.paidAt ?? null,
    canWithdraw: (voucher, _, ctx) => withdrawalRefusal(voucher, ctx.now) === null,
    withdrawableUntil: (voucher, _, ctx) => withdrawableUntil(voucher, ctx.now),
    pdfUrl: (voucher, _, ctx) => voucherPdfPath(voucher, ctx.locale),
    uses: (voucher) => voucher.entries,
  },
  VoucherBalance: {
    code: (voucher) => formatVoucherCode(voucher.code),
  },
  VoucherUse: {
    event: (entry, _, ctx) => voucherUseEvent(ctx, entry),
  },
} satisfies Pick<Resolvers, 'Query' | 'Mutation' | 'GiftVoucher' | 'VoucherBalance' | 'VoucherUse'>;
