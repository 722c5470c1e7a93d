// Gift vouchers and promo codes as part of the store contract (describeStoreContract calls it): vouchers kept whole
// and found by id, code and buyer, a code or id never twice; a purchase's changes applied once per provider event
// (event ids shared with orders) with their mails, all or nothing; the recipients' mails that are due; promo codes by
// scope, an edit never losing a use. An order change writes the voucher's balance and the code's uses with the order:
// taken when applied, given back when the hold ends unpaid, on a refund and in a cancelled event's bulk refund (one
// voucher paying two orders included); two orders racing for a voucher's last balance or a code's last use never
// take more than there is.
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cardCents, type OrderChange, type OrderRecord } from '../domain/payments.js';
import { promoKey, SITE_SCOPE, type PromoCodeRecord } from '../domain/promo-codes.js';
import type { EventRecord, MailRecord } from '../domain/records.js';
import { ConflictError, NotFoundError, type OrderChangeResult, type Store, type VoucherChangeResult } from '../domain/repositories.js';
import { samplePromoCode, sampleUnpaidVoucher } from '../domain/sample-voucher.fixture.js';
import { newVoucherCode } from '../domain/voucher-codes.js';
import { voucherValidUntil, type VoucherChange, type VoucherRecord } from '../domain/vouchers.js';
import { event, mail } from './contract.scenarios.js';

