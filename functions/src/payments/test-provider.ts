// The built-in test payment provider, used whenever STRIPE_SECRET_KEY is not set (`npm start`, the tests): no money
// moves. It keeps Stripe-shaped checkout sessions (in memory, or in a JSON file so that they outlive a restart like
// Stripe's do), its checkout page (/payment/test-checkout) pays, declines or abandons them, organisers' connected
// accounts go through its onboarding page (/payment/test-onboarding; test-provider-connect.ts), and every change is
// sent as a Stripe-shaped event signed with Stripe's scheme (the package's generateTestHeaderString) to the same
// webhook handler Stripe's events go through, which verifies it with the package's constructEvent.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  PaymentProviderError,
  type CheckoutRequest,
  type PaymentProvider,
  type SessionState,
  type SubscriptionCheckoutRequest,
} from '../domain/payment-provider.js';
import { verifyStripeSignature } from './stripe.js';
import { testConnect, type TestConnect } from './test-provider-connect.js';
import { checkoutSessionObject, paidInvoiceObject, signedEvent, subscriptionObject } from './test-provider-events.js';
import {
  loadTestProviderState,
  saveTestProviderState,
  type TestPayout,
  type TestProviderState,
  type TestReversal,
  type TestSession,
  type TestTransfer,
  type TestSubscription,
} from './test-provider-state.js';

export type WebhookDelivery = (rawBody: string, signature: string) => Promise<void>;

export interface TestPaymentProvider extends PaymentProvider, Omit<TestConnect, 'canCharge' | 'transfer' | 'reverse' | 'platformTransfer' | 'reversePlatformTransfer'> {
  readonly name: 'test';
  /** Where signed events go: the site's webhook handler (wired by the composition root). */
  deliverTo(delivery: WebhookDelivery): void;
  session(sessionId: string): TestSession | null;
  /**
   * What the checkout page does: pay (the session completes, `checkout.session.completed` is sent unless `deliver`
   * is false, as when the site was down), decline (nothing is paid; the person may try again) or abandon (back to
   * the site). Answers where the person goes next. Paying for an organiser whose account cannot take charges is
   * declined (the transfer could not be made: nothing is taken).
   */
  act(sessionId: string, action: 'pay' | 'decline' | 'abandon', options?: { deliver?: boolean; buyerName?: string }): Promise<string>;
  /** Sends a signed event about a session again (tests: a replayed webhook). */
  resend(sessionId: string, type: 'checkout.session.completed' | 'checkout.session.expired'): Promise<void>;
  /** The subscription with this id, or the one of this venue (the newest). */
  subscription(idOrVenueSlug: string): TestSubscription | null;
  /** The next period is paid (tests: a renewal), `invoice.paid` sent; an ended subscription is not renewed. */
  renew(subscriptionId: string): Promise<void>;
  /** The subscription ends now (tests: its period ran out), `customer.subscription.deleted` sent. */
  endSubscription(subscriptionId: string): Promise<void>;
  /** Refunds made, for tests and the outbox-like view of `npm start`. */
  refunds(): { id: string; paymentId: string; amountCents: number }[];
  /** The organiser's share moved by paid destination charges and the platform's transfers, and what was taken back of it. */
  transfers(accountId: string): { transfers: TestTransfer[]; reversals: TestReversal[] };
  payouts(accountId: string): TestPayout[];
}

export interface TestProviderOptions {
  /** Keeps the sessions in this JSON file across restarts; in memory when absent. */
  file?: string;
  /** The signing secret its events carry (the webhook handler checks it); a random one when absent. */
  webhookSecret?: string;
  /** The public origin its checkout page lives on (SITE_URL or the local server). */
  siteUrl: () => string;
  now?: () => Date;
}

