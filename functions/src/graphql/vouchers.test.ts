// Buying gift vouchers, through the whole API with the built-in test provider and its webhook: the form's problems
// named field by field; a voucher bought, paid at the test checkout and ACTIVE with its code, PDF and the buyer's mail;
// a lost webhook caught up and an unpaid checkout ended by the sweep; withdrawing within the period refunded, after a
// use refused; a balance looked up by its code however it is typed, wrong codes throttled; a recipient's voucher
// mailed on its day once, even by two sweeps at once.
import { describe, expect, it } from 'vitest';
import type { PlatformFee } from '../domain/payouts.js';
import { addDays, localDate, SITE_TIME_ZONE, startOfLocalDay } from '../domain/time.js';
import { formatVoucherCode, normalizeVoucherCode } from '../domain/voucher-codes.js';
import { VOUCHER_WITHDRAWAL_DAYS, type VoucherRecord } from '../domain/vouchers.js';
import { applyProviderEvent } from '../services/order-changes.js';
import { sweepPayments } from '../services/payment-sweep.js';
import { codes, fieldsOf, sessionHeaders } from './api.testing.js';
import { usePaidSeatsApi } from './paid-seats.testing.js';

const FEE: PlatformFee = { percent: 5, fixedCents: 50 };
const PEOPLE = { bea: { role: 'USER' }, olga: { role: 'USER' }, anna: { role: 'USER' }, eddie: { role: 'EDITOR' } } as const;
type Who = keyof typeof PEOPLE;
const { opened, as, draftCourse, onboard } = usePaidSeatsApi(PEOPLE, FEE);

const VOUCHER = `id code kind course { slug } valueCents balanceCents currency status recipientName message delivery recipientEmail sendOn sentAt
  validUntil paidAt canWithdraw withdrawableUntil pdfUrl uses { cents event { slug } }`;
const BUY = `mutation ($input: BuyVoucherInput!) { buyVoucher(input: $input) { checkoutUrl voucher { ${VOUCHER} } } }`;
const ONE = `query ($id: ID!) { giftVoucher(id: $id) { ${VOUCHER} } }`;
const WITHDRAW = 'mutation ($id: ID!) { withdrawVoucher(id: $id) { status balanceCents canWithdraw } }';
const BALANCE = 'query ($code: String!) { voucherBalance(code: $code) { code status valueCents balanceCents currency validUntil } }';
const DAY = 86_400_000;

type VoucherView = Record<string, unknown> & { id: string; status: string; code: string | null; uses: { cents: number; event: { slug: string } | null }[] };

const stored = async (id: string): Promise<VoucherRecord> => (await opened.store.vouchers.getByIds([id]))[0]!;
const mailsTo = (to: string) => opened.store.mail.list({ to }, 50);
const reasonOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.reason;

/** `who` buys a voucher; answers it as bought (AWAITING_PAYMENT) and its checkout session's id. */
async function buy(who: Who, input: Record<string, unknown>): Promise<{ voucher: VoucherView; sessionId: string }> {
  const result = await as(who)(BUY, { input: { recipientName: 'Rosa', ...input } });
  expect(result.errors).toBeUndefined();
  const { voucher, checkoutUrl } = result.data!.buyVoucher as { voucher: VoucherView; checkoutUrl: string };
  const sessionId = new URL(checkoutUrl).searchParams.get('session')!;
  expect((await stored(voucher.id)).sessionId).toBe(sessionId);
  return { voucher, sessionId };
}

/** Bought and paid at the test checkout (its webhook applied); answers the voucher as the buyer reads it. */
async function bought(who: Who, input: Record<string, unknown>): Promise<VoucherView> {
  const { voucher, sessionId } = await buy(who, input);
  await opened.provider.act(sessionId, 'pay');
  return (await as(who)(ONE, { id: voucher.id })).data!.giftVoucher as VoucherView;
}

const pdfOf = (mail: { attachments?: { content: string; contentType: string }[] }) => Buffer.from(mail.attachments?.[0]?.content ?? '', 'base64');

