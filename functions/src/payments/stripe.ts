// The payment provider in production: Stripe Checkout through the `stripe` package, and organisers' Express accounts
// (Stripe Connect): a seat of an organiser's course is a destination charge on their behalf, its refund reverses the
// transfer and the platform's fee; what a voucher or a site-wide discount paid of an organiser's share the platform
// transfers from its own balance (a Transfer in the order's transfer_group, reversed on a refund). Every create call
// carries an idempotency key (a retried request never opens a second session or account, refunds or transfers
// twice); webhooks are verified with the signing secret by the package's constructEvent, the Connect endpoint's
// events (accounts, payouts) with its own secret. Tests point it at a local server speaking the used subset of the
// API (host/port/protocol).
import Stripe from 'stripe';
import type { ConnectedAccountState } from '../domain/payouts.js';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type AccountEvent,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
  type PayoutEvent,
  type ProviderEvent,
  type SessionState,
  type SubscriptionCheckoutRequest,
  type SubscriptionEvent,
} from '../domain/payment-provider.js';

/** Stripe refuses an expires_at sooner than 30 minutes after the session's creation (and later than 24 hours). */
export const STRIPE_MIN_SESSION_MS = 30 * 60_000;
const STRIPE_MAX_SESSION_MS = 24 * 3_600_000;

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /**
   * The signing secret of the Connect endpoint, to which Stripe sends the events of connected accounts (account.updated,
   * payout.paid/failed); the same route verifies with either secret.
   */
  connectWebhookSecret?: string;
  /** A local server instead of api.stripe.com (tests). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  /** For expires_at (tests). */
  now?: () => Date;
}

const ACTED_ON = new Set<ProviderEvent['type']>([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
  'checkout.session.async_payment_failed',
]);

export function sessionState(session: Stripe.Checkout.Session): SessionState {
  const paymentIntent = session.payment_intent;
  return {
    id: session.id,
    status: (session.status ?? 'open') as SessionState['status'],
    orderId: session.client_reference_id ?? session.metadata?.orderId ?? null,
    paid: session.payment_status === 'paid',
    paymentId: typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null),
    amountCents: session.amount_total,
    currency: session.currency,
  };
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * A subscription's event: invoice.paid names its subscription, metadata and period in `parent.subscription_details`
 * and its line's period; the subscription events carry the subscription itself.
 */
export function subscriptionEvent(event: Stripe.Event): SubscriptionEvent | null {
  if (event.type === 'invoice.paid') {
    const invoice = event.data.object;
    const details = invoice.parent?.subscription_details;
    const subscriptionId = idOf(details?.subscription);
    const period = invoice.lines?.data?.[0]?.period;
    const periodEnd = period?.end;
    if (!subscriptionId || !periodEnd) return null;
    // The buyer as Checkout collected it (billing_address_collection), copied onto the invoice by Stripe.
    const address = invoice.customer_address;
    const place = [address?.postal_code, address?.city].filter(Boolean).join(' ');
    return {
      id: event.id,
      type: event.type,
      subscription: { id: subscriptionId, venueSlug: details?.metadata?.venueSlug ?? null, customerId: idOf(invoice.customer), periodEnd: new Date(periodEnd * 1000), cancelAtPeriodEnd: false },
      invoice: {
        id: invoice.id ?? event.id,
        amountCents: invoice.amount_paid ?? 0,
        currency: invoice.currency ?? 'eur',
        periodStart: new Date((period?.start ?? periodEnd) * 1000),
        periodEnd: new Date(periodEnd * 1000),
        buyerName: invoice.customer_name ?? null,
        buyerAddress: [address?.line1, address?.line2, place].filter((line): line is string => !!line),
        buyerCountry: address?.country ?? null,
      },
    };
  }
  if (event.type === 'customer.subscription.updated' || event.type === 'customer.subscription.deleted') {
    const subscription = event.data.object;
    return {
      id: event.id,
      type: event.type,
      subscription: { id: subscription.id, venueSlug: subscription.metadata?.venueSlug ?? null, customerId: idOf(subscription.customer), periodEnd: null, cancelAtPeriodEnd: subscription.cancel_at_period_end },
    };
  }
  return null;
}

