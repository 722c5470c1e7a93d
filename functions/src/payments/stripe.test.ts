// The Stripe adapter against a small local server that speaks the part of Stripe's API the site uses
// (test/fake-stripe.ts), and webhook signatures made with the package's own test-header helper: forged, altered and
// stale ones are refused; subscriptions' events are read; organisers' Express accounts, destination charges, their
// refunds, the platform's transfers to them and their reversals, and the Connect endpoint's events (accounts, payouts)
// are what Stripe Connect expects.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookSignatureError, type CheckoutRequest, type SubscriptionCheckoutRequest } from '../domain/payment-provider.js';
import { fakeStripe, listenFakeStripe } from '../../test/fake-stripe.js';
import { STRIPE_MIN_SESSION_MS, stripeProvider } from './stripe.js';

const request = (orderId: string, holdUntil: Date): CheckoutRequest => ({
  orderId,
  amountCents: 6_500,
  currency: 'EUR',
  description: 'Töpfern für Anfänger:innen',
  customerEmail: 'anna@example.org',
  locale: 'de',
  successUrl: 'http://localhost:3000/payment?order=o-1&result=returned',
  cancelUrl: 'http://localhost:3000/payment?order=o-1&result=cancelled',
  holdUntil,
  mode: 'payment',
});

