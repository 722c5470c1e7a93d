import { describe, expect, it } from 'vitest';
import type { Store } from '../domain/repositories.js';
import { openEmbeddedStore } from '../store/embedded/store.js';
import { demoContent, musterspaceEvents, musterspaceVenue } from './demo-content.js';
import { seedDemoContent } from './seed.js';

const now = new Date('2026-11-22T17:10:00Z');

describe('seedDemoContent', () => {
  it('fills an empty store with all of the demo content', async () => {
    const store = openEmbeddedStore({ file: ':memory:' });
    expect(await store.isEmpty()).toBe(true);
    await seedDemoContent(store, now);
    const content = demoContent(now);
    expect(await store.isEmpty()).toBe(false);
    expect(await store.crafts.listAll()).toHaveLength(content.crafts.length);
    expect(await store.cities.listAll()).toHaveLength(content.cities.length);
    expect((await store.venues.list({}, { first: 1 })).totalCount).toBe(content.venues.filter((v) => v.published).length);
    // The sample venue is stored, with its courses, but listed nowhere.
    const [sample] = await store.venues.getBySlugs(['musterspace']);
    expect(sample).toEqual(musterspaceVenue(now));
    const courses = musterspaceEvents(now);
    expect(await store.events.getBySlugs(courses.map((e) => e.slug))).toEqual(courses);
    await store.close();
  });

  it('books every taken seat of a paid course as the site does: confirmed by a paid order of the course’s price', async () => {
    const store = openEmbeddedStore({ file: ':memory:' });
    await seedDemoContent(store, now);
    const events = [...demoContent(now).events, ...musterspaceEvents(now)];
    const paid = events.filter((event) => event.price.amountCents > 0 && event.capacity > event.seatsLeft);
    expect(paid.length).toBeGreaterThan(10);
    for (const event of paid) {
      const bookings = (await store.bookings.byEvent(event.slug)).filter((booking) => booking.status === 'CONFIRMED');
      const orders = new Map((await store.orders.byEvent(event.slug)).map((order) => [order.id, order]));
      expect(bookings).toHaveLength(event.capacity - event.seatsLeft);
      for (const booking of bookings) {
        expect(orders.get(booking.orderId ?? ''), booking.id).toMatchObject({
          bookingId: booking.id,
          uid: booking.uid,
          status: 'COMPLETED',
          amountCents: event.price.amountCents,
          currency: event.price.currency,
        });
      }
      expect(orders.size).toBe(bookings.length);
    }
    // A paid date that was cancelled refunded its payers, whose bookings the refund cancelled.
    const cancelled = events.find((event) => event.status === 'CANCELLED' && event.price.amountCents > 0)!;
    const refunds = await store.orders.byEvent(cancelled.slug);
    expect(refunds.length).toBeGreaterThan(0);
    expect(refunds.every((order) => order.status === 'REFUNDED' && order.amountCents === cancelled.price.amountCents)).toBe(true);
    expect((await store.bookings.byEvent(cancelled.slug)).map((booking) => booking.status)).toEqual(refunds.map(() => 'CANCELLED'));
    // A free course's seats carry no order.
    const free = events.find((event) => event.price.amountCents === 0 && event.capacity > event.seatsLeft)!;
    expect(await store.orders.byEvent(free.slug)).toEqual([]);
    expect(await store.bookings.byEvent(free.slug)).not.toEqual([]);
    await store.close();
  });

  it('leaves the store empty when interrupted, so that the next start seeds it again', async () => {
    const store = openEmbeddedStore({ file: ':memory:' });
    const failingArticles: Store = {
      ...store,
      adapter: store.adapter,
      isEmpty: () => store.isEmpty(),
      articles: { ...store.articles, upsertMany: () => Promise.reject(new Error('power cut')) },
    };
    await expect(seedDemoContent(failingArticles, now)).rejects.toThrow('power cut');
    expect(await store.isEmpty()).toBe(true);

    await seedDemoContent(store, now);
    expect(await store.isEmpty()).toBe(false);
    expect((await store.articles.list({}, { first: 1 })).totalCount).toBe(demoContent(now).articles.length);
    await store.close();
  });
});
