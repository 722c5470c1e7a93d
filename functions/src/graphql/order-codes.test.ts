// Codes at checkout, through the whole API with the built-in test provider: an organiser's promo code lowers what the
// checkout charges and what the organiser sells at; wrong, unknown, used-up and someone else's codes are refused with
// their reason; a site-wide code leaves the organiser's share as it was; a gift voucher pays part (the card the rest)
// or all (the order completes at once); a refund gives the voucher its part back; refused codes are throttled.
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { paymentSplit, platformFeeCents, type PlatformFee } from '../domain/payouts.js';
import type { EventRecord } from '../domain/records.js';
import { sampleVoucher } from '../domain/sample-voucher.fixture.js';
import { formatVoucherCode, newVoucherCode } from '../domain/voucher-codes.js';
import { voucherValidUntil, type VoucherRecord } from '../domain/vouchers.js';
import { codes, fieldsOf, sessionHeaders } from './api.testing.js';
import { usePaidSeatsApi } from './paid-seats.testing.js';

const FEE: PlatformFee = { percent: 5, fixedCents: 50 };
const PRICE = 6_000;
const PEOPLE = {
  olga: { role: 'USER' },
  otto: { role: 'USER' },
  anna: { role: 'USER' },
  ben: { role: 'USER' },
  carla: { role: 'USER' },
  tina: { role: 'USER' },
  eddie: { role: 'EDITOR' },
} as const;
type Who = keyof typeof PEOPLE;
const { opened, as, draftCourse, onboard } = usePaidSeatsApi(PEOPLE, FEE);

const ORDER_FIELDS = 'id status amountCents payableCents discountCents discountCode discountFundedBy voucherCents voucherCodeHint cardCents';
const APPLY = `mutation ($orderId: ID!, $code: String!) { applyCode(orderId: $orderId, code: $code) { ${ORDER_FIELDS} } }`;
const CREATE = 'mutation ($input: PromoCodeInput!) { createPromoCode(input: $input) { id code fundedBy discountKind percent amountCents maxUses perPersonLimit events { slug } active usesCount } }';
const CREATE_SITE = 'mutation ($input: PromoCodeInput!) { createSitePromoCode(input: $input) { id code fundedBy } }';

interface OrderView {
  id: string;
  status: string;
  amountCents: number;
  payableCents: number;
  discountCents: number;
  discountCode: string | null;
  discountFundedBy: string | null;
  voucherCents: number;
  voucherCodeHint: string | null;
  cardCents: number;
}

/** Each caller its own client address unless told, so that one test's refusals do not throttle another's. */
const addressOf = (who: Who) => `10.0.0.${Object.keys(PEOPLE).indexOf(who) + 1}`;
const from = (who: Who, address = addressOf(who)) => (query: string, variables?: Record<string, unknown>) =>
  opened.api.execute({ query, variables }, sessionHeaders(opened.cookies[who]), address);

/** A published paid course of `owner`'s. */
async function publishedCourse(owner: Who, slug: string, fields: Partial<EventRecord> = {}): Promise<void> {
  await draftCourse(owner, slug, PRICE, { review: 'PUBLISHED', published: true, ...fields });
}

/** `who` holds a seat of `slug`; answers the order id. */
async function holdSeat(who: Who, slug: string): Promise<string> {
  const booked = await as(who)('mutation ($slug: ID!) { bookEvent(slug: $slug) { id } }', { slug });
  expect(booked.errors).toBeUndefined();
  const [booking] = await opened.store.bookings.getByIds([(booked.data!.bookEvent as { id: string }).id]);
  return booking!.orderId!;
}

async function applyCode(who: Who, orderId: string, code: string) {
  return from(who)(APPLY, { orderId, code });
}

async function applied(who: Who, orderId: string, code: string): Promise<OrderView> {
  const result = await applyCode(who, orderId, code);
  expect(result.errors).toBeUndefined();
  return result.data!.applyCode as OrderView;
}

const reasonOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.reason ?? result.errors?.[0]?.extensions?.code;

/** Opens the checkout of `orderId` as `who`; answers the provider's session as the test provider keeps it. */
async function checkout(who: Who, orderId: string) {
  const started = await as(who)('mutation ($id: ID!) { startCheckout(orderId: $id) { checkoutUrl } }', { id: orderId });
  expect(started.errors).toBeUndefined();
  const [order] = await opened.store.orders.getByIds([orderId]);
  return { order: order!, session: opened.provider.session(order!.sessionId!)! };
}

