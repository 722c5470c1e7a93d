import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from '../domain/payment-provider.js';
import { isTestProvider, openPaymentProviderFromEnv } from './open.js';

const siteUrl = () => 'http://127.0.0.1:5000';

describe('openPaymentProviderFromEnv on Cloud Functions', () => {
  it('takes no payments without Stripe keys, whatever TEST_PAYMENT_PROVIDER says outside the emulator', () => {
    expect(openPaymentProviderFromEnv({ K_SERVICE: 'api' }, { siteUrl })).toBeNull();
    expect(openPaymentProviderFromEnv({ K_SERVICE: 'api', TEST_PAYMENT_PROVIDER: 'true', STRIPE_WEBHOOK_SECRET: 'whsec_x' }, { siteUrl })).toBeNull();
    expect(openPaymentProviderFromEnv({ K_SERVICE: 'api', FUNCTIONS_EMULATOR: 'true', STRIPE_WEBHOOK_SECRET: 'whsec_x' }, { siteUrl })).toBeNull();
  });

  it('in the Functions emulator, asked for, opens the test provider, which needs the shared signing secret', () => {
    const env = { K_SERVICE: 'api', FUNCTIONS_EMULATOR: 'true', TEST_PAYMENT_PROVIDER: 'true' };
    expect(() => openPaymentProviderFromEnv(env, { siteUrl })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(openPaymentProviderFromEnv({ ...env, STRIPE_WEBHOOK_SECRET: 'whsec_x' }, { siteUrl })?.name).toBe('test');
  });

  it('sends the test provider’s signed events to the site’s webhook over HTTP', async () => {
    const { createServer } = await import('node:http');
    const received: Array<{ path?: string; signature?: string; body: string }> = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ path: req.url, signature: req.headers['stripe-signature'] as string | undefined, body });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const env = { K_SERVICE: 'ssr', FUNCTIONS_EMULATOR: 'true', TEST_PAYMENT_PROVIDER: 'true', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
      const provider = openPaymentProviderFromEnv(env, { siteUrl: () => `http://127.0.0.1:${port}` });
      if (!isTestProvider(provider)) throw new Error('expected the test provider');
      // A handler in process, as the composition root wires one, is not where the events go.
      provider.deliverTo(() => Promise.reject(new Error('delivered in process')));
      const { id } = await provider.createCheckout(
        {
          orderId: 'order-1',
          locale: 'de',
          amountCents: 2500,
          currency: 'EUR',
          description: 'Ein Platz',
          successUrl: 'http://127.0.0.1/ok',
          cancelUrl: 'http://127.0.0.1/cancel',
          holdUntil: new Date(Date.now() + 15 * 60_000),
        } as Parameters<typeof provider.createCheckout>[0],
        'key-1',
      );
      await provider.act(id, 'pay');
      expect(received).toHaveLength(1);
      expect(received[0]!.path).toBe('/payments/webhook');
      expect(received[0]!.signature).toMatch(/^t=\d+,v1=/);
      expect(provider.verifyWebhook(received[0]!.body, received[0]!.signature)).toMatchObject({ type: 'checkout.session.completed' });
    } finally {
      server.close();
    }
  });
});

describe('openPaymentProviderFromEnv with Stripe keys', () => {
  it("verifies the Connect endpoint's events with STRIPE_CONNECT_WEBHOOK_SECRET, the platform's with STRIPE_WEBHOOK_SECRET", () => {
    const env = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_platform', STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect' };
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'account.updated', account: 'acct_1', data: { object: { id: 'acct_1', object: 'account' } } });
    const signedWith = (secret: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const provider = openPaymentProviderFromEnv(env, { siteUrl })!;
    expect(provider.name).toBe('stripe');
    expect(provider.verifyWebhook(payload, signedWith('whsec_connect'))).toMatchObject({ type: 'account.updated' });
    expect(provider.verifyWebhook(payload, signedWith('whsec_platform'))).toMatchObject({ type: 'account.updated' });
    const withoutConnect = openPaymentProviderFromEnv({ ...env, STRIPE_CONNECT_WEBHOOK_SECRET: ' ' }, { siteUrl })!;
    expect(() => withoutConnect.verifyWebhook(payload, signedWith('whsec_connect'))).toThrow(WebhookSignatureError);
  });
});