/** What the site reads of a connected account: the flags and what Stripe still asks for (currently and past due). */
export function connectedAccountState(account: Stripe.Account): ConnectedAccountState {
  const requirements = account.requirements;
  return {
    accountId: account.id,
    detailsSubmitted: account.details_submitted ?? false,
    chargesEnabled: account.charges_enabled ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    requirementsDue: [...new Set([...(requirements?.currently_due ?? []), ...(requirements?.past_due ?? [])])],
    disabledReason: requirements?.disabled_reason ?? null,
  };
}

/** A connected account's event (sent to the Connect endpoint): its state changed, or a payout to its bank was made or failed. */
export function connectEvent(event: Stripe.Event): AccountEvent | PayoutEvent | null {
  if (event.type === 'account.updated') return { id: event.id, type: event.type, account: connectedAccountState(event.data.object) };
  if (event.type === 'payout.paid' || event.type === 'payout.failed') {
    const payout = event.data.object;
    // A payout of the platform's own balance names no account: not an organiser's, nothing for the site to record.
    if (!event.account) return null;
    return {
      id: event.id,
      type: event.type,
      accountId: event.account,
      payout: { id: payout.id, amountCents: payout.amount, currency: payout.currency, arrivalDate: new Date(payout.arrival_date * 1000), failureMessage: payout.failure_message ?? null },
    };
  }
  return null;
}

type ParsedEvent = ProviderEvent | SubscriptionEvent | AccountEvent | PayoutEvent;

/** Parses a verified event: the sessions', subscriptions' and connected accounts' events the site acts on, null for any other. */
export function providerEvent(event: Stripe.Event): ParsedEvent | null {
  if (!ACTED_ON.has(event.type as ProviderEvent['type'])) return subscriptionEvent(event) ?? connectEvent(event);
  // A subscription's checkout is followed by its invoice.paid, which is what Premium acts on.
  if ((event.data.object as Stripe.Checkout.Session).mode === 'subscription') return null;
  return { id: event.id, type: event.type as ProviderEvent['type'], session: sessionState(event.data.object as Stripe.Checkout.Session) };
}

/**
 * Verifies with the package's own constructEvent (HMAC-SHA256 over timestamp and body, 5 minutes' tolerance) against
 * each of `secrets` (the platform's endpoint, then the Connect endpoint's): valid when one of them signed it.
 */
export function verifyStripeSignature(rawBody: Buffer | string, signature: string | undefined, ...secrets: [string, ...(string | undefined)[]]): ParsedEvent | null {
  if (!signature) throw new WebhookSignatureError('No Stripe-Signature header');
  let refusal: unknown;
  for (const secret of secrets) {
    if (!secret) continue;
    try {
      return providerEvent(Stripe.webhooks.constructEvent(rawBody, signature, secret));
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
      refusal = error;
    }
  }
  throw new WebhookSignatureError((refusal as Error).message);
}

