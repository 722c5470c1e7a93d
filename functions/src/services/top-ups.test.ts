// The platform's top-up of an organiser's sale over the embedded store and the built-in test provider: a seat paid in
// part or wholly by a gift voucher leaves the organiser's account with the price less the fee, as a seat paid by
// card does, and gets its receipt; a refund takes all of it back; a transfer or reversal the provider refuses is tried
// again and made once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { invoiceSource } from '../domain/invoices.js';
import { PaymentProviderError } from '../domain/payment-provider.js';
import { cardCents, type OrderChange, type OrderRecord } from '../domain/payments.js';
import { DEFAULT_PLATFORM_FEE, paymentSplit, type OrderPayee } from '../domain/payouts.js';
import type { ProfileRecord } from '../domain/records.js';
import type { Store, WriteOp } from '../domain/repositories.js';
import { sampleVoucher } from '../domain/sample-voucher.fixture.js';
import type { Viewer } from '../domain/viewer.js';
import { newVoucherCode } from '../domain/voucher-codes.js';
import type { VoucherRecord } from '../domain/vouchers.js';
import { openEmbeddedLiveBus } from '../live/embedded.js';
import { testPaymentProvider, type TestPaymentProvider } from '../payments/test-provider.js';
import { openEmbeddedStore } from '../store/embedded/store.js';
import { events as fixtureEvents, seedScenario } from '../../test/fixtures.scenarios.js';
import { bookEvent } from './bookings.js';
import { createLoaders } from './loaders.js';
import { applyChange, applyProviderEvent, refundNow } from './order-changes.js';
import { sweepPayments } from './payment-sweep.js';
import { applyAccountEvent } from './payouts.js';
import type { ViewerContext } from './service-context.js';
import { topUpDue, transferTopUp } from './top-ups.js';

const template = fixtureEvents.find((event) => event.slug === 'kurs-1')!;
const ACCOUNT = 'acct_test_olga';
const PRICE = 6_500;
/** The organiser's share of a seat at PRICE: the price less 5 % and 50 cents. */
const SHARE = PRICE - 375;
const created = new Date('2026-11-01T09:00:00.000Z');

let store: Store;
let provider: TestPaymentProvider;

function person(uid: string): ProfileRecord {
  return { uid, email: `${uid}@example.org`, name: uid, favouriteCraftSlugs: [], locale: 'de', role: 'USER', trustedOrganiser: false, createdAt: created, updatedAt: created };
}

function contextFor(uid: string): ViewerContext {
  const profile = person(uid);
  const viewer: Viewer = { uid, role: profile.role, email: profile.email, emailVerified: true, signInMethods: ['password'], profile, ownedVenueSlugs: [] };
  return { store, loaders: createLoaders(store, new Date()), now: new Date(), viewer, live: openEmbeddedLiveBus(), payments: provider };
}

const work = () => ({ store, payments: provider, now: new Date() });
const orderById = async (id: string) => (await store.orders.getByIds([id]))[0]!;
const change = async (order: OrderRecord, next: OrderChange) => (await applyChange(work(), order, next)).order;

/** The sample voucher as `id`, paid when the test's world was made, with `valueCents` all left. */
const voucher = (id: string, valueCents: number): VoucherRecord =>
  sampleVoucher({ id, code: newVoucherCode((size) => Math.floor(Math.random() * size)), valueCents, balanceCents: valueCents, paidAt: created, createdAt: created, updatedAt: created });

/** `uid` holds a seat of the organiser's course and pays `voucherId`'s part of it: the order and the payee it is sold for. */
async function heldWithVoucher(uid: string, voucherId: string): Promise<{ order: OrderRecord; payee: OrderPayee }> {
  const booking = await bookEvent(contextFor(uid), { slug: 'drehen' });
  const order = await change(await orderById(booking.orderId!), { kind: 'APPLY_VOUCHER', voucherId });
  const split = paymentSplit(order, DEFAULT_PLATFORM_FEE);
  return { order, payee: { uid: 'olga', accountId: ACCOUNT, feeCents: split.feeCents, applicationFeeCents: split.applicationFeeCents, topUpCents: split.topUpCents } };
}

/** What the platform's own transfers moved to the organiser (not the card's charges), and what was taken back of them. */
const topUps = () => {
  const { transfers, reversals } = provider.transfers(ACCOUNT);
  const ids = new Set(transfers.filter((t) => t.paymentId === null).map((t) => t.id));
  return { transfers: transfers.filter((t) => ids.has(t.id)), reversals: reversals.filter((r) => ids.has(r.transferId)) };
};

beforeEach(async () => {
  store = openEmbeddedStore({ file: ':memory:' });
  await seedScenario(store);
  await store.write([
    ...['anna', 'ben', 'cleo', 'olga'].map((uid): WriteOp => ({ put: 'profile', record: person(uid) })),
    { put: 'event', record: { ...template, slug: 'drehen', capacity: 4, seatsLeft: 4, ownerUid: 'olga', price: { amountCents: PRICE, currency: 'EUR' } } },
  ]);
  await store.payouts.saveAccount({
    uid: 'olga',
    provider: 'test',
    accountId: ACCOUNT,
    status: 'ACTIVE',
    chargesEnabled: true,
    payoutsEnabled: true,
    requirementsDue: [],
    disabledReason: null,
    seller: { name: 'Olgas Töpferstube', address: ['Neubaugasse 12', '1070 Wien'], country: 'AT', email: 'olga@example.org', vat: { kind: 'SMALL_BUSINESS' } },
    createdAt: created,
    updatedAt: created,
  });
  await store.vouchers.create(voucher('gift-small', 4_000));
  await store.vouchers.create(voucher('gift-large', 10_000));
  provider = testPaymentProvider({ webhookSecret: 'whsec_local', siteUrl: () => 'http://localhost:3000' });
  // Its signed events applied as the webhook route applies them.
  provider.deliverTo(async (body, signature) => {
    const event = provider.verifyWebhook(body, signature);
    if (!event || 'subscription' in event || 'payout' in event) return;
    if ('account' in event) await applyAccountEvent(work(), event);
    else await applyProviderEvent(work(), event);
  });
  provider.ensureAccount(ACCOUNT, { uid: 'olga', email: 'olga@example.org', active: true });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  vi.restoreAllMocks();
  await store.close();
});

