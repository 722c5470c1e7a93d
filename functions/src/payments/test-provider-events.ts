// The events the test payment provider sends, shaped as Stripe's: the objects they carry (a checkout session, a
// subscription, a paid invoice, a connected account, a payout) and the event around them (naming the connected
// account, as Stripe's Connect events do), signed with Stripe's scheme (the package's
// generateTestHeaderString), so that the site's webhook handler reads and verifies them exactly as Stripe's.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { TestAccount, TestPayout, TestSession, TestSubscription } from './test-provider-state.js';

/**
 * A Stripe event of `type` about `object`, created at `created`, with the Stripe-Signature that signs it with `secret`;
 * `account`: the connected account it happened on (Stripe's Connect events name it).
 */
export function signedEvent(type: string, object: object, created: Date, secret: string, account?: string): { payload: string; signature: string } {
  const event = { id: `evt_test_${randomUUID()}`, object: 'event', type, created: Math.floor(created.getTime() / 1000), ...(account ? { account } : {}), data: { object } };
  const payload = JSON.stringify(event);
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

/** A connected account as Stripe's account.updated carries it (an Express account, the fields the site reads). */
export function accountObject(account: TestAccount) {
  return {
    id: account.accountId,
    object: 'account',
    type: 'express',
    country: account.country,
    email: account.email,
    business_profile: { name: account.businessName },
    details_submitted: account.detailsSubmitted,
    charges_enabled: account.chargesEnabled,
    payouts_enabled: account.payoutsEnabled,
    requirements: { currently_due: account.requirementsDue, past_due: [], eventually_due: [], disabled_reason: account.disabledReason },
    metadata: { uid: account.uid },
  };
}

/** A payout as Stripe's payout.paid / payout.failed carry it. */
export function payoutObject(payout: TestPayout) {
  return {
    id: payout.id,
    object: 'payout',
    amount: payout.amountCents,
    currency: payout.currency,
    arrival_date: Math.floor(new Date(payout.arrivalDate).getTime() / 1000),
    status: payout.status,
    failure_code: payout.status === 'failed' ? 'account_closed' : null,
    failure_message: payout.failureMessage,
  };
}