export function stripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    ...(options.api ?? {}),
  });
  const now = options.now ?? (() => new Date());
  const failed = (what: string) => (error: unknown) => {
    throw new PaymentProviderError(`Stripe ${what}: ${(error as Error).message}`, { cause: error });
  };

  return {
    name: 'stripe',
    async createCheckout(request: CheckoutRequest, idempotencyKey: string): Promise<CheckoutSession> {
      // The site's hold may be shorter than Stripe allows; the payment sweep expires the session when the hold ends.
      const at = now().getTime();
      const expiresMs = Math.min(Math.max(request.holdUntil.getTime(), at + STRIPE_MIN_SESSION_MS + 60_000), at + STRIPE_MAX_SESSION_MS - 60_000);
      const session = await stripe.checkout.sessions
        .create(
          {
            mode: request.mode,
            client_reference_id: request.orderId,
            metadata: { orderId: request.orderId },
            customer_email: request.customerEmail,
            locale: request.locale,
            line_items: [{ quantity: 1, price_data: { currency: request.currency.toLowerCase(), unit_amount: request.amountCents, product_data: { name: request.description } } }],
            payment_intent_data: {
              metadata: { orderId: request.orderId },
              // An organiser's seat: a destination charge on their behalf (they are the seller on the statement), the
              // price less the platform's fee moved to their account.
              ...(request.payee
                ? {
                    // No fee at all when a voucher paid the platform's part already: Stripe wants a fee above zero or none.
                    ...(request.payee.feeCents > 0 ? { application_fee_amount: request.payee.feeCents } : {}),
                    on_behalf_of: request.payee.accountId,
                    transfer_data: { destination: request.payee.accountId },
                  }
                : {}),
            },
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            expires_at: Math.floor(expiresMs / 1000),
          },
          { idempotencyKey },
        )
        .catch(failed('checkout'));
      if (!session.url) throw new PaymentProviderError(`Stripe session ${session.id} has no URL`);
      return { id: session.id, url: session.url };
    },
    async createSubscriptionCheckout(request: SubscriptionCheckoutRequest, idempotencyKey: string): Promise<CheckoutSession> {
      const metadata = { venueSlug: request.venueSlug, uid: request.uid, planId: request.planId };
      const session = await stripe.checkout.sessions
        .create(
          {
            mode: 'subscription',
            metadata,
            subscription_data: { metadata },
            // The invoice names the buyer with their billing address (copied onto each of Stripe's invoices).
            billing_address_collection: 'required',
            customer_email: request.customerEmail,
            locale: request.locale,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency.toLowerCase(),
                  unit_amount: request.amountCents,
                  recurring: { interval: request.interval },
                  product_data: { name: request.description },
                },
              },
            ],
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
          { idempotencyKey },
        )
        .catch(failed('subscription checkout'));
      if (!session.url) throw new PaymentProviderError(`Stripe session ${session.id} has no URL`);
      return { id: session.id, url: session.url };
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel, idempotencyKey) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }, { idempotencyKey }).catch(failed('subscription update'));
    },
    getSession: async (sessionId) => sessionState(await stripe.checkout.sessions.retrieve(sessionId).catch(failed('session'))),
    async expireSession(sessionId) {
      try {
        return sessionState(await stripe.checkout.sessions.expire(sessionId));
      } catch (error) {
        // Only an open session can be expired: one paid (or expired) meanwhile is answered as it is.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return sessionState(await stripe.checkout.sessions.retrieve(sessionId).catch(failed('session')));
        return failed('expire')(error);
      }
    },
    async refund(paymentId, amountCents, idempotencyKey, refundOptions) {
      // Stripe takes the organiser's share back in proportion to the amount refunded, and the fee with it.
      const reversal = refundOptions?.reverseTransfer ? { reverse_transfer: true, refund_application_fee: true } : {};
      const refund = await stripe.refunds.create({ payment_intent: paymentId, amount: amountCents, ...reversal }, { idempotencyKey }).catch(failed('refund'));
      return { id: refund.id };
    },
    async transfer(request, idempotencyKey) {
      // From the platform's balance (where vouchers' money is) to the organiser, grouped with the order's charge.
      const transfer = await stripe.transfers
        .create({ amount: request.amountCents, currency: request.currency.toLowerCase(), destination: request.accountId, transfer_group: request.transferGroup }, { idempotencyKey })
        .catch(failed('transfer'));
      return { id: transfer.id };
    },
    async reverseTransfer(transferId, amountCents, idempotencyKey) {
      const reversal = await stripe.transfers.createReversal(transferId, { amount: amountCents }, { idempotencyKey }).catch(failed('transfer reversal'));
      return { id: reversal.id };
    },
    verifyWebhook: (rawBody, signature) => verifyStripeSignature(rawBody, signature, options.webhookSecret, options.connectWebhookSecret),
    async createConnectedAccount(request, idempotencyKey) {
      const account = await stripe.accounts
        .create(
          {
            type: 'express',
            country: request.country,
            email: request.email,
            business_profile: { name: request.businessName },
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
            metadata: { uid: request.uid },
          },
          { idempotencyKey },
        )
        .catch(failed('account'));
      return connectedAccountState(account);
    },
    async onboardingLink(accountId, urls) {
      const link = await stripe.accountLinks
        .create({ account: accountId, type: 'account_onboarding', return_url: urls.returnUrl, refresh_url: urls.refreshUrl })
        .catch(failed('onboarding link'));
      return link.url;
    },
    getConnectedAccount: async (accountId) => connectedAccountState(await stripe.accounts.retrieve(accountId).catch(failed('account'))),
    dashboardLink: async (accountId) => (await stripe.accounts.createLoginLink(accountId).catch(failed('dashboard link'))).url,
  };
}
