// POST /payments/webhook: where Stripe (and the built-in test provider, through the same function) sends its events.
// The signature is checked over the raw body before anything else; a forged, altered or stale event is refused
// with 400 and logged without its body. A verified event is applied once per event id (the store keeps the ids).
import express, { type Request, type Router } from 'express';
import { WebhookSignatureError, type PaymentProvider } from '../domain/payment-provider.js';
import type { Store } from '../domain/repositories.js';
import type { LiveBus } from '../domain/live.js';
import { clientAddressOf } from '../http/client-address.js';
import { applyProviderEvent } from '../services/order-changes.js';
import { applyAccountEvent, applyPayoutEvent } from '../services/payouts.js';
import { applySubscriptionEvent } from '../services/premium.js';

export const WEBHOOK_PATH = '/payments/webhook';

export interface WebhookDeps {
  store: Store;
  payments: PaymentProvider;
  live?: LiveBus;
}

export interface WebhookAnswer {
  status: number;
  body: { received: boolean; outcome?: string; error?: string };
}

/** The one webhook handler: verifies, then applies. Status 400 for a bad signature, 500 when the store failed (the provider retries). */
export function paymentWebhookHandler(deps: WebhookDeps): (rawBody: Buffer | string, signature: string | undefined, from?: string) => Promise<WebhookAnswer> {
  return async (rawBody, signature, from = 'unknown') => {
    let event;
    try {
      event = deps.payments.verifyWebhook(rawBody, signature);
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      console.warn(`Payment webhook refused (${deps.payments.name}) from ${from}: ${error.message}`);
      return { status: 400, body: { received: false, error: 'INVALID_SIGNATURE' } };
    }
    if (!event) return { status: 200, body: { received: true, outcome: 'ignored' } };
    try {
      const now = new Date();
      const work = { store: deps.store, payments: deps.payments, now, ...(deps.live ? { live: deps.live } : {}) };
      const outcome =
        'subscription' in event
          ? await applySubscriptionEvent(work, event)
          : 'account' in event
            ? await applyAccountEvent(work, event)
            : 'payout' in event
              ? await applyPayoutEvent(work, event)
              : await applyProviderEvent(work, event);
      if (outcome === 'duplicate') console.warn(`Payment webhook ${event.id} (${event.type}) delivered again from ${from}: nothing changed`);
      return { status: 200, body: { received: true, outcome } };
    } catch (error) {
      console.error(`Payment webhook ${event.id} (${event.type}) failed:`, (error as Error).message);
      return { status: 500, body: { received: false } };
    }
  };
}

/** The route. Cloud Functions parse the body before the app sees it and keep the bytes as `rawBody`. */
export function paymentWebhookRouter(deps: WebhookDeps, trustedProxyHops = 0): Router {
  const handle = paymentWebhookHandler(deps);
  const router = express.Router();
  router.post(WEBHOOK_PATH, express.raw({ type: '*/*', limit: '512kb' }), (req: Request, res, next) => {
    const raw = (req as Request & { rawBody?: Buffer }).rawBody ?? (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
    const from = clientAddressOf(req, trustedProxyHops);
    handle(raw, req.get('stripe-signature'), from)
      .then(({ status, body }) => res.status(status).json(body))
      .catch(next);
  });
  return router;
}
