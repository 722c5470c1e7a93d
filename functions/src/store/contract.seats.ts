// Seats equal bookings, as part of the store contract (describeStoreContract calls it): after every booking,
// cancellation, move up from the waitlist, hold that ends, import of bookings and the demo seed, each event's seats
// taken (capacity minus seatsLeft) are exactly the seats of its seated bookings (CONFIRMED and HELD), as
// domain/seat-count.ts says.
import { describe, expect, it } from 'vitest';
import { seatsOf } from '../domain/group-bookings.js';
import { CHECKOUT_HOLD_MS, isPaidEvent, newOrder, orderSeats, type OrderRecord } from '../domain/payments.js';
import type { EventRecord } from '../domain/records.js';
import { ConflictError, NotFoundError, type Store } from '../domain/repositories.js';
import { demoContent, musterspaceEvents } from '../seed/demo-content.js';
import { seedDemoContent } from '../seed/seed.js';
import { event } from './contract.scenarios.js';
import { SEATED } from '../domain/seat-count.js';

const now = new Date('2026-03-01T12:00:00.000Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const none = () => [];
const free = { price: { amountCents: 0, currency: 'EUR' } };

/** Each event's seats taken and the seats of its seated bookings, side by side: [slug, taken, seated]. */
export async function seatsAndBookings(store: Store, slugs: readonly string[]): Promise<[string, number, number][]> {
  const events = (await store.events.getBySlugs(slugs)).filter((one): one is EventRecord => one !== null);
  const rows: [string, number, number][] = [];
  // A few events at a time: hundreds of queries at once would only queue up in the Firestore emulator.
  for (let start = 0; start < events.length; start += 25) {
    rows.push(
      ...(await Promise.all(
        events.slice(start, start + 25).map(async (one): Promise<[string, number, number]> => {
          const seated = (await store.bookings.byEvent(one.slug)).filter((booking) => SEATED.has(booking.status)).reduce((sum, booking) => sum + seatsOf(booking), 0);
          return [one.slug, one.capacity - one.seatsLeft, seated];
        }),
      )),
    );
  }
  return rows;
}

/** Asserts seats taken == the seats of the seated bookings for every event named. */
export async function expectSeatsEqualBookings(store: Store, slugs: readonly string[]): Promise<void> {
  const rows = await seatsAndBookings(store, slugs);
  expect(rows.filter(([, taken, seated]) => taken !== seated)).toEqual([]);
  expect(rows).toHaveLength(new Set(slugs).size);
}

/**
 * What is wrong with the paid seats of the events named, as lines to read (none when all is well): each CONFIRMED
 * booking of a paid event must have the COMPLETED order of the event's price for its seats that names it, as seats paid
 * on the site have, and no paid order may outlive its booking.
 */
export async function paidSeatsWithoutTheirOrder(store: Store, slugs: readonly string[]): Promise<string[]> {
  const named = new Set(slugs);
  const events = (await store.events.getBySlugs(slugs)).filter((one): one is EventRecord => one !== null && isPaidEvent(one));
  const paid = (await store.orders.list({ statuses: ['COMPLETED'] }, { first: 10_000, offset: 0 })).items.filter((order) => named.has(order.eventSlug));
  const orderOf = new Map(paid.map((order) => [order.bookingId, order]));
  const problems: string[] = [];
  const bookingIds = new Set<string>();
  for (const one of events) {
    for (const booking of await store.bookings.byEvent(one.slug)) {
      bookingIds.add(booking.id);
      if (booking.status !== 'CONFIRMED') continue;
      const order = orderOf.get(booking.id);
      if (!order || booking.orderId !== order.id) problems.push(`${booking.id}: no paid order`);
      else if (order.amountCents !== one.price.amountCents * orderSeats(order) || order.currency !== one.price.currency) problems.push(`${booking.id}: paid ${order.amountCents} ${order.currency}`);
    }
  }
  problems.push(...paid.filter((order) => !bookingIds.has(order.bookingId)).map((order) => `${order.id}: paid for no booking`));
  return problems;
}

export function describeSeatsContract(current: () => Store): void {
  describe('seats equal bookings', () => {
    it('after bookings, the waitlist, cancellations and moves up in a free event', async () => {
      const store = current();
      const course = event('zwei-plaetze', '2026-04-01T10:00:00.000Z', 2, { capacity: 2, seatsLeft: 2, ...free });
      await store.events.upsertMany([course]);
      const check = () => expectSeatsEqualBookings(store, [course.slug]);
      const anna = await store.bookings.book(course.slug, 'anna', now, none);
      await check();
      await store.bookings.book(course.slug, 'ben', later(1), none);
      const cleo = await store.bookings.book(course.slug, 'cleo', later(2), none);
      expect(cleo.booking.status).toBe('WAITLISTED');
      await check();
      // Anna's seat goes to Cleo, the seat count stays.
      expect((await store.bookings.cancel(anna.booking.id, later(3), none)).promotions.map((p) => p.booking.uid)).toEqual(['cleo']);
      await check();
      // Cleo's seat goes back to the event.
      await store.bookings.cancel(cleo.booking.id, later(4), none);
      await check();
      expect((await store.events.getBySlugs([course.slug]))[0]?.seatsLeft).toBe(1);
    });

    it('after holds in a paid event that end unpaid, are cancelled or pass to the waitlist', async () => {
      const store = current();
      const paid = event('ein-bezahlter-platz', '2026-04-01T10:00:00.000Z', 2, { capacity: 1, seatsLeft: 1 });
      await store.events.upsertMany([paid]);
      const check = () => expectSeatsEqualBookings(store, [paid.slug]);
      const held = await store.bookings.book(paid.slug, 'anna', now, none);
      expect(held.booking.status).toBe('HELD');
      await check();
      await store.orders.change(held.order!.id, { kind: 'EXPIRE' }, later(20), {}, none);
      await check();
      const again = await store.bookings.book(paid.slug, 'ben', later(21), none);
      await store.bookings.book(paid.slug, 'cleo', later(22), none);
      await check();
      // Ben lets the seat go: Cleo moves up into a hold of her own.
      expect((await store.bookings.cancel(again.booking.id, later(23), none)).promotions).toMatchObject([{ booking: { uid: 'cleo', status: 'HELD' } }]);
      await check();
    });

    it('after an import of confirmed bookings, counted from the bookings stored, once however often it runs', async () => {
      const store = current();
      // A seat count that no booking backs is corrected by the import.
      const course = event('importiert', '2026-04-01T10:00:00.000Z', 2, { capacity: 3, seatsLeft: 0, ...free });
      await store.events.upsertMany([course]);
      const imported = ['ben', 'cleo'].map((uid, n) => ({
        id: `import-${uid}`,
        eventSlug: course.slug,
        uid,
        status: 'CONFIRMED' as const,
        createdAt: later(n + 1),
        updatedAt: later(n + 1),
      }));
      await store.bookings.importConfirmed(imported);
      await store.bookings.importConfirmed(imported);
      await expectSeatsEqualBookings(store, [course.slug]);
      expect((await store.events.getBySlugs([course.slug]))[0]?.seatsLeft).toBe(1);
      expect((await store.bookings.byEvent(course.slug)).map((booking) => booking.uid)).toEqual(['ben', 'cleo']);

      // More seated bookings than seats, a booking not confirmed, an unknown event: nothing is written.
      const more = ['dora', 'emil'].map((uid) => ({ ...imported[0]!, id: `import-${uid}`, uid }));
      await expect(store.bookings.importConfirmed(more)).rejects.toBeInstanceOf(ConflictError);
      await expect(store.bookings.importConfirmed([{ ...more[0]!, status: 'WAITLISTED' }])).rejects.toBeInstanceOf(ConflictError);
      await expect(store.bookings.importConfirmed([{ ...more[0]!, eventSlug: 'gibt-es-nicht' }])).rejects.toBeInstanceOf(NotFoundError);
      expect(await store.bookings.byEvent(course.slug)).toHaveLength(2);
      await expectSeatsEqualBookings(store, [course.slug]);
    });

    it('after an import of paid bookings, each with its paid order, and none without', async () => {
      const store = current();
      const course = event('bezahlt-importiert', '2026-04-01T10:00:00.000Z', 2, { capacity: 3, seatsLeft: 3, price: { amountCents: 4_500, currency: 'EUR' } });
      await store.events.upsertMany([course]);
      const booking = { id: 'import-paid-ben', eventSlug: course.slug, uid: 'ben', status: 'CONFIRMED' as const, orderId: 'import-order-ben', createdAt: later(1), updatedAt: later(2) };
      const order: OrderRecord = {
        ...newOrder('import-order-ben', booking, course, later(1), CHECKOUT_HOLD_MS),
        status: 'COMPLETED',
        paymentId: 'payment-ben',
        paidAt: later(2),
        updatedAt: later(2),
      };
      // Without its order, with an order of another price or one not paid: nothing is written.
      const { orderId: _, ...withoutOrder } = booking;
      await expect(store.bookings.importConfirmed([withoutOrder])).rejects.toBeInstanceOf(ConflictError);
      await expect(store.bookings.importConfirmed([booking])).rejects.toBeInstanceOf(ConflictError);
      await expect(store.bookings.importConfirmed([booking], [{ ...order, amountCents: 100 }])).rejects.toBeInstanceOf(ConflictError);
      await expect(store.bookings.importConfirmed([booking], [{ ...order, status: 'RESERVED' }])).rejects.toBeInstanceOf(ConflictError);
      expect(await store.bookings.byEvent(course.slug)).toEqual([]);
      expect(await store.orders.byEvent(course.slug)).toEqual([]);

      await store.bookings.importConfirmed([booking], [order]);
      await store.bookings.importConfirmed([booking], [order]);
      expect(await store.orders.byEvent(course.slug)).toEqual([order]);
      expect(await store.bookings.byEvent(course.slug)).toEqual([booking]);
      await expectSeatsEqualBookings(store, [course.slug]);
      expect(await paidSeatsWithoutTheirOrder(store, [course.slug])).toEqual([]);

      // A booking imported before paid seats had orders (while the event was free) gains its order, seats unchanged.
      const earlier = { ...booking, id: 'import-paid-cleo', uid: 'cleo', orderId: 'import-order-cleo' };
      const { orderId: __, ...orderless } = earlier;
      await store.events.upsertMany([{ ...course, price: { amountCents: 0, currency: 'EUR' } }]);
      await store.bookings.importConfirmed([orderless]);
      await store.events.upsertMany([course]);
      expect(await paidSeatsWithoutTheirOrder(store, [course.slug])).toEqual(['import-paid-cleo: no paid order']);
      const cleosOrder = { ...order, id: 'import-order-cleo', uid: 'cleo', bookingId: earlier.id };
      await store.bookings.importConfirmed([earlier], [cleosOrder]);
      expect(await paidSeatsWithoutTheirOrder(store, [course.slug])).toEqual([]);
      expect((await store.bookings.getByIds([earlier.id]))[0]).toMatchObject({ status: 'CONFIRMED', orderId: 'import-order-cleo' });
      await expectSeatsEqualBookings(store, [course.slug]);
    });

    it('after the demo seed, for every event it shows, each seat taken by a demo guest', async () => {
      const store = current();
      const seededAt = new Date('2026-11-28T14:00:00.000Z');
      await seedDemoContent(store, seededAt);
      const events = [...demoContent(seededAt).events, ...musterspaceEvents(seededAt)];
      const rows = await seatsAndBookings(store, events.map((one) => one.slug));
      expect(rows).toHaveLength(events.length);
      expect(rows.filter(([, taken, seated]) => taken !== seated)).toEqual([]);
      // The seats the schedule shows as taken, each one a booking.
      const shown = new Map(events.map((one) => [one.slug, one.capacity - one.seatsLeft]));
      expect(rows.filter(([slug, taken]) => shown.get(slug) !== taken)).toEqual([]);
      expect(rows.reduce((sum, [, taken]) => sum + taken, 0)).toBeGreaterThan(100);
      // A taken seat of a paid course is paid, as on the site.
      expect(await paidSeatsWithoutTheirOrder(store, events.map((one) => one.slug))).toEqual([]);
    }, 120_000);
  });
}
