// Paid seats end to end over the embedded store and the built-in test provider, whose signed events go through the
// webhook handler Stripe's go through: paying for the last seat, the next person waitlisted, an abandoned checkout
// ended by the sweep with the waitlist moving up, a late payment refunded, forged and replayed webhooks, a payment
// whose webhook was lost while the server was down, an event cancelled with every payer refunded once, and 25
// people paying for 3 seats at once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_HOLD_MS, PROMOTED_HOLD_MS } from '../domain/payments.js';
import type { ProfileRecord } from '../domain/records.js';
import type { Store, WriteOp } from '../domain/repositories.js';
import type { Viewer } from '../domain/viewer.js';
import { events as fixtureEvents, seedScenario } from '../../test/fixtures.scenarios.js';
import { openEmbeddedLiveBus } from '../live/embedded.js';
import { bookEvent } from '../services/bookings.js';
import { cancelEventAndTell } from '../services/event-cancellation.js';
import { createLoaders } from '../services/loaders.js';
import { startCheckout } from '../services/orders.js';
import { sweepPayments } from '../services/payment-sweep.js';
import type { ViewerContext } from '../services/service-context.js';
import { openEmbeddedStore } from '../store/embedded/store.js';
import { testPaymentProvider, type TestPaymentProvider } from './test-provider.js';
import { paymentWebhookHandler } from './webhook-routes.js';

const template = fixtureEvents.find((event) => event.slug === 'kurs-1')!;
const secret = 'whsec_local';
let dir: string;
let store: Store;
let provider: TestPaymentProvider;
let clock: Date;
let handle: ReturnType<typeof paymentWebhookHandler>;

function person(uid: string, locale: 'de' | 'en' = 'de'): ProfileRecord {
  const at = new Date('2026-11-01T09:00:00.000Z');
  return { uid, email: `${uid}@example.org`, name: uid, favouriteCraftSlugs: [], locale, role: 'USER', trustedOrganiser: false, createdAt: at, updatedAt: at };
}

function contextFor(uid: string, locale: 'de' | 'en' = 'de'): ViewerContext & { payments: TestPaymentProvider } {
  const profile = person(uid, locale);
  const viewer: Viewer = { uid, role: profile.role, email: profile.email, emailVerified: true, signInMethods: ['password'], profile, ownedVenueSlugs: [] };
  return { store, loaders: createLoaders(store, clock), now: clock, viewer, live: openEmbeddedLiveBus(), payments: provider };
}

/** The provider as `npm start` opens it: its sessions in a file, its events through the webhook handler. */
function openProvider(): TestPaymentProvider {
  const opened = testPaymentProvider({ file: join(dir, 'test-payments.json'), webhookSecret: secret, siteUrl: () => 'http://localhost:3000', now: () => clock });
  const handler = paymentWebhookHandler({ store, payments: opened });
  opened.deliverTo(async (body, signature) => {
    const { status } = await handler(body, signature, 'test');
    if (status !== 200) throw new Error(`webhook answered ${status}`);
  });
  handle = handler;
  return opened;
}

const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);
const orderOf = async (uid: string) => (await store.orders.byUser(uid))[0]!;
const bookingOf = async (uid: string) => (await store.bookings.byUser(uid))[0]!;
const templates = async (uid: string) => (await store.mail.list({ to: `${uid}@example.org` }, 20)).map((m) => m.template).sort();
const seatsLeft = async (slug = 'ein-platz') => (await store.events.getBySlugs([slug]))[0]!.seatsLeft;