describe("the platform's top-up of an organiser's sale", () => {
  it('pays the organiser the price less the fee for a seat a voucher paid in part, and takes all of it back with the refund', async () => {
    const { order, payee } = await heldWithVoucher('anna', 'gift-small');
    // 40 € by voucher, 25 € by card: the card's charge carries 25 € with no fee kept, the platform transfers the rest.
    expect([cardCents(order), payee.applicationFeeCents, payee.topUpCents]).toEqual([2_500, 0, SHARE - 2_500]);
    const session = await provider.createCheckout(
      {
        orderId: order.id,
        amountCents: cardCents(order),
        currency: 'EUR',
        description: 'Drehen',
        customerEmail: 'anna@example.org',
        locale: 'de',
        successUrl: 'http://localhost:3000/payment',
        cancelUrl: 'http://localhost:3000/payment',
        holdUntil: order.holdUntil,
        mode: 'payment',
        payee: { accountId: ACCOUNT, feeCents: payee.applicationFeeCents! },
      },
      `checkout-${order.id}`,
    );
    await change(order, { kind: 'CHECKOUT_OPENED', provider: 'test', sessionId: session.id, checkoutUrl: session.url, payee });
    await provider.act(session.id, 'pay');

    const paid = await orderById(order.id);
    expect(paid.status).toBe('COMPLETED');
    expect(paid.payee?.topUpTransferId).toBe(topUps().transfers[0]!.id);
    expect(topUps().transfers.map((t) => [t.amountCents, t.transferGroup])).toEqual([[SHARE - 2_500, order.id]]);
    expect(provider.balance(ACCOUNT)).toMatchObject({ transferredCents: SHARE, feesCents: 0, availableCents: SHARE });

    const refunded = await refundNow(work(), await change(paid, { kind: 'REFUND', reason: 'Doppelt gebucht' }));
    expect(refunded?.status).toBe('REFUNDED');
    expect(provider.balance(ACCOUNT)).toMatchObject({ transferredCents: SHARE, reversedCents: SHARE, availableCents: 0 });
    expect(provider.refunds().map((refund) => refund.amountCents)).toEqual([2_500]);
    expect((await store.vouchers.getByIds(['gift-small']))[0]!.balanceCents).toBe(4_000);
  });

  it('transfers the whole share of a seat a voucher paid wholly, once, retrying through the sweep when the provider refused', async () => {
    const { order, payee } = await heldWithVoucher('cleo', 'gift-large');
    expect([cardCents(order), payee.topUpCents]).toEqual([0, SHARE]);
    // The organiser's account cannot take transfers at the moment of payment: the order is paid, the top-up waits.
    await provider.setAccountState(ACCOUNT, { chargesEnabled: false });
    const paid = await change(order, { kind: 'PAID', paymentId: `voucher-${order.id}`, amountCents: 0, currency: 'EUR', payee });
    // Its receipt as any other: the full price in the organiser's name, paid by the voucher alone.
    expect(await store.invoices.bySource(invoiceSource.receipt(order.id))).toMatchObject({ grossCents: PRICE, paidWith: [{ kind: 'VOUCHER', cents: PRICE }], settlement: { method: null } });
    expect([paid.status, topUpDue(paid)]).toEqual(['COMPLETED', true]);
    expect(await sweepPayments(work())).toMatchObject({ topUps: 0, failed: 1 });
    expect(topUps().transfers).toEqual([]);

    await provider.setAccountState(ACCOUNT, { chargesEnabled: true });
    expect(await sweepPayments(work())).toMatchObject({ topUps: 1, failed: 0 });
    expect(await sweepPayments(work())).toMatchObject({ topUps: 0, failed: 0 });
    // A stale copy of the order asks again: the idempotency key answers the same transfer.
    await transferTopUp(work(), paid);
    expect(topUps().transfers.map((t) => t.amountCents)).toEqual([SHARE]);
    expect(provider.balance(ACCOUNT)).toMatchObject({ transferredCents: SHARE, availableCents: SHARE });

    // The reversal fails once: the refund waits as a failed attempt, and the sweep's retry takes it back once.
    const reversal = vi.spyOn(provider, 'reverseTransfer').mockRejectedValueOnce(new PaymentProviderError('Stripe is down'));
    const pending = await refundNow(work(), await change(await orderById(order.id), { kind: 'REFUND', reason: 'Doppelt gebucht' }));
    expect([pending?.status, pending?.refundAttempts]).toEqual(['REFUND_PENDING', 1]);
    expect(provider.balance(ACCOUNT).availableCents).toBe(SHARE);
    expect(await sweepPayments(work())).toMatchObject({ refunded: 1, failed: 0 });
    expect(reversal).toHaveBeenCalledTimes(2);
    expect((await orderById(order.id)).status).toBe('REFUNDED');
    expect(topUps().reversals.map((r) => r.amountCents)).toEqual([SHARE]);
    expect(provider.balance(ACCOUNT)).toMatchObject({ reversedCents: SHARE, availableCents: 0 });
    // Nothing was paid by card, so nothing was refunded by card.
    expect(provider.refunds()).toEqual([]);
  });
});
