// The test provider's onboarding page's service: what it shows of an account, which steps it offers from each state,
// where each step sends the organiser (never off the site's addresses the account was given), a payout from the
// page, and nothing at all with Stripe.
import { describe, expect, it } from 'vitest';
import type { AccountEvent, PaymentProvider } from '../domain/payment-provider.js';
import { payoutAccountStatus } from '../domain/payouts.js';
import { NotFoundError } from '../domain/repositories.js';
import { testPaymentProvider } from '../payments/test-provider.js';
import { testOnboarding, testOnboardingAccount } from './test-onboarding.js';

function setUp() {
  const payments = testPaymentProvider({ siteUrl: () => 'http://localhost:3000', webhookSecret: 'whsec_onboarding' });
  const events: string[] = [];
  payments.deliverTo(async (body, signature) => {
    const event = payments.verifyWebhook(body, signature);
    events.push(event?.type === 'account.updated' ? `account.updated:${payoutAccountStatus((event as AccountEvent).account)}` : String(event?.type));
  });
  return { payments, events, ctx: { payments } };
}

const returnUrl = 'http://localhost:3000/meine-kurse?onboarding=done';

describe('the test onboarding page', () => {
  it('takes an account from details missing to pending to active, offering the steps that make sense, each sent as account.updated', async () => {
    const { payments, events, ctx } = setUp();
    const { accountId } = await payments.createConnectedAccount({ uid: 'u-1', email: 'orga@example.org', country: 'AT', businessName: 'Werkstatt Muster', locale: 'de' }, 'connect-u-1');
    await payments.onboardingLink(accountId, { returnUrl, refreshUrl: 'http://localhost:3000/meine-kurse?onboarding=again' });
    const page = `http://localhost:3000/payment/test-onboarding?account=${accountId}`;

    expect(testOnboardingAccount(ctx, { id: accountId })).toMatchObject({
      id: accountId,
      businessName: 'Werkstatt Muster',
      email: 'orga@example.org',
      status: 'DETAILS_MISSING',
      steps: ['SUBMIT'],
      canPayOut: false,
      availableCents: 0,
      currency: 'eur',
    });
    // Leaving with details missing changes nothing.
    expect(await testOnboarding(ctx, { accountId, action: 'RETURN' })).toBe(returnUrl);
    // A step that makes no sense from here (a page open while the account changed) does nothing.
    expect(await testOnboarding(ctx, { accountId, action: 'VERIFY' })).toBe(returnUrl);
    expect(events).toEqual([]);

    expect(await testOnboarding(ctx, { accountId, action: 'SUBMIT', locale: 'en' })).toBe(page.replace('3000/', '3000/en/'));
    expect(testOnboardingAccount(ctx, { id: accountId })).toMatchObject({ status: 'PENDING', steps: ['VERIFY', 'RESTRICT'], requirementsDue: [] });
    expect(await testOnboarding(ctx, { accountId, action: 'VERIFY' })).toBe(returnUrl);
    expect(testOnboardingAccount(ctx, { id: accountId })).toMatchObject({ status: 'ACTIVE', steps: ['RESTRICT'] });
    expect(await testOnboarding(ctx, { accountId, action: 'RESTRICT' })).toBe(returnUrl);
    expect(testOnboardingAccount(ctx, { id: accountId })).toMatchObject({ status: 'RESTRICTED', steps: ['SUBMIT'], requirementsDue: ['individual.verification.document'] });
    expect(events).toEqual(['account.updated:PENDING', 'account.updated:ACTIVE', 'account.updated:RESTRICTED']);
  });

  it('pays out the balance from the page and shows it; a demo account without a return address comes back to its page', async () => {
    const { payments, events, ctx } = setUp();
    payments.ensureAccount('acct_demo', { uid: 'u-demo', email: 'demo@example.org', businessName: 'Demo-Werkstatt', active: true });
    const { id } = await payments.createCheckout(
      {
        orderId: 'o-1',
        amountCents: 4_000,
        currency: 'EUR',
        description: 'Ein Platz',
        customerEmail: 'anna@example.org',
        locale: 'de',
        successUrl: 'http://localhost:3000/payment?order=o-1',
        cancelUrl: 'http://localhost:3000/payment?order=o-1&result=cancelled',
        holdUntil: new Date(Date.now() + 60_000),
        mode: 'payment',
        payee: { accountId: 'acct_demo', feeCents: 250 },
      },
      'checkout-o-1',
    );
    await payments.act(id, 'pay', { deliver: false });
    expect(testOnboardingAccount(ctx, { id: 'acct_demo' })).toMatchObject({ status: 'ACTIVE', canPayOut: true, transferredCents: 3_750, availableCents: 3_750 });
    const page = 'http://localhost:3000/payment/test-onboarding?account=acct_demo';
    expect(await testOnboarding(ctx, { accountId: 'acct_demo', action: 'PAYOUT' })).toBe(page);
    expect(events).toEqual(['payout.paid']);
    expect(testOnboardingAccount(ctx, { id: 'acct_demo' })).toMatchObject({ canPayOut: false, paidOutCents: 3_750, availableCents: 0 });
    expect(await testOnboarding(ctx, { accountId: 'acct_demo', action: 'RETURN' })).toBe(page);
  });

  it('knows no account of another provider, and refuses an unknown one or a made-up step', async () => {
    const { ctx } = setUp();
    expect(testOnboardingAccount(ctx, { id: 'acct_unknown' })).toBeNull();
    await expect(testOnboarding(ctx, { accountId: 'acct_unknown', action: 'SUBMIT' })).rejects.toThrow(NotFoundError);
    await expect(testOnboarding(ctx, { accountId: 'acct_unknown', action: 'APPROVE' as 'SUBMIT' })).rejects.toThrow('Invalid argument "action"');
    const stripe = { name: 'stripe' } as PaymentProvider;
    expect(testOnboardingAccount({ payments: stripe }, { id: 'acct_1' })).toBeNull();
    await expect(testOnboarding({ payments: stripe }, { accountId: 'acct_1', action: 'SUBMIT' })).rejects.toThrow(NotFoundError);
  });
});
