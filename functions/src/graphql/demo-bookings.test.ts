// The organiser's view of the demo: signed in as the demo organiser, every course of hers lists as many bookings,
// each with a person's name, as it counts seats taken (the page /profile/event/{slug} shows exactly these fields).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '../domain/time.js';
import { createEmbeddedIdentity } from '../identity/embedded.js';
import type { IdentityProvider } from '../identity/identity.js';
import type { Store } from '../domain/repositories.js';
import { demoGuestProfiles } from '../seed/demo-bookings.js';
import { demoContent } from '../seed/demo-content.js';
import { DEMO_ORGANISER, DEMO_PASSWORD, seedDemoPeople } from '../seed/demo-people.js';
import { seedDemoContent } from '../seed/seed.js';
import { embeddedDatabase, openEmbeddedStore } from '../store/embedded/store.js';
import { apiOver, type GraphQLApi } from './api.testing.js';

const now = zonedInstant('2026-11-28', '15:50', 'Europe/Vienna');
const EVENT = `query ($slug: ID!) {
  event(slug: $slug) { capacity seatsLeft bookings { status order { status amountCents currency } person { name } } }
}`;
type Order = { status: string; amountCents: number; currency: string };
type Seen = { capacity: number; seatsLeft: number; bookings: { status: string; order: Order | null; person: { name: string } | null }[] | null };

let store: Store;
let identity: IdentityProvider;
let api: GraphQLApi;
beforeAll(async () => {
  store = openEmbeddedStore({ file: ':memory:' });
  await seedDemoContent(store, now);
  identity = createEmbeddedIdentity(embeddedDatabase(store)!);
  await seedDemoPeople(store, identity, now);
  api = await apiOver(store, identity);
});
afterAll(async () => {
  await api.stop();
  await store.close();
});

describe('the demo organiser’s courses', () => {
  it('list a booking by a named demo guest for every seat taken, and nobody else sees who booked', async () => {
    const { session } = await identity.signIn(DEMO_ORGANISER.email, DEMO_PASSWORD);
    const hers = demoContent(now).events.filter((event) => event.ownerUid === DEMO_ORGANISER.uid && event.registration === 'BOOKING');
    const guests = new Set(demoGuestProfiles(now).map((profile) => profile.name));
    let taken = 0;
    for (const event of hers) {
      const result = await api.execute({ query: EVENT, variables: { slug: event.slug } }, { authorization: `Bearer ${session.cookie}` });
      expect(result.errors).toBeUndefined();
      const seen = (result.data as { event: Seen }).event;
      const confirmed = seen.bookings!.filter((booking) => booking.status === 'CONFIRMED');
      expect([event.slug, confirmed.length]).toEqual([event.slug, seen.capacity - seen.seatsLeft]);
      expect(confirmed.every((booking) => booking.person !== null && guests.has(booking.person.name))).toBe(true);
      // No guest twice in one course.
      expect(new Set(confirmed.map((booking) => booking.person!.name)).size).toBe(confirmed.length);
      // The column „Zahlung“: paid at the course's price in a paid course, no payment in a free one.
      const paid = event.price.amountCents > 0 ? { status: 'COMPLETED', amountCents: event.price.amountCents, currency: event.price.currency } : null;
      expect(confirmed.map((booking) => booking.order)).toEqual(confirmed.map(() => paid));
      taken += confirmed.length;
    }
    expect(taken).toBeGreaterThan(20);
    expect(hers.filter((event) => event.price.amountCents > 0 && event.capacity > event.seatsLeft).length).toBeGreaterThan(3);

    const signedOut = await api.execute({ query: EVENT, variables: { slug: hers[0]!.slug } }, {});
    expect((signedOut.data as { event: Seen }).event.bookings).toBeNull();
  });
});
