// Paid seats as part of the store contract (describeStoreContract calls it): a seat in a paid event is held with an
// order, and every change of the order is written with its booking, the seat count, a promoted waitlist place, the
// provider's event id and the mails in one transaction; replayed and out-of-order events change nothing twice.
import { describe, expect, it } from 'vitest';
import { CHECKOUT_HOLD_MS, ORDER_STATUS_GROUPS, PROMOTED_HOLD_MS, REFUND_ATTEMPTS, type OrderChange, type OrderStatus } from '../domain/payments.js';
import type { BookingRecord, MailRecord } from '../domain/records.js';
import { NotFoundError, type OrderChangeResult, type Store } from '../domain/repositories.js';
import { event, mail } from './contract.scenarios.js';

const now = new Date('2026-03-01T12:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const paidEvent = event('bezahlt', '2026-04-01T10:00:00.000Z', 2, { seatsLeft: 2, capacity: 2, price: { amountCents: 6_500, currency: 'EUR' } });
const none = () => [];
let counter = 0;
const note = (to: string, template: string): MailRecord => mail(`order-mail-${to}-${template}-${counter++}`, to, now.toISOString(), template);
/** One mail per changed order, and one for a person promoted into a held seat. */
const orderMails = (result: OrderChangeResult): MailRecord[] =>
  result.changed ? [note(result.order.uid, `order${result.order.status}`), ...result.promotions.map((promoted) => note(promoted.booking.uid, 'holdOffered'))] : [];
const paid = (paymentId: string, amountCents = 6_500, currency = 'eur'): OrderChange => ({ kind: 'PAID', paymentId, amountCents, currency });

export function describeOrdersContract(current: () => Store, connectAgain?: (store: Store) => Promise<Store>): void {
  describe('orders (paid seats)', () => {
    const seatsLeft = async (store: Store, slug = paidEvent.slug) => (await store.events.getBySlugs([slug]))[0]?.seatsLeft;
    const statuses = async (store: Store, slug = paidEvent.slug) => (await store.bookings.byEvent(slug)).map((b) => [b.uid, b.status]);

    it('holds a seat in a paid event with an order for its price, and returns both when the person books again', async () => {
      const store = current();
      await store.events.upsertMany([paidEvent]);
      const { booking, order, existing } = await store.bookings.book(paidEvent.slug, 'u-anna', now, none);
      expect(existing).toBe(false);
      expect(booking).toMatchObject({ status: 'HELD', orderId: order?.id });
      expect(order).toMatchObject({
        uid: 'u-anna',
        eventSlug: paidEvent.slug,
        bookingId: booking.id,
        amountCents: 6_500,
        currency: 'EUR',
        status: 'RESERVED',
        holdUntil: later(CHECKOUT_HOLD_MS),
        refundAttempts: 0,
      });
      expect(await seatsLeft(store)).toBe(1);
      expect(await store.bookings.book(paidEvent.slug, 'u-anna', later(5), none)).toEqual({ booking, order, existing: true });
      expect(await store.orders.getByIds([order!.id, 'nope'])).toEqual([order, null]);
      expect(await store.orders.byUser('u-anna')).toEqual([order]);
      expect(await store.orders.inStatus(['RESERVED'], 10)).toEqual([order]);
    });

    it('completes a paid order once: the seat confirmed, a replayed event and a second payment change nothing', async () => {
      const store = current();
      await store.events.upsertMany([paidEvent]);
      const { order } = await store.bookings.book(paidEvent.slug, 'u-anna', now, none);
      const opened = await store.orders.change(order!.id, { kind: 'CHECKOUT_OPENED', provider: 'test', sessionId: 'cs_1', checkoutUrl: 'https://pay/cs_1' }, later(1), {}, orderMails);
      expect(opened.order).toMatchObject({ status: 'AWAITING_PAYMENT', sessionId: 'cs_1', provider: 'test' });
      const done = await store.orders.change(order!.id, paid('pi_1'), later(2), { providerEventId: 'evt_1' }, orderMails);
      expect([done.changed, done.before, done.order.status, done.booking?.status]).toEqual([true, 'AWAITING_PAYMENT', 'COMPLETED', 'CONFIRMED']);
      expect(done.order).toMatchObject({ paymentId: 'pi_1', paidAt: later(2) });
      expect(done.order.log.map((entry) => [entry.from, entry.to])).toEqual([
        [null, 'RESERVED'],
        ['RESERVED', 'AWAITING_PAYMENT'],
        ['AWAITING_PAYMENT', 'COMPLETED'],
      ]);
      const replay = await store.orders.change(order!.id, paid('pi_1'), later(3), { providerEventId: 'evt_1' }, orderMails);
      expect([replay.duplicateEvent, replay.changed]).toEqual([true, false]);
      const again = await store.orders.change(order!.id, paid('pi_1'), later(4), { providerEventId: 'evt_2' }, orderMails);
      expect([again.duplicateEvent, again.changed]).toEqual([false, false]);
      // An expiry arriving after the payment changes nothing either.
      expect((await store.orders.change(order!.id, { kind: 'EXPIRE' }, later(5), { providerEventId: 'evt_3' }, orderMails)).changed).toBe(false);
      expect((await store.orders.getByIds([order!.id]))[0]).toEqual(done.order);
      expect(await statuses(store)).toEqual([['u-anna', 'CONFIRMED']]);
      expect(await seatsLeft(store)).toBe(1);
      expect((await store.mail.list({ to: 'u-anna' }, 10)).map((m) => m.template).sort()).toEqual(['orderAWAITING_PAYMENT', 'orderCOMPLETED']);
      await expect(store.orders.change('gibt-es-nicht', { kind: 'EXPIRE' }, now, {}, orderMails)).rejects.toBeInstanceOf(NotFoundError);
    });

    it('ends a hold unpaid: the seat goes to the first person waiting, held with an order of its own; a late payment is refunded', async () => {
      const store = current();
      await store.events.upsertMany([{ ...paidEvent, seatsLeft: 1, capacity: 1 }]);
      const { order } = await store.bookings.book(paidEvent.slug, 'u-anna', now, none);
      const waiting = await store.bookings.book(paidEvent.slug, 'u-bea', later(1), none);
      expect([waiting.booking.status, waiting.order]).toEqual(['WAITLISTED', null]);
      const expired = await store.orders.change(order!.id, { kind: 'EXPIRE' }, later(CHECKOUT_HOLD_MS), {}, orderMails);
      expect([expired.order.status, expired.booking?.status, expired.seatsDelta]).toEqual(['EXPIRED', 'CANCELLED', 0]);
      expect(expired.promotions).toHaveLength(1);
      expect(expired.promotions[0]?.booking).toMatchObject({ uid: 'u-bea', status: 'HELD', orderId: expired.promotions[0]?.order?.id });
      expect(expired.promotions[0]?.order).toMatchObject({ uid: 'u-bea', status: 'RESERVED', amountCents: 6_500, holdUntil: later(CHECKOUT_HOLD_MS + PROMOTED_HOLD_MS) });
      expect(await statuses(store)).toEqual([
        ['u-anna', 'CANCELLED'],
        ['u-bea', 'HELD'],
      ]);
      expect(await seatsLeft(store)).toBe(0);
      expect((await store.orders.byUser('u-bea')).map((o) => o.status)).toEqual(['RESERVED']);
      expect((await store.mail.list({ to: 'u-bea' }, 10)).map((m) => m.template)).toEqual(['holdOffered']);

      const late = await store.orders.change(order!.id, paid('pi_late'), later(CHECKOUT_HOLD_MS + 60_000), { providerEventId: 'evt_late' }, orderMails);
      expect(late.order).toMatchObject({ status: 'REFUND_PENDING', paymentId: 'pi_late', refundReason: 'LATE_PAYMENT' });
      expect([late.seatsDelta, late.promotions, late.booking?.status]).toEqual([0, [], 'CANCELLED']);
      expect(await statuses(store)).toEqual([
        ['u-anna', 'CANCELLED'],
        ['u-bea', 'HELD'],
      ]);
      for (let attempt = 1; attempt < REFUND_ATTEMPTS; attempt++) {
        const failed = await store.orders.change(order!.id, { kind: 'REFUND_ATTEMPT_FAILED', error: 'card_declined' }, later(attempt * 1000), {}, none);
        expect(failed.order).toMatchObject({ status: 'REFUND_PENDING', refundAttempts: attempt });
      }
      const refunded = await store.orders.change(order!.id, { kind: 'REFUNDED', refundId: 're_1' }, later(10_000), {}, none);
      expect(refunded.order).toMatchObject({ status: 'REFUNDED', refundId: 're_1' });
      expect(await store.orders.inStatus(['REFUND_PENDING'], 10)).toEqual([]);
    });

    it('refunds a payment of the wrong amount or currency and releases the seat; gives up a refund after the last attempt', async () => {
      const store = current();
      await store.events.upsertMany([paidEvent]);
      const { order } = await store.bookings.book(paidEvent.slug, 'u-anna', now, none);
      const wrong = await store.orders.change(order!.id, paid('pi_x', 6_500, 'usd'), later(1), {}, orderMails);
      expect(wrong.order).toMatchObject({ status: 'REFUND_PENDING', refundReason: 'AMOUNT_MISMATCH' });
      expect([wrong.booking?.status, wrong.seatsDelta]).toEqual(['CANCELLED', 1]);
      expect(await seatsLeft(store)).toBe(2);
      for (let attempt = 1; attempt <= REFUND_ATTEMPTS; attempt++) {
        await store.orders.change(order!.id, { kind: 'REFUND_ATTEMPT_FAILED', error: 'down' }, later(attempt), {}, none);
      }
      const [failed] = await store.orders.getByIds([order!.id]);
      expect(failed).toMatchObject({ status: 'REFUND_FAILED', refundAttempts: REFUND_ATTEMPTS });
      // An editor tries again: pending with fresh attempts, the seat (freed before) stays as it is.
      const retry = await store.orders.change(order!.id, { kind: 'RETRY_REFUND', note: 'Karte erneuert' }, later(100), {}, none);
      expect([retry.changed, retry.seatsDelta, retry.order.status, retry.order.refundAttempts]).toEqual([true, 0, 'REFUND_PENDING', 0]);
      expect(retry.order.log.at(-1)).toMatchObject({ from: 'REFUND_FAILED', to: 'REFUND_PENDING', note: 'refund retried: Karte erneuert' });
      expect(await seatsLeft(store)).toBe(2);
      expect((await store.orders.change(order!.id, { kind: 'RETRY_REFUND', note: 'noch einmal' }, later(101), {}, none)).changed).toBe(false);
    });

    it('lists orders for the editors newest first, all or by a group of states, one page with the total', async () => {
      const store = current();
      await store.events.upsertMany([{ ...paidEvent, seatsLeft: 5, capacity: 5 }]);
      const book = async (uid: string, at: Date) => (await store.bookings.book(paidEvent.slug, uid, at, none)).order!;
      const open = await book('u-offen', later(1));
      const paidOrder = await book('u-bezahlt', later(2));
      const refunded = await book('u-erstattet', later(3));
      // Two orders made in the same millisecond: the id decides, descending.
      const sameA = await book('u-gleich-a', later(4));
      const sameB = await book('u-gleich-b', later(4));
      await store.orders.change(paidOrder.id, paid('pi_list_1'), later(10), {}, none);
      await store.orders.change(refunded.id, paid('pi_list_2'), later(11), {}, none);
      await store.orders.change(refunded.id, { kind: 'REFUND', reason: 'Kulanz' }, later(12), {}, none);
      await store.orders.change(sameA.id, { kind: 'CANCEL' }, later(13), {}, none);
      await store.orders.change(sameB.id, { kind: 'EXPIRE' }, later(14), {}, none);
      const ids = (page: { items: { id: string }[] }) => page.items.map((order) => order.id);
      const same = [sameA.id, sameB.id].sort().reverse();
      const all = await store.orders.list({}, { first: 10, offset: 0 });
      expect(ids(all)).toEqual([...same, refunded.id, paidOrder.id, open.id]);
      expect([all.totalCount, all.hasNextPage]).toEqual([5, false]);
      expect(all.items[2]).toMatchObject({ status: 'REFUND_PENDING', refundReason: 'Kulanz', uid: 'u-erstattet' });
      const second = await store.orders.list({}, { first: 2, offset: 2 });
      expect([ids(second), second.totalCount, second.hasNextPage]).toEqual([[refunded.id, paidOrder.id], 5, true]);
      const group = async (statuses: readonly OrderStatus[]) => ids(await store.orders.list({ statuses }, { first: 10, offset: 0 }));
      expect(await group(ORDER_STATUS_GROUPS.OPEN)).toEqual([open.id]);
      expect(await group(ORDER_STATUS_GROUPS.PAID)).toEqual([paidOrder.id]);
      expect(await group(ORDER_STATUS_GROUPS.REFUNDS)).toEqual([refunded.id]);
      expect(await group(ORDER_STATUS_GROUPS.ENDED)).toEqual(same);
      const ended = await store.orders.list({ statuses: ORDER_STATUS_GROUPS.ENDED }, { first: 1, offset: 0 });
      expect([ids(ended), ended.totalCount, ended.hasNextPage]).toEqual([[same[0]], 2, true]);
    });

    it('finds the orders in some states changed since a moment, newest change first, at most so many', async () => {
      const store = current();
      await store.events.upsertMany([{ ...paidEvent, seatsLeft: 5, capacity: 5 }]);
      const book = async (uid: string) => (await store.bookings.book(paidEvent.slug, uid, now, none)).order!;
      const [early, middle, late, open] = [await book('u-frueh'), await book('u-mitte'), await book('u-spaet'), await book('u-offen')];
      await store.orders.change(early.id, paid('pi_since_1'), later(10), {}, none);
      await store.orders.change(late.id, paid('pi_since_3'), later(30), {}, none);
      await store.orders.change(middle.id, paid('pi_since_2'), later(20), {}, none);
      await store.orders.change(middle.id, { kind: 'REFUND', reason: 'Kulanz' }, later(25), {}, none);
      await store.orders.change(middle.id, { kind: 'REFUNDED', refundId: 're_since' }, later(26), {}, none);
      const ids = (orders: { id: string }[]) => orders.map((order) => order.id);
      expect(ids(await store.orders.changedSince(['COMPLETED', 'REFUNDED'], later(10), 10))).toEqual([late.id, middle.id, early.id]);
      expect(ids(await store.orders.changedSince(['COMPLETED', 'REFUNDED'], later(11), 10))).toEqual([late.id, middle.id]);
      expect(ids(await store.orders.changedSince(['COMPLETED', 'REFUNDED'], later(0), 1))).toEqual([late.id]);
      expect(ids(await store.orders.changedSince(['REFUNDED'], later(0), 10))).toEqual([middle.id]);
      expect(ids(await store.orders.changedSince(['RESERVED'], now, 10))).toEqual([open.id]);
    });

    it('refunds a completed order on request: the seat goes back to the event; the order of a cancelled held booking is cancelled', async () => {
      const store = current();
      await store.events.upsertMany([paidEvent]);
      const { order } = await store.bookings.book(paidEvent.slug, 'u-anna', now, none);
      await store.orders.change(order!.id, paid('pi_1'), later(1), {}, none);
      const refund = await store.orders.change(order!.id, { kind: 'REFUND', reason: 'Kurs verlegt' }, later(2), {}, orderMails);
      expect(refund.order).toMatchObject({ status: 'REFUND_PENDING', refundReason: 'Kurs verlegt' });
      expect([refund.booking?.status, refund.seatsDelta]).toEqual(['CANCELLED', 1]);
      expect(await seatsLeft(store)).toBe(2);

      const held = await store.bookings.book(paidEvent.slug, 'u-bea', later(3), none);
      const cancelled = await store.bookings.cancel(held.booking.id, later(4), () => []);
      expect(cancelled.seatsLeft).toEqual({ before: 1, after: 2 });
      expect((await store.orders.getByIds([held.order!.id]))[0]).toMatchObject({ status: 'CANCELLED' });
      // The cancelled order takes no payment as a seat any more: a late one is refunded.
      expect((await store.orders.change(held.order!.id, paid('pi_2'), later(5), {}, none)).order.status).toBe('REFUND_PENDING');
      expect((await store.orders.byEvent(paidEvent.slug)).map((o) => [o.uid, o.status])).toEqual([
        ['u-anna', 'REFUND_PENDING'],
        ['u-bea', 'REFUND_PENDING'],
      ]);
    });

    it('keeps an event’s cancellation deadline and VAT line; a paid seat given up after the deadline keeps its order paid, and a later refund frees nothing twice', async () => {
      const store = current();
      const strict = { ...paidEvent, slug: 'mit-frist', cancellationHours: 168, vatNote: 'Kleinunternehmerin, keine USt' };
      await store.events.upsertMany([strict]);
      expect((await store.events.getBySlugs(['mit-frist']))[0]).toMatchObject({ cancellationHours: 168, vatNote: 'Kleinunternehmerin, keine USt' });

      const { booking, order } = await store.bookings.book('mit-frist', 'u-anna', now, none);
      await store.orders.change(order!.id, paid('pi_frist'), later(1), {}, none);
      // Before the deadline the service refunds through the order (the change above cancels the booking with it);
      // after it, the person's cancellation only frees the seat.
      const cancelled = await store.bookings.cancel(booking.id, later(2), () => []);
      expect(cancelled.seatsLeft).toEqual({ before: 1, after: 2 });
      expect((await store.orders.getByIds([order!.id]))[0]).toMatchObject({ status: 'COMPLETED', paymentId: 'pi_frist' });
      // An editor refunds it anyway: the money goes back, the seat count stays.
      const refund = await store.orders.change(order!.id, { kind: 'REFUND', reason: 'Kulanz' }, later(3), {}, orderMails);
      expect([refund.order.status, refund.seatsDelta, refund.booking?.status]).toEqual(['REFUND_PENDING', 0, 'CANCELLED']);
      expect(await seatsLeft(store, 'mit-frist')).toBe(2);
    });

    it('moves every paid order of a cancelled event to refunding in the write that cancels it, all or nothing', async () => {
      const store = current();
      const course = { ...paidEvent, slug: 'abgesagt', seatsLeft: 3, capacity: 3 };
      await store.events.upsertMany([course]);
      const book = async (uid: string, at: Date) => (await store.bookings.book(course.slug, uid, at, none)).order;
      const [anna, bea, cleo] = [await book('u-anna', later(1)), await book('u-bea', later(2)), await book('u-cleo', later(3))];
      expect(await book('u-dora', later(4))).toBeNull(); // waitlisted
      await store.orders.change(anna!.id, paid('pi_a'), later(5), {}, none);
      await store.orders.change(bea!.id, paid('pi_b'), later(6), {}, none);
      const [stored] = await store.events.getBySlugs([course.slug]);
      const cancelled = { ...stored!, status: 'CANCELLED' as const, updatedAt: later(10) };
      const refund = (mails: (result: OrderChangeResult) => MailRecord[]) => ({ refundPaidOrders: course.slug, reason: 'EVENT_CANCELLED: Ofen kaputt', at: later(10), mails });
      const orderStates = async () => (await store.orders.byEvent(course.slug)).map((o) => [o.uid, o.status]);
      const paidStates = [['u-anna', 'COMPLETED'], ['u-bea', 'COMPLETED'], ['u-cleo', 'RESERVED']];

      // Not for an event that is not cancelled; and nothing at all is kept when a mail cannot be composed.
      await expect(store.write([refund(orderMails)])).rejects.toThrow();
      const failing = () => {
        throw new Error('template missing');
      };
      await expect(store.write([{ put: 'event', record: cancelled }, refund(failing)])).rejects.toThrow('template missing');
      expect((await store.events.getBySlugs([course.slug]))[0]?.status).toBe('SCHEDULED');
      expect(await orderStates()).toEqual(paidStates);

      await store.write([{ put: 'event', record: cancelled }, refund(orderMails), { put: 'mail', record: note('u-dora', 'eventCancelled') }]);
      expect((await store.events.getBySlugs([course.slug]))[0]).toMatchObject({ status: 'CANCELLED', seatsLeft: 2 });
      expect(await orderStates()).toEqual([['u-anna', 'REFUND_PENDING'], ['u-bea', 'REFUND_PENDING'], ['u-cleo', 'RESERVED']]);
      const [annas] = await store.orders.getByIds([anna!.id]);
      expect(annas).toMatchObject({ refundReason: 'EVENT_CANCELLED: Ofen kaputt', paymentId: 'pi_a', updatedAt: later(10) });
      expect(annas!.log.at(-1)).toEqual({ at: later(10), from: 'COMPLETED', to: 'REFUND_PENDING', note: 'refund: EVENT_CANCELLED: Ofen kaputt' });
      // The paid seats are given up and go to nobody: the person waiting stays waiting, the held seat stays held.
      expect(await statuses(store, course.slug)).toEqual([['u-anna', 'CANCELLED'], ['u-bea', 'CANCELLED'], ['u-cleo', 'HELD'], ['u-dora', 'WAITLISTED']]);
      expect((await store.orders.inStatus(['REFUND_PENDING'], 10)).map((o) => o.uid).sort()).toEqual(['u-anna', 'u-bea']);
      const templates = async () => (await store.mail.list({}, 20)).map((m) => `${m.to} ${m.template}`).sort();
      expect(await templates()).toEqual(['u-anna orderREFUND_PENDING', 'u-bea orderREFUND_PENDING', 'u-dora eventCancelled']);

      // Run again, it finds no paid order left. The hold paid after the cancellation is refunded, its seat freed.
      await store.write([refund(orderMails)]);
      expect(await templates()).toHaveLength(3);
      const late = await store.orders.change(cleo!.id, paid('pi_c'), later(20), {}, none);
      expect(late.order).toMatchObject({ status: 'REFUND_PENDING', refundReason: 'EVENT_CANCELLED: ', paymentId: 'pi_c' });
      expect([late.booking?.status, late.seatsDelta, late.promotions]).toEqual(['CANCELLED', 1, []]);
      expect(await seatsLeft(store, course.slug)).toBe(3);
    });

    it('keeps nothing of a change, not even the event id, when composing its mails fails', async () => {
      const store = current();
      await store.events.upsertMany([paidEvent]);
      const { order } = await store.bookings.book(paidEvent.slug, 'u-anna', now, none);
      const failing = () => {
        throw new Error('template missing');
      };
      await expect(store.orders.change(order!.id, paid('pi_1'), later(1), { providerEventId: 'evt_1' }, failing)).rejects.toThrow('template missing');
      expect((await store.orders.getByIds([order!.id]))[0]?.status).toBe('RESERVED');
      const retried = await store.orders.change(order!.id, paid('pi_1'), later(2), { providerEventId: 'evt_1' }, none);
      expect([retried.duplicateEvent, retried.order.status]).toEqual([false, 'COMPLETED']);
    });

    it('never oversells: 25 checkouts at the last 3 seats at once, each payment applied once though delivered twice', async () => {
      const store = current();
      const last = { ...paidEvent, slug: 'letzte-bezahlte', seatsLeft: 3, capacity: 3 };
      await store.events.upsertMany([last]);
      const second = connectAgain ? await connectAgain(store) : store;
      try {
        const people = Array.from({ length: 25 }, (_, i) => `payer-${String(i).padStart(2, '0')}`);
        const results = await Promise.all(people.map((uid, i) => (i % 4 === 3 ? second : store).bookings.book(last.slug, uid, later(i), none)));
        const held = results.filter((r) => r.booking.status === 'HELD');
        expect(held).toHaveLength(3);
        expect(results.filter((r) => r.booking.status === 'WAITLISTED')).toHaveLength(22);
        expect(results.filter((r) => r.order)).toHaveLength(3);
        expect(await seatsLeft(store, last.slug)).toBe(0);
        // Every payment's webhook arrives twice at once, on two connections (two instances).
        const changes = await Promise.all(
          held.flatMap((r) => [store, second].map((s, i) => s.orders.change(r.order!.id, paid(`pi-${r.order!.id}`), later(100 + i), { providerEventId: `evt-${r.order!.id}` }, orderMails))),
        );
        expect(changes.filter((c) => c.changed)).toHaveLength(3);
        expect(changes.filter((c) => c.duplicateEvent)).toHaveLength(3);
        const all = await store.bookings.byEvent(last.slug);
        const count = (status: BookingRecord['status']) => all.filter((b) => b.status === status).length;
        expect([count('CONFIRMED'), count('HELD'), count('WAITLISTED')]).toEqual([3, 0, 22]);
        expect((await store.orders.byEvent(last.slug)).map((o) => o.status)).toEqual(['COMPLETED', 'COMPLETED', 'COMPLETED']);
        expect(await seatsLeft(store, last.slug)).toBe(0);
        expect(await store.mail.list({}, 100)).toHaveLength(3);
      } finally {
        if (second !== store) await second.close();
      }
    }, 120_000);
  });
}
