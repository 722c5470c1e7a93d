// Several seats per booking as part of the store contract (describeStoreContract calls it): bookings of several
// seats, a waitlist of quantities (a place that wants more keeps its place, one whose person takes fewer moves up
// into what is free), seats given up one by one (a paid order split and refunded in time), and races of multi-seat
// bookings and partial cancellations on two connections; after each step the seats taken equal the seats of the
// seated bookings (contract.seats.ts).
import { describe, expect, it } from 'vitest';
import { activeSeatNumbers } from '../domain/group-bookings.js';
import type { MailRecord } from '../domain/records.js';
import { ConflictError, type SeatCancellationResult, type Store } from '../domain/repositories.js';
import { event, mail } from './contract.scenarios.js';
import { expectSeatsEqualBookings, paidSeatsWithoutTheirOrder } from './contract.seats.js';

const now = new Date('2026-03-01T12:00:00.000Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const none = () => [];
const free = { price: { amountCents: 0, currency: 'EUR' } };

export function describeGroupBookingsContract(current: () => Store, connectAgain?: (store: Store) => Promise<Store>): void {
  describe('group bookings (several seats per booking)', () => {
    const seatsLeft = async (store: Store, slug: string) => (await store.events.getBySlugs([slug]))[0]?.seatsLeft;

    it('books several seats, waits for several, and moves up whoever fits or takes fewer as seats come free', async () => {
      const store = current();
      const course = event('fuenf-plaetze', '2026-04-01T10:00:00.000Z', 2, { capacity: 5, seatsLeft: 5, maxSeatsPerBooking: 4, ...free });
      await store.events.upsertMany([course]);
      const check = () => expectSeatsEqualBookings(store, [course.slug]);

      const anna = await store.bookings.book(course.slug, 'anna', now, none, { seats: 3, names: ['Anna', ' Tom ', ''] });
      expect(anna.booking).toMatchObject({ status: 'CONFIRMED', seats: 3, seatNames: ['Anna', 'Tom', ''] });
      await check();
      await expect(store.bookings.book(course.slug, 'zoe', now, none, { seats: 5 })).rejects.toMatchObject({ code: 'TOO_MANY_SEATS' });
      // More than are left: on the waitlist for all of them, one person taking fewer.
      const ben = await store.bookings.book(course.slug, 'ben', later(1), none, { seats: 3 });
      const cleo = await store.bookings.book(course.slug, 'cleo', later(2), none, { seats: 4, acceptFewer: true });
      expect([ben.booking.status, cleo.booking.status, cleo.booking.acceptFewer]).toEqual(['WAITLISTED', 'WAITLISTED', true]);
      const dora = await store.bookings.book(course.slug, 'dora', later(3), none);
      expect(dora.booking.status).toBe('CONFIRMED');
      expect(await seatsLeft(store, course.slug)).toBe(1);
      await check();

      // Anna gives up Tom's seat: two are free, Ben (three, no fewer) keeps his place, Cleo takes the two.
      const mails = (result: SeatCancellationResult): MailRecord[] => result.promotions.map((p) => mail(`promoted-${p.booking.uid}`, p.booking.uid, now.toISOString(), 'waitlistPromoted'));
      const given = await store.bookings.cancelSeats(anna.booking.id, [1], later(4), mails);
      expect(given).toMatchObject({ seats: [1], refunded: null, refundOrder: null, seatsLeft: { before: 1, after: 0 } });
      expect(activeSeatNumbers(given.booking)).toEqual([0, 2]);
      expect(given.promotions.map((p) => [p.booking.uid, p.booking.status, p.booking.seats])).toEqual([['cleo', 'CONFIRMED', 2]]);
      expect((await store.mail.list({ to: 'cleo' }, 5)).map((m) => m.template)).toEqual(['waitlistPromoted']);
      expect((await store.bookings.getByIds([anna.booking.id]))[0]).toMatchObject({ seats: 2, cancelledSeats: [1], seatNames: ['Anna', 'Tom', ''] });
      await check();

      // Anna's other two seats and Dora's one free three: Ben's three fit now.
      await store.bookings.cancel(anna.booking.id, later(5), none);
      expect(await seatsLeft(store, course.slug)).toBe(2);
      await check();
      const last = await store.bookings.cancelSeats(dora.booking.id, activeSeatNumbers(dora.booking), later(6), none);
      expect([last.booking.status, last.promotions.map((p) => p.booking.uid), last.seatsLeft]).toEqual(['CANCELLED', ['ben'], { before: 2, after: 0 }]);
      await check();

      // Seats a booking does not hold, or given up twice, are refused; a waitlist place waits for fewer.
      await expect(store.bookings.cancelSeats(cleo.booking.id, [3], later(7), none)).rejects.toMatchObject({ code: 'NOT_A_SEAT' });
      await expect(store.bookings.cancelSeats(anna.booking.id, [0], later(7), none)).rejects.toMatchObject({ code: 'ALREADY_CANCELLED' });
      const emil = await store.bookings.book(course.slug, 'emil', later(8), none, { seats: 3 });
      const fewer = await store.bookings.cancelSeats(emil.booking.id, [2], later(9), none);
      expect([fewer.booking.status, fewer.booking.seats, fewer.seatsLeft]).toEqual(['WAITLISTED', 2, { before: 0, after: 0 }]);
      await check();
    });

    it('splits a paid order for seats given up in time into a refund of their own, and keeps the money after the deadline', async () => {
      const store = current();
      const course = event('bezahlte-plaetze', '2026-04-01T10:00:00.000Z', 2, { capacity: 4, seatsLeft: 4, cancellationHours: 48 });
      await store.events.upsertMany([course]);
      const held = await store.bookings.book(course.slug, 'anna', now, none, { seats: 3 });
      expect(held.order).toMatchObject({ seats: 3, amountCents: 13_500 });
      await expect(store.bookings.cancelSeats(held.booking.id, [0], later(1), none)).rejects.toMatchObject({ code: 'PAY_OR_CANCEL_ALL' });
      await store.orders.change(held.order!.id, { kind: 'PAID', paymentId: 'pi_anna', amountCents: 13_500, currency: 'eur' }, later(2), {}, none);
      await store.bookings.book(course.slug, 'ben', later(3), none, { seats: 2 });

      const split = await store.bookings.cancelSeats(held.booking.id, [2], later(4), none);
      expect(split.refunded).toBe(true);
      expect(split.refundOrder).toMatchObject({ partOf: held.order!.id, seats: 1, amountCents: 4_500, status: 'REFUND_PENDING', paymentId: 'pi_anna', bookingId: held.booking.id });
      expect(split.order).toMatchObject({ id: held.order!.id, seats: 2, amountCents: 9_000, status: 'COMPLETED' });
      // Ben waited for two: the one seat left and the one given up are held for him with an order for both.
      expect(split.promotions.map((p) => [p.booking.uid, p.booking.status, p.order?.seats, p.order?.amountCents])).toEqual([['ben', 'HELD', 2, 9_000]]);
      const orders = await store.orders.byEvent(course.slug);
      expect(orders.map((o) => [o.id, o.status, o.amountCents])).toEqual(
        expect.arrayContaining([
          [held.order!.id, 'COMPLETED', 9_000],
          [split.refundOrder!.id, 'REFUND_PENDING', 4_500],
        ]),
      );
      expect((await store.orders.inStatus(['REFUND_PENDING'], 10)).map((o) => o.id)).toEqual([split.refundOrder!.id]);
      expect(await seatsLeft(store, course.slug)).toBe(0);
      await expectSeatsEqualBookings(store, [course.slug]);
      expect(await paidSeatsWithoutTheirOrder(store, [course.slug])).toEqual([]);

      // After the deadline a seat is given up without a refund: the order stays as it is.
      const late = new Date(course.startsAt.getTime() - 47 * 3_600_000);
      const kept = await store.bookings.cancelSeats(held.booking.id, [0], late, none);
      expect([kept.refunded, kept.refundOrder, kept.order?.amountCents]).toEqual([false, null, 9_000]);
      expect((await store.bookings.getByIds([held.booking.id]))[0]).toMatchObject({ status: 'CONFIRMED', cancelledSeats: [0, 2] });
      expect(await seatsLeft(store, course.slug)).toBe(1);
      await expectSeatsEqualBookings(store, [course.slug]);
    });

    it('never oversells: ten people at once asking two seats each for seven, then partial cancellations at once', async () => {
      const store = current();
      const course = event('gruppen-ansturm', '2026-04-01T10:00:00.000Z', 2, { capacity: 7, seatsLeft: 7, ...free });
      await store.events.upsertMany([course]);
      const second = connectAgain ? await connectAgain(store) : store;
      try {
        const people = Array.from({ length: 10 }, (_, i) => `gruppe-${i}`);
        const results = await Promise.all(people.map((uid, i) => (i % 3 === 2 ? second : store).bookings.book(course.slug, uid, later(i), none, { seats: 2, acceptFewer: i === 9 })));
        const seated = results.filter((r) => r.booking.status === 'CONFIRMED');
        expect(seated).toHaveLength(3);
        expect(results.filter((r) => r.booking.status === 'WAITLISTED')).toHaveLength(7);
        expect(await seatsLeft(store, course.slug)).toBe(1);
        await expectSeatsEqualBookings(store, [course.slug]);

        // Each seated booking gives up one seat at once: with the one left, four seats for the places waiting.
        const given = await Promise.all(seated.map((r, i) => (i % 2 ? second : store).bookings.cancelSeats(r.booking.id, [1], later(100 + i), none)));
        const promoted = given.flatMap((g) => g.promotions.map((p) => p.booking.uid));
        expect(new Set(promoted).size).toBe(promoted.length);
        const after = await store.bookings.byEvent(course.slug);
        const seatsTaken = after.filter((b) => b.status === 'CONFIRMED').reduce((sum, b) => sum + (b.seats ?? 1), 0);
        expect(seatsTaken).toBeLessThanOrEqual(7);
        expect(await seatsLeft(store, course.slug)).toBe(7 - seatsTaken);
        expect(seatsTaken).toBeGreaterThanOrEqual(6);
        await expectSeatsEqualBookings(store, [course.slug]);
        await expect(store.bookings.cancelSeats(seated[0]!.booking.id, [1], later(200), none)).rejects.toBeInstanceOf(ConflictError);
      } finally {
        if (second !== store) await second.close();
      }
    });
  });
}
