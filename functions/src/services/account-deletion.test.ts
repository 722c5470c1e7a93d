// Deleting an account over an embedded in-memory store and the embedded identity provider: everything of the
// person goes, seats go to the waitlist, events are handed over or unpublished, and a call that failed half-way
// finishes when repeated.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newRadarAlert, type RadarAlertRecord, type RadarMatchRecord } from '../domain/radar.js';
import type { EventRecord, ProfileRecord, SiteRole, VenueRecord } from '../domain/records.js';
import type { Store, WriteOp } from '../domain/repositories.js';
import type { Viewer } from '../domain/viewer.js';
import { events as fixtureEvents, seedScenario } from '../../test/fixtures.scenarios.js';
import type { IdentityProvider } from '../identity/identity.js';
import { createEmbeddedIdentity } from '../identity/embedded.js';
import { embeddedDatabase, openEmbeddedStore } from '../store/embedded/store.js';
import { createDiskImageStorage } from '../uploads/storage.js';
import { deleteAccount, type AccountDeletionContext } from './account-deletion.js';
import { createLoaders } from './loaders.js';
import { bookEvent } from './bookings.js';
import { InvalidInputError } from './errors.js';
import { openEmbeddedLiveBus } from '../live/embedded.js';

const DAY = 24 * 3_600_000;
const template = fixtureEvents.find((event) => event.slug === 'kurs-1')!;

let store: Store;
let identity: IdentityProvider;
let lena: ProfileRecord;

function person(uid: string, role: SiteRole, email = `${uid}@example.org`): ProfileRecord {
  const at = new Date('2026-11-01T09:00:00.000Z');
  return { uid, email, name: uid, favouriteCraftSlugs: [], locale: 'de', role, trustedOrganiser: false, createdAt: at, updatedAt: at };
}

function contextFor(profile: ProfileRecord, deps: Partial<AccountDeletionContext> = {}): AccountDeletionContext {
  const viewer: Viewer = { uid: profile.uid, role: profile.role, email: profile.email, emailVerified: true, signInMethods: ['password'], profile, ownedVenueSlugs: ['tonwerk'] };
  const now = new Date();
  return { store, loaders: createLoaders(store, now), now, viewer, identity, live: openEmbeddedLiveBus(), ...deps };
}

function lenasEvent(slug: string, fields: Partial<EventRecord>): EventRecord {
  return { ...template, slug, ownerUid: lena.uid, review: 'PUBLISHED', ...fields };
}

async function event(slug: string): Promise<EventRecord> {
  return (await store.events.getBySlugs([slug]))[0]!;
}

beforeEach(async () => {
  store = openEmbeddedStore({ file: ':memory:' });
  await seedScenario(store);
  identity = createEmbeddedIdentity(embeddedDatabase(store)!);
  const { user } = await identity.signUp('lena@example.org', 'geheim123');
  lena = person(user.uid, 'USER', user.email);
  const [tonwerk] = await store.venues.getBySlugs(['tonwerk']);
  const now = new Date();
  await store.write([
    ...[lena, person('anna', 'USER'), person('zora', 'EDITOR')].map((record): WriteOp => ({ put: 'profile', record })),
    { put: 'venue', record: { ...tonwerk!, ownerUids: [lena.uid, 'anna'] } },
    { put: 'venueChange', record: { venueSlug: 'tonwerk', uid: lena.uid, venue: tonwerk!, state: 'PENDING', updatedAt: now } },
    { put: 'venueClaim', record: { id: 'claim-1', venueSlug: 'maschenwerk', uid: lena.uid, message: 'Mein Laden.', state: 'PENDING', createdAt: now } },
    { put: 'event', record: { ...template, slug: 'ein-platz', capacity: 1, seatsLeft: 1, price: { amountCents: 0, currency: 'EUR' } } },
    { put: 'event', record: lenasEvent('lenas-kurs', {}) },
    { put: 'event', record: lenasEvent('lenas-entwurf', { review: 'DRAFT', published: false }) },
    {
      put: 'event',
      record: lenasEvent('lenas-vergangener-kurs', { startsAt: new Date(now.getTime() - 3 * DAY), endsAt: new Date(now.getTime() - 3 * DAY + 7_200_000) }),
    },
  ]);
  // Lena holds the only seat of ein-platz with Anna waiting, and a seat in kurs-2.
  await bookEvent(contextFor(lena), { slug: 'ein-platz' });
  await bookEvent(contextFor(person('anna', 'USER')), { slug: 'ein-platz' });
  await bookEvent(contextFor(lena), { slug: 'kurs-2' });
});

afterEach(async () => {
  await store.close();
});

