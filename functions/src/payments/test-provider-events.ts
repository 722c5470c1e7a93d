// The events the test payment provider sends, shaped as Stripe's: the objects they carry (a checkout session, a
// subscription, a paid invoice) and the event around them, signed with Stripe's scheme (the package's
// generateTestHeaderString), so that the site's webhook handler reads and verifies them exactly as Stripe's.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { TestSession, TestSubscription } from './test-provider-state.js';

/** A Stripe event of `type` about `object`, created at `created`, with the Stripe-Signature that signs it with `secret`. */
export function signedEvent(type: string, object: object, created: Date, secret: string): { payload: string; signature: string } {
  const payload = JSON.stringify({ id: `evt_test_${randomUUID()}`, object: 'event', type, created: Math.floor(created.getTime() / 1000), data: { object } });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

export function checkoutSessionObject(session: TestSession) {
  return {
    id: session.id,
    object: 'checkout.session',
    client_reference_id: session.orderId,
    metadata: { orderId: session.orderId },
    status: session.status,
    payment_status: session.paid ? 'paid' : 'unpaid',
    payment_intent: session.paymentId,
    amount_total: session.amountCents,
    currency: session.currency,
    mode: session.subscription ? 'subscription' : 'payment',
    subscription: session.subscription?.id ?? null,
  };
}

export function subscriptionObject(sub: TestSubscription) {
  return {
    id: sub.id,
    object: 'subscription',
    customer: sub.customerId,
    status: sub.status,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    metadata: { venueSlug: sub.venueSlug, uid: sub.uid, planId: sub.planId },
  };
}

/** A period of the subscription paid up to its currentPeriodEnd: the invoice Stripe sends as invoice.paid. */
export function paidInvoiceObject(sub: TestSubscription, periodStart: Date) {
  return {
    id: `in_test_${randomUUID().replaceAll('-', '')}`,
    object: 'invoice',
    customer: sub.customerId,
    amount_paid: sub.amountCents,
    currency: sub.currency,
    // The buyer as its checkout page asked (a name only; Stripe's asks for the billing address too).
    customer_name: sub.buyerName ?? null,
    customer_address: null,
    parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: subscriptionObject(sub).metadata } },
    lines: { object: 'list', data: [{ period: { start: Math.floor(periodStart.getTime() / 1000), end: Math.floor(new Date(sub.currentPeriodEnd).getTime() / 1000) } }] },
  };
}
