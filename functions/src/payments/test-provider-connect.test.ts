// The test provider's Stripe Connect: an organiser's account through its onboarding states, each change a signed
// account.updated the site verifies as Stripe's; destination charges moving the price less the fee to the account,
// declined when the account cannot take charges; refunds reversing the share and the fee in proportion; the
// platform's own transfers (what a voucher paid of a sale) and their reversals; payouts paid or failed; and all of it
// kept in the state file across a restart.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AccountEvent, CheckoutRequest, PayoutEvent, ProviderEvent, SubscriptionEvent } from '../domain/payment-provider.js';
import { payoutAccountStatus } from '../domain/payouts.js';
import { testPaymentProvider, type TestPaymentProvider } from './test-provider.js';
import { loadTestProviderState } from './test-provider-state.js';

const dir = mkdtempSync(join(tmpdir(), 'magazin-test-connect-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Verified = ProviderEvent | SubscriptionEvent | AccountEvent | PayoutEvent | null;

/** A provider whose events are verified as the webhook route does and kept, newest last. */
function open(file?: string): { provider: TestPaymentProvider; events: Verified[]; raw: { account?: string }[] } {
  const provider = testPaymentProvider({ siteUrl: () => 'http://localhost:3000', webhookSecret: 'whsec_connect_test', ...(file ? { file } : {}) });
  const events: Verified[] = [];
  const raw: { account?: string }[] = [];
  provider.deliverTo(async (body, signature) => {
    events.push(provider.verifyWebhook(body, signature));
    raw.push(JSON.parse(body) as { account?: string });
  });
  return { provider, events, raw };
}

const seat = (orderId: string, accountId: string, amountCents = 6_500, feeCents = 375): CheckoutRequest => ({
  orderId,
  amountCents,
  currency: 'EUR',
  description: 'Töpfern für Anfänger:innen',
  customerEmail: 'anna@example.org',
  locale: 'de',
  successUrl: `http://localhost:3000/payment?order=${orderId}&result=returned`,
  cancelUrl: `http://localhost:3000/payment?order=${orderId}&result=cancelled`,
  holdUntil: new Date(Date.now() + 15 * 60_000),
  mode: 'payment',
  payee: { accountId, feeCents },
});

async function paidSeat(provider: TestPaymentProvider, orderId: string, accountId: string, amountCents?: number, feeCents?: number) {
  const { id } = await provider.createCheckout(seat(orderId, accountId, amountCents, feeCents), `checkout-${orderId}`);
  await provider.act(id, 'pay');
  return provider.session(id)!.paymentId!;
}

describe('the test provider plays Stripe Connect', () => {
  it('takes an account through details missing, pending, active and restricted, sending a signed account.updated for each change', async () => {
    const { provider, events, raw } = open();
    const request = { uid: 'u-orga', email: 'orga@example.org', country: 'AT', businessName: 'Werkstatt Muster', locale: 'de' as const };
    const created = await provider.createConnectedAccount(request, 'connect-u-orga');
    expect(await provider.createConnectedAccount(request, 'connect-u-orga')).toEqual(created);
    expect(payoutAccountStatus(created)).toBe('DETAILS_MISSING');
    expect(created.requirementsDue.length).toBeGreaterThan(0);
    const { accountId } = created;

    const link = await provider.onboardingLink(accountId, { returnUrl: 'http://localhost:3000/en/organiser/payouts?onboarding=done', refreshUrl: 'http://localhost:3000/en/organiser/payouts?onboarding=again' });
    expect(link).toBe(`http://localhost:3000/en/payment/test-onboarding?account=${accountId}`);
    // Where the page sends the organiser back is kept with the account, never read from the page's address.
    expect(provider.account(accountId)).toMatchObject({ returnUrl: 'http://localhost:3000/en/organiser/payouts?onboarding=done', status: 'DETAILS_MISSING' });
    expect(events).toEqual([]);

    const states: string[] = [];
    for (const step of ['submit', 'verify', 'restrict'] as const) {
      await provider.onboard(accountId, step);
      const event = events.at(-1) as AccountEvent;
      expect(event.type).toBe('account.updated');
      expect(event.account).toEqual(await provider.getConnectedAccount(accountId));
      states.push(payoutAccountStatus(event.account));
    }
    expect(states).toEqual(['PENDING', 'ACTIVE', 'RESTRICTED']);
    expect(raw.map((event) => event.account)).toEqual([accountId, accountId, accountId]);
    expect(provider.account(accountId)).toMatchObject({ status: 'RESTRICTED', chargesEnabled: false, requirementsDue: ['individual.verification.document'] });
    expect(await provider.dashboardLink(accountId)).toBe(`http://localhost:3000/en/payment/test-onboarding?account=${accountId}`);
    provider.ensureAccount('acct_demo_de', { uid: 'u-de', email: 'de@example.org', active: true });
    expect(await provider.dashboardLink('acct_demo_de')).toBe('http://localhost:3000/payment/test-onboarding?account=acct_demo_de');
    await expect(provider.getConnectedAccount('acct_unknown')).rejects.toThrow('No test account');
  });

  it("moves a paid seat's price less the fee to the organiser, and reverses the share and the fee in proportion with refunds", async () => {
    const { provider } = open();
    provider.ensureAccount('acct_demo_orga', { uid: 'u-demo', email: 'demo@example.org', active: true });
    const paymentId = await paidSeat(provider, 'o-1', 'acct_demo_orga');
    expect(provider.balance('acct_demo_orga')).toEqual({ currency: 'eur', transferredCents: 6_125, reversedCents: 0, feesCents: 375, feeRefundsCents: 0, paidOutCents: 0, availableCents: 6_125 });

    // Half, then the rest: 3062.5 and 187.5 round up first, and the second refund takes exactly what is left.
    await provider.refund(paymentId, 3_250, 'refund-o-1-a', { reverseTransfer: true });
    expect(provider.transfers('acct_demo_orga').reversals.map((r) => [r.amountCents, r.feeRefundCents])).toEqual([[3_063, 188]]);
    await provider.refund(paymentId, 3_250, 'refund-o-1-a', { reverseTransfer: true });
    expect(provider.transfers('acct_demo_orga').reversals).toHaveLength(1);
    await provider.refund(paymentId, 3_250, 'refund-o-1-b', { reverseTransfer: true });
    expect(provider.balance('acct_demo_orga')).toMatchObject({ transferredCents: 6_125, reversedCents: 6_125, feesCents: 375, feeRefundsCents: 375, availableCents: 0 });

    // A refund without reverseTransfer (the operator's own course) leaves the organiser's account alone.
    const other = await paidSeat(provider, 'o-2', 'acct_demo_orga', 2_000, 150);
    await provider.refund(other, 2_000, 'refund-o-2');
    expect(provider.balance('acct_demo_orga')).toMatchObject({ transferredCents: 6_125 + 1_850, reversedCents: 6_125, availableCents: 1_850 });
    expect(provider.transfers('acct_demo_orga').transfers.map((t) => t.paymentId)).toEqual([paymentId, other]);
  });

  it("transfers what the card did not carry from the platform's balance to the organiser, and takes it back once per key", async () => {
    const { provider } = open();
    provider.ensureAccount('acct_top_up', { uid: 'u-top-up', email: 't@example.org', active: true });
    // A seat of 65 € of which a voucher paid 40 €: the card's charge moves 25 € less the whole fee, the platform the rest.
    const paymentId = await paidSeat(provider, 'o-9', 'acct_top_up', 2_500, 0);
    const request = { accountId: 'acct_top_up', amountCents: 3_625, currency: 'EUR', transferGroup: 'o-9' };
    const transfer = await provider.transfer(request, 'top-up-o-9');
    expect(await provider.transfer(request, 'top-up-o-9')).toEqual(transfer);
    expect(provider.balance('acct_top_up')).toMatchObject({ transferredCents: 2_500 + 3_625, feesCents: 0, availableCents: 6_125 });
    expect(provider.transfers('acct_top_up').transfers.map((t) => [t.paymentId, t.transferGroup])).toEqual([
      [paymentId, undefined],
      [null, 'o-9'],
    ]);

    const reversal = await provider.reverseTransfer(transfer.id, 3_625, 'top-up-reversal-o-9');
    expect(await provider.reverseTransfer(transfer.id, 3_625, 'top-up-reversal-o-9')).toEqual(reversal);
    await provider.refund(paymentId, 2_500, 'refund-o-9', { reverseTransfer: true });
    expect(provider.balance('acct_top_up')).toMatchObject({ transferredCents: 6_125, reversedCents: 6_125, availableCents: 0 });
    // Nothing is left to take back, no transfer to an unknown or restricted account, none of nothing.
    await expect(provider.reverseTransfer(transfer.id, 1, 'top-up-reversal-more')).rejects.toThrow('0 left');
    await expect(provider.transfer({ ...request, accountId: 'acct_unknown' }, 'top-up-x')).rejects.toThrow('No test account');
    await provider.setAccountState('acct_top_up', { chargesEnabled: false });
    await expect(provider.transfer(request, 'top-up-o-10')).rejects.toThrow('cannot receive transfers');
    await provider.setAccountState('acct_top_up', { chargesEnabled: true });
    await expect(provider.transfer({ ...request, amountCents: 0 }, 'top-up-o-11')).rejects.toThrow('A transfer of 0 cents');
  });

  it('declines a payment for an organiser whose account cannot take charges: nothing is taken, nothing moved', async () => {
    const { provider, events } = open();
    const { accountId } = await provider.createConnectedAccount({ uid: 'u-p', email: 'p@example.org', country: 'AT', businessName: 'P', locale: 'de' }, 'connect-u-p');
    await provider.onboard(accountId, 'submit');
    const before = events.length;
    for (const [orderId, payee] of [
      ['o-pending', accountId],
      ['o-nobody', 'acct_missing'],
    ] as const) {
      const { id } = await provider.createCheckout(seat(orderId, payee), `checkout-${orderId}`);
      expect(await provider.act(id, 'pay')).toBe(`http://localhost:3000/payment?order=${orderId}&result=cancelled&result=declined`);
      expect(provider.session(id)).toMatchObject({ status: 'open', paid: false, paymentId: null });
    }
    expect(events.length).toBe(before);
    expect(provider.balance(accountId)).toMatchObject({ transferredCents: 0, feesCents: 0 });
    // Once the account is active, the same checkout is paid.
    await provider.onboard(accountId, 'verify');
    const { id } = await provider.createCheckout(seat('o-pending', accountId), 'checkout-o-pending');
    await provider.act(id, 'pay');
    expect(provider.session(id)).toMatchObject({ status: 'complete', paid: true });
  });

  it('pays out the available balance (payout.paid), leaves it on a failed payout (payout.failed), and pays nothing twice', async () => {
    const { provider, events } = open();
    provider.ensureAccount('acct_payout', { uid: 'u-pay', email: 'pay@example.org', active: true });
    await paidSeat(provider, 'o-3', 'acct_payout', 10_000, 550);
    const failed = await provider.payout('acct_payout', { fail: true });
    expect(failed).toMatchObject({ status: 'failed', amountCents: 9_450, failureMessage: 'The bank account has been closed.' });
    expect(events.at(-1)).toMatchObject({ type: 'payout.failed', accountId: 'acct_payout', payout: { id: failed!.id, amountCents: 9_450, failureMessage: 'The bank account has been closed.' } });
    expect(provider.balance('acct_payout')).toMatchObject({ paidOutCents: 0, availableCents: 9_450 });

    const paid = await provider.payout('acct_payout');
    const event = events.at(-1) as PayoutEvent;
    expect(event).toEqual({ id: event.id, type: 'payout.paid', accountId: 'acct_payout', payout: { id: paid!.id, amountCents: 9_450, currency: 'eur', arrivalDate: new Date(paid!.arrivalDate), failureMessage: null } });
    expect(event.payout.arrivalDate.getTime()).toBeGreaterThan(Date.now());
    expect(provider.balance('acct_payout')).toMatchObject({ paidOutCents: 9_450, availableCents: 0 });
    expect(await provider.payout('acct_payout')).toBeNull();
    expect(provider.payouts('acct_payout').map((p) => p.status)).toEqual(['failed', 'paid']);
  });

  it('restricts an account after seats were sold: account.updated sent, the balance kept, no payout, no new payment', async () => {
    const { provider, events } = open();
    provider.ensureAccount('acct_restricted', { uid: 'u-r', email: 'r@example.org', active: true });
    await paidSeat(provider, 'o-4', 'acct_restricted');
    const before = events.length;
    await provider.setAccountState('acct_restricted', { chargesEnabled: false, payoutsEnabled: false, requirementsDue: ['individual.verification.document'], disabledReason: 'requirements.past_due' });
    expect(events.slice(before)).toMatchObject([{ type: 'account.updated', account: { accountId: 'acct_restricted', chargesEnabled: false } }]);
    expect(provider.account('acct_restricted')?.status).toBe('RESTRICTED');
    expect(provider.balance('acct_restricted').availableCents).toBe(6_125);
    await expect(provider.payout('acct_restricted')).rejects.toThrow('cannot receive payouts');
    const { id } = await provider.createCheckout(seat('o-5', 'acct_restricted'), 'checkout-o-5');
    expect(await provider.act(id, 'pay')).toContain('result=declined');
  });

  it('registers demo accounts without events and keeps an existing one as it is', async () => {
    const { provider, events } = open();
    const demo = provider.ensureAccount('acct_demo', { uid: 'u-demo', email: 'demo@example.org', businessName: 'Demo-Werkstatt', active: true });
    expect(payoutAccountStatus(demo)).toBe('ACTIVE');
    await provider.onboard('acct_demo', 'restrict');
    expect(provider.ensureAccount('acct_demo', { uid: 'u-demo', email: 'demo@example.org', active: true }).chargesEnabled).toBe(false);
    expect(payoutAccountStatus(provider.ensureAccount('acct_new', { uid: 'u-new', email: 'new@example.org' }))).toBe('DETAILS_MISSING');
    expect(events.map((event) => event?.type)).toEqual(['account.updated']);
  });

  it('keeps accounts, transfers, reversals and payouts in its file across a restart', async () => {
    const file = join(dir, 'round-trip', 'test-payments.json');
    const first = open(file).provider;
    const { accountId } = await first.createConnectedAccount({ uid: 'u-f', email: 'f@example.org', country: 'AT', businessName: 'F', locale: 'de' }, 'connect-u-f');
    await first.onboard(accountId, 'submit');
    await first.onboard(accountId, 'verify');
    const paymentId = await paidSeat(first, 'o-6', accountId);
    await first.refund(paymentId, 1_300, 'refund-o-6', { reverseTransfer: true });
    await first.payout(accountId);

    const again = open(file).provider;
    expect(again.account(accountId)).toEqual(first.account(accountId));
    expect(again.balance(accountId)).toEqual(first.balance(accountId));
    expect(again.balance(accountId)).toMatchObject({ transferredCents: 6_125, reversedCents: 1_225, feeRefundsCents: 75, paidOutCents: 4_900, availableCents: 0 });
    expect(await again.createConnectedAccount({ uid: 'u-f', email: 'f@example.org', country: 'AT', businessName: 'F', locale: 'de' }, 'connect-u-f')).toMatchObject({ accountId });
    // The rest of the payment refunded after the restart reverses exactly what is left of the share.
    await again.refund(paymentId, 5_200, 'refund-o-6-rest', { reverseTransfer: true });
    expect(again.balance(accountId)).toMatchObject({ reversedCents: 6_125, feeRefundsCents: 375, availableCents: -4_900 });

    // A file written before Connect was played has none of its records: they start empty.
    const older = join(dir, 'older.json');
    writeFileSync(older, JSON.stringify({ sessions: {}, keys: {}, refunds: {}, subscriptions: {} }));
    expect(loadTestProviderState(older)).toMatchObject({ accounts: {}, transfers: {}, reversals: {}, payouts: {} });
  });
});
