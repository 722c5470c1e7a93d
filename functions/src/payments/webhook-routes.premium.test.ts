// Premium end to end over the embedded store and the built-in test provider, whose signed, Stripe-shaped events go
// through the webhook handler: only an owner buys, the first period paid features the venue, a renewal extends it,
// replayed events change nothing, cancelling keeps it to the period end, and the subscription's end stops it; every
// paid period is invoiced by mail once.
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isFeatured } from '../domain/premium-subscriptions.js';
import type { ProfileRecord } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import type { Viewer } from '../domain/viewer.js';
import { seedScenario, venues } from '../../test/fixtures.scenarios.js';
import { testPaymentProvider, type TestPaymentProvider } from './test-provider.js';
import { paymentWebhookHandler } from './webhook-routes.js';
import { pdfText } from '../invoices/pdf-text.testing.js';
import { openEmbeddedStore } from '../store/embedded/store.js';
import { cancelPremium, startPremiumCheckout } from '../services/premium.js';
import { testCheckout, testCheckoutSession } from '../services/test-checkout.js';

const secret = 'whsec_local';
const venue = venues[0]!;
let store: Store;
let provider: TestPaymentProvider;
let clock: Date;
let bodies: string[];

function viewer(uid: string, role: Viewer['role'] = 'VENUE_OWNER'): Viewer {
  const at = new Date('2026-11-01T09:00:00.000Z');
  const profile: ProfileRecord = { uid, email: `${uid}@example.org`, name: uid, favouriteCraftSlugs: [], locale: 'de', role: role === 'VENUE_OWNER' ? 'USER' : role, trustedOrganiser: false, createdAt: at, updatedAt: at };
  return { uid, role, email: profile.email, emailVerified: true, signInMethods: ['password'], profile, ownedVenueSlugs: uid === 'owner' ? [venue.slug] : [] };
}
const deps = () => ({ store, payments: provider, now: clock });
const record = async () => (await store.premium.getByVenues([venue.slug]))[0]!;

