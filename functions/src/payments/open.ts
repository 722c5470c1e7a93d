// Which payment provider the environment selects: Stripe when STRIPE_SECRET_KEY is set (then STRIPE_WEBHOOK_SECRET
// must be too); otherwise the built-in test provider, except on Cloud Functions, where a site without keys takes no
// payments at all (a test checkout there would give seats away for nothing).
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
    return stripeProvider({ secretKey, webhookSecret });
  }
  if (env.K_SERVICE || env.FUNCTION_TARGET) return null;
  // The test sessions live next to the embedded store's file, so that they outlive a restart as Stripe's do.
  const file = options.storeFile && options.storeFile !== ':memory:' ? join(dirname(options.storeFile), 'test-payments.json') : undefined;
  return testPaymentProvider({ siteUrl: options.siteUrl, ...(file ? { file } : {}), ...(env.STRIPE_WEBHOOK_SECRET ? { webhookSecret: env.STRIPE_WEBHOOK_SECRET } : {}) });
}

export const isTestProvider = (provider: PaymentProvider | null): provider is TestPaymentProvider => provider?.name === 'test';