describe('Stripe adapter against a local Stripe API', () => {
  const fake = fakeStripe();
  let provider: ReturnType<typeof stripeProvider>;
  const webhookSecret = 'whsec_local_test';
  const connectWebhookSecret = 'whsec_local_connect';
  beforeAll(async () => {
    provider = stripeProvider({ secretKey: 'sk_test_local', webhookSecret, connectWebhookSecret, api: await listenFakeStripe(fake) });
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  it('opens a checkout with the amount, the order and an expiry Stripe accepts, once per idempotency key', async () => {
    const hold = new Date(Date.now() + 15 * 60_000);
    const first = await provider.createCheckout(request('o-1', hold), 'checkout-o-1');
    const again = await provider.createCheckout(request('o-1', hold), 'checkout-o-1');
    expect(again).toEqual(first);
    expect(fake.sessions.size).toBe(1);
    const sent = fake.requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(sent.map((r) => r.idempotencyKey)).toEqual(['checkout-o-1', 'checkout-o-1']);
    expect(sent[0]!.auth).toBe('Bearer sk_test_local');
    expect(Object.fromEntries(sent[0]!.form)).toMatchObject({
      mode: 'payment',
      client_reference_id: 'o-1',
      'line_items[0][price_data][unit_amount]': '6500',
      'line_items[0][price_data][currency]': 'eur',
      customer_email: 'anna@example.org',
    });
    // The hold is 15 minutes, Stripe's minimum 30: the session lives a little past 30, the sweep expires it earlier.
    const expiresAt = Number(sent[0]!.form.get('expires_at')) * 1000;
    expect(expiresAt - Date.now()).toBeGreaterThan(STRIPE_MIN_SESSION_MS);
    expect(expiresAt - Date.now()).toBeLessThan(STRIPE_MIN_SESSION_MS + 2 * 60_000);
    expect(await provider.getSession(first.id)).toEqual({ id: first.id, status: 'open', orderId: 'o-1', paid: false, paymentId: null, amountCents: 6_500, currency: 'eur' });
  });

  it('expires an open session, and answers a session paid first as paid instead of failing', async () => {
    const open = await provider.createCheckout(request('o-2', new Date(Date.now() + 60_000)), 'checkout-o-2');
    expect(await provider.expireSession(open.id)).toMatchObject({ status: 'expired', paid: false });
    const paid = await provider.createCheckout(request('o-3', new Date(Date.now() + 60_000)), 'checkout-o-3');
    fake.pay(paid.id);
    expect(await provider.expireSession(paid.id)).toMatchObject({ status: 'complete', paid: true, paymentId: `pi_fake_${paid.id}`, orderId: 'o-3' });
  });

  it('refunds through the API once per idempotency key', async () => {
    const session = await provider.createCheckout(request('o-4', new Date(Date.now() + 60_000)), 'checkout-o-4');
    fake.pay(session.id);
    const first = await provider.refund(`pi_fake_${session.id}`, 6_500, 'refund-o-4');
    expect(await provider.refund(`pi_fake_${session.id}`, 6_500, 'refund-o-4')).toEqual(first);
    expect(fake.requests.filter((r) => r.path === '/v1/refunds').map((r) => [r.idempotencyKey, r.form.get('amount')])).toEqual([
      ['refund-o-4', '6500'],
      ['refund-o-4', '6500'],
    ]);
    await expect(provider.refund('pi_unknown', 100, 'refund-x')).rejects.toThrow('Stripe refund');
  });

  it('opens a subscription checkout with a recurring price and the venue in its metadata, once per idempotency key', async () => {
    const subscription: SubscriptionCheckoutRequest = {
      mode: 'subscription',
      venueSlug: 'atelier',
      uid: 'u-owner',
      planId: 'premium-monthly',
      amountCents: 2_880,
      currency: 'EUR',
      interval: 'month',
      description: 'Premium monatlich: Atelier',
      customerEmail: 'owner@example.org',
      locale: 'de',
      successUrl: 'http://localhost:3000/payment?venue=atelier&result=returned',
      cancelUrl: 'http://localhost:3000/payment?venue=atelier&result=cancelled',
    };
    const first = await provider.createSubscriptionCheckout(subscription, 'premium-atelier-premium-monthly-0');
    expect(await provider.createSubscriptionCheckout(subscription, 'premium-atelier-premium-monthly-0')).toEqual(first);
    const sent = fake.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.form.get('mode') === 'subscription');
    expect(sent.map((r) => r.idempotencyKey)).toEqual(['premium-atelier-premium-monthly-0', 'premium-atelier-premium-monthly-0']);
    expect(Object.fromEntries(sent[0]!.form)).toMatchObject({
      'line_items[0][price_data][unit_amount]': '2880',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][recurring][interval]': 'month',
      'metadata[venueSlug]': 'atelier',
      'subscription_data[metadata][venueSlug]': 'atelier',
      'subscription_data[metadata][planId]': 'premium-monthly',
      customer_email: 'owner@example.org',
      billing_address_collection: 'required',
    });
    expect(sent[0]!.form.has('expires_at')).toBe(false);
  });

  it('cancels a subscription at its period end through the API, with an idempotency key', async () => {
    fake.subscriptions.set('sub_1', { id: 'sub_1', object: 'subscription', cancel_at_period_end: false, metadata: { venueSlug: 'atelier' } });
    await provider.setCancelAtPeriodEnd('sub_1', true, 'premium-cancel-sub_1');
    expect(fake.subscriptions.get('sub_1')?.cancel_at_period_end).toBe(true);
    expect(fake.requests.filter((r) => r.path === '/v1/subscriptions/sub_1').map((r) => [r.idempotencyKey, r.form.get('cancel_at_period_end')])).toEqual([['premium-cancel-sub_1', 'true']]);
    await expect(provider.setCancelAtPeriodEnd('sub_unknown', true, 'premium-cancel-x')).rejects.toThrow('Stripe subscription update');
  });

  it("reads subscriptions' events: a period paid, cancel at period end, the end; a subscription's checkout is left to its invoice", () => {
    const signed = (type: string, object: object) => {
      const payload = JSON.stringify({ id: `evt_${type}`, object: 'event', type, data: { object } });
      return provider.verifyWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }));
    };
    const metadata = { venueSlug: 'atelier', planId: 'premium-monthly' };
    expect(
      signed('invoice.paid', {
        id: 'in_1',
        object: 'invoice',
        customer: 'cus_1',
        amount_paid: 2880,
        currency: 'eur',
        customer_name: 'Werkstatt Muster e.U.',
        customer_address: { line1: 'Lindengasse 5', line2: null, postal_code: '1070', city: 'Wien', state: null, country: 'AT' },
        parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1', metadata } },
        lines: { object: 'list', data: [{ period: { start: 1_772_366_400, end: 1_775_044_800 } }] },
      }),
    ).toEqual({
      id: 'evt_invoice.paid',
      type: 'invoice.paid',
      subscription: { id: 'sub_1', venueSlug: 'atelier', customerId: 'cus_1', periodEnd: new Date(1_775_044_800_000), cancelAtPeriodEnd: false },
      invoice: {
        id: 'in_1',
        amountCents: 2880,
        currency: 'eur',
        periodStart: new Date(1_772_366_400_000),
        periodEnd: new Date(1_775_044_800_000),
        buyerName: 'Werkstatt Muster e.U.',
        buyerAddress: ['Lindengasse 5', '1070 Wien'],
        buyerCountry: 'AT',
      },
    });
    const subscription = { id: 'sub_1', object: 'subscription', customer: 'cus_1', cancel_at_period_end: true, metadata };
    expect(signed('customer.subscription.updated', subscription)).toMatchObject({ type: 'customer.subscription.updated', subscription: { id: 'sub_1', venueSlug: 'atelier', cancelAtPeriodEnd: true } });
    expect(signed('customer.subscription.deleted', subscription)).toMatchObject({ type: 'customer.subscription.deleted', subscription: { id: 'sub_1', venueSlug: 'atelier' } });
    expect(signed('checkout.session.completed', { id: 'cs_s', object: 'checkout.session', mode: 'subscription', status: 'complete', payment_status: 'paid', metadata })).toBeNull();
  });

  it("verifies webhooks signed as Stripe signs them, and refuses forged, altered and stale ones", () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_1', object: 'checkout.session', client_reference_id: 'o-1', status: 'complete', payment_status: 'paid', payment_intent: 'pi_1', amount_total: 6500, currency: 'eur' } },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect(provider.verifyWebhook(payload, header)).toEqual({
      id: 'evt_1',
      type: 'checkout.session.completed',
      session: { id: 'cs_1', status: 'complete', orderId: 'o-1', paid: true, paymentId: 'pi_1', amountCents: 6500, currency: 'eur' },
    });
    expect(() => provider.verifyWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_forged' }))).toThrow(WebhookSignatureError);
    expect(() => provider.verifyWebhook(payload.replace('6500', '1'), header)).toThrow(WebhookSignatureError);
    expect(() => provider.verifyWebhook(payload, undefined)).toThrow(WebhookSignatureError);
    const stale = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(() => provider.verifyWebhook(payload, stale)).toThrow(WebhookSignatureError);
    // A verified event of a kind the site does not act on is ignored.
    const other = JSON.stringify({ id: 'evt_2', object: 'event', type: 'customer.created', data: { object: {} } });
    expect(provider.verifyWebhook(other, Stripe.webhooks.generateTestHeaderString({ payload: other, secret: webhookSecret }))).toBeNull();
  });

  it("makes an organiser's Express account once per idempotency key, with what Stripe still needs of it", async () => {
    const request = { uid: 'u-orga', email: 'orga@example.org', country: 'AT', businessName: 'Werkstatt Muster e.U.', locale: 'de' as const };
    const created = await provider.createConnectedAccount(request, 'connect-u-orga');
    expect(await provider.createConnectedAccount(request, 'connect-u-orga')).toEqual(created);
    expect(fake.accounts.size).toBe(1);
    const sent = fake.requests.filter((r) => r.path === '/v1/accounts');
    expect(sent.map((r) => r.idempotencyKey)).toEqual(['connect-u-orga', 'connect-u-orga']);
    expect(Object.fromEntries(sent[0]!.form)).toEqual({
      type: 'express',
      country: 'AT',
      email: 'orga@example.org',
      'business_profile[name]': 'Werkstatt Muster e.U.',
      'capabilities[card_payments][requested]': 'true',
      'capabilities[transfers][requested]': 'true',
      'metadata[uid]': 'u-orga',
    });
    // Due now and past due together: both must be given before the account takes payments.
    expect(created).toEqual({
      accountId: created.accountId,
      detailsSubmitted: false,
      chargesEnabled: false,
      payoutsEnabled: false,
      requirementsDue: ['business_type', 'external_account', 'tos_acceptance.date'],
      disabledReason: 'requirements.past_due',
    });
    expect(created.accountId).toMatch(/^acct_fake_/);
  });

  it("links to Stripe's onboarding, reads the account as it changes, and opens the Express dashboard once onboarded", async () => {
    const { accountId } = await provider.createConnectedAccount({ uid: 'u-2', email: 'b@example.org', country: 'AT', businessName: 'B', locale: 'en' }, 'connect-u-2');
    const urls = { returnUrl: 'http://localhost:3000/meine-kurse/auszahlungen?onboarding=returned', refreshUrl: 'http://localhost:3000/meine-kurse/auszahlungen?onboarding=refresh' };
    expect(await provider.onboardingLink(accountId, urls)).toBe(`https://connect.stripe.test/setup/e/${accountId}`);
    expect(Object.fromEntries(fake.requests.filter((r) => r.path === '/v1/account_links').at(-1)!.form)).toEqual({
      account: accountId,
      type: 'account_onboarding',
      return_url: urls.returnUrl,
      refresh_url: urls.refreshUrl,
    });
    // Stripe refuses a login link before onboarding is done; the adapter says so as a provider error.
    await expect(provider.dashboardLink(accountId)).rejects.toThrow('Stripe dashboard link');
    Object.assign(fake.accounts.get(accountId)!, {
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      requirements: { currently_due: [], past_due: [], disabled_reason: null },
    });
    expect(await provider.getConnectedAccount(accountId)).toEqual({ accountId, detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true, requirementsDue: [], disabledReason: null });
    expect(await provider.dashboardLink(accountId)).toBe(`https://connect.stripe.test/express/${accountId}`);
    expect(fake.requests.filter((r) => r.path === `/v1/accounts/${accountId}/login_links`).map((r) => r.method)).toEqual(['POST', 'POST']);
    await expect(provider.getConnectedAccount('acct_unknown')).rejects.toThrow('Stripe account');
    await expect(provider.onboardingLink('acct_unknown', urls)).rejects.toThrow('Stripe onboarding link');
  });

  it("makes an organiser's seat a destination charge on their behalf with the platform's fee, and the operator's own a plain one", async () => {
    const forOrganiser = await provider.createCheckout({ ...request('o-5', new Date(Date.now() + 60_000)), payee: { accountId: 'acct_orga', feeCents: 375 } }, 'checkout-o-5');
    await provider.createCheckout(request('o-6', new Date(Date.now() + 60_000)), 'checkout-o-6');
    const [organisers, operators] = ['checkout-o-5', 'checkout-o-6'].map((key) => Object.fromEntries(fake.requests.find((r) => r.idempotencyKey === key)!.form));
    expect(organisers).toMatchObject({
      'payment_intent_data[application_fee_amount]': '375',
      'payment_intent_data[on_behalf_of]': 'acct_orga',
      'payment_intent_data[transfer_data][destination]': 'acct_orga',
      'payment_intent_data[metadata][orderId]': 'o-5',
    });
    expect(Object.keys(operators!).filter((field) => /application_fee|on_behalf_of|transfer_data/.test(field))).toEqual([]);
    expect(operators).toMatchObject({ 'payment_intent_data[metadata][orderId]': 'o-6' });

    fake.pay(forOrganiser.id);
    await provider.refund(`pi_fake_${forOrganiser.id}`, 3_000, 'refund-o-5', { reverseTransfer: true });
    await provider.refund(`pi_fake_${forOrganiser.id}`, 1_000, 'refund-o-5-plain');
    const refunds = Object.fromEntries(fake.requests.filter((r) => r.path === '/v1/refunds').map((r) => [r.idempotencyKey, Object.fromEntries(r.form)]));
    expect(refunds['refund-o-5']).toEqual({ payment_intent: `pi_fake_${forOrganiser.id}`, amount: '3000', reverse_transfer: 'true', refund_application_fee: 'true' });
    expect(refunds['refund-o-5-plain']).toEqual({ payment_intent: `pi_fake_${forOrganiser.id}`, amount: '1000' });
  });

  it("transfers what a voucher paid of an organiser's share from the platform's balance, in the order's group, and reverses it once per key", async () => {
    const { accountId } = await provider.createConnectedAccount({ uid: 'u-top-up', email: 't@example.org', country: 'AT', businessName: 'T', locale: 'de' }, 'connect-u-top-up');
    const request = { accountId, amountCents: 3_325, currency: 'EUR', transferGroup: 'o-7' };
    const transfer = await provider.transfer(request, 'top-up-o-7');
    expect(await provider.transfer(request, 'top-up-o-7')).toEqual(transfer);
    expect(fake.transfers.size).toBe(1);
    const sent = fake.requests.filter((r) => r.path === '/v1/transfers');
    expect(sent.map((r) => r.idempotencyKey)).toEqual(['top-up-o-7', 'top-up-o-7']);
    expect(Object.fromEntries(sent[0]!.form)).toEqual({ amount: '3325', currency: 'eur', destination: accountId, transfer_group: 'o-7' });

    const reversal = await provider.reverseTransfer(transfer.id, 3_325, 'top-up-reversal-o-7');
    expect(await provider.reverseTransfer(transfer.id, 3_325, 'top-up-reversal-o-7')).toEqual(reversal);
    expect(reversal.id).toMatch(/^trr_fake_/);
    expect(fake.transfers.get(transfer.id)).toMatchObject({ amount_reversed: 3_325, reversed: true });
    const reversals = fake.requests.filter((r) => r.path === `/v1/transfers/${transfer.id}/reversals`);
    expect(reversals.map((r) => [r.idempotencyKey, Object.fromEntries(r.form)])).toEqual([
      ['top-up-reversal-o-7', { amount: '3325' }],
      ['top-up-reversal-o-7', { amount: '3325' }],
    ]);
    // Stripe refuses a transfer to an account it does not know and a reversal beyond what is left: provider errors.
    await expect(provider.transfer({ ...request, accountId: 'acct_unknown' }, 'top-up-x')).rejects.toThrow('Stripe transfer');
    await expect(provider.reverseTransfer(transfer.id, 1, 'top-up-reversal-again')).rejects.toThrow('Stripe transfer reversal');
  });

  it("reads the Connect endpoint's events, signed with its own secret: an account's state, a payout paid or failed", () => {
    const signed = (body: object, secret = connectWebhookSecret) => {
      const payload = JSON.stringify({ object: 'event', ...body });
      return provider.verifyWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret }));
    };
    const account = {
      id: 'acct_1',
      object: 'account',
      details_submitted: true,
      charges_enabled: false,
      payouts_enabled: false,
      requirements: { currently_due: ['individual.verification.document'], past_due: ['individual.verification.document', 'external_account'], disabled_reason: 'requirements.past_due' },
    };
    const expected = {
      id: 'evt_a',
      type: 'account.updated',
      account: { accountId: 'acct_1', detailsSubmitted: true, chargesEnabled: false, payoutsEnabled: false, requirementsDue: ['individual.verification.document', 'external_account'], disabledReason: 'requirements.past_due' },
    };
    expect(signed({ id: 'evt_a', type: 'account.updated', account: 'acct_1', data: { object: account } })).toEqual(expected);
    // The platform's endpoint's secret verifies it as well: one route serves both endpoints.
    expect(signed({ id: 'evt_a', type: 'account.updated', account: 'acct_1', data: { object: account } }, webhookSecret)).toEqual(expected);
    const payout = { id: 'po_1', object: 'payout', amount: 12_345, currency: 'eur', arrival_date: 1_775_044_800, status: 'paid', failure_message: null };
    expect(signed({ id: 'evt_p', type: 'payout.paid', account: 'acct_1', data: { object: payout } })).toEqual({
      id: 'evt_p',
      type: 'payout.paid',
      accountId: 'acct_1',
      payout: { id: 'po_1', amountCents: 12_345, currency: 'eur', arrivalDate: new Date(1_775_044_800_000), failureMessage: null },
    });
    const failed = { ...payout, status: 'failed', failure_message: 'The bank account has been closed.' };
    expect(signed({ id: 'evt_f', type: 'payout.failed', account: 'acct_1', data: { object: failed } })).toMatchObject({
      type: 'payout.failed',
      accountId: 'acct_1',
      payout: { id: 'po_1', amountCents: 12_345, failureMessage: 'The bank account has been closed.' },
    });
    // A payout of the platform's own balance names no connected account: nothing of an organiser's.
    expect(signed({ id: 'evt_own', type: 'payout.paid', data: { object: payout } }, webhookSecret)).toBeNull();
    expect(() => signed({ id: 'evt_x', type: 'payout.paid', account: 'acct_1', data: { object: payout } }, 'whsec_forged')).toThrow(WebhookSignatureError);
  });

  it('refuses events signed with a Connect secret it was not given', () => {
    // Verifying calls no API.
    const platformOnly = stripeProvider({ secretKey: 'sk_test_local', webhookSecret });
    const payload = JSON.stringify({ id: 'evt_a', object: 'event', type: 'account.updated', data: { object: { id: 'acct_1', object: 'account' } } });
    expect(() => platformOnly.verifyWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: connectWebhookSecret }))).toThrow(WebhookSignatureError);
    expect(platformOnly.verifyWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }))).toMatchObject({ account: { accountId: 'acct_1', requirementsDue: [] } });
  });
});
