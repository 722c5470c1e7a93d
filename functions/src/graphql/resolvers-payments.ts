// Paid seats (schema/payments.graphql): thin resolvers over services/orders.ts, which checks that an order is the
// viewer's (editors: any) and talks to the payment provider; refunds are for editors (@role on the field and in the
// service). The test provider's checkout page reads and acts through services/test-checkout.ts.
import { seatsOf } from '../domain/group-bookings.js';
import { isEditor } from '../services/access.js';
import { bookingOrder, cancelCheckout, listOrders, orderEvent, orderForViewer, orderLog, refundOrder, startCheckout, viewerOrders } from '../services/orders.js';
import { testCheckout, testCheckoutSession } from '../services/test-checkout.js';
import { testOnboarding, testOnboardingAccount } from '../services/test-onboarding.js';
import type { Resolvers } from './generated/resolvers.js';

export const paymentResolvers = {
  Query: {
    myOrders: (_, __, ctx) => viewerOrders(ctx),
    order: async (_, args, ctx) => orderForViewer(ctx, args).catch((error: unknown) => (error instanceof Error && error.name === 'NotFoundError' ? null : Promise.reject(error))),
    testCheckoutSession: (_, args, ctx) => testCheckoutSession(ctx, args),
    testOnboardingAccount: (_, args, ctx) => testOnboardingAccount(ctx, args),
    orders: (_, args, ctx) => listOrders(ctx, args),
  },
  Mutation: {
    startCheckout: (_, args, ctx) => startCheckout(ctx, args),
    cancelCheckout: (_, args, ctx) => cancelCheckout(ctx, args),
    refundOrder: (_, args, ctx) => refundOrder(ctx, args),
    testCheckout: (_, args, ctx) => testCheckout(ctx, args),
    testOnboarding: (_, args, ctx) => testOnboarding(ctx, args),
  },
  Order: {
    event: (order, _, ctx) => orderEvent(ctx, order),
    log: (order, _, ctx) => orderLog(ctx, order),
    person: (order, _, ctx) => (isEditor(ctx.viewer) ? ctx.loaders.profile.load(order.uid) : null),
    paidAt: (order) => order.paidAt ?? null,
    refundReason: (order) => order.refundReason ?? null,
    provider: (order) => order.provider ?? null,
    seats: (order) => seatsOf(order),
  },
  Booking: {
    order: (booking, _, ctx) => bookingOrder(ctx, booking),
  },
} satisfies Pick<Resolvers, 'Query' | 'Mutation' | 'Order' | 'Booking'>;
