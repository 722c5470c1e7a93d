// Organisers get paid, through the whole API with the built-in test provider and its webhook: an organiser without a
// payout account cannot submit a paid course (a free one they can); their seller details are checked at the field;
// onboarding takes the account through its states by the provider's events; a paid seat carries the platform's fee
// to the organiser's account; a refund reverses it; a payout is reported; a payment whose transfer cannot be made is
// declined; a restriction stops new sales but keeps the seats sold. After each step the organiser's figures match the provider's own books to the cent.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { platformFeeCents, type PlatformFee } from '../domain/payouts.js';
import type { EventRecord, SiteRole } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import type { IdentityProvider } from '../identity/identity.js';
import { events as fixtureEvents } from '../../test/fixtures.scenarios.js';
import { openEmbeddedLiveBus } from '../live/embedded.js';
import { testPaymentProvider, type TestPaymentProvider } from '../payments/test-provider.js';
import { applyProviderEvent } from '../services/order-changes.js';
import { applyAccountEvent, applyPayoutEvent } from '../services/payouts.js';
import { buildInfo, codes, fieldsOf, openSeededStore, sessionHeaders, signUpPeople } from './api.testing.js';
import { createGraphQLApi } from './server.js';

const PEOPLE = {
  olga: { role: 'USER' },
  anna: { role: 'USER' },
  ben: { role: 'USER' },
  eddie: { role: 'EDITOR' },
} as const satisfies Record<string, { role: SiteRole }>;
type Who = keyof typeof PEOPLE;
const uid = {} as Record<Who, string>;
const cookies = {} as Record<Who, string>;
const FEE: PlatformFee = { percent: 7, fixedCents: 30 };
const PRICE = 4_500;
const HOUR = 3_600_000;
const template = fixtureEvents.find((event) => event.slug === 'kurs-1')!;
const start = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 72 * HOUR);

