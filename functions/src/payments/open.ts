// Which payment provider the environment selects: Stripe when STRIPE_SECRET_KEY is set (then STRIPE_WEBHOOK_SECRET
// must be too, and STRIPE_CONNECT_WEBHOOK_SECRET for the Connect endpoint's events may be); otherwise the built-in test provider, except on Cloud Functions, where a site without keys takes no
// payments at all (a test checkout there would give seats away for nothing). The one exception there is
// firebase-tools' Functions emulator asked for it with TEST_PAYMENT_PROVIDER=true, so that CI can pay through the
// Firebase path; its events then travel as Stripe's do, over HTTP to the webhook behind Hosting.
import { dirname, join } from 'node:path';
import type { PaymentProvider } from '../domain/payment-provider.js';
import { stripeProvider } from './stripe.js';
import { testPaymentProvider, type TestPaymentProvider } from './test-provider.js';

export function openPaymentProviderFromEnv(
  env: NodeJS.ProcessEnv,
  options: { storeFile?: string; siteUrl: () => string },
): PaymentProvider | TestPaymentProvider | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (secretKey) {
    const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
    if (!webhookSecret) throw new Error('STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not: webhooks could not be verified.');
    // Connected accounts' events come to a Connect endpoint of their own, signed with its secret.
    const connectWebhookSecret = env.STRIPE_CONNECT_WEBHOOK_SECRET?.trim();
    return stripeProvider({ secretKey, webhookSecret, ...(connectWebhookSecret ? { connectWebhookSecret } : {}) });
  }
  if (env.K_SERVICE || env.FUNCTION_TARGET) {
    if (env.FUNCTIONS_EMULATOR !== 'true' || env.TEST_PAYMENT_PROVIDER !== 'true') return null;
    // Each worker process of the emulator has a provider of its own: they must share the signing secret, and the
    // worker that runs the checkout is not the one that would handle its events in process.
    const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
    if (!webhookSecret) throw new Error('TEST_PAYMENT_PROVIDER=true needs STRIPE_WEBHOOK_SECRET, shared by every instance.');
    return overHttp(testPaymentProvider({ siteUrl: options.siteUrl, webhookSecret }), options.siteUrl);
  }
  // The test sessions live next to the embedded store's file, so that they outlive a restart as Stripe's do.
  const file = options.storeFile && options.storeFile !== ':memory:' ? join(dirname(options.storeFile), 'test-payments.json') : undefined;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  return testPaymentProvider({ siteUrl: options.siteUrl, ...(file ? { file } : {}), ...(webhookSecret ? { webhookSecret } : {}) });
}

/** The test provider sending its signed events to the site's public webhook address instead of a handler in process. */
function overHttp(provider: TestPaymentProvider, siteUrl: () => string): TestPaymentProvider {
  provider.deliverTo(async (body, signature) => {
    // The webhook's route (webhook-routes.ts), which Hosting rewrites to `api`.
    const response = await fetch(`${siteUrl()}/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`The webhook answered ${response.status}`);
  });
  return { ...provider, deliverTo: () => undefined };
}

export const isTestProvider = (provider: PaymentProvider | null): provider is TestPaymentProvider => provider?.name === 'test';