export function testPaymentProvider(options: TestProviderOptions): TestPaymentProvider {
  const secret = options.webhookSecret ?? `whsec_test_${randomBytes(16).toString('hex')}`;
  const now = options.now ?? (() => new Date());
  const state: TestProviderState = loadTestProviderState(options.file);
  let delivery: WebhookDelivery | null = null;
  const save = () => {
    if (options.file) saveTestProviderState(options.file, state);
  };
  const get = (sessionId: string) => {
    const session = state.sessions[sessionId];
    if (!session) throw new PaymentProviderError(`No test session ${sessionId}`);
    return session;
  };
  const stateOf = ({ id, status, orderId, paid, paymentId, amountCents, currency }: TestSession): SessionState => ({
    id,
    status,
    orderId,
    paid,
    paymentId,
    amountCents,
    currency,
  });
  /** A Stripe-shaped event about `object`, signed as Stripe signs, through the webhook handler. */
  async function sendEvent(type: string, object: object, account?: string): Promise<void> {
    if (!delivery) throw new PaymentProviderError('The test provider has nowhere to send its events');
    const { payload, signature } = signedEvent(type, object, now(), secret, account);
    await delivery(payload, signature);
  }
  const connect = testConnect({ state, save, sendEvent, siteUrl: options.siteUrl, now });
  const { canCharge, transfer, reverse, platformTransfer, reversePlatformTransfer, ...connectMethods } = connect;
  const invoicePaid = (sub: TestSubscription, periodStart: Date) => sendEvent('invoice.paid', paidInvoiceObject(sub, periodStart));
  const getSubscription = (id: string) => {
    const sub = state.subscriptions[id];
    if (!sub) throw new PaymentProviderError(`No test subscription ${id}`);
    return sub;
  };
  /** Opens a checkout session on this server's test checkout page; the same idempotency key answers the same session. */
  function openCheckout(
    request: Pick<CheckoutRequest, 'locale' | 'amountCents' | 'currency' | 'description' | 'successUrl' | 'cancelUrl'>,
    idempotencyKey: string,
    kind: Pick<TestSession, 'orderId' | 'expiresAt' | 'subscription' | 'payee'>,
  ): { id: string; url: string } {
    const url = (id: string) => `${options.siteUrl()}${request.locale === 'en' ? '/en' : ''}/payment/test-checkout?session=${encodeURIComponent(id)}`;
    const known = state.keys[idempotencyKey];
    if (known) return { id: known, url: url(known) };
    const id = `cs_test_${randomUUID().replaceAll('-', '')}`;
    state.sessions[id] = {
      id,
      status: 'open',
      paid: false,
      paymentId: null,
      amountCents: request.amountCents,
      currency: request.currency.toLowerCase(),
      description: request.description,
      locale: request.locale,
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
      createdAt: now().toISOString(),
      ...kind,
    };
    state.keys[idempotencyKey] = id;
    save();
    return { id, url: url(id) };
  }
  const send = (session: TestSession, type: string) => sendEvent(type, checkoutSessionObject(session));

  return {
    name: 'test',
    deliverTo(next) {
      delivery = next;
    },
    session: (sessionId) => state.sessions[sessionId] ?? null,

    async createCheckout(request: CheckoutRequest, idempotencyKey: string) {
      return openCheckout(request, idempotencyKey, { orderId: request.orderId, expiresAt: request.holdUntil.toISOString(), ...(request.payee ? { payee: { ...request.payee } } : {}) });
    },
    async createSubscriptionCheckout(request: SubscriptionCheckoutRequest, idempotencyKey: string) {
      return openCheckout(request, idempotencyKey, {
        orderId: null,
        // Stripe's default: a checkout stays open for a day.
        expiresAt: new Date(now().getTime() + 24 * 3_600_000).toISOString(),
        subscription: { venueSlug: request.venueSlug, uid: request.uid, planId: request.planId, interval: request.interval, id: null },
      });
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const sub = getSubscription(subscriptionId);
      if (sub.status !== 'active') throw new PaymentProviderError(`Test subscription ${subscriptionId} has ended`);
      sub.cancelAtPeriodEnd = cancel;
      save();
      await sendEvent('customer.subscription.updated', subscriptionObject(sub)).catch(() => undefined);
    },
    subscription: (idOrVenueSlug) =>
      state.subscriptions[idOrVenueSlug] ??
      Object.values(state.subscriptions)
        .filter((sub) => sub.venueSlug === idOrVenueSlug)
        .at(-1) ??
      null,
    async renew(subscriptionId) {
      const sub = getSubscription(subscriptionId);
      if (sub.status !== 'active' || sub.cancelAtPeriodEnd) throw new PaymentProviderError(`Test subscription ${subscriptionId} does not renew`);
      const start = new Date(sub.currentPeriodEnd);
      sub.currentPeriodEnd = addInterval(start, sub.interval).toISOString();
      save();
      await invoicePaid(sub, start);
    },
    async endSubscription(subscriptionId) {
      const sub = getSubscription(subscriptionId);
      if (sub.status === 'canceled') return;
      sub.status = 'canceled';
      save();
      await sendEvent('customer.subscription.deleted', subscriptionObject(sub));
    },
    getSession: async (sessionId) => stateOf(get(sessionId)),
    async expireSession(sessionId) {
      const session = get(sessionId);
      if (session.status !== 'open') return stateOf(session);
      session.status = 'expired';
      save();
      // Stripe sends checkout.session.expired for a session expired through the API too.
      await send(session, 'checkout.session.expired').catch(() => undefined);
      return stateOf(session);
    },
    async refund(paymentId, amountCents, idempotencyKey, refundOptions) {
      const known = state.keys[idempotencyKey];
      if (known) return { id: known };
      const paid = Object.values(state.sessions).find((session) => session.paymentId === paymentId);
      if (!paid) throw new PaymentProviderError(`No test payment ${paymentId}`);
      if (amountCents > (paid.amountCents ?? 0)) throw new PaymentProviderError(`Refund of ${amountCents} exceeds payment ${paymentId}`);
      const id = `re_test_${randomUUID().replaceAll('-', '')}`;
      // Before the refund is recorded: the reversal's share counts the earlier refunds of this payment.
      if (refundOptions?.reverseTransfer) reverse(paymentId, id, amountCents, paid.amountCents ?? 0);
      state.refunds[id] = { id, paymentId, amountCents };
      state.keys[idempotencyKey] = id;
      save();
      return { id };
    },
    transfer: platformTransfer,
    reverseTransfer: reversePlatformTransfer,
    verifyWebhook: (rawBody, signature) => verifyStripeSignature(rawBody, signature, secret),

    async act(sessionId, action, { deliver = true, buyerName } = {}) {
      const session = get(sessionId);
      if (action === 'abandon') return session.cancelUrl;
      if (session.status !== 'open') return session.successUrl;
      if (action === 'decline' || (session.payee && !canCharge(session.payee))) return `${session.cancelUrl}${session.cancelUrl.includes('?') ? '&' : '?'}result=declined`;
      session.status = 'complete';
      session.paid = true;
      session.paymentId = `pi_test_${randomUUID().replaceAll('-', '')}`;
      transfer(session);
      const plan = session.subscription;
      if (plan) {
        // The first period is paid at checkout; Stripe then sends invoice.paid as well as the session's completion.
        const sub: TestSubscription = {
          id: `sub_test_${randomUUID().replaceAll('-', '')}`,
          customerId: `cus_test_${randomUUID().replaceAll('-', '')}`,
          venueSlug: plan.venueSlug,
          uid: plan.uid,
          planId: plan.planId,
          interval: plan.interval,
          amountCents: session.amountCents ?? 0,
          currency: session.currency ?? 'eur',
          status: 'active',
          cancelAtPeriodEnd: false,
          currentPeriodEnd: addInterval(now(), plan.interval).toISOString(),
          buyerName: buyerName?.trim() || null,
        };
        state.subscriptions[sub.id] = sub;
        plan.id = sub.id;
        save();
        if (deliver) {
          await send(session, 'checkout.session.completed');
          await invoicePaid(sub, now());
        }
        return session.successUrl;
      }
      save();
      if (deliver) await send(session, 'checkout.session.completed');
      return session.successUrl;
    },
    resend: (sessionId, type) => send(get(sessionId), type),
    refunds: () => Object.values(state.refunds),
    ...connectMethods,
    transfers: (accountId) => ({
      transfers: Object.values(state.transfers).filter((t) => t.accountId === accountId),
      reversals: Object.values(state.reversals).filter((r) => r.accountId === accountId),
    }),
    payouts: (accountId) => Object.values(state.payouts).filter((payout) => payout.accountId === accountId),
  };
}

/** One period later, as Stripe bills: the same day of the next month (the month's last day when shorter) or year. */
export function addInterval(from: Date, interval: 'month' | 'year'): Date {
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  if (interval === 'year') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