let dir: string;
let store: Store;
let identity: IdentityProvider;
let provider: TestPaymentProvider;
let api: Awaited<ReturnType<typeof createGraphQLApi>>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'magazin-payouts-'));
  ({ store, identity } = await openSeededStore());
  await signUpPeople(store, identity, PEOPLE, uid, cookies);
  provider = testPaymentProvider({ file: join(dir, 'test-payments.json'), webhookSecret: 'whsec_local', siteUrl: () => 'http://localhost:3000' });
  // As the webhook handler does (payments/webhook-routes.ts, tested there): verified, then applied by kind.
  provider.deliverTo(async (body, signature) => {
    const event = provider.verifyWebhook(body, signature);
    const work = { store, payments: provider, now: new Date() };
    if (!event || 'subscription' in event) return;
    if ('account' in event) await applyAccountEvent(work, event);
    else if ('payout' in event) await applyPayoutEvent(work, event);
    else await applyProviderEvent(work, event);
  });
  api = await createGraphQLApi({ store, identity, buildInfo, live: openEmbeddedLiveBus(), payments: provider, platformFee: FEE });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterAll(async () => {
  vi.restoreAllMocks();
  await api.stop();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const as = (who: Who | null) => (query: string, variables?: Record<string, unknown>) => api.execute({ query, variables }, sessionHeaders(who ? cookies[who] : undefined));

/** A draft course of Olga's: paid unless `free`. */
async function draft(slug: string, free = false): Promise<void> {
  const end = new Date(start.getTime() + 3 * HOUR);
  const record: EventRecord = {
    ...template,
    slug,
    capacity: 3,
    seatsLeft: 3,
    startsAt: start,
    endsAt: end,
    sessions: [{ startsAt: start, endsAt: end }],
    price: { amountCents: free ? 0 : PRICE, currency: 'EUR' },
    ownerUid: uid.olga,
    review: 'DRAFT',
    published: false,
  };
  await store.write([{ put: 'event', record }]);
}

const SUBMIT = 'mutation ($slug: ID!) { submitEvent(slug: $slug) { review } }';
const ACCOUNT = '{ myPayoutAccount { status canTakePayments requirementsDue seller { name address vatKind vatId vatPercent } } }';
const SALES = '{ mySales { paidOutCents notPaidOutCents totals { seatsSold salesCents feeCents seatsRefunded refundedCents feeRefundedCents netCents } months { courses { event { slug } figures { seatsSold netCents } } } payouts { status amountCents } } }';
const seller = { vatKind: 'SMALL_BUSINESS', name: 'Olgas Töpferstube', street: 'Neubaugasse 12', postalCode: '1070', city: 'Wien', country: 'AT' };

async function sales(who: Who = 'olga') {
  const result = await as(who)(SALES);
  expect(result.errors).toBeUndefined();
  return result.data!.mySales as { paidOutCents: number; notPaidOutCents: number; totals: Record<'seatsSold' | 'salesCents' | 'feeCents' | 'seatsRefunded' | 'refundedCents' | 'feeRefundedCents' | 'netCents', number>; months: { courses: { event: { slug: string }; figures: { seatsSold: number; netCents: number } }[] }[]; payouts: { status: string; amountCents: number }[] };
}

/** Books and pays a seat of `slug` as `who` through the API and the test provider's checkout; answers the order id. */
async function paySeat(who: Who, slug: string): Promise<string> {
  const booked = await as(who)('mutation ($slug: ID!) { bookEvent(slug: $slug) { id status } }', { slug });
  expect(booked.errors).toBeUndefined();
  const [booking] = await store.bookings.getByIds([(booked.data!.bookEvent as { id: string }).id]);
  const started = await as(who)('mutation ($id: ID!) { startCheckout(orderId: $id) { checkoutUrl } }', { id: booking!.orderId });
  expect(started.errors).toBeUndefined();
  const [order] = await store.orders.getByIds([booking!.orderId!]);
  await provider.act(order!.sessionId!, 'pay');
  return order!.id;
}

/** The organiser's net on the site equals what the provider moved to their account, less what it paid out. */
async function expectBooksToAgree(accountId: string) {
  const figures = await sales();
  const balance = provider.balance(accountId);
  expect(figures.totals.netCents).toBe(balance.transferredCents - balance.reversedCents);
  expect(figures.notPaidOutCents).toBe(balance.availableCents);
  expect(figures.totals.feeCents - figures.totals.feeRefundedCents).toBe(balance.feesCents - balance.feeRefundsCents);
}

describe('organisers get paid', () => {
  let accountId: string;

  it('refuses a paid course of an organiser without a payout account, and takes a free one', async () => {
    await draft('olga-bezahlt');
    await draft('olga-gratis', true);
    const refused = await as('olga')(SUBMIT, { slug: 'olga-bezahlt' });
    expect(codes(refused)).toEqual(['CONFLICT']);
    expect(refused.errors?.[0]?.extensions?.reason).toBe('PAYMENTS_NOT_ENABLED');
    expect((await store.events.getBySlugs(['olga-bezahlt']))[0]).toMatchObject({ review: 'DRAFT', published: false });
    expect(await as('olga')(SUBMIT, { slug: 'olga-gratis' })).toEqual({ data: { submitEvent: { review: 'IN_REVIEW' } } });
    expect(await as('olga')(ACCOUNT)).toEqual({ data: { myPayoutAccount: null } });
    expect(codes(await as(null)(ACCOUNT))).toEqual(['UNAUTHENTICATED']);
  });

  it('shows the fee before publishing: the operator’s rule and the fee on a price', async () => {
    const result = await as(null)('{ platformFee { percent fixedCents feeCentsFor(priceCents: 4500) } }');
    expect(result).toEqual({ data: { platformFee: { percent: 7, fixedCents: 30, feeCentsFor: platformFeeCents(PRICE, FEE) } } });
    expect(platformFeeCents(PRICE, FEE)).toBe(345);
  });

  it('checks the seller’s details at the field and keeps nothing of a rejected form', async () => {
    const START = 'mutation ($input: SellerInput!) { startPayoutOnboarding(input: $input) { onboardingUrl account { status } } }';
    const bad = await as('olga')(START, { input: { ...seller, vatKind: 'REGISTERED', vatId: 'DE12', vatPercent: 20, postalCode: 'abc', name: ' ' } });
    expect(codes(bad)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(bad)).toEqual(
      expect.arrayContaining([
        { field: 'input.name', code: 'REQUIRED' },
        { field: 'input.postalCode', code: 'INVALID_POSTAL_CODE' },
        { field: 'input.vatId', code: 'INVALID_VAT_ID' },
      ]),
    );
    expect(await store.payouts.account(uid.olga)).toBeNull();
  });

  it('onboards through the provider: details missing, pending, active, each from its signed event', async () => {
    const started = await as('olga')('mutation ($input: SellerInput!) { startPayoutOnboarding(input: $input) { onboardingUrl account { status } } }', { input: seller });
    expect(started.errors).toBeUndefined();
    const { onboardingUrl, account } = started.data!.startPayoutOnboarding as { onboardingUrl: string; account: { status: string } };
    expect(account.status).toBe('DETAILS_MISSING');
    expect(onboardingUrl).toMatch(/^http:\/\/localhost:3000\/payment\/test-onboarding\?/);
    accountId = (await store.payouts.account(uid.olga))!.accountId;
    // Asking again keeps the one account and replaces the details.
    const again = await as('olga')('mutation ($input: SellerInput!) { startPayoutOnboarding(input: $input) { account { seller { name } } } }', { input: { ...seller, name: 'Olgas Keramik' } });
    expect(again.data).toEqual({ startPayoutOnboarding: { account: { seller: { name: 'Olgas Keramik' } } } });
    expect((await store.payouts.account(uid.olga))!.accountId).toBe(accountId);

    await provider.onboard(accountId, 'submit');
    expect((await as('olga')(ACCOUNT)).data).toMatchObject({ myPayoutAccount: { status: 'PENDING', canTakePayments: false } });
    expect(codes(await as('olga')(SUBMIT, { slug: 'olga-bezahlt' }))).toEqual(['CONFLICT']);
    await provider.onboard(accountId, 'verify');
    expect((await as('olga')(ACCOUNT)).data).toMatchObject({ myPayoutAccount: { status: 'ACTIVE', canTakePayments: true, seller: { name: 'Olgas Keramik', vatKind: 'SMALL_BUSINESS', vatId: null } } });
    // Another person has no account of their own and never sees Olga's.
    expect(await as('anna')(ACCOUNT)).toEqual({ data: { myPayoutAccount: null } });
  });

  it('publishes the paid course, sells a seat with the fee and moves the rest to the organiser', async () => {
    expect(await as('olga')(SUBMIT, { slug: 'olga-bezahlt' })).toEqual({ data: { submitEvent: { review: 'IN_REVIEW' } } });
    const approved = await as('eddie')('mutation { reviewEvent(slug: "olga-bezahlt", decision: APPROVE) { review } }');
    expect(approved).toEqual({ data: { reviewEvent: { review: 'PUBLISHED' } } });
    const orderId = await paySeat('anna', 'olga-bezahlt');
    const [order] = await store.orders.getByIds([orderId]);
    expect(order).toMatchObject({ status: 'COMPLETED', payee: { uid: uid.olga, accountId, feeCents: 345 } });
    const figures = await sales();
    expect(figures.totals).toMatchObject({ seatsSold: 1, salesCents: PRICE, feeCents: 345, netCents: PRICE - 345 });
    expect(figures.months[0]!.courses).toEqual([{ event: { slug: 'olga-bezahlt' }, figures: { seatsSold: 1, netCents: PRICE - 345 } }]);
    await expectBooksToAgree(accountId);
    // Nobody else's figures include Olga's sale.
    expect((await sales('anna')).totals.seatsSold).toBe(0);
  });

  it('reverses the organiser’s share and refunds the fee with a refund', async () => {
    const orderId = await paySeat('ben', 'olga-bezahlt');
    const [booking] = (await store.bookings.byEvent('olga-bezahlt')).filter((b) => b.uid === uid.ben && b.status === 'CONFIRMED');
    const cancelled = await as('ben')('mutation ($id: ID!) { cancelBooking(id: $id, expectRefund: true) { status } }', { id: booking!.id });
    expect(cancelled.errors).toBeUndefined();
    expect((await store.orders.getByIds([orderId]))[0]!.status).toBe('REFUNDED');
    const figures = await sales();
    expect(figures.totals).toMatchObject({ seatsSold: 2, seatsRefunded: 1, refundedCents: PRICE, feeRefundedCents: 345, netCents: PRICE - 345 });
    await expectBooksToAgree(accountId);
  });

  it('reports payouts from the provider’s events, failed ones apart, each once', async () => {
    const failed = await provider.payout(accountId, { fail: true });
    expect(failed).not.toBeNull();
    let figures = await sales();
    expect(figures.payouts).toEqual([{ status: 'FAILED', amountCents: PRICE - 345 }]);
    expect(figures.paidOutCents).toBe(0);
    await provider.payout(accountId);
    figures = await sales();
    expect(figures.paidOutCents).toBe(PRICE - 345);
    expect(figures.notPaidOutCents).toBe(0);
    expect(figures.payouts.map((payout) => payout.status).sort()).toEqual(['FAILED', 'PAID']);
    await expectBooksToAgree(accountId);
  });

  it('declines a payment whose transfer cannot be made: the account was restricted while the checkout was open', async () => {
    const booked = await as('ben')('mutation { bookEvent(slug: "olga-bezahlt") { id } }');
    const [booking] = await store.bookings.getByIds([(booked.data!.bookEvent as { id: string }).id]);
    expect((await as('ben')('mutation ($id: ID!) { startCheckout(orderId: $id) { checkoutUrl } }', { id: booking!.orderId })).errors).toBeUndefined();
    const before = provider.balance(accountId);
    await provider.onboard(accountId, 'restrict');
    const [order] = await store.orders.getByIds([booking!.orderId!]);
    expect(await provider.act(order!.sessionId!, 'pay')).toMatch(/result=declined/);
    expect((await store.orders.getByIds([order!.id]))[0]!.status).toBe('AWAITING_PAYMENT');
    expect(provider.balance(accountId)).toEqual(before);
    // The held seat is given up as any unpaid hold (the provider's session.expired, sent as it ends the checkout,
    // ends the order first); the account is active again for the next step.
    expect((await as('ben')('mutation ($id: ID!) { cancelCheckout(orderId: $id) { status } }', { id: order!.id })).data).toEqual({ cancelCheckout: { status: 'EXPIRED' } });
    await provider.onboard(accountId, 'verify');
    await expectBooksToAgree(accountId);
  });

  it('stops new sales of a restricted account, keeps the seats sold, and sells again once it is active', async () => {
    const holder = (await store.bookings.byEvent('olga-bezahlt')).find((b) => b.uid === uid.anna && b.status === 'CONFIRMED');
    await provider.onboard(accountId, 'restrict');
    expect((await as('olga')(ACCOUNT)).data).toMatchObject({ myPayoutAccount: { status: 'RESTRICTED', canTakePayments: false, requirementsDue: ['individual.verification.document'] } });
    const page = await as('ben')('{ event(slug: "olga-bezahlt") { bookingOpen } }');
    expect(page).toEqual({ data: { event: { bookingOpen: false } } });
    const refused = await as('ben')('mutation { bookEvent(slug: "olga-bezahlt") { id } }');
    expect(refused.errors?.[0]?.extensions?.reason).toBe('PAYMENTS_NOT_ENABLED');
    expect((await store.bookings.getByIds([holder!.id]))[0]!.status).toBe('CONFIRMED');
    await provider.onboard(accountId, 'verify');
    expect((await as('ben')('{ event(slug: "olga-bezahlt") { bookingOpen } }')).data).toEqual({ event: { bookingOpen: true } });
    await paySeat('ben', 'olga-bezahlt');
    await expectBooksToAgree(accountId);
  });
});
