// The bookings service over an embedded in-memory store: the mails that go with a cancellation, also for someone
// who joined the waitlist while it ran, and one read of the viewer's bookings for any number of events.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileRecord } from '../domain/records.js';
import type { Store, WriteOp } from '../domain/repositories.js';
import type { Viewer } from '../domain/viewer.js';
import { events as fixtureEvents, seedScenario } from '../../test/fixtures.scenarios.js';
import { openEmbeddedStore } from '../store/embedded/store.js';
import { bookEvent, cancelBooking, viewerBookingFor } from './bookings.js';
import { createLoaders } from './loaders.js';
import type { ViewerContext } from './service-context.js';
import { openEmbeddedLiveBus } from '../live/embedded.js';

const template = fixtureEvents.find((event) => event.slug === 'kurs-1')!;
let store: Store;

function person(uid: string, locale: 'de' | 'en' = 'de'): ProfileRecord {
  const at = new Date('2026-11-01T09:00:00.000Z');
  return { uid, email: `${uid}@example.org`, name: uid, favouriteCraftSlugs: [], locale, role: 'USER', trustedOrganiser: false, createdAt: at, updatedAt: at };
}

function contextFor(profile: ProfileRecord, over: Store = store): ViewerContext {
  const viewer: Viewer = { uid: profile.uid, role: profile.role, email: profile.email, emailVerified: true, signInMethods: ['password'], profile, ownedVenueSlugs: [] };
  const now = new Date();
  return { store: over, loaders: createLoaders(over, now), now, viewer, live: openEmbeddedLiveBus() };
}

beforeEach(async () => {
  store = openEmbeddedStore({ file: ':memory:' });
  await seedScenario(store);
  await store.write([
    ...[person('anna'), person('ben', 'en')].map((record): WriteOp => ({ put: 'profile', record })),
    { put: 'event', record: { ...template, slug: 'ein-platz', capacity: 1, seatsLeft: 1, price: { amountCents: 0, currency: 'EUR' } } },
  ]);
});

afterEach(async () => {
  await store.close();
});

describe('cancelBooking', () => {
  it('mails whoever moves up, even when they joined the waitlist after the service read it', async () => {
    const booking = await bookEvent(contextFor(person('anna')), { slug: 'ein-platz' });
    // The service reads the waitlist before the cancellation; here it finds nobody, as if Ben joined just after.
    const late = Object.create(store, {
      bookings: { value: Object.create(store.bookings, { byEvent: { value: () => Promise.resolve([]) } }) },
    }) as Store;
    await bookEvent(contextFor(person('ben', 'en')), { slug: 'ein-platz' });
    await cancelBooking(contextFor(person('anna'), late), { id: booking.id });
    const [mail] = await store.mail.list({ to: 'ben@example.org' }, 5);
    expect(mail).toMatchObject({ template: 'waitlistPromoted', message: { subject: `A seat is yours: ${template.title.en}` } });
    expect((await store.bookings.byUser('ben'))[0]?.status).toBe('CONFIRMED');
  });

  it('refuses an empty or huge id in the words of every other argument error', async () => {
    await expect(cancelBooking(contextFor(person('anna')), { id: '' })).rejects.toThrow('Invalid argument "id": must not be empty.');
    await expect(cancelBooking(contextFor(person('anna')), { id: 'x'.repeat(101) })).rejects.toThrow(
      'Invalid argument "id": must be at most 100 characters long.',
    );
  });
});

describe('viewerBookingFor', () => {
  it('reads the viewer’s bookings once for all events of a request', async () => {
    await bookEvent(contextFor(person('anna')), { slug: 'kurs-2' });
    const ctx = contextFor(person('anna'));
    const byUser = vi.spyOn(store.bookings, 'byUser');
    const events = fixtureEvents.filter((event) => ['kurs-1', 'kurs-2', 'kurs-3'].includes(event.slug));
    const found = await Promise.all(events.map((event) => viewerBookingFor(ctx, event)));
    expect(found.map((booking) => booking?.eventSlug ?? null)).toEqual([null, 'kurs-2', null]);
    expect(byUser).toHaveBeenCalledTimes(1);
  });
});
