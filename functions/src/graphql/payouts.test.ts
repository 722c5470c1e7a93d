// Organisers get paid, through the whole API with the built-in test provider and its webhook: an organiser without a
// payout account cannot submit a paid course (a free one they can); their seller details are checked at the field;
// onboarding takes the account through its states by the provider's events; a paid seat carries the platform's fee
// to the organiser's account; a refund reverses it; a payout is reported; a payment whose transfer cannot be made is
// declined; a restriction stops new sales but keeps the seats sold. After each step the organiser's figures match the
// provider's own books to the cent.
import { describe, expect, it } from 'vitest';
import { platformFeeCents, type PlatformFee } from '../domain/payouts.js';
import { codes, fieldsOf } from './api.testing.js';
import { SMALL_BUSINESS_SELLER as seller, usePaidSeatsApi } from './paid-seats.testing.js';

const FEE: PlatformFee = { percent: 7, fixedCents: 30 };
const PRICE = 4_500;
const PEOPLE = { olga: { role: 'USER' }, anna: { role: 'USER' }, ben: { role: 'USER' }, eddie: { role: 'EDITOR' } } as const;
type Who = keyof typeof PEOPLE;
const { opened, as, draftCourse, paySeat } = usePaidSeatsApi(PEOPLE, FEE);

/** A draft course of Olga's: paid unless `free`. */
const draft = (slug: string, free = false) => draftCourse('olga', slug, free ? 0 : PRICE, { capacity: 3, seatsLeft: 3 });

const SUBMIT = 'mutation ($slug: ID!) { submitEvent(slug: $slug) { review } }';
const ACCOUNT = '{ myPayoutAccount { status canTakePayments requirementsDue seller { name address vatKind vatId vatPercent } } }';
const SALES = '{ mySales { paidOutCents notPaidOutCents totals { seatsSold salesCents feeCents seatsRefunded refundedCents feeRefundedCents netCents } months { courses { event { slug } figures { seatsSold netCents } } } payouts { status amountCents } } }';

async function sales(who: Who = 'olga') {
  const result = await as(who)(SALES);
  expect(result.errors).toBeUndefined();
  return result.data!.mySales as { paidOutCents: number; notPaidOutCents: number; totals: Record<'seatsSold' | 'salesCents' | 'feeCents' | 'seatsRefunded' | 'refundedCents' | 'feeRefundedCents' | 'netCents', number>; months: { courses: { event: { slug: string }; figures: { seatsSold: number; netCents: number } }[] }[]; payouts: { status: string; amountCents: number }[] };
}