beforeEach(async () => {
  clock = new Date('2026-03-31T10:00:00.000Z');
  store = openEmbeddedStore({ file: ':memory:' });
  await seedScenario(store);
  await store.venues.upsertMany([{ ...venue, ownerUids: ['owner'] }]);
  provider = testPaymentProvider({ webhookSecret: secret, siteUrl: () => 'http://localhost:3000', now: () => clock });
  const handle = paymentWebhookHandler({ store, payments: provider });
  bodies = [];
  provider.deliverTo(async (body, signature) => {
    bodies.push(body);
    const { status } = await handle(body, signature, 'test');
    if (status !== 200) throw new Error(`webhook answered ${status}`);
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  vi.restoreAllMocks();
  await store.close();
});

describe('Premium with the test provider', () => {
  it('lets only an owner buy; the paid period features the venue, renewals extend it, cancelling keeps it to the end', async () => {
    await expect(startPremiumCheckout(deps(), null, { venueSlug: venue.slug, planId: 'premium-monthly' })).rejects.toThrow('Sign in');
    await expect(startPremiumCheckout(deps(), viewer('stranger'), { venueSlug: venue.slug, planId: 'premium-monthly' })).rejects.toThrow('Only an owner');
    await expect(startPremiumCheckout(deps(), viewer('editor', 'EDITOR'), { venueSlug: venue.slug, planId: 'premium-monthly' })).rejects.toThrow('Only an owner');
    await expect(startPremiumCheckout(deps(), viewer('owner'), { venueSlug: venue.slug, planId: 'premium-forever' })).rejects.toThrow('Unknown plan');

    const { record: pending, checkoutUrl } = await startPremiumCheckout(deps(), viewer('owner'), { venueSlug: venue.slug, planId: 'premium-monthly' });
    expect(pending).toMatchObject({ status: 'PENDING', planId: 'premium-monthly', uid: 'owner', provider: 'test' });
    expect(checkoutUrl).toContain('/payment/test-checkout?session=');
    // A retry opens no second session.
    expect((await startPremiumCheckout(deps(), viewer('owner'), { venueSlug: venue.slug, planId: 'premium-monthly' })).record.sessionId).toBe(pending.sessionId);
    expect(provider.session(pending.sessionId)).toMatchObject({ amountCents: 2_880, currency: 'eur', subscription: { venueSlug: venue.slug, interval: 'month' } });

    expect(await provider.act(pending.sessionId, 'pay')).toContain(`/payment?venue=${venue.slug}`);
    const sub = provider.subscription(venue.slug)!;
    // The last day of March renews on the last day of April.
    expect(await record()).toMatchObject({ status: 'ACTIVE', subscriptionId: sub.id, customerId: sub.customerId, currentPeriodEnd: new Date('2026-04-30T10:00:00.000Z') });
    expect(isFeatured(await record(), clock)).toBe(true);
    await expect(startPremiumCheckout(deps(), viewer('owner'), { venueSlug: venue.slug, planId: 'premium-yearly' })).rejects.toThrow('has Premium until');

    // Every delivery of an event again changes nothing.
    const handle = paymentWebhookHandler({ store, payments: provider });
    for (const body of bodies) {
      const { body: answer } = await handle(body, Stripe.webhooks.generateTestHeaderString({ payload: body, secret }), 'replay');
      expect(answer.outcome).not.toBe('applied');
    }

    clock = new Date('2026-04-30T10:00:05.000Z');
    await provider.renew(sub.id);
    expect((await record()).currentPeriodEnd).toEqual(new Date('2026-05-30T10:00:00.000Z'));

    await expect(cancelPremium(deps(), viewer('stranger'), venue.slug)).rejects.toThrow('Only an owner');
    const cancelled = await cancelPremium(deps(), viewer('owner'), venue.slug);
    expect(cancelled).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: true, currentPeriodEnd: new Date('2026-05-30T10:00:00.000Z') });
    expect(provider.subscription(sub.id)).toMatchObject({ cancelAtPeriodEnd: true });
    expect(isFeatured(await record(), new Date('2026-05-30T09:59:59.000Z'))).toBe(true);
    // Featuring ends with the paid period, before any event says so.
    expect(isFeatured(await record(), new Date('2026-05-30T10:00:00.000Z'))).toBe(false);
    await expect(provider.renew(sub.id)).rejects.toThrow('does not renew');

    clock = new Date('2026-05-30T10:00:01.000Z');
    await provider.endSubscription(sub.id);
    expect(await record()).toMatchObject({ status: 'ENDED', cancelAtPeriodEnd: false });
    expect(await store.premium.featured(new Date('2026-05-01T00:00:00.000Z'))).toEqual([]);
    await expect(cancelPremium(deps(), viewer('owner'), venue.slug)).rejects.toThrow('no running Premium');

    // After the end, the owner can buy again.
    const again = await startPremiumCheckout(deps(), viewer('owner'), { venueSlug: venue.slug, planId: 'premium-yearly' });
    expect(again.record).toMatchObject({ status: 'PENDING', planId: 'premium-yearly' });
    expect(again.record.sessionId).not.toBe(pending.sessionId);
  });

  it('mails an invoice after every paid period in the owner’s language, numbered in order, and never twice for a replayed event', async () => {
    await store.write([{ put: 'profile', record: { ...viewer('owner').profile, email: 'owner@example.org', name: 'Olga', locale: 'en' } }]);
    const invoices = async () => (await store.mail.list({ to: 'owner@example.org' }, 20)).filter((mail) => mail.template === 'premiumInvoice');
    const { record: pending } = await startPremiumCheckout(deps(), viewer('owner'), { venueSlug: venue.slug, planId: 'premium-yearly' });
    // As the test checkout page pays it, with the name given there.
    expect(testCheckoutSession({ payments: provider }, { id: pending.sessionId })).toMatchObject({ subscription: true, amountCents: 28_800 });
    await testCheckout({ payments: provider }, { sessionId: pending.sessionId, action: 'PAY', buyerName: '  Werkstatt Olga e.U. ' });
    const [first] = await invoices();
    expect(first?.message.subject).toBe(`Invoice P-000001: Premium yearly for ${venue.name}`);
    const text = first!.message.text;
    // Dated when the webhook recorded the payment (the handler's clock is the real one).
    expect(text).toMatch(/Invoice no\. P-000001\nInvoice date: \d{1,2} [A-Z][a-z]+ \d{4}\n/);
    // The seller is the site operator from the imprint's facts; the buyer as given at checkout.
    expect(text).toContain('Seller:\nSelbstgemacht Medien GmbH\nZieglergasse 27/4\n1070 Vienna\nAustria\nVAT ID: ATU00000000');
    expect(text).toContain('Billed to:\nWerkstatt Olga e.U.');
    expect(text).toContain(`Service: Premium yearly for “${venue.name}” in the Magazine for Homemade Things\nService period: 31 March 2026 – 31 March 2027`);
    expect(text).toContain('Net amount: €240.00\nVAT (USt) 20%: €48.00\nTotal: €288.00');
    expect(text).toContain(`/en/venue_profile?venue=${venue.slug}`);
    expect(await store.premium.invoices(venue.slug)).toMatchObject([{ number: 1, grossCents: 28_800, buyerName: 'Werkstatt Olga e.U.' }]);
    // The same invoice as a PDF, attached.
    expect(first!.attachments).toMatchObject([{ filename: 'P-000001.pdf', contentType: 'application/pdf', encoding: 'base64' }]);
    const pdf = await pdfText(Buffer.from(first!.attachments![0]!.content, 'base64'));
    expect(pdf.title).toBe('Invoice P-000001');
    expect(pdf.lines).toContain('Invoice number P-000001');
    expect(pdf.text).toContain('Werkstatt Olga e.U. Selbstgemacht Medien GmbH');
    expect(pdf.lines).toContain('Service period 31 March 2026 – 31 March 2027');
    expect(pdf.lines).toContain('Net amount €240.00');
    expect(pdf.lines).toContain('VAT 20% €48.00');
    expect(pdf.lines).toContain('Total €288.00');

    // Every event delivered again: no second invoice, no second number.
    const handle = paymentWebhookHandler({ store, payments: provider });
    for (const body of bodies) await handle(body, Stripe.webhooks.generateTestHeaderString({ payload: body, secret }), 'replay');
    expect(await invoices()).toHaveLength(1);

    // The renewal is invoiced too, with the next number, in German once the owner chose German.
    await store.write([{ put: 'profile', record: { ...viewer('owner').profile, email: 'owner@example.org', name: 'Olga', locale: 'de' } }]);
    clock = new Date('2027-03-31T10:00:05.000Z');
    await provider.renew(provider.subscription(venue.slug)!.id);
    const all = await invoices();
    expect(all).toHaveLength(2);
    const renewal = all.find((mail) => mail !== all.find((m) => m.id === first!.id))!;
    expect(renewal.message.subject).toBe(`Rechnung P-000002: Premium jährlich für ${venue.name}`);
    expect(renewal.message.text).toContain('Rechnungsaussteller:\nSelbstgemacht Medien GmbH\nZieglergasse 27/4\n1070 Wien\nÖsterreich\nUID: ATU00000000');
    expect(renewal.message.text).toContain('Leistungszeitraum: 31. März 2027 – 31. März 2028');
    expect(renewal.message.text.replaceAll('\u00a0', ' ')).toContain('Nettobetrag: € 240,00\nUSt 20 %: € 48,00\nGesamtbetrag: € 288,00');
    expect((await store.premium.invoices(venue.slug)).map((invoice) => invoice.number)).toEqual([1, 2]);
  });

  it('ignores subscription events of venues the site did not sell to, and refuses forged ones', async () => {
    const handle = paymentWebhookHandler({ store, payments: provider });
    const payload = JSON.stringify({ id: 'evt_x', object: 'event', type: 'customer.subscription.deleted', data: { object: { id: 'sub_x', object: 'subscription', metadata: {} } } });
    expect((await handle(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret }), 'test')).body.outcome).toBe('ignored');
    expect((await handle(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_forged' }), 'test')).status).toBe(400);
  });
});
