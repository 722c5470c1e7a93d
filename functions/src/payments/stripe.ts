// The payment provider in production: Stripe Checkout through the `stripe` package. Every create call carries an
// idempotency key (a retried request never opens a second session or refunds twice); webhooks are verified with the
// signing secret by the package's constructEvent. Tests point it at a local server speaking the used subset of the
// API (host/port/protocol).
import Stripe from 'stripe';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
  type ProviderEvent,
  type SessionState,
} from '../domain/payment-provider.js';

/** Stripe refuses an expires_at sooner than 30 minutes after the session's creation (and later than 24 hours). */
export const STRIPE_MIN_SESSION_MS = 30 * 60_000;
const STRIPE_MAX_SESSION_MS = 24 * 3_600_000;

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
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

/** Parses a verified event: the sessions' events the site acts on, null for any other. */
export function providerEvent(event: Stripe.Event): ProviderEvent | null {
  if (!ACTED_ON.has(event.type as ProviderEvent['type'])) return null;
  return { id: event.id, type: event.type as ProviderEvent['type'], session: sessionState(event.data.object as Stripe.Checkout.Session) };
}

/** Verifies with the package's own constructEvent (HMAC-SHA256 over timestamp and body, 5 minutes' tolerance). */
export function verifyStripeSignature(rawBody: Buffer | string, signature: string | undefined, secret: string): ProviderEvent | null {
  if (!signature) throw new WebhookSignatureError('No Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    throw new WebhookSignatureError((error as Error).message);
  }
  return providerEvent(event);
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
            payment_intent_data: { metadata: { orderId: request.orderId } },
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
    async refund(paymentId, amountCents, idempotencyKey) {
      const refund = await stripe.refunds.create({ payment_intent: paymentId, amount: amountCents }, { idempotencyKey }).catch(failed('refund'));
      return { id: refund.id };
    },
    verifyWebhook: (rawBody, signature) => verifyStripeSignature(rawBody, signature, options.webhookSecret),
  };
}