/** The organiser's net on the site equals what the provider moved to their account, less what it paid out. */
async function expectBooksToAgree(accountId: string) {
  const figures = await sales();
  const balance = opened.provider.balance(accountId);
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
    expect((await opened.store.events.getBySlugs(['olga-bezahlt']))[0]).toMatchObject({ review: 'DRAFT', published: false });
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
    const bad = await as('olga')(START, { input: { ...seller, vatKind: 'REGISTERED', vatId: 'DE12', vatPercent: 12, postalCode: 'abc', name: ' ' } });
    expect(codes(bad)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(bad)).toEqual(
      expect.arrayContaining([
        { field: 'input.name', code: 'REQUIRED' },
        { field: 'input.postalCode', code: 'INVALID_POSTAL_CODE' },
        { field: 'input.vatId', code: 'INVALID_VAT_ID' },
        { field: 'input.vatPercent', code: 'INVALID_CHOICE' },
      ]),
    );
    expect(await opened.store.payouts.account(opened.uid.olga)).toBeNull();
  });

  it('onboards through the provider: details missing, pending, active, each from its signed event', async () => {
    const started = await as('olga')('mutation ($input: SellerInput!) { startPayoutOnboarding(input: $input) { onboardingUrl account { status } } }', { input: seller });
    expect(started.errors).toBeUndefined();
    const { onboardingUrl, account } = started.data!.startPayoutOnboarding as { onboardingUrl: string; account: { status: string } };
    expect(account.status).toBe('DETAILS_MISSING');
    expect(onboardingUrl).toMatch(/^http:\/\/localhost:3000\/payment\/test-onboarding\?/);
    accountId = (await opened.store.payouts.account(opened.uid.olga))!.accountId;
    // Asking again keeps the one account and replaces the details.
    const again = await as('olga')('mutation ($input: SellerInput!) { startPayoutOnboarding(input: $input) { account { seller { name } } } }', { input: { ...seller, name: 'Olgas Keramik' } });
    expect(again.data).toEqual({ startPayoutOnboarding: { account: { seller: { name: 'Olgas Keramik' } } } });
    expect((await opened.store.payouts.account(opened.uid.olga))!.accountId).toBe(accountId);

    await opened.provider.onboard(accountId, 'submit');
    expect((await as('olga')(ACCOUNT)).data).toMatchObject({ myPayoutAccount: { status: 'PENDING', canTakePayments: false } });
    expect(codes(await as('olga')(SUBMIT, { slug: 'olga-bezahlt' }))).toEqual(['CONFLICT']);
    await opened.provider.onboard(accountId, 'verify');
    expect((await as('olga')(ACCOUNT)).data).toMatchObject({ myPayoutAccount: { status: 'ACTIVE', canTakePayments: true, seller: { name: 'Olgas Keramik', vatKind: 'SMALL_BUSINESS', vatId: null } } });
    // Another person has no account of their own and never sees Olga's.
    expect(await as('anna')(ACCOUNT)).toEqual({ data: { myPayoutAccount: null } });
  });

  it('publishes the paid course, sells a seat with the fee and moves the rest to the organiser', async () => {
    expect(await as('olga')(SUBMIT, { slug: 'olga-bezahlt' })).toEqual({ data: { submitEvent: { review: 'IN_REVIEW' } } });
    const approved = await as('eddie')('mutation { reviewEvent(slug: "olga-bezahlt", decision: APPROVE) { review } }');
    expect(approved).toEqual({ data: { reviewEvent: { review: 'PUBLISHED' } } });
    const orderId = await paySeat('anna', 'olga-bezahlt');
    const [order] = await opened.store.orders.getByIds([orderId]);
    expect(order).toMatchObject({ status: 'COMPLETED', payee: { uid: opened.uid.olga, accountId, feeCents: 345 } });
    const figures = await sales();
    expect(figures.totals).toMatchObject({ seatsSold: 1, salesCents: PRICE, feeCents: 345, netCents: PRICE - 345 });
    expect(figures.months[0]!.courses).toEqual([{ event: { slug: 'olga-bezahlt' }, figures: { seatsSold: 1, netCents: PRICE - 345 } }]);
    await expectBooksToAgree(accountId);
    // Nobody else's figures include Olga's sale.
    expect((await sales('anna')).totals.seatsSold).toBe(0);
  });

  it('reverses the organiser’s share and refunds the fee with a refund', async () => {
    const orderId = await paySeat('ben', 'olga-bezahlt');
    const [booking] = (await opened.store.bookings.byEvent('olga-bezahlt')).filter((b) => b.uid === opened.uid.ben && b.status === 'CONFIRMED');
    const cancelled = await as('ben')('mutation ($id: ID!) { cancelBooking(id: $id, expectRefund: true) { status } }', { id: booking!.id });
    expect(cancelled.errors).toBeUndefined();
    expect((await opened.store.orders.getByIds([orderId]))[0]!.status).toBe('REFUNDED');
    const figures = await sales();
    expect(figures.totals).toMatchObject({ seatsSold: 2, seatsRefunded: 1, refundedCents: PRICE, feeRefundedCents: 345, netCents: PRICE - 345 });
    await expectBooksToAgree(accountId);
  });

  it('reports payouts from the provider’s events, failed ones apart, each once', async () => {
    const failed = await opened.provider.payout(accountId, { fail: true });
    expect(failed).not.toBeNull();
    let figures = await sales();
    expect(figures.payouts).toEqual([{ status: 'FAILED', amountCents: PRICE - 345 }]);
    expect(figures.paidOutCents).toBe(0);
    await opened.provider.payout(accountId);
    figures = await sales();
    expect(figures.paidOutCents).toBe(PRICE - 345);
    expect(figures.notPaidOutCents).toBe(0);
    expect(figures.payouts.map((payout) => payout.status).sort()).toEqual(['FAILED', 'PAID']);
    await expectBooksToAgree(accountId);
  });

  it('declines a payment whose transfer cannot be made: the account was restricted while the checkout was open', async () => {
    const booked = await as('ben')('mutation { bookEvent(slug: "olga-bezahlt") { id } }');
    const [booking] = await opened.store.bookings.getByIds([(booked.data!.bookEvent as { id: string }).id]);
    expect((await as('ben')('mutation ($id: ID!) { startCheckout(orderId: $id) { checkoutUrl } }', { id: booking!.orderId })).errors).toBeUndefined();
    const before = opened.provider.balance(accountId);
    await opened.provider.onboard(accountId, 'restrict');
    const [order] = await opened.store.orders.getByIds([booking!.orderId!]);
    expect(await opened.provider.act(order!.sessionId!, 'pay')).toMatch(/result=declined/);
    expect((await opened.store.orders.getByIds([order!.id]))[0]!.status).toBe('AWAITING_PAYMENT');
    expect(opened.provider.balance(accountId)).toEqual(before);
    // The held seat is given up as any unpaid hold (the provider's session.expired, sent as it ends the checkout,
    // ends the order first); the account is active again for the next step.
    expect((await as('ben')('mutation ($id: ID!) { cancelCheckout(orderId: $id) { status } }', { id: order!.id })).data).toEqual({ cancelCheckout: { status: 'EXPIRED' } });
    await opened.provider.onboard(accountId, 'verify');
    await expectBooksToAgree(accountId);
  });

  it('stops new sales of a restricted account, keeps the seats sold, and sells again once it is active', async () => {
    const holder = (await opened.store.bookings.byEvent('olga-bezahlt')).find((b) => b.uid === opened.uid.anna && b.status === 'CONFIRMED');
    await opened.provider.onboard(accountId, 'restrict');
    expect((await as('olga')(ACCOUNT)).data).toMatchObject({ myPayoutAccount: { status: 'RESTRICTED', canTakePayments: false, requirementsDue: ['individual.verification.document'] } });
    const page = await as('ben')('{ event(slug: "olga-bezahlt") { bookingOpen } }');
    expect(page).toEqual({ data: { event: { bookingOpen: false } } });
    const refused = await as('ben')('mutation { bookEvent(slug: "olga-bezahlt") { id } }');
    expect(refused.errors?.[0]?.extensions?.reason).toBe('PAYMENTS_NOT_ENABLED');
    expect((await opened.store.bookings.getByIds([holder!.id]))[0]!.status).toBe('CONFIRMED');
    await opened.provider.onboard(accountId, 'verify');
    expect((await as('ben')('{ event(slug: "olga-bezahlt") { bookingOpen } }')).data).toEqual({ event: { bookingOpen: true } });
    await paySeat('ben', 'olga-bezahlt');
    await expectBooksToAgree(accountId);
  });
});