const now = new Date('2026-03-01T12:00:00.000Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const none = () => [];
const ORGANISER = 'u-orga';
const course = (slug: string, priceCents: number, capacity: number): EventRecord =>
  event(slug, '2026-04-01T10:00:00.000Z', 2, { ownerUid: ORGANISER, capacity, seatsLeft: capacity, price: { amountCents: priceCents, currency: 'EUR' } });

let counter = 0;
/** One mail to the buyer per changed purchase. */
const voucherMails = (result: VoucherChangeResult): MailRecord[] =>
  result.changed ? [mail(`voucher-mail-${counter++}`, result.voucher.buyerEmail, now.toISOString(), `voucher${result.voucher.status}`)] : [];

/** A purchase as buyVoucher stores it, the checkout not yet paid: the sample's, with a fresh code. */
const voucher = (id: string, fields: Partial<VoucherRecord> = {}): VoucherRecord =>
  sampleUnpaidVoucher({
    id,
    code: newVoucherCode(randomInt),
    buyerUid: 'u-anna',
    buyerEmail: 'anna@example.at',
    validUntil: voucherValidUntil(now),
    createdAt: now,
    updatedAt: now,
    log: [{ at: now, note: 'bought' }],
    ...fields,
  });

/** A paid voucher with `balanceCents` left. */
export const paidVoucher = (id: string, balanceCents: number, fields: Partial<VoucherRecord> = {}): VoucherRecord =>
  voucher(id, { status: 'ACTIVE', valueCents: Math.max(balanceCents, 5_000), balanceCents, paymentId: `pi_${id}`, paidAt: now, ...fields });

/** The sample promo code as `code` of `scope` (an organiser's uid or the site's), 20 % off. */
export const promo = (scope: string, code: string, fields: Partial<PromoCodeRecord> = {}): PromoCodeRecord =>
  samplePromoCode({
    key: promoKey(scope, code),
    code,
    ownerUid: scope === SITE_SCOPE ? null : scope,
    createdBy: scope === SITE_SCOPE ? 'u-editor' : scope,
    discount: { kind: 'PERCENT', percent: 20 },
    createdAt: now,
    updatedAt: now,
    ...fields,
  });

const applyVoucher = (voucherId: string): OrderChange => ({ kind: 'APPLY_VOUCHER', voucherId });
const applyPromo = (key: string): OrderChange => ({ kind: 'APPLY_PROMO', promoKey: key });
const paidBy = (order: OrderRecord, paymentId = `pi_${order.id}`): OrderChange => ({ kind: 'PAID', paymentId, amountCents: cardCents(order), currency: 'EUR' });

export function describeVouchersContract(current: () => Store, connectAgain?: (store: Store) => Promise<Store>): void {
  describe('gift vouchers and promo codes', () => {
    const storedVoucher = async (store: Store, id: string) => (await store.vouchers.getByIds([id]))[0]!;
    /** A seat held in `slug` for `uid`, its order open. */
    const hold = async (store: Store, slug: string, uid: string, at = now) => (await store.bookings.book(slug, uid, at, none)).order!;
    const change = (store: Store, order: OrderRecord, what: OrderChange, at = later(1)) => store.orders.change(order.id, what, at, {}, none);

    it('keeps a voucher whole, finds it by id, code and buyer (newest first), refuses a taken id or code, and pages the editors’ list', async () => {
      const store = current();
      const first = voucher('gift-1');
      const second = paidVoucher('gift-2', 5_000, { createdAt: later(1), updatedAt: later(1), delivery: { kind: 'RECIPIENT', email: 'bea@example.at', sendOn: later(60) } });
      // Bought in the same millisecond: the id decides, descending.
      const bens = voucher('gift-3', { buyerUid: 'u-ben', buyerEmail: 'ben@example.at', createdAt: later(1), updatedAt: later(1), kind: 'COURSE', courseSlug: 'drehen' });
      for (const one of [first, second, bens]) await store.vouchers.create(one);
      expect(await store.vouchers.getByIds([second.id, 'gift-nope', first.id])).toEqual([second, null, first]);
      expect(await store.vouchers.byCode(first.code)).toEqual(first);
      expect(await store.vouchers.byCode(newVoucherCode(randomInt))).toBeNull();

      const sameId = voucher(first.id);
      const sameCode = voucher('gift-4', { code: second.code });
      for (const taken of [sameId, sameCode]) await expect(store.vouchers.create(taken)).rejects.toMatchObject({ name: 'ConflictError', code: 'CODE_TAKEN' });
      await expect(store.vouchers.create(sameCode)).rejects.toBeInstanceOf(ConflictError);
      // Neither was written in part.
      expect(await store.vouchers.byCode(sameId.code)).toBeNull();
      expect(await store.vouchers.getByIds([sameCode.id, first.id])).toEqual([null, first]);

      expect((await store.vouchers.byBuyer('u-anna')).map((one) => one.id)).toEqual([second.id, first.id]);
      expect(await store.vouchers.byBuyer('u-nobody')).toEqual([]);
      const page = await store.vouchers.list({ first: 2, offset: 0 });
      expect([page.items.map((one) => one.id), page.totalCount, page.hasNextPage]).toEqual([['gift-3', 'gift-2'], 3, true]);
      const rest = await store.vouchers.list({ first: 2, offset: 2 });
      expect([rest.items, rest.totalCount, rest.hasNextPage]).toEqual([[first], 3, false]);
    });

    it('changes a purchase with its mails once per provider event (the event ids orders use too), keeps nothing when a mail fails, and finds it by state', async () => {
      const store = current();
      const bought = voucher('gift-pay');
      await store.vouchers.create(bought);
      const opened = await store.vouchers.change(bought.id, { kind: 'CHECKOUT_OPENED', provider: 'test', sessionId: 'cs_v', checkoutUrl: 'https://pay/cs_v' }, later(1), {}, voucherMails);
      expect([opened.changed, opened.before, opened.duplicateEvent, opened.voucher.sessionId]).toEqual([true, 'AWAITING_PAYMENT', false, 'cs_v']);
      expect((await store.vouchers.inStatus(['AWAITING_PAYMENT'], 10)).map((one) => one.id)).toEqual([bought.id]);

      const pay: VoucherChange = { kind: 'PAID', paymentId: 'pi_v', amountCents: 5_000, currency: 'eur' };
      const failing = () => {
        throw new Error('template missing');
      };
      await expect(store.vouchers.change(bought.id, pay, later(2), { providerEventId: 'evt_v' }, failing)).rejects.toThrow('template missing');
      expect((await storedVoucher(store, bought.id)).status).toBe('AWAITING_PAYMENT');

      const paid = await store.vouchers.change(bought.id, pay, later(3), { providerEventId: 'evt_v' }, voucherMails);
      expect([paid.changed, paid.before, paid.duplicateEvent]).toEqual([true, 'AWAITING_PAYMENT', false]);
      expect(paid.voucher).toMatchObject({ status: 'ACTIVE', balanceCents: 5_000, paymentId: 'pi_v', paidAt: later(3), updatedAt: later(3) });
      expect(await storedVoucher(store, bought.id)).toEqual(paid.voucher);
      const replay = await store.vouchers.change(bought.id, pay, later(4), { providerEventId: 'evt_v' }, voucherMails);
      expect([replay.duplicateEvent, replay.changed, replay.voucher]).toEqual([true, false, paid.voucher]);
      const again = await store.vouchers.change(bought.id, pay, later(5), { providerEventId: 'evt_v2' }, voucherMails);
      expect([again.duplicateEvent, again.changed]).toEqual([false, false]);
      expect((await store.mail.list({ to: 'anna@example.at' }, 10)).map((m) => m.template).sort()).toEqual(['voucherACTIVE', 'voucherAWAITING_PAYMENT']);

      // An event id an order was changed by is not applied to a voucher, nor the other way round.
      const slug = 'gutschein-ereignisse';
      await store.events.upsertMany([course(slug, 4_500, 2)]);
      const order = await hold(store, slug, 'u-ben');
      await store.orders.change(order.id, { kind: 'EXPIRE' }, later(6), { providerEventId: 'evt_order' }, none);
      expect((await store.vouchers.change(bought.id, { kind: 'WITHDRAW' }, later(7), { providerEventId: 'evt_order' }, voucherMails)).duplicateEvent).toBe(true);
      expect((await storedVoucher(store, bought.id)).status).toBe('ACTIVE');
      const withdrawn = await store.vouchers.change(bought.id, { kind: 'WITHDRAW' }, later(8), { providerEventId: 'evt_withdraw' }, voucherMails);
      expect(withdrawn.voucher).toMatchObject({ status: 'REFUND_PENDING', balanceCents: 0, refundReason: 'WITHDRAWN' });
      const other = await hold(store, slug, 'u-cleo', later(9));
      expect((await store.orders.change(other.id, { kind: 'EXPIRE' }, later(10), { providerEventId: 'evt_withdraw' }, none)).duplicateEvent).toBe(true);

      const late = voucher('gift-late', { updatedAt: later(11) });
      await store.vouchers.create(late);
      expect((await store.vouchers.inStatus(['REFUND_PENDING', 'AWAITING_PAYMENT'], 10)).map((one) => one.id)).toEqual([bought.id, late.id]);
      expect((await store.vouchers.inStatus(['REFUND_PENDING', 'AWAITING_PAYMENT'], 1)).map((one) => one.id)).toEqual([bought.id]);
      const refunded = await store.vouchers.change(bought.id, { kind: 'REFUNDED', refundId: 're_v' }, later(12), {}, voucherMails);
      expect(refunded.voucher).toMatchObject({ status: 'REFUNDED', refundId: 're_v' });
      expect(await store.vouchers.inStatus(['REFUND_PENDING'], 10)).toEqual([]);
      await expect(store.vouchers.change('gift-nope', { kind: 'EXPIRE' }, now, {}, voucherMails)).rejects.toBeInstanceOf(NotFoundError);
    });

    it('finds the recipients’ mails that are due (paid, to the recipient, the day come, not mailed yet), earliest day first', async () => {
      const store = current();
      const toRecipient = (sendOn: Date) => ({ kind: 'RECIPIENT' as const, email: 'bea@example.at', sendOn });
      const due = paidVoucher('gift-due', 5_000, { delivery: toRecipient(later(-60)) });
      const earlier = paidVoucher('gift-earlier', 5_000, { delivery: toRecipient(later(-120)) });
      const today = paidVoucher('gift-today', 5_000, { delivery: toRecipient(now) });
      const ahead = paidVoucher('gift-ahead', 5_000, { delivery: toRecipient(later(24 * 60)) });
      const toBuyer = paidVoucher('gift-buyer', 5_000);
      const unpaid = voucher('gift-unpaid', { delivery: toRecipient(later(-30)) });
      for (const one of [due, earlier, today, ahead, toBuyer, unpaid]) await store.vouchers.create(one);
      const ids = async (at: Date, limit = 10) => (await store.vouchers.dueDeliveries(at, limit)).map((one) => one.id);
      expect(await ids(now)).toEqual([earlier.id, due.id, today.id]);
      expect(await ids(now, 1)).toEqual([earlier.id]);

      const delivered = await store.vouchers.change(earlier.id, { kind: 'DELIVERED' }, later(1), {}, voucherMails);
      expect(delivered.voucher.delivery).toEqual({ ...earlier.delivery, sentAt: later(1) });
      expect((await store.vouchers.change(earlier.id, { kind: 'DELIVERED' }, later(2), {}, voucherMails)).changed).toBe(false);
      // Paid now, its day passed: due too.
      await store.vouchers.change(unpaid.id, { kind: 'PAID', paymentId: 'pi_unpaid', amountCents: 5_000, currency: 'EUR' }, later(3), {}, voucherMails);
      expect(await ids(later(3))).toEqual([due.id, unpaid.id, today.id]);
      expect(await ids(later(2 * 24 * 60))).toEqual([due.id, unpaid.id, today.id, ahead.id]);
    });

    it('keeps promo codes by scope and code, refuses a taken key, lists an owner’s (null: the site-wide ones) newest first, and an edit keeps the uses', async () => {
      const store = current();
      const sommer = promo(ORGANISER, 'SOMMER', { maxUses: 2, validFrom: now, validUntil: later(60 * 24 * 30), eventSlugs: ['rabatt-kurs'] });
      const winter = promo(ORGANISER, 'WINTER', { createdAt: later(1), updatedAt: later(1), discount: { kind: 'AMOUNT', cents: 1_000 } });
      const othersSommer = promo('u-other', 'SOMMER');
      const siteSommer = promo(SITE_SCOPE, 'SOMMER', { perPersonLimit: 3 });
      for (const one of [sommer, winter, othersSommer, siteSommer]) await store.promoCodes.create(one);
      await expect(store.promoCodes.create({ ...sommer, discount: { kind: 'PERCENT', percent: 50 } })).rejects.toMatchObject({ name: 'ConflictError', code: 'CODE_TAKEN' });
      expect(await store.promoCodes.get(sommer.key)).toEqual(sommer);
      expect(await store.promoCodes.get(promoKey(ORGANISER, 'HERBST'))).toBeNull();
      expect((await store.promoCodes.byOwner(ORGANISER)).map((one) => one.key)).toEqual([winter.key, sommer.key]);
      expect(await store.promoCodes.byOwner(null)).toEqual([siteSommer]);
      expect(await store.promoCodes.byOwner('u-nobody')).toEqual([]);

      // A use an order takes between reading the code and saving an edit of it stays.
      const slug = 'rabatt-kurs';
      await store.events.upsertMany([course(slug, 6_000, 3)]);
      const read = (await store.promoCodes.get(sommer.key))!;
      const order = await hold(store, slug, 'u-anna');
      const applied = await change(store, order, applyPromo(sommer.key));
      expect(applied.order.discount).toEqual({ promoKey: sommer.key, code: 'SOMMER', cents: 1_200, fundedBy: 'ORGANISER' });
      const edited = await store.promoCodes.update(sommer.key, () => ({ ...read, maxUses: 5, active: false }), later(2));
      expect(edited).toEqual({ ...sommer, maxUses: 5, active: false, uses: [{ orderId: order.id, uid: 'u-anna', at: later(1) }], updatedAt: later(2) });
      expect(await store.promoCodes.get(sommer.key)).toEqual(edited);
      await expect(store.promoCodes.update(promoKey(ORGANISER, 'HERBST'), (record) => record, later(3))).rejects.toBeInstanceOf(NotFoundError);
    });

    it('writes a voucher’s part and a code’s use with the order: taken when applied, the part lowered by a later discount, all of it given back by a refund', async () => {
      const store = current();
      const slug = 'gutschein-kurs';
      await store.events.upsertMany([course(slug, 6_500, 2)]);
      const gift = paidVoucher('gift-redeem', 4_000);
      const code = promo(ORGANISER, 'AKTION', { discount: { kind: 'AMOUNT', cents: 3_000 } });
      await store.vouchers.create(gift);
      await store.promoCodes.create(code);
      const order = await hold(store, slug, 'u-ben');

      const byVoucher = await change(store, order, applyVoucher(gift.id), later(1));
      expect([byVoucher.changed, byVoucher.order.voucher, cardCents(byVoucher.order)]).toEqual([true, { voucherId: gift.id, codeHint: gift.code.slice(-4), cents: 4_000 }, 2_500]);
      expect(await storedVoucher(store, gift.id)).toMatchObject({ balanceCents: 0, entries: [{ at: later(1), cents: -4_000, orderId: order.id, note: 'paid a seat' }] });
      // The discount leaves 3,500 to pay: the voucher pays that, 500 go back to it.
      const discounted = await change(store, byVoucher.order, applyPromo(code.key), later(2));
      expect([discounted.order.discount?.cents, discounted.order.voucher?.cents, cardCents(discounted.order)]).toEqual([3_000, 3_500, 0]);
      expect((await storedVoucher(store, gift.id)).balanceCents).toBe(500);
      expect((await store.promoCodes.get(code.key))?.uses).toEqual([{ orderId: order.id, uid: 'u-ben', at: later(2) }]);
      expect((await store.orders.getByIds([order.id]))[0]).toEqual(discounted.order);

      // One of each per order: refused, nothing written.
      const twice = await change(store, discounted.order, applyPromo(code.key), later(3));
      expect([twice.changed, twice.refusal]).toEqual([false, 'ONE_CODE_PER_ORDER']);
      expect((await change(store, discounted.order, applyVoucher(gift.id), later(3))).refusal).toBe('ONE_VOUCHER_PER_ORDER');
      expect((await store.promoCodes.get(code.key))?.uses).toHaveLength(1);

      const completed = await change(store, discounted.order, paidBy(discounted.order, `voucher-${order.id}`), later(4));
      expect([completed.order.status, completed.booking?.status]).toEqual(['COMPLETED', 'CONFIRMED']);
      // Paid: nothing more can be applied.
      expect((await change(store, completed.order, applyVoucher(gift.id), later(5))).refusal).toBe('ORDER_NOT_OPEN');
      const refund = await change(store, completed.order, { kind: 'REFUND', reason: 'Kulanz' }, later(6));
      expect(refund.order.status).toBe('REFUND_PENDING');
      const back = await storedVoucher(store, gift.id);
      expect([back.balanceCents, back.entries.map((entry) => entry.cents)]).toEqual([4_000, [-4_000, 500, 3_500]]);
      expect((await store.promoCodes.get(code.key))?.uses).toEqual([]);
    });

    it('gives the voucher’s part and the code’s use back when a hold ends unpaid or is cancelled; a closed checkout and a top-up keep them', async () => {
      const store = current();
      const slug = 'abgelaufen-kurs';
      await store.events.upsertMany([course(slug, 8_000, 3)]);
      const gift = paidVoucher('gift-back', 6_000);
      const code = promo(SITE_SCOPE, 'WILLKOMMEN', { maxUses: 1 });
      await store.vouchers.create(gift);
      await store.promoCodes.create(code);
      const payee = { uid: ORGANISER, accountId: 'acct_orga', feeCents: 500 };

      // A checkout open: closed first (as the service does before applying a code), then the codes.
      const anna = await hold(store, slug, 'u-anna');
      await change(store, anna, { kind: 'CHECKOUT_OPENED', provider: 'test', sessionId: 'cs_a', checkoutUrl: 'https://pay/cs_a', payee }, later(1));
      expect((await change(store, anna, applyVoucher(gift.id), later(2))).refusal).toBe('ORDER_NOT_OPEN');
      const closed = await change(store, anna, { kind: 'CHECKOUT_CLOSED' }, later(3));
      expect([closed.order.status, closed.order.sessionId, closed.order.payee]).toEqual(['RESERVED', undefined, undefined]);
      await change(store, anna, applyPromo(code.key), later(4));
      await change(store, anna, applyVoucher(gift.id), later(5));
      expect((await storedVoucher(store, gift.id)).balanceCents).toBe(0);
      expect((await store.promoCodes.get(code.key))?.uses).toHaveLength(1);
      const expired = await change(store, anna, { kind: 'EXPIRE' }, later(20));
      expect([expired.order.status, expired.order.voucher?.cents]).toEqual(['EXPIRED', 6_000]);
      expect(await storedVoucher(store, gift.id)).toMatchObject({ balanceCents: 6_000, updatedAt: later(20) });
      expect((await store.promoCodes.get(code.key))?.uses).toEqual([]);
      expect((await storedVoucher(store, gift.id)).entries.at(-1)).toEqual({ at: later(20), cents: 6_000, orderId: anna.id, note: 'seat not paid' });

      // The code's one use is free again: Ben takes it and the voucher, then cancels.
      const ben = await hold(store, slug, 'u-ben', later(21));
      await change(store, ben, applyVoucher(gift.id), later(22));
      expect((await change(store, ben, applyPromo(code.key), later(23))).changed).toBe(true);
      await change(store, ben, { kind: 'CANCEL' }, later(24));
      expect((await storedVoucher(store, gift.id)).balanceCents).toBe(6_000);
      expect((await store.promoCodes.get(code.key))?.uses).toEqual([]);

      // Paid by voucher and card, the platform's top-up recorded once; the voucher and code are left as they are.
      const cleo = await hold(store, slug, 'u-cleo', later(25));
      await change(store, cleo, applyVoucher(gift.id), later(26));
      await change(store, cleo, applyPromo(code.key), later(27));
      const split = { ...payee, applicationFeeCents: 0, topUpCents: 5_300 };
      const opened = await change(store, cleo, { kind: 'CHECKOUT_OPENED', provider: 'test', sessionId: 'cs_c', checkoutUrl: 'https://pay/cs_c', payee: split }, later(28));
      expect([opened.order.voucher?.cents, opened.order.discount?.cents, cardCents(opened.order)]).toEqual([6_000, 1_600, 400]);
      const paid = await change(store, cleo, paidBy(opened.order), later(29));
      expect(paid.order.status).toBe('COMPLETED');
      const [voucherBefore, promoBefore] = [await storedVoucher(store, gift.id), await store.promoCodes.get(code.key)];
      const topUp = await change(store, cleo, { kind: 'TOP_UP_TRANSFERRED', transferId: 'tr_1' }, later(30));
      expect([topUp.changed, topUp.order.payee]).toEqual([true, { ...split, topUpTransferId: 'tr_1' }]);
      expect((await change(store, cleo, { kind: 'TOP_UP_TRANSFERRED', transferId: 'tr_2' }, later(31))).changed).toBe(false);
      expect((await store.orders.getByIds([cleo.id]))[0]?.payee?.topUpTransferId).toBe('tr_1');
      expect(await storedVoucher(store, gift.id)).toEqual(voucherBefore);
      expect(await store.promoCodes.get(code.key)).toEqual(promoBefore);
    });

    it('gives every voucher its parts and every code its uses back in a cancelled event’s bulk refund, two orders paid by one voucher among them', async () => {
      const store = current();
      const slug = 'abgesagt-gutschein';
      await store.events.upsertMany([course(slug, 3_000, 4)]);
      const gift = paidVoucher('gift-two-seats', 5_000);
      const other = paidVoucher('gift-other', 1_000);
      const code = promo(SITE_SCOPE, 'FREUNDE', { discount: { kind: 'AMOUNT', cents: 500 }, perPersonLimit: 1 });
      await store.vouchers.create(gift);
      await store.vouchers.create(other);
      await store.promoCodes.create(code);
      const pay = async (uid: string, changes: OrderChange[], minute: number) => {
        let order = await hold(store, slug, uid, later(minute));
        for (const one of changes) order = (await change(store, order, one, later(minute + 1))).order;
        return (await change(store, order, paidBy(order), later(minute + 2))).order;
      };
      const anna = await pay('u-anna', [applyVoucher(gift.id)], 1); // 3,000 from the voucher
      const ben = await pay('u-ben', [applyPromo(code.key), applyVoucher(gift.id)], 10); // 2,000 left on it, 500 off
      const cleo = await pay('u-cleo', [applyPromo(code.key), applyVoucher(other.id)], 20);
      const dora = await pay('u-dora', [], 30);
      expect([anna, ben, cleo, dora].map((order) => [order.status, order.voucher?.cents ?? 0, cardCents(order)])).toEqual([
        ['COMPLETED', 3_000, 0],
        ['COMPLETED', 2_000, 500],
        ['COMPLETED', 1_000, 1_500],
        ['COMPLETED', 0, 3_000],
      ]);
      expect((await storedVoucher(store, gift.id)).balanceCents).toBe(0);
      expect((await store.promoCodes.get(code.key))?.uses.map((use) => use.uid)).toEqual(['u-ben', 'u-cleo']);

      const [stored] = await store.events.getBySlugs([slug]);
      const refundAll = { refundPaidOrders: slug, reason: 'EVENT_CANCELLED: Ofen kaputt', at: later(60), mails: (result: OrderChangeResult) => [mail(`refund-${result.order.id}`, result.order.uid, now.toISOString(), 'orderREFUND_PENDING')] };
      await store.write([{ put: 'event', record: { ...stored!, status: 'CANCELLED', updatedAt: later(60) } }, refundAll]);
      expect((await store.orders.byEvent(slug)).map((order) => order.status)).toEqual(['REFUND_PENDING', 'REFUND_PENDING', 'REFUND_PENDING', 'REFUND_PENDING']);
      const back = await storedVoucher(store, gift.id);
      expect([back.balanceCents, back.updatedAt]).toEqual([5_000, later(60)]);
      expect(back.entries.map((entry) => [entry.orderId, entry.cents])).toEqual([
        [anna.id, -3_000],
        [ben.id, -2_000],
        [anna.id, 3_000],
        [ben.id, 2_000],
      ]);
      expect((await storedVoucher(store, other.id)).balanceCents).toBe(1_000);
      expect((await store.promoCodes.get(code.key))?.uses).toEqual([]);
      expect(await store.mail.list({}, 10)).toHaveLength(4);

      // Run again: no paid order is left, nothing is given back twice.
      await store.write([refundAll]);
      expect((await storedVoucher(store, gift.id)).entries).toHaveLength(4);
    });

    it('lets people redeeming the last balance of one voucher at once take no more than is left: the parts equal the debits', async () => {
      const store = current();
      const slug = 'gutschein-wettlauf';
      await store.events.upsertMany([course(slug, 6_500, 6)]);
      const gift = paidVoucher('gift-race', 10_000);
      await store.vouchers.create(gift);
      const second = connectAgain ? await connectAgain(store) : store;
      try {
        const orders = await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((name, i) => hold(store, slug, `u-${name}`, later(i))));
        const results = await Promise.all(orders.map((order, i) => change(i % 2 ? second : store, order, applyVoucher(gift.id), later(10 + i))));
        const parts = results.filter((result) => result.changed).map((result) => result.order.voucher!.cents);
        expect(parts.sort((a, b) => b - a)).toEqual([6_500, 3_500]);
        expect(results.filter((result) => !result.changed).map((result) => result.refusal)).toEqual(['VOUCHER_USED_UP', 'VOUCHER_USED_UP', 'VOUCHER_USED_UP', 'VOUCHER_USED_UP']);
        const after = await storedVoucher(store, gift.id);
        expect(after.balanceCents).toBe(0);
        const stored = (await store.orders.byEvent(slug)).filter((order) => order.voucher);
        expect(stored.map((order) => [order.id, -order.voucher!.cents]).sort()).toEqual(after.entries.map((entry) => [entry.orderId, entry.cents]).sort());
      } finally {
        if (second !== store) await second.close();
      }
    }, 60_000);

    it('gives a code’s last use to exactly one of the orders racing for it; the others are told it is used up', async () => {
      const store = current();
      const slug = 'code-wettlauf';
      await store.events.upsertMany([course(slug, 4_000, 6)]);
      const code = promo(ORGANISER, 'LETZTER', { maxUses: 1 });
      await store.promoCodes.create(code);
      const second = connectAgain ? await connectAgain(store) : store;
      try {
        const orders = await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((name, i) => hold(store, slug, `u-${name}`, later(i))));
        const results = await Promise.all(orders.map((order, i) => change(i % 2 ? second : store, order, applyPromo(code.key), later(10 + i))));
        const winners = results.filter((result) => result.changed);
        expect(winners).toHaveLength(1);
        expect(results.filter((result) => !result.changed).map((result) => result.refusal)).toEqual(Array.from({ length: 5 }, () => 'CODE_USED_UP'));
        expect((await store.promoCodes.get(code.key))?.uses.map((use) => use.orderId)).toEqual([winners[0]!.order.id]);
        expect((await store.orders.byEvent(slug)).filter((order) => order.discount).map((order) => order.id)).toEqual([winners[0]!.order.id]);
      } finally {
        if (second !== store) await second.close();
      }
    }, 60_000);
  });
}