describe('deleteAccount', () => {
  it('refuses an address that is not the account’s, and changes nothing', async () => {
    const attempt = deleteAccount(contextFor(lena), { confirmEmail: 'anna@example.org' });
    await expect(attempt).rejects.toBeInstanceOf(InvalidInputError);
    await expect(attempt).rejects.toMatchObject({ fields: [{ field: 'confirmEmail', code: 'MISMATCH' }] });
    expect(await store.bookings.byUser(lena.uid)).toHaveLength(2);
    expect(await identity.lookup(lena.uid)).not.toBeNull();
  });

  it('removes the person’s data, gives their seat to the waitlist and hands their upcoming event to an editor', async () => {
    // A Radar alert each for Lena and Anna, with a match each.
    const now = new Date();
    const alert = (id: string, uid: string): RadarAlertRecord => newRadarAlert(id, uid, 'de', now);
    const radarMatch = (id: string, alertId: string, uid: string): RadarMatchRecord => ({
      id,
      alertId,
      uid,
      eventSlug: 'kurs-3',
      reason: 'NEW_EVENT',
      seatsLeft: 3,
      at: now,
      mailedAt: null,
      mailTokenHash: null,
    });
    for (const record of [alert('lenas-radar', lena.uid), alert('annas-radar', 'anna')]) await store.radar.saveAlert(record);
    await store.radar.recordMatches([radarMatch('lenas-fund', 'lenas-radar', lena.uid), radarMatch('annas-fund', 'annas-radar', 'anna')], 3_600_000);

    await expect(deleteAccount(contextFor(lena), { confirmEmail: ' Lena@Example.org ' })).resolves.toBe(true);

    expect(await store.radar.alertsOf(lena.uid)).toEqual([]);
    expect((await store.radar.getMatches(['lenas-fund', 'annas-fund'])).map((match) => match?.id ?? null)).toEqual([null, 'annas-fund']);
    expect((await store.radar.alertsOf('anna')).map((kept) => kept.id)).toEqual(['annas-radar']);

    expect(await store.profiles.getByUids([lena.uid])).toEqual([null]);
    expect(await identity.lookup(lena.uid)).toBeNull();
    expect(await store.bookings.byUser(lena.uid)).toEqual([]);
    expect(await store.moderation.claims({ uid: lena.uid }, 10)).toEqual([]);
    expect(await store.moderation.venueChangesBySlugs(['tonwerk'])).toEqual([null]);
    expect(((await store.venues.getBySlugs(['tonwerk']))[0] as VenueRecord).ownerUids).toEqual(['anna']);

    // The seats: Anna moved up and was told; kurs-2 has its seat back. Lena gets no mail per booking.
    expect((await store.bookings.byUser('anna'))[0]?.status).toBe('CONFIRMED');
    expect((await store.mail.list({ to: 'anna@example.org' }, 5))[0]?.template).toBe('waitlistPromoted');
    expect((await store.mail.list({ to: 'lena@example.org' }, 10)).map((mail) => mail.template)).not.toContain('bookingCancelled');
    expect((await event('kurs-2')).seatsLeft).toBe(template.seatsLeft);

    // The events: the upcoming one is Zora's now, the others are unpublished and nobody's.
    expect(await event('lenas-kurs')).toMatchObject({ ownerUid: 'zora', published: true, review: 'PUBLISHED' });
    for (const slug of ['lenas-entwurf', 'lenas-vergangener-kurs']) {
      const released = await event(slug);
      expect(released).toMatchObject({ published: false, review: 'DRAFT' });
      expect(released.ownerUid).toBeUndefined();
    }
    const log = (await store.moderation.log({ first: 10, offset: 0 })).items.map(({ subjectId, action, actorUid }) => ({ subjectId, action, actorUid }));
    expect(log).toEqual(
      expect.arrayContaining([
        { subjectId: 'lenas-kurs', action: 'HAND_OVER', actorUid: lena.uid },
        { subjectId: 'lenas-vergangener-kurs', action: 'UNPUBLISH', actorUid: lena.uid },
      ]),
    );
    expect(log).toHaveLength(2);
  });

  it('unpublishes the upcoming event when there is no editor to take it', async () => {
    await store.write([{ delete: 'profile', key: 'zora' }]);
    await deleteAccount(contextFor(lena), { confirmEmail: 'lena@example.org' });
    expect(await event('lenas-kurs')).toMatchObject({ published: false, review: 'DRAFT' });
    expect((await event('lenas-kurs')).ownerUid).toBeUndefined();
  });

  it('finishes when repeated after failing half-way', async () => {
    const deleteUser = vi.fn().mockRejectedValueOnce(new Error('identity down')).mockImplementation((uid: string) => identity.deleteUser(uid));
    const ctx = () => contextFor(lena, { identity: { deleteUser } });
    await expect(deleteAccount(ctx(), { confirmEmail: 'lena@example.org' })).rejects.toThrow('identity down');
    expect(await identity.lookup(lena.uid)).not.toBeNull();

    await expect(deleteAccount(ctx(), { confirmEmail: 'lena@example.org' })).resolves.toBe(true);
    expect(await identity.lookup(lena.uid)).toBeNull();
    expect(await store.profiles.getByUids([lena.uid])).toEqual([null]);
    expect(await event('lenas-kurs')).toMatchObject({ ownerUid: 'zora' });
    // Each step happened once: one hand-over, one promotion mail.
    const log = (await store.moderation.log({ first: 10, offset: 0 })).items;
    expect(log.filter((entry) => entry.action === 'HAND_OVER')).toHaveLength(1);
    expect((await store.mail.list({ to: 'anna@example.org' }, 10)).filter((mail) => mail.template === 'waitlistPromoted')).toHaveLength(1);
  });
});

describe('uploaded images', () => {
  it('removes the avatar’s files and keeps event images, which handed-over events still show', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'media-'));
    try {
      const images = createDiskImageStorage(dir);
      const bytes = new Uint8Array([1, 2, 3]);
      await images.put(`avatar/${lena.uid}/a1-256.webp`, bytes, 'image/webp');
      await images.put(`event/${lena.uid}/e1-1600.webp`, bytes, 'image/webp');
      await images.put('avatar/anna/a2-256.webp', bytes, 'image/webp');

      await deleteAccount(contextFor(lena, { images }), { confirmEmail: lena.email });

      expect(await images.get(`avatar/${lena.uid}/a1-256.webp`)).toBeNull();
      expect(await images.get(`event/${lena.uid}/e1-1600.webp`)).not.toBeNull();
      expect(await images.get('avatar/anna/a2-256.webp')).not.toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