async function pay(who: Who, orderId: string) {
  const { order, session } = await checkout(who, orderId);
  await opened.provider.act(order.sessionId!, 'pay');
  return session;
}

const orderOf = async (id: string) => (await opened.store.orders.getByIds([id]))[0]!;
const voucherOf = async (id: string) => (await opened.store.vouchers.getByIds([id]))[0]!;

/** A paid gift voucher of `cents` as the store keeps it (buying one is the vouchers' tests'). */
async function activeVoucher(id: string, cents: number): Promise<VoucherRecord> {
  const now = new Date();
  const voucher = sampleVoucher({
    id,
    code: newVoucherCode(randomInt),
    valueCents: cents,
    balanceCents: cents,
    buyerUid: opened.uid.eddie,
    buyerEmail: 'eddie@example.org',
    validUntil: voucherValidUntil(now),
    provider: 'test',
    paymentId: `pi_${id}`,
    paidAt: now,
    createdAt: now,
    updatedAt: now,
  });
  await opened.store.vouchers.create(voucher);
  return voucher;
}

describe('codes at checkout', () => {
  const share = (order: Parameters<typeof paymentSplit>[0]) => paymentSplit(order, FEE);

  it('lets an organiser with an active payout account create codes for their own paid courses only, checked at the field', async () => {
    await publishedCourse('olga', 'olga-drehen');
    await publishedCourse('olga', 'olga-glasieren');
    await publishedCourse('otto', 'otto-weben');
    const input = { code: 'sommer-20', discountKind: 'PERCENT', percent: 20, maxUses: 2 };
    expect(reasonOf(await as('olga')(CREATE, { input }))).toBe('PAYMENTS_NOT_ENABLED');
    await onboard('olga');
    await onboard('otto');
    const bad = await as('olga')(CREATE, { input: { code: 'a!', discountKind: 'PERCENT', percent: 120, maxUses: 0, perPersonLimit: 0, validFrom: '2026-12-02T00:00:00Z', validUntil: '2026-12-01T00:00:00Z' } });
    expect(fieldsOf(bad)).toEqual(
      expect.arrayContaining([
        { field: 'input.code', code: 'INVALID_PROMO_CODE' },
        { field: 'input.percent', code: 'PERCENT_OUT_OF_RANGE' },
        { field: 'input.maxUses', code: 'AT_LEAST_ONE' },
        { field: 'input.perPersonLimit', code: 'AT_LEAST_ONE' },
      ]),
    );
    expect(fieldsOf(await as('olga')(CREATE, { input: { code: 'RABATT', discountKind: 'AMOUNT', amountCents: 99 } }))).toEqual([{ field: 'input.amountCents', code: 'DISCOUNT_TOO_SMALL' }]);
    const window = { code: 'RABATT', discountKind: 'AMOUNT', amountCents: 500 };
    expect(fieldsOf(await as('olga')(CREATE, { input: { ...window, validFrom: '2099-12-02T00:00:00Z', validUntil: '2099-12-01T00:00:00Z' } }))).toEqual([{ field: 'input.validUntil', code: 'ENDS_BEFORE_START' }]);
    expect(fieldsOf(await as('olga')(CREATE, { input: { ...window, validUntil: '2020-01-01T00:00:00Z' } }))).toEqual([{ field: 'input.validUntil', code: 'IN_THE_PAST' }]);
    expect(fieldsOf(await as('olga')(CREATE, { input: { code: 'RABATT', discountKind: 'AMOUNT', amountCents: 500, eventSlugs: ['otto-weben'] } }))).toEqual([
      { field: 'input.eventSlugs', code: 'NOT_YOUR_PAID_COURSE' },
    ]);
    const created = await as('olga')(CREATE, { input });
    expect(created).toEqual({
      data: { createPromoCode: { id: `${opened.uid.olga}:SOMMER-20`, code: 'SOMMER-20', fundedBy: 'ORGANISER', discountKind: 'PERCENT', percent: 20, amountCents: null, maxUses: 2, perPersonLimit: 1, events: [], active: true, usesCount: 0 } },
    });
    expect(reasonOf(await as('olga')(CREATE, { input }))).toBe('CODE_TAKEN');
    // Codes are scoped by their organiser: Otto may have his own „SOMMER-20“.
    expect((await as('otto')(CREATE, { input: { code: 'OTTO-5', discountKind: 'AMOUNT', amountCents: 500, eventSlugs: ['otto-weben'] } })).errors).toBeUndefined();
    const glasieren = await as('olga')(CREATE, { input: { code: 'GLASUR', discountKind: 'AMOUNT', amountCents: 1_000, eventSlugs: ['olga-glasieren'] } });
    expect((glasieren.data!.createPromoCode as { events: unknown[] }).events).toEqual([{ slug: 'olga-glasieren' }]);
    expect(codes(await as('anna')(CREATE_SITE, { input }))).toEqual(['FORBIDDEN']);
  });

  it('applies a promo code: the order shows the discount, the checkout charges the rest and the organiser sells at the lower price', async () => {
    const orderId = await holdSeat('anna', 'olga-drehen');
    // Typed in lower case with spaces: the same code.
    const order = await applied('anna', orderId, '  sommer-20 ');
    expect(order).toMatchObject({ status: 'RESERVED', amountCents: PRICE, discountCents: 1_200, discountCode: 'SOMMER-20', discountFundedBy: 'ORGANISER', payableCents: 4_800, voucherCents: 0, cardCents: 4_800 });
    const session = await pay('anna', orderId);
    expect(session.amountCents).toBe(4_800);
    const stored = await orderOf(orderId);
    expect(stored.status).toBe('COMPLETED');
    expect(stored.payee).toMatchObject({ feeCents: platformFeeCents(4_800, FEE), applicationFeeCents: platformFeeCents(4_800, FEE), topUpCents: 0 });
    expect(session.payee?.feeCents).toBe(platformFeeCents(4_800, FEE));
    expect((await opened.store.promoCodes.get(`${opened.uid.olga}:SOMMER-20`))!.uses.map((use) => use.orderId)).toEqual([orderId]);
    expect(reasonOf(await applyCode('anna', orderId, 'SOMMER-20'))).toBe('ORDER_NOT_OPEN');
  });

  it('refuses what is no code, an unknown code, another organiser’s code and a code not for this course', async () => {
    const orderId = await holdSeat('ben', 'olga-drehen');
    expect(reasonOf(await applyCode('ben', orderId, 'x!'))).toBe('INVALID_CODE');
    expect(reasonOf(await applyCode('ben', orderId, 'GIBTSNICHT'))).toBe('CODE_UNKNOWN');
    expect(reasonOf(await applyCode('ben', orderId, 'OTTO-5'))).toBe('CODE_UNKNOWN');
    expect(reasonOf(await applyCode('ben', orderId, 'GLASUR'))).toBe('CODE_NOT_FOR_COURSE');
    expect(codes(await applyCode('anna', orderId, 'SOMMER-20'))).toEqual(['NOT_FOUND']);
    expect((await orderOf(orderId)).discount).toBeUndefined();
  });

  it('closes an open checkout to apply a code, and refuses a second code and a used-up one', async () => {
    const orderId = (await opened.store.bookings.byEvent('olga-drehen')).find((booking) => booking.uid === opened.uid.ben)!.orderId!;
    const { session: first } = await checkout('ben', orderId);
    expect(first.amountCents).toBe(PRICE);
    const order = await applied('ben', orderId, 'Sommer-20');
    expect(order).toMatchObject({ status: 'RESERVED', cardCents: 4_800 });
    expect(opened.provider.session(first.id)!.status).toBe('expired');
    expect(reasonOf(await applyCode('ben', orderId, 'SOMMER-20'))).toBe('ONE_CODE_PER_ORDER');
    const { session: second } = await checkout('ben', orderId);
    expect(second.id).not.toBe(first.id);
    expect(second.amountCents).toBe(4_800);
    // Both uses are taken (Anna's paid, Ben's held): Carla finds the code used up.
    const carlas = await holdSeat('carla', 'olga-drehen');
    expect(reasonOf(await applyCode('carla', carlas, 'SOMMER-20'))).toBe('CODE_USED_UP');
    // Ben gives his seat up: his use comes back.
    expect((await as('ben')('mutation ($id: ID!) { cancelCheckout(orderId: $id) { status } }', { id: orderId })).errors).toBeUndefined();
    expect((await applied('carla', carlas, 'SOMMER-20')).discountCents).toBe(1_200);
  });

  it('keeps to the per-person limit across orders', async () => {
    await publishedCourse('olga', 'olga-brennen');
    expect((await as('olga')(CREATE, { input: { code: 'TREUE', discountKind: 'AMOUNT', amountCents: 500 } })).errors).toBeUndefined();
    expect((await applied('anna', await holdSeat('anna', 'olga-brennen'), 'treue')).discountCents).toBe(500);
    const second = await holdSeat('anna', 'olga-glasieren');
    expect(reasonOf(await applyCode('anna', second, 'TREUE'))).toBe('CODE_USED_BY_YOU');
  });

  it('applies a site-wide code the platform pays for: the organiser’s share stays that of the full price', async () => {
    expect((await as('eddie')(CREATE_SITE, { input: { code: 'WINTER', discountKind: 'AMOUNT', amountCents: 1_500 } })).data).toEqual({
      createSitePromoCode: { id: 'site:WINTER', code: 'WINTER', fundedBy: 'PLATFORM' },
    });
    const orderId = await holdSeat('ben', 'olga-brennen');
    expect(await applied('ben', orderId, 'winter')).toMatchObject({ discountCents: 1_500, discountFundedBy: 'PLATFORM', cardCents: 4_500 });
    const session = await pay('ben', orderId);
    const split = share({ amountCents: PRICE, discount: { cents: 1_500, fundedBy: 'PLATFORM' } });
    expect(split.shareCents).toBe(PRICE - platformFeeCents(PRICE, FEE));
    expect(session.amountCents).toBe(4_500);
    expect(session.payee?.feeCents).toBe(split.applicationFeeCents);
    expect((await orderOf(orderId)).payee).toMatchObject({ feeCents: platformFeeCents(PRICE, FEE), applicationFeeCents: split.applicationFeeCents, topUpCents: split.topUpCents });
    expect(split.topUpCents).toBe(PRICE - platformFeeCents(PRICE, FEE) - 4_500);
    // The editors list the site's codes; an organiser's list has only their own.
    expect(((await as('eddie')('{ sitePromoCodes { code usesCount } }')).data!.sitePromoCodes as unknown[])).toEqual([{ code: 'WINTER', usesCount: 1 }]);
    expect(((await as('olga')('{ myPromoCodes { code } }')).data!.myPromoCodes as { code: string }[]).map((promo) => promo.code).sort()).toEqual(['GLASUR', 'SOMMER-20', 'TREUE']);
    expect(codes(await as('olga')('mutation { setPromoCodeActive(id: "site:WINTER", active: false) { active } }'))).toEqual(['NOT_FOUND']);
    expect(await as('eddie')('mutation { setPromoCodeActive(id: "site:WINTER", active: false) { active } }')).toEqual({ data: { setPromoCodeActive: { active: false } } });
    const carlas = await holdSeat('carla', 'olga-brennen');
    expect(reasonOf(await applyCode('carla', carlas, 'WINTER'))).toBe('CODE_INACTIVE');
  });

  it('lets a voucher pay part, the card the rest, and gives the voucher its part back on a refund', async () => {
    await publishedCourse('olga', 'olga-filzen');
    const voucher = await activeVoucher('gift-part', 2_000);
    const orderId = await holdSeat('anna', 'olga-filzen');
    const order = await applied('anna', orderId, formatVoucherCode(voucher.code).toLowerCase());
    expect(order).toMatchObject({ status: 'RESERVED', voucherCents: 2_000, voucherCodeHint: voucher.code.slice(-4), cardCents: PRICE - 2_000, payableCents: PRICE });
    expect((await voucherOf(voucher.id)).balanceCents).toBe(0);
    expect(reasonOf(await applyCode('anna', orderId, voucher.code))).toBe('ONE_VOUCHER_PER_ORDER');
    const session = await pay('anna', orderId);
    expect(session.amountCents).toBe(PRICE - 2_000);
    const split = share({ amountCents: PRICE, voucher: { cents: 2_000 } });
    expect(session.payee?.feeCents).toBe(split.applicationFeeCents);
    expect((await orderOf(orderId))).toMatchObject({ status: 'COMPLETED', payee: { feeCents: platformFeeCents(PRICE, FEE), topUpCents: split.topUpCents } });
    // A voucher with nothing left is used up.
    const bensOrder = await holdSeat('ben', 'olga-filzen');
    expect(reasonOf(await applyCode('ben', bensOrder, voucher.code))).toBe('VOUCHER_USED_UP');

    const refunded = await as('eddie')('mutation ($id: ID!) { refundOrder(orderId: $id, reason: "Kurs verschoben") { status } }', { id: orderId });
    expect(refunded).toEqual({ data: { refundOrder: { status: 'REFUNDED' } } });
    const { paymentId } = await orderOf(orderId);
    expect(opened.provider.refunds().filter((refund) => refund.paymentId === paymentId).map((refund) => refund.amountCents)).toEqual([PRICE - 2_000]);
    const givenBack = await voucherOf(voucher.id);
    expect(givenBack.balanceCents).toBe(2_000);
    expect(givenBack.entries.map((entry) => entry.cents)).toEqual([-2_000, 2_000]);
  });

  it('completes an order a voucher pays wholly at once, and refunds it to the voucher without the provider', async () => {
    const voucher = await activeVoucher('gift-all', 10_000);
    const orderId = await holdSeat('carla', 'olga-filzen');
    const refundsBefore = opened.provider.refunds().length;
    const order = await applied('carla', orderId, voucher.code);
    expect(order).toMatchObject({ status: 'COMPLETED', voucherCents: PRICE, cardCents: 0 });
    const stored = await orderOf(orderId);
    expect(stored.paymentId).toBe(`voucher-${orderId}`);
    // The organiser is paid as for any sale: the whole share comes from the platform.
    expect(stored.payee).toMatchObject({ uid: opened.uid.olga, feeCents: platformFeeCents(PRICE, FEE), applicationFeeCents: 0, topUpCents: PRICE - platformFeeCents(PRICE, FEE) });
    expect((await voucherOf(voucher.id)).balanceCents).toBe(10_000 - PRICE);
    expect(reasonOf(await as('carla')('mutation ($id: ID!) { startCheckout(orderId: $id) { checkoutUrl } }', { id: orderId }))).toBe('WRONG_STATE');

    const refunded = await as('eddie')('mutation ($id: ID!) { refundOrder(orderId: $id, reason: "Kurs abgesagt") { status } }', { id: orderId });
    expect(refunded).toEqual({ data: { refundOrder: { status: 'REFUNDED' } } });
    expect((await orderOf(orderId)).refundId).toBe(`voucher-${orderId}`);
    expect(opened.provider.refunds()).toHaveLength(refundsBefore);
    expect((await voucherOf(voucher.id)).balanceCents).toBe(10_000);
  });

  it('throttles refused codes per person and per address', async () => {
    await publishedCourse('olga', 'olga-sticken');
    const orderId = await holdSeat('tina', 'olga-sticken');
    for (let attempt = 0; attempt < 10; attempt++) expect(reasonOf(await applyCode('tina', orderId, `FALSCH-${attempt}`))).toBe('CODE_UNKNOWN');
    expect(codes(await applyCode('tina', orderId, 'FALSCH-X'))).toEqual(['TOO_MANY_ATTEMPTS']);
    // From another address too (the person's count), and someone else from Tina's address waits as well.
    expect(codes(await from('tina', '10.9.9.9')(APPLY, { orderId, code: 'SOMMER-20' }))).toEqual(['TOO_MANY_ATTEMPTS']);
    const annasOrder = await holdSeat('anna', 'olga-sticken');
    expect(codes(await from('anna', addressOf('tina'))(APPLY, { orderId: annasOrder, code: 'SOMMER-20' }))).toEqual(['TOO_MANY_ATTEMPTS']);
    // The balance lookup counts in the same throttle: guessing there gives no fresh attempts here, nor the other way.
    expect(codes(await from('tina', '10.9.9.8')('query { voucherBalance(code: "SOMMER-20") { balanceCents } }'))).toEqual(['TOO_MANY_ATTEMPTS']);
  });
});
