// Premium for venues (schema/premium.graphql): thin resolvers over services/premium.ts, which lets only a venue's
// owners buy (owners and editors cancel) and talks to the payment provider; services/featuring.ts picks what the
// lists feature. Whether a venue is featured is read once per request for all venues (few have Premium).
import { isFeatured, type PremiumRecord } from '../domain/premium-subscriptions.js';
import type { VenueRecord } from '../domain/records.js';
import { listFeaturedEvents, listFeaturedVenues, featuredSubscriptions } from '../services/featuring.js';
import { premiumInvoiceList } from '../services/invoice-downloads.js';
import { cancelPremium, startPremiumCheckout } from '../services/premium.js';
import type { RequestContext } from './context.js';
import type { Resolvers } from './generated/resolvers.js';

const featuredSlugs = async (ctx: RequestContext) => (await featuredSubscriptions(ctx)).map((record) => record.venueSlug);

const deps = (ctx: RequestContext) => ({ store: ctx.store, payments: ctx.payments ?? null, now: ctx.now });

/** The venue's record for its owners and editors; null for anyone else. */
async function premiumOf(ctx: RequestContext, venue: VenueRecord): Promise<PremiumRecord | null> {
  const viewer = ctx.viewer;
  const allowed = !!viewer && (venue.ownerUids?.includes(viewer.uid) || viewer.role === 'EDITOR' || viewer.role === 'ADMIN');
  if (!allowed) return null;
  return (await ctx.store.premium.getByVenues([venue.slug]))[0] ?? null;
}

export const premiumResolvers = {
  Query: {
    featuredVenues: (_, args, ctx) => listFeaturedVenues(ctx, args),
    featuredEvents: (_, args, ctx) => listFeaturedEvents(ctx, args),
  },
  Mutation: {
    startPremiumCheckout: (_, args, ctx) => startPremiumCheckout(deps(ctx), ctx.viewer, { venueSlug: args.venueSlug, planId: args.plan }).then(({ record, checkoutUrl }) => ({ checkoutUrl, premium: record })),
    cancelPremium: (_, args, ctx) => cancelPremium(deps(ctx), ctx.viewer, args.venueSlug),
  },
  Venue: {
    featured: async (venue, _, ctx) => (await featuredSlugs(ctx)).includes(venue.slug),
    premium: (venue, _, ctx) => premiumOf(ctx, venue),
  },
  VenuePremium: {
    plan: (record) => record.planId,
    featured: (record, _, ctx) => isFeatured(record, ctx.now),
    currentPeriodEnd: (record) => record.currentPeriodEnd,
    // Venue.premium gave the record to the venue's owners and editors only.
    invoices: (record, _, ctx) => premiumInvoiceList(ctx, record.venueSlug),
  },
} satisfies Pick<Resolvers, 'Query' | 'Mutation' | 'Venue' | 'VenuePremium'>;
