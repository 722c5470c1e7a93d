// Fills a store with the demo content. The store counts as empty while it has no crafts (Store.isEmpty), so the
// crafts go LAST: a seed interrupted half-way leaves the store "empty" and the next start seeds it again (every
// step is an idempotent upsert). Nothing serves requests while the seed runs. The unpublished sample venue behind
// /musterspace and its courses go in with the venues and events. Every seat the events show as taken is a booking by
// a demo guest (demo-bookings.ts), paid with an order in a paid event: the import counts the events' seats left
// from those bookings. The demo's promo codes and gift voucher (demo-vouchers.ts) go in with them.
import type { Store } from '../domain/repositories.js';
import { demoBookings, demoGuestProfiles } from './demo-bookings.js';
import { demoContent, musterspaceEvents, musterspaceVenue } from './demo-content.js';
import { demoPayoutAccount } from './demo-people.js';
import { seedDemoVouchers } from './demo-vouchers.js';

export async function seedDemoContent(store: Store, now = new Date()): Promise<void> {
  const content = demoContent(now);
  const events = [...content.events, ...musterspaceEvents(now)];
  await store.cities.upsertMany(content.cities);
  await store.venues.upsertMany([...content.venues, musterspaceVenue(now)]);
  await store.events.upsertMany(events);
  await store.write(demoGuestProfiles(now).map((record) => ({ put: 'profile' as const, record })));
  // The demo organiser sells her paid courses through her (test provider's) payout account.
  await store.payouts.saveAccount(demoPayoutAccount(now));
  const { bookings, orders } = demoBookings(events, now);
  await store.bookings.importConfirmed(bookings, orders);
  // The organiser's promo code, the site's and a guest's gift voucher, to try at any paid course's checkout.
  await seedDemoVouchers(store, now);
  await store.articles.upsertMany(content.articles);
  await store.crafts.upsertMany(content.crafts);
}