describe('gift vouchers', () => {
  it('offers the amounts and limits to anyone, and sells only to people signed in', async () => {
    expect(await as(null)('{ voucherOffer { amountsCents minCents maxCents currency validYears withdrawalDays } }')).toEqual({
      data: { voucherOffer: { amountsCents: [2_500, 5_000, 7_500, 10_000, 15_000], minCents: 1_000, maxCents: 50_000, currency: 'EUR', validYears: 30, withdrawalDays: 14 } },
    });
    expect(codes(await as(null)(BUY, { input: { kind: 'VALUE', amountCents: 5_000, recipientName: 'Rosa', delivery: 'BUYER' } }))).toEqual(['UNAUTHENTICATED']);
  });

  it('names every problem of the form at its field and stores nothing', async () => {
    const bad = await as('bea')(BUY, { input: { kind: 'VALUE', amountCents: 1_234, recipientName: ' ', message: 'x'.repeat(501), delivery: 'RECIPIENT', recipientEmail: 'rosa@', sendOn: '2020-01-01' } });
    expect(codes(bad)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(bad)).toEqual(
      expect.arrayContaining([
        { field: 'input.amountCents', code: 'INVALID_VOUCHER_AMOUNT' },
        { field: 'input.recipientName', code: 'REQUIRED' },
        { field: 'input.message', code: 'TOO_LONG' },
        { field: 'input.recipientEmail', code: 'INVALID_EMAIL' },
      ]),
    );
    const tooFar = addDays(localDate(new Date(), SITE_TIME_ZONE), 367);
    const cases: [Record<string, unknown>, { field: string; code: string }][] = [
      [{ kind: 'VALUE', amountCents: 60_000 }, { field: 'input.amountCents', code: 'INVALID_VOUCHER_AMOUNT' }],
      [{ kind: 'VALUE', amountCents: 900 }, { field: 'input.amountCents', code: 'INVALID_VOUCHER_AMOUNT' }],
      [{ kind: 'VALUE' }, { field: 'input.amountCents', code: 'REQUIRED' }],
      [{ kind: 'COURSE' }, { field: 'input.courseSlug', code: 'REQUIRED' }],
      [{ kind: 'COURSE', courseSlug: 'gibt-es-nicht' }, { field: 'input.courseSlug', code: 'COURSE_NOT_FOR_SALE' }],
      [{ kind: 'VALUE', amountCents: 5_000, delivery: 'RECIPIENT', recipientEmail: 'rosa@example.org', sendOn: '2020-01-01' }, { field: 'input.sendOn', code: 'INVALID_SEND_DATE' }],
      [{ kind: 'VALUE', amountCents: 5_000, delivery: 'RECIPIENT', recipientEmail: 'rosa@example.org', sendOn: tooFar }, { field: 'input.sendOn', code: 'INVALID_SEND_DATE' }],
      [{ kind: 'VALUE', amountCents: 5_000, delivery: 'RECIPIENT', recipientEmail: 'rosa@example.org', sendOn: '1. Mai' }, { field: 'input.sendOn', code: 'INVALID_SEND_DATE' }],
      [{ kind: 'VALUE', amountCents: 5_000, delivery: 'RECIPIENT' }, { field: 'input.recipientEmail', code: 'REQUIRED' }],
    ];
    for (const [input, field] of cases) {
      const result = await as('bea')(BUY, { input: { recipientName: 'Rosa', delivery: 'BUYER', ...input } });
      expect(fieldsOf(result), JSON.stringify(input)).toContainEqual(field);
    }
    expect(await as('bea')('{ myVouchers { id } }')).toEqual({ data: { myVouchers: [] } });
  });

  it('is bought, paid at the checkout and ACTIVE: the code, the PDF, the buyer’s mail with it, once', async () => {
    const { voucher, sessionId } = await buy('bea', { kind: 'VALUE', amountCents: 5_000, message: 'Alles Gute!', delivery: 'BUYER' });
    expect(voucher).toMatchObject({ status: 'AWAITING_PAYMENT', code: null, pdfUrl: null, valueCents: 5_000, balanceCents: 0, canWithdraw: false, delivery: 'BUYER', message: 'Alles Gute!' });
    expect(voucher.id).toMatch(/^gift-[0-9a-f-]{36}$/);
    const session = opened.provider.session(sessionId)!;
    expect(session).toMatchObject({ orderId: voucher.id, amountCents: 5_000, currency: 'eur', description: 'Geschenkgutschein über €\u00a050,00' });
    expect(session.payee).toBeUndefined();
    expect(session.successUrl).toMatch(new RegExp(`/vouchers/${voucher.id}\\?result=returned$`));

    await opened.provider.act(sessionId, 'pay');
    const paid = (await as('bea')(ONE, { id: voucher.id })).data!.giftVoucher as VoucherView;
    const record = await stored(voucher.id);
    expect(paid).toMatchObject({ status: 'ACTIVE', valueCents: 5_000, balanceCents: 5_000, code: formatVoucherCode(record.code), pdfUrl: `/vouchers/${voucher.id}.pdf`, canWithdraw: true, uses: [] });
    expect(paid.code).toMatch(/^[0-9A-Z]{6}-[0-9A-Z]{6}-[0-9A-Z]{6}$/);
    expect(new Date(paid.withdrawableUntil as string).getTime()).toBe(record.paidAt!.getTime() + VOUCHER_WITHDRAWAL_DAYS * DAY);
    expect(new Date(paid.validUntil as string).getUTCFullYear()).toBe(new Date().getUTCFullYear() + 30);

    const mails = await mailsTo('bea@example.org');
    expect(mails.map((mail) => mail.template)).toEqual(['voucherPaid']);
    expect(mails[0]!.message.text).toContain(paid.code);
    expect(pdfOf(mails[0]!).subarray(0, 5).toString()).toBe('%PDF-');

    // The same event again changes nothing and mails nobody.
    await opened.provider.resend(sessionId, 'checkout.session.completed');
    expect(await mailsTo('bea@example.org')).toHaveLength(1);
    // Only the buyer and editors read it, and others never its code.
    expect(await as('anna')(ONE, { id: voucher.id })).toEqual({ data: { giftVoucher: null } });
    expect(((await as('eddie')(ONE, { id: voucher.id })).data!.giftVoucher as VoucherView).code).toBe(paid.code);
    const list = await as('eddie')('{ giftVouchers(first: 10) { totalCount vouchers { id status } } }');
    expect(list.data!.giftVouchers).toMatchObject({ vouchers: expect.arrayContaining([{ id: voucher.id, status: 'ACTIVE' }]) });
    expect(codes(await as('anna')('{ giftVouchers { totalCount } }'))).toEqual(['FORBIDDEN']);
    expect((await as('bea')('{ myVouchers { id } }')).data!.myVouchers).toContainEqual({ id: voucher.id });
  });

  it('is bought as a named course at its price, its title on the checkout', async () => {
    await onboard('olga');
    await draftCourse('olga', 'drehen-geschenk', 6_500, { review: 'PUBLISHED', published: true, title: { de: 'Drehen an der Scheibe', en: 'Throwing on the wheel' } });
    const { voucher, sessionId } = await buy('bea', { kind: 'COURSE', courseSlug: 'drehen-geschenk', delivery: 'BUYER' });
    expect(voucher).toMatchObject({ kind: 'COURSE', course: { slug: 'drehen-geschenk' }, valueCents: 6_500 });
    expect(opened.provider.session(sessionId)).toMatchObject({ amountCents: 6_500, description: 'Geschenkgutschein: Drehen an der Scheibe' });
    await draftCourse('olga', 'drehen-entwurf', 6_500);
    const draft = await as('bea')(BUY, { input: { kind: 'COURSE', courseSlug: 'drehen-entwurf', recipientName: 'Rosa', delivery: 'BUYER' } });
    expect(fieldsOf(draft)).toEqual([{ field: 'input.courseSlug', code: 'COURSE_NOT_FOR_SALE' }]);
  });

  it('is refunded whole when the buyer withdraws within the period, and the buyer is told', async () => {
    const paid = await bought('bea', { kind: 'VALUE', amountCents: 2_500, delivery: 'BUYER' });
    expect(codes(await as('anna')(WITHDRAW, { id: paid.id }))).toEqual(['NOT_FOUND']);
    expect(codes(await as('eddie')(WITHDRAW, { id: paid.id }))).toEqual(['FORBIDDEN']);
    expect(await as('bea')(WITHDRAW, { id: paid.id })).toEqual({ data: { withdrawVoucher: { status: 'REFUNDED', balanceCents: 0, canWithdraw: false } } });
    const record = await stored(paid.id);
    expect(opened.provider.refunds()).toContainEqual({ id: record.refundId, paymentId: record.paymentId, amountCents: 2_500 });
    expect((await mailsTo('bea@example.org')).map((mail) => mail.template)).toContain('voucherRefunded');
    const again = await as('bea')(WITHDRAW, { id: paid.id });
    expect(codes(again)).toEqual(['CONFLICT']);
    expect(reasonOf(again)).toBe('WITHDRAWAL_NOT_POSSIBLE');
    expect((await as(null)(BALANCE, { code: formatVoucherCode(record.code) })).data!.voucherBalance).toMatchObject({ status: 'REFUNDED', balanceCents: 0 });
  });

  it('may not be withdrawn from once it paid part of a seat, nor before it is paid', async () => {
    const paid = await bought('bea', { kind: 'VALUE', amountCents: 2_000, delivery: 'BUYER' });
    await draftCourse('olga', 'drehen-mit-gutschein', 6_500, { review: 'PUBLISHED', published: true });
    const booked = await as('anna')('mutation ($slug: ID!) { bookEvent(slug: $slug) { id } }', { slug: 'drehen-mit-gutschein' });
    const [booking] = await opened.store.bookings.getByIds([(booked.data!.bookEvent as { id: string }).id]);
    const used = await opened.store.orders.change(booking!.orderId!, { kind: 'APPLY_VOUCHER', voucherId: paid.id }, new Date(), {}, () => []);
    expect(used.order.voucher?.cents).toBe(2_000);
    const after = (await as('bea')(ONE, { id: paid.id })).data!.giftVoucher as VoucherView;
    expect(after).toMatchObject({ balanceCents: 0, canWithdraw: false, uses: [{ cents: -2_000, event: { slug: 'drehen-mit-gutschein' } }] });
    const refused = await as('bea')(WITHDRAW, { id: paid.id });
    expect(reasonOf(refused)).toBe('WITHDRAWAL_NOT_POSSIBLE');
    expect((await stored(paid.id)).status).toBe('ACTIVE');

    const { voucher: unpaid } = await buy('bea', { kind: 'VALUE', amountCents: 2_000, delivery: 'BUYER' });
    expect(reasonOf(await as('bea')(WITHDRAW, { id: unpaid.id }))).toBe('WITHDRAWAL_NOT_POSSIBLE');
  });

  it('is caught up by the sweep when the webhook was lost, and ended there when nobody paid', async () => {
    const lost = await buy('bea', { kind: 'VALUE', amountCents: 3_000, delivery: 'BUYER' });
    await opened.provider.act(lost.sessionId, 'pay', { deliver: false });
    expect((await stored(lost.voucher.id)).status).toBe('AWAITING_PAYMENT');
    const unpaid = await buy('bea', { kind: 'VALUE', amountCents: 4_000, delivery: 'BUYER' });
    const counts = await sweepPayments({ store: opened.store, payments: opened.provider, now: new Date(Date.now() + 3 * 60_000) });
    expect(counts.vouchersReconciled).toBeGreaterThanOrEqual(1);
    expect((await stored(lost.voucher.id)).status).toBe('ACTIVE');
    expect((await stored(unpaid.voucher.id)).status).toBe('AWAITING_PAYMENT');
    await sweepPayments({ store: opened.store, payments: opened.provider, now: new Date(Date.now() + 61 * 60_000) });
    expect((await stored(unpaid.voucher.id)).status).toBe('EXPIRED');
    expect(opened.provider.session(unpaid.sessionId)?.status).toBe('expired');
  });

  it('refunds at once a payment that comes after its checkout ended, and tells the buyer', async () => {
    const late = await buy('anna', { kind: 'VALUE', amountCents: 1_500, delivery: 'BUYER' });
    await opened.provider.act(late.sessionId, 'pay', { deliver: false });
    const ended = { id: `evt_expired_${late.voucher.id}`, type: 'checkout.session.expired' as const, session: { ...(await opened.provider.getSession(late.sessionId)), status: 'expired' as const, paid: false, paymentId: null } };
    expect(await applyProviderEvent({ store: opened.store, payments: opened.provider, now: new Date() }, ended)).toBe('applied');
    expect((await stored(late.voucher.id)).status).toBe('EXPIRED');
    await opened.provider.resend(late.sessionId, 'checkout.session.completed');
    const record = await stored(late.voucher.id);
    expect(record).toMatchObject({ status: 'REFUNDED', refundReason: 'LATE_PAYMENT', balanceCents: 0 });
    expect(opened.provider.refunds()).toContainEqual({ id: record.refundId, paymentId: record.paymentId, amountCents: 1_500 });
    expect((await mailsTo('anna@example.org')).filter((mail) => mail.template.startsWith('voucher')).map((mail) => mail.template)).toEqual(['voucherRefunded']);
  });

  it('is mailed to its recipient on the day chosen, once, even by two sweeps at once', async () => {
    const today = localDate(new Date(), SITE_TIME_ZONE);
    const tomorrow = addDays(today, 1);
    const later = await bought('bea', { kind: 'VALUE', amountCents: 7_500, delivery: 'RECIPIENT', recipientEmail: 'Rosa@Example.org', sendOn: tomorrow, message: 'Für dich!' });
    expect(later).toMatchObject({ status: 'ACTIVE', recipientEmail: 'rosa@example.org', sendOn: tomorrow, sentAt: null });
    expect(await mailsTo('rosa@example.org')).toEqual([]);

    const dayStart = startOfLocalDay(tomorrow, SITE_TIME_ZONE).getTime();
    await sweepPayments({ store: opened.store, payments: opened.provider, now: new Date(dayStart - 60_000) });
    expect(await mailsTo('rosa@example.org')).toEqual([]);
    const at = new Date(dayStart + 60_000);
    const [first, second] = await Promise.all([0, 1].map(() => sweepPayments({ store: opened.store, payments: opened.provider, now: at })));
    expect(first!.vouchersDelivered + second!.vouchersDelivered).toBe(1);
    await sweepPayments({ store: opened.store, payments: opened.provider, now: new Date(dayStart + 5 * 60_000) });
    const mails = await mailsTo('rosa@example.org');
    expect(mails.map((mail) => mail.template)).toEqual(['voucherDelivered']);
    expect(mails[0]!.message.text).toContain('Für dich!');
    expect(pdfOf(mails[0]!).subarray(0, 5).toString()).toBe('%PDF-');
    expect(((await as('bea')(ONE, { id: later.id })).data!.giftVoucher as VoucherView).sentAt).toBe(at.toISOString());

    // Chosen for today: mailed at payment.
    const now = await bought('bea', { kind: 'VALUE', amountCents: 1_000, delivery: 'RECIPIENT', recipientEmail: 'lena@example.org', sendOn: today });
    expect(now.sentAt).not.toBeNull();
    expect((await mailsTo('lena@example.org')).map((mail) => mail.template)).toEqual(['voucherDelivered']);
  });

  it('tells its balance to anyone with the code, however it is typed, and throttles wrong codes', async () => {
    const paid = await bought('bea', { kind: 'VALUE', amountCents: 10_000, delivery: 'BUYER' });
    const code = (await stored(paid.id)).code;
    const lookUp = (typed: string, address = '10.1.0.1', who: Who | null = null) =>
      opened.api.execute({ query: BALANCE, variables: { code: typed } }, sessionHeaders(who ? opened.cookies[who] : undefined), address);
    const typed = formatVoucherCode(code).toLowerCase().replaceAll('-', ' ').replaceAll('0', 'o').replaceAll('1', 'l');
    expect((await lookUp(typed)).data!.voucherBalance).toMatchObject({ code: formatVoucherCode(code), status: 'ACTIVE', valueCents: 10_000, balanceCents: 10_000, currency: 'EUR' });

    const typo = code.slice(0, 3) + (code[3] === 'A' ? 'B' : 'A') + code.slice(4);
    const wrong = await lookUp(typo);
    expect(codes(wrong)).toEqual(['CONFLICT']);
    expect(reasonOf(wrong)).toBe('INVALID_CODE');
    // Well-formed codes nobody has answer no voucher, and count too: the eleventh wrong code within the hour waits.
    let attempts = 1;
    let last = wrong;
    for (; attempts < 20 && !codes(last).includes('TOO_MANY_ATTEMPTS'); attempts++) {
      last = await lookUp(unknownCode(code));
      if (!codes(last).length) expect(last.data!.voucherBalance).toBeNull();
    }
    expect(codes(last)).toEqual(['TOO_MANY_ATTEMPTS']);
    expect(attempts).toBe(11);
    // Locked, the right code waits too; another address (and person) is not locked.
    expect(codes(await lookUp(formatVoucherCode(code)))).toEqual(['TOO_MANY_ATTEMPTS']);
    expect((await lookUp(formatVoucherCode(code), '10.1.0.2', 'anna')).data!.voucherBalance).toMatchObject({ balanceCents: 10_000 });
    expect(await lookUp(unknownCode(code), '10.1.0.3')).toEqual({ data: { voucherBalance: null } });
  });
});

/** A valid code that is not `code`: its payload changed, the check character found by trying. */
function unknownCode(code: string): string {
  const payload = (code[0] === '7' ? '8' : '7') + code.slice(1, 17);
  for (const check of '0123456789ABCDEFGHJKMNPQRSTVWXYZ') {
    if (normalizeVoucherCode(payload + check)) return formatVoucherCode(payload + check);
  }
  throw new Error('no check character fits');
}