async function checkout(uid: string, slug = 'ein-platz') {
  const booking = await bookEvent(contextFor(uid), { slug });
  if (booking.status !== 'HELD') return { booking, sessionId: null };
  const { order } = await startCheckout(contextFor(uid), { orderId: booking.orderId! });
  return { booking, sessionId: order.sessionId! };
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'magazin-payments-'));
  clock = new Date();
  store = openEmbeddedStore({ file: ':memory:' });
  await seedScenario(store);
  await store.write([
    ...['anna', 'ben', 'cleo', 'dora'].map((uid): WriteOp => ({ put: 'profile', record: person(uid, uid === 'ben' ? 'en' : 'de') })),
    { put: 'event', record: { ...template, slug: 'ein-platz', capacity: 1, seatsLeft: 1, price: { amountCents: 6_500, currency: 'EUR' }, vatNote: 'Preis inkl. 20 % USt' } },
  ]);
  provider = openProvider();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  vi.restoreAllMocks();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('paid seats with the test provider', () => {
  it('holds the last seat for the payer, waitlists the next person, and confirms the seat once paid, with a receipt', async () => {
    const { booking, sessionId } = await checkout('anna');
    expect(booking.status).toBe('HELD');
    expect(await orderOf('anna')).toMatchObject({ status: 'AWAITING_PAYMENT', amountCents: 6_500, holdUntil: new Date(clock.getTime() + CHECKOUT_HOLD_MS) });
    expect(provider.session(sessionId!)).toMatchObject({ amountCents: 6_500, currency: 'eur', status: 'open' });
    // Another checkout for the same seat while it is held goes to the waitlist.
    expect((await checkout('ben')).booking.status).toBe('WAITLISTED');

    const next = await provider.act(sessionId!, 'pay');
    expect(next).toContain('/payment?order=');
    expect(await orderOf('anna')).toMatchObject({ status: 'COMPLETED', paymentId: provider.session(sessionId!)!.paymentId });
    expect((await bookingOf('anna')).status).toBe('CONFIRMED');
    expect(await seatsLeft()).toBe(0);
    // The payment's own mail; the receipt as an invoice document comes apart (order-documents.ts).
    const receipt = (await store.mail.list({ to: 'anna@example.org' }, 5)).find((mail) => mail.template === 'paymentReceived');
    expect(receipt!.message.text).toContain('Preis inkl. 20 % USt');
    expect(receipt!.message.text).toMatch(/Veranstalter: .+, .+/);
    expect(receipt!.message.text).toMatch(/€\s65,00/);
  });

  it('ends an abandoned checkout when the hold runs out: the session expires at the provider and the next person gets a longer hold', async () => {
    const { sessionId } = await checkout('anna');
    await checkout('ben');
    expect(await provider.act(sessionId!, 'abandon')).toContain('result=cancelled');
    expect(await sweepPayments({ store, payments: provider, now: minutes(10) })).toMatchObject({ expired: 0 });
    clock = minutes(16);
    expect(await sweepPayments({ store, payments: provider, now: clock })).toMatchObject({ expired: 1 });
    expect(provider.session(sessionId!)!.status).toBe('expired');
    expect((await orderOf('anna')).status).toBe('EXPIRED');
    expect((await bookingOf('anna')).status).toBe('CANCELLED');
    expect((await bookingOf('ben')).status).toBe('HELD');
    // A day to pay, unless the course takes no bookings before that.
    const closes = (await store.events.getBySlugs(['ein-platz']))[0]!.endsAt.getTime();
    // (The provider's expiry event got there first: the webhook handler counts from the real time.)
    const offered = await orderOf('ben');
    expect(offered.status).toBe('RESERVED');
    expect(offered.holdUntil.getTime() === closes || offered.holdUntil.getTime() - Date.now() > PROMOTED_HOLD_MS - 60_000).toBe(true);
    expect(await templates('anna')).toEqual(['holdExpired']);
    expect(await templates('ben')).toEqual(['bookingWaitlisted', 'holdOffered']);
    const [offer] = await store.mail.list({ to: 'ben@example.org' }, 1);
    expect(offer!.message.text).toContain(`/en/payment?order=${(await orderOf('ben')).id}`);
    expect(await seatsLeft()).toBe(0);
    // The expiry event the provider sent about the session changed nothing more.
    expect((await store.orders.byEvent('ein-platz')).map((o) => o.status)).toEqual(['EXPIRED', 'RESERVED']);
  });

  it('refunds a payment that arrives after the hold ended and the seat went to someone else, and tells the person', async () => {
    const { sessionId } = await checkout('anna');
    await checkout('ben');
    // Anna pays at the very last moment; the site had already ended her hold (the expiry crossed the payment).
    await provider.act(sessionId!, 'pay', { deliver: false });
    await store.orders.change((await orderOf('anna')).id, { kind: 'EXPIRE' }, minutes(15), {}, () => []);
    await provider.resend(sessionId!, 'checkout.session.completed');
    const order = await orderOf('anna');
    expect(order).toMatchObject({ status: 'REFUNDED', refundReason: 'LATE_PAYMENT' });
    expect(provider.refunds()).toEqual([{ id: order.refundId, paymentId: order.paymentId, amountCents: 6_500 }]);
    expect((await bookingOf('ben')).status).toBe('HELD');
    expect(await templates('anna')).toEqual(['paymentRefunded']);
  });

  it('refuses forged and altered webhooks with 400 and logs them without their body; a replay changes nothing', async () => {
    const { sessionId } = await checkout('anna');
    const order = await orderOf('anna');
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, client_reference_id: order.id, status: 'complete', payment_status: 'paid', payment_intent: 'pi_forged', amount_total: 6500, currency: 'eur' } },
    });
    const warn = vi.mocked(console.warn);
    expect((await handle(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_guess' }), '203.0.113.9')).status).toBe(400);
    expect((await handle(payload, undefined, '203.0.113.9')).status).toBe(400);
    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect((await handle(payload.replace('6500', '1'), signed, '203.0.113.9')).status).toBe(400);
    expect((await orderOf('anna')).status).toBe('AWAITING_PAYMENT');
    expect(warn.mock.calls.flat().join(' ')).toContain('refused');
    expect(warn.mock.calls.flat().join(' ')).not.toContain('pi_forged');

    // A genuine event with the wrong amount is refunded, never taken as the seat's payment.
    const cheap = payload.replace('"amount_total":6500', '"amount_total":100').replace('evt_forged', 'evt_cheap');
    expect((await handle(cheap, Stripe.webhooks.generateTestHeaderString({ payload: cheap, secret }))).body.outcome).toBe('applied');
    expect(await orderOf('anna')).toMatchObject({ refundReason: 'AMOUNT_MISMATCH' });
    // The same event delivered again changes nothing.
    const again = await handle(cheap, Stripe.webhooks.generateTestHeaderString({ payload: cheap, secret }));
    expect([again.status, again.body.outcome]).toEqual([200, 'duplicate']);
    expect((await store.orders.byUser('anna')).map((o) => o.log.length)).toEqual([(await orderOf('anna')).log.length]);
  });

  it('matches a payment whose webhook was lost while the server was down: after a restart, one seat, no refund, nothing twice', async () => {
    const { sessionId } = await checkout('anna');
    await provider.act(sessionId!, 'pay', { deliver: false }); // the server died before the webhook came
    provider = openProvider(); // restarted: the provider's sessions come back from its file
    clock = minutes(3);
    expect(await sweepPayments({ store, payments: provider, now: clock })).toMatchObject({ reconciled: 1 });
    expect((await orderOf('anna')).status).toBe('COMPLETED');
    // The webhook arrives after all: it changes nothing.
    await provider.resend(sessionId!, 'checkout.session.completed');
    await sweepPayments({ store, payments: provider, now: minutes(20) });
    expect((await orderOf('anna')).log.map((entry) => entry.to)).toEqual(['RESERVED', 'AWAITING_PAYMENT', 'COMPLETED']);
    expect(await store.bookings.byEvent('ein-platz')).toHaveLength(1);
    expect(provider.refunds()).toEqual([]);
    expect(await templates('anna')).toEqual(['invoiceIssued', 'paymentReceived']);
  });

  it('refunds every payer of a cancelled event once and ends the unpaid hold; a second cancellation refunds nothing more', async () => {
    await store.write([{ put: 'event', record: { ...template, slug: 'drei-plaetze', capacity: 3, seatsLeft: 3, price: { amountCents: 4_000, currency: 'EUR' } } }]);
    for (const uid of ['anna', 'ben']) await provider.act((await checkout(uid, 'drei-plaetze')).sessionId!, 'pay');
    const cleos = await checkout('cleo', 'drei-plaetze'); // held, unpaid
    const deps = { store, live: openEmbeddedLiveBus(), now: clock, payments: provider };
    const [event] = await store.events.getBySlugs(['drei-plaetze']);
    await cancelEventAndTell(deps, event!, { by: 'ORGANISER', reason: 'Kursleiterin krank' });
    expect((await store.orders.byEvent('drei-plaetze')).map((o) => [o.uid, o.status, o.refundReason ?? null]).sort()).toEqual([
      ['anna', 'REFUNDED', 'EVENT_CANCELLED: Kursleiterin krank'],
      ['ben', 'REFUNDED', 'EVENT_CANCELLED: Kursleiterin krank'],
      ['cleo', 'EXPIRED', null],
    ]);
    // Cleo's checkout was ended at the provider: trying to pay there takes no money.
    await provider.act(cleos.sessionId!, 'pay');
    expect((await orderOf('cleo')).status).toBe('EXPIRED');
    await expect(cancelEventAndTell(deps, (await store.events.getBySlugs(['drei-plaetze']))[0]!, { by: 'ORGANISER' })).rejects.toThrow('already cancelled');
    expect(await sweepPayments({ store, payments: provider, now: minutes(20) })).toMatchObject({ refunded: 0, failed: 0 });
    expect(provider.refunds()).toHaveLength(2);
    expect(await templates('ben')).toEqual(['creditNoteIssued', 'eventCancelled', 'invoiceIssued', 'paymentReceived', 'paymentRefunded']);
    expect(await templates('cleo')).toEqual(['eventCancelled', 'holdExpired']);
  });

  it('refunds the payers when the event is cancelled through the one cancellation path', async () => {
    await provider.act((await checkout('anna')).sessionId!, 'pay');
    const [event] = await store.events.getBySlugs(['ein-platz']);
    await cancelEventAndTell({ store, live: openEmbeddedLiveBus(), now: clock, payments: provider }, event!, { by: 'ORGANISER', reason: 'Ofen kaputt' });
    expect(await orderOf('anna')).toMatchObject({ status: 'REFUNDED' });
    expect(provider.refunds()).toHaveLength(1);
    expect(await templates('anna')).toEqual(['creditNoteIssued', 'eventCancelled', 'invoiceIssued', 'paymentReceived', 'paymentRefunded']);
  });

  it('refunds every payer once through the sweep when the server dies right after the cancellation is written; a hold paid afterwards too', async () => {
    await store.write([{ put: 'event', record: { ...template, slug: 'drei-plaetze', capacity: 3, seatsLeft: 3, price: { amountCents: 4_000, currency: 'EUR' } } }]);
    for (const uid of ['anna', 'ben']) await provider.act((await checkout(uid, 'drei-plaetze')).sessionId!, 'pay');
    const cleos = await checkout('cleo', 'drei-plaetze'); // held, her checkout open
    const [event] = await store.events.getBySlugs(['drei-plaetze']);
    // The process dies the moment the cancellation's write has committed: nothing after it runs.
    const dying: Store = {
      ...store,
      write: async (ops) => {
        await store.write(ops);
        throw new Error('process killed');
      },
    };
    await expect(cancelEventAndTell({ store: dying, live: openEmbeddedLiveBus(), now: clock, payments: provider }, event!, { by: 'ORGANISER', reason: 'Ofen kaputt' })).rejects.toThrow(
      'process killed',
    );
    expect(provider.refunds()).toEqual([]);
    expect((await store.orders.byEvent('drei-plaetze')).map((o) => [o.uid, o.status]).sort()).toEqual([
      ['anna', 'REFUND_PENDING'],
      ['ben', 'REFUND_PENDING'],
      ['cleo', 'AWAITING_PAYMENT'],
    ]);
    // The site opens no checkout for the cancelled event any more; but Cleo's, never ended at the provider, is paid
    // after the cancellation in the tab she had open: the payment is refunded.
    await expect(startCheckout(contextFor('cleo'), { orderId: cleos.booking.orderId! })).rejects.toMatchObject({ code: 'EVENT_CLOSED' });
    await provider.act(cleos.sessionId!, 'pay');
    // Restarted: the provider's sessions come back from its file, the sweep finishes the refunds.
    provider = openProvider();
    expect(await sweepPayments({ store, payments: provider, now: minutes(1) })).toMatchObject({ refunded: 2, failed: 0 });
    expect(await sweepPayments({ store, payments: provider, now: minutes(2) })).toMatchObject({ refunded: 0, failed: 0 });
    expect((await store.orders.byEvent('drei-plaetze')).map((o) => [o.uid, o.status, o.refundReason]).sort()).toEqual([
      ['anna', 'REFUNDED', 'EVENT_CANCELLED: Ofen kaputt'],
      ['ben', 'REFUNDED', 'EVENT_CANCELLED: Ofen kaputt'],
      ['cleo', 'REFUNDED', 'EVENT_CANCELLED: '],
    ]);
    // One refund per payment at the provider, one refund mail per order.
    const refunds = provider.refunds();
    expect(refunds).toHaveLength(3);
    expect(new Set(refunds.map((refund) => refund.paymentId)).size).toBe(3);
    for (const uid of ['anna', 'ben']) expect(await templates(uid)).toEqual(['creditNoteIssued', 'eventCancelled', 'invoiceIssued', 'paymentReceived', 'paymentRefunded']);
    expect(await templates('cleo')).toEqual(['eventCancelled', 'paymentRefunded']);
    expect((await store.bookings.byEvent('drei-plaetze')).map((b) => b.status)).toEqual(['CANCELLED', 'CANCELLED', 'CANCELLED']);
    expect(await seatsLeft('drei-plaetze')).toBe(3);
  });

  it('25 people pay for 3 seats at once: 3 paid seats, the rest waitlisted, nothing oversold', async () => {
    await store.write([{ put: 'event', record: { ...template, slug: 'letzte-drei', capacity: 3, seatsLeft: 3 } }]);
    const people = Array.from({ length: 25 }, (_, i) => `p${i}`);
    await store.write(people.map((uid): WriteOp => ({ put: 'profile', record: person(uid) })));
    const checkouts = await Promise.all(people.map((uid) => checkout(uid, 'letzte-drei')));
    await Promise.all(checkouts.filter((c) => c.sessionId).map((c) => provider.act(c.sessionId!, 'pay')));
    const bookings = await store.bookings.byEvent('letzte-drei');
    const count = (status: string) => bookings.filter((b) => b.status === status).length;
    expect([count('CONFIRMED'), count('HELD'), count('WAITLISTED')]).toEqual([3, 0, 22]);
    expect((await store.orders.byEvent('letzte-drei')).map((o) => o.status)).toEqual(['COMPLETED', 'COMPLETED', 'COMPLETED']);
    expect(await seatsLeft('letzte-drei')).toBe(0);
  });
});

