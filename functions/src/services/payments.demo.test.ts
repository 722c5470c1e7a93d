// The demo's paid seats were paid at no provider: when a demo course is cancelled, its orders are refunded without
// asking one, which would refuse a payment it never saw and leave the orders failing for an editor to settle.
import { describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../domain/payment-provider.js';
import { demoBookings, demoGuestProfiles } from '../seed/demo-bookings.js';
import { demoContent } from '../seed/demo-content.js';
import { openEmbeddedStore } from '../store/embedded/store.js';
import { refundPaidOrdersOp, settleCancelledEvent } from './order-changes.js';

const now = new Date('2026-11-22T17:10:00Z');

describe('the demo’s paid orders', () => {
  it('are refunded without a provider when their course is cancelled', async () => {
    const store = openEmbeddedStore({ file: ':memory:' });
    const content = demoContent(now);
    const course = content.events.find((event) => event.status === 'SCHEDULED' && event.price.amountCents > 0 && event.capacity - event.seatsLeft >= 2)!;
    await store.cities.upsertMany(content.cities);
    await store.venues.upsertMany(content.venues);
    await store.events.upsertMany([course]);
    await store.write(demoGuestProfiles(now).map((record) => ({ put: 'profile' as const, record })));
    const { bookings, orders } = demoBookings([course], now);
    await store.bookings.importConfirmed(bookings, orders);

    const asked: string[] = [];
    const provider = {
      name: 'stripe',
      refund: (paymentId: string) => {
        asked.push(paymentId);
        return Promise.reject(new Error('No such payment'));
      },
    } as unknown as PaymentProvider;
    const refund = (await refundPaidOrdersOp({ store, now }, course, 'Krank'))!;
    await store.write([{ put: 'event', record: { ...course, status: 'CANCELLED' } }, refund]);
    expect(await settleCancelledEvent({ store, payments: provider, now }, course.slug)).toEqual({ refunded: orders.length });
    expect(asked).toEqual([]);
    expect((await store.orders.byEvent(course.slug)).map((order) => order.status)).toEqual(orders.map(() => 'REFUNDED'));
    expect((await store.events.getBySlugs([course.slug]))[0]?.seatsLeft).toBe(course.capacity);
    await store.close();
  });
});
