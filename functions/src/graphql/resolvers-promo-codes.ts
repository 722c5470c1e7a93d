// Codes at checkout and promo codes (schema/vouchers.graphql): thin resolvers over services/order-codes.ts (a voucher's
// or promo code applied to the viewer's held seat) and services/promo-codes.ts (organisers' and editors' codes), and
// the order's discount and voucher part. Buying and reading vouchers are resolvers-vouchers.ts'.
import { cardCents, payableCents } from '../domain/payments.js';
import { fundedBy } from '../domain/promo-codes.js';
import type { EventRecord } from '../domain/records.js';
import { applyCode } from '../services/order-codes.js';
import { createPromoCode, createSitePromoCode, setPromoCodeActive, sitePromoCodes, viewerPromoCodes } from '../services/promo-codes.js';
import type { Resolvers } from './generated/resolvers.js';

export const promoCodeResolvers = {
  Query: {
    myPromoCodes: (_, __, ctx) => viewerPromoCodes(ctx),
    sitePromoCodes: (_, __, ctx) => sitePromoCodes(ctx),
  },
  Mutation: {
    applyCode: (_, args, ctx) => applyCode(ctx, args),
    createPromoCode: (_, args, ctx) => createPromoCode(ctx, args.input),
    createSitePromoCode: (_, args, ctx) => createSitePromoCode(ctx, args.input),
    setPromoCodeActive: (_, args, ctx) => setPromoCodeActive(ctx, args),
  },
  PromoCode: {
    id: (promo) => promo.key,
    fundedBy: (promo) => fundedBy(promo),
    discountKind: (promo) => promo.discount.kind,
    percent: (promo) => (promo.discount.kind === 'PERCENT' ? promo.discount.percent : null),
    amountCents: (promo) => (promo.discount.kind === 'AMOUNT' ? promo.discount.cents : null),
    // A course is never deleted (only cancelled); one that cannot be read is left out rather than failing the list.
    events: async (promo, _, ctx) => (await ctx.loaders.event.loadMany(promo.eventSlugs)).filter((event): event is EventRecord => event !== null && !(event instanceof Error)),
    usesCount: (promo) => promo.uses.length,
  },
  Order: {
    payableCents: (order) => payableCents(order),
    discountCents: (order) => order.discount?.cents ?? 0,
    discountCode: (order) => order.discount?.code ?? null,
    discountFundedBy: (order) => order.discount?.fundedBy ?? null,
    voucherCents: (order) => order.voucher?.cents ?? 0,
    voucherCodeHint: (order) => order.voucher?.codeHint ?? null,
    cardCents: (order) => cardCents(order),
  },
} satisfies Pick<Resolvers, 'Query' | 'Mutation' | 'PromoCode' | 'Order'>;
