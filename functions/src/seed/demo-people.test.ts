import { describe, expect, it } from 'vitest';
import { livePhaseOf } from '../domain/live-state.js';
import { zonedInstant } from '../domain/time.js';
import { createEmbeddedIdentity } from '../identity/embedded.js';
import { IdentityError } from '../identity/identity.js';
import { embeddedDatabase, openEmbeddedStore } from '../store/embedded/store.js';
import { demoGuestProfiles } from './demo-bookings.js';
import { demoContent } from './demo-content.js';
import { testPaymentProvider } from '../payments/test-provider.js';
import { DEMO_ORGANISER, DEMO_ORGANISER_VENUE, DEMO_PARTICIPANT, DEMO_PASSWORD, registerDemoPayoutAccount, seedDemoPeople } from './demo-people.js';
import { seedDemoContent } from './seed.js';

// Tuesday, 24 November 2026, 13:00 in Vienna.
const now = zonedInstant('2026-11-24', '13:00', 'Europe/Vienna');

describe('the demo people', () => {
  it('the organiser sells through a payout account seeded active with the content and known to the test provider', async () => {
    const store = openEmbeddedStore({ file: ':memory:' });
    try {
      const provider = testPaymentProvider({ siteUrl: () => 'http://localhost:3000' });
      await registerDemoPayoutAccount(store, provider);
      expect(await store.payouts.account(DEMO_ORGANISER.uid)).toBeNull();
      await seedDemoContent(store, now);
      const account = await store.payouts.account(DEMO_ORGANISER.uid);
      expect(account).toMatchObject({ status: 'ACTIVE', provider: 'test', seller: { email: DEMO_ORGANISER.email, vat: { kind: 'SMALL_BUSINESS' } } });
      expect(provider.account(account!.accountId)).toBeNull();
      await registerDemoPayoutAccount(store, provider);
      expect(provider.account(account!.accountId)).toMatchObject({ status: 'ACTIVE' });
    } finally {
      await store.close();
    }
  });

  it('can sign in with the README’s password as the fixed uids, once, whatever the number of starts; the participant has a Radar alert', async () => {
    const store = openEmbeddedStore({ file: ':memory:' });
    try {
      await seedDemoContent(store, now);
      const identity = createEmbeddedIdentity(embeddedDatabase(store)!);
      expect(await seedDemoPeople(store, identity, now)).toEqual([DEMO_ORGANISER.email, DEMO_PARTICIPANT.email]);
      const organiser = await identity.signIn(DEMO_ORGANISER.email, DEMO_PASSWORD);
      expect(organiser.user).toMatchObject({ uid: DEMO_ORGANISER.uid, emailVerified: true, methods: ['password'] });
      expect((await identity.signIn(DEMO_PARTICIPANT.email, DEMO_PASSWORD)).user.uid).toBe(DEMO_PARTICIPANT.uid);
      const [organiserProfile, participantProfile] = await store.profiles.getByUids([DEMO_ORGANISER.uid, DEMO_PARTICIPANT.uid]);
      expect(organiserProfile).toMatchObject({ email: DEMO_ORGANISER.email, name: DEMO_ORGANISER.name, role: 'USER', trustedOrganiser: false });
      expect(participantProfile).toMatchObject({ email: DEMO_PARTICIPANT.email, homeCitySlug: 'wien' });

      // The person renames herself and changes the password; a second run leaves both as they are.
      await store.write([{ put: 'profile', record: { ...organiserProfile!, name: 'Miriam' } }]);
      const code = (await identity.createPasswordResetCode(DEMO_ORGANISER.email))!;
      await identity.resetPassword(code, 'ein-neues-passwort');
      expect(await seedDemoPeople(store, identity, now)).toEqual([]);
      expect((await store.profiles.getByUids([DEMO_ORGANISER.uid]))[0]?.name).toBe('Miriam');
      await expect(identity.signIn(DEMO_ORGANISER.email, DEMO_PASSWORD)).rejects.toThrow(IdentityError);
      // Besides the two accounts, only the demo guests' profiles: none of them can sign in.
      const guests = demoGuestProfiles(now);
      expect((await store.profiles.list({ first: 10, offset: 0 })).totalCount).toBe(2 + guests.length);
      for (const guest of guests.slice(0, 3)) await expect(identity.signIn(guest.email, DEMO_PASSWORD)).rejects.toThrow(IdentityError);

      // The participant's Radar looks for pottery in Vienna in the evening; paused, it stays paused.
      const [alert] = await store.radar.alertsOf(DEMO_PARTICIPANT.uid);
      expect(alert).toMatchObject({ active: true, craftSlugs: ['toepfern-keramik'], place: { kind: 'CITY', citySlug: 'wien' }, startsFrom: '17:00', startsUntil: '21:00' });
      await store.radar.saveAlert({ ...alert!, active: false });
      await seedDemoPeople(store, identity, now);
      expect(await store.radar.alertsOf(DEMO_PARTICIPANT.uid)).toEqual([{ ...alert, active: false }]);
    } finally {
      await store.close();
    }
  });

  it('exist nowhere but in the embedded identity', async () => {
    const store = openEmbeddedStore({ file: ':memory:' });
    try {
      await seedDemoContent(store, now);
      expect(await seedDemoPeople(store, { adapter: 'firebase' }, now)).toEqual([]);
      // The demo guests behind the taken seats are profiles without accounts, on any identity.
      const profiles = await store.profiles.list({ first: 100, offset: 0 });
      expect(profiles.items.map((profile) => profile.uid).toSorted()).toEqual(demoGuestProfiles(now).map((profile) => profile.uid).toSorted());
      expect(await store.radar.alertsOf(DEMO_PARTICIPANT.uid)).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('include an organiser who keeps published courses running today, among them one running now', () => {
    const kept = demoContent(now).events.filter((event) => event.ownerUid === DEMO_ORGANISER.uid);
    expect(new Set(kept.map((event) => event.venueSlug))).toEqual(new Set(['werkschule-mariahilf']));
    expect(kept.every((event) => event.published && event.review === 'PUBLISHED')).toBe(true);
    expect(kept.filter((event) => livePhaseOf(event, now) === 'RUNNING').map((event) => event.slug)).toEqual(['offene-keramikwerkstatt-mariahilf-2026-11-24']);
    expect(kept.some((event) => event.startsAt > now && event.startsAt.toISOString().startsWith('2026-11-24'))).toBe(true);
  });

  it('make the organiser the keeper of the venue whose courses she runs, and of no other', () => {
    const kept = demoContent(now).venues.filter((venue) => venue.ownerUids?.includes(DEMO_ORGANISER.uid));
    expect(kept.map((venue) => venue.slug)).toEqual([DEMO_ORGANISER_VENUE]);
  });
});