describe('without a payment provider', () => {
  it('refuses the checkout with a PaymentProviderError and keeps the seat held', async () => {
    const { PaymentProviderError } = await import('../domain/payment-provider.js');
    const booking = await bookEvent(contextFor('anna'), { slug: 'ein-platz' });
    const refused = startCheckout({ ...contextFor('anna'), payments: undefined } as unknown as Parameters<typeof startCheckout>[0], { orderId: booking.orderId! });
    await expect(refused).rejects.toBeInstanceOf(PaymentProviderError);
    expect((await bookingOf('anna')).status).toBe('HELD');
  });
});

describe('who may see and change an order', () => {
  it("keeps an order from everyone but its person and editors; only editors refund, with a reason", async () => {
    const { cancelCheckout, orderForViewer, refundOrder } = await import('../services/orders.js');
    const { sessionId } = await checkout('anna');
    const order = await orderOf('anna');
    await expect(orderForViewer(contextFor('ben'), { id: order.id })).rejects.toThrow('There is no order');
    await expect(startCheckout(contextFor('ben'), { orderId: order.id })).rejects.toThrow('There is no order');
    await expect(cancelCheckout(contextFor('ben'), { orderId: order.id })).rejects.toThrow('There is no order');
    expect((await orderForViewer(contextFor('anna'), { id: order.id })).id).toBe(order.id);
    await provider.act(sessionId!, 'pay');
    await expect(refundOrder(contextFor('anna'), { orderId: order.id, reason: 'Bitte zurück' })).rejects.toThrow();
    const editor = contextFor('cleo');
    editor.viewer = { ...editor.viewer!, role: 'EDITOR', profile: { ...editor.viewer!.profile, role: 'EDITOR' } };
    await expect(refundOrder(editor, { orderId: order.id, reason: '' })).rejects.toThrow();
    expect(await refundOrder(editor, { orderId: order.id, reason: 'Doppelt gebucht' })).toMatchObject({ status: 'REFUNDED', refundReason: 'Doppelt gebucht' });
    expect((await bookingOf('anna')).status).toBe('CANCELLED');
    expect(await seatsLeft()).toBe(1);
  });
});
