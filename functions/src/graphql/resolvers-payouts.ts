// Organisers get paid (schema/payouts.graphql): thin resolvers over services/payouts.ts, which keeps each organiser to
// their own account and figures and talks to the payment provider.
import { canTakePayments, platformFeeCents } from '../domain/payouts.js';
import { payoutDashboardLink, platformFeeOf, refreshPayoutAccount, startPayoutOnboarding, viewerPayoutAccount, viewerSales } from '../services/payouts.js';
import type { Resolvers } from './generated/resolvers.js';

export const payoutResolvers = {
  Query: {
    myPayoutAccount: (_, __, ctx) => viewerPayoutAccount(ctx),
    mySales: (_, __, ctx) => viewerSales(ctx),
    platformFee: (_, __, ctx) => platformFeeOf(ctx),
  },
  Mutation: {
    startPayoutOnboarding: (_, args, ctx) => startPayoutOnboarding(ctx, { ...args.input, vatId: args.input.vatId ?? undefined, vatPercent: args.input.vatPercent ?? undefined } as never),
    refreshPayoutAccount: (_, __, ctx) => refreshPayoutAccount(ctx),
    payoutDashboardLink: (_, __, ctx) => payoutDashboardLink(ctx),
  },
  PayoutAccount: {
    canTakePayments: (account) => canTakePayments(account),
  },
  Seller: {
    vatKind: (seller) => seller.vat.kind,
    vatId: (seller) => (seller.vat.kind === 'REGISTERED' ? seller.vat.vatId : null),
    vatPercent: (seller) => (seller.vat.kind === 'REGISTERED' ? seller.vat.percent : null),
  },
  PlatformFee: {
    feeCentsFor: (fee, args) => platformFeeCents(Math.max(0, args.priceCents), fee),
  },
  OrganiserSales: {
    totals: (sales) => sales.totals,
    paidOutCents: (sales) => sales.totals.paidOutCents,
  },
  MonthSales: {
    figures: (month) => month,
  },
  CourseSales: {
    event: async (course, _, ctx) => {
      const event = await ctx.loaders.event.load(course.eventSlug);
      // Events are never deleted, only cancelled: a sale names an event that exists.
      if (!event) throw new Error(`Sales of the missing event "${course.eventSlug}"`);
      return event;
    },
    figures: (course) => course,
  },
  Payout: {
    failureMessage: (payout) => payout.failureMessage,
  },
} satisfies Pick<Resolvers, 'Query' | 'Mutation' | 'PayoutAccount' | 'Seller' | 'PlatformFee' | 'OrganiserSales' | 'MonthSales' | 'CourseSales' | 'Payout'>;
