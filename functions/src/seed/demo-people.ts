// The demo people of `npm start`: an organiser who keeps the Werkschule Mariahilf and its courses (to try the live
// console and see her sales and payouts) and a participant with a Restplatz-Radar alert (pottery in Vienna, in the evening). They get accounts only in the embedded
// identity and only when the store is seeded with the demo content: the password is public (README), so no other
// store and no Firebase project ever has them.
import type { PayoutAccountRecord } from '../domain/payouts.js';
import { newRadarAlert, type RadarAlertRecord } from '../domain/radar.js';
import type { ProfileRecord } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import { createAccountWithUid } from '../identity/embedded.js';
import type { IdentityProvider } from '../identity/identity.js';
import type { TestPaymentProvider } from '../payments/test-provider.js';
import { embeddedDatabase } from '../store/embedded/store.js';
import { demoCities } from './demo-taxonomy.js';

export interface DemoPerson {
  uid: string;
  email: string;
  name: string;
}

/** Fixed uids (the identity's own are random): the demo schedule names its courses' organiser by it. */
export const DEMO_ORGANISER: DemoPerson = { uid: 'demo-kursleitung', email: 'kursleitung@demo.selbstgemacht.at', name: 'Miriam Hofer (Demo)' };
export const DEMO_PARTICIPANT: DemoPerson = { uid: 'demo-teilnehmerin', email: 'teilnehmerin@demo.selbstgemacht.at', name: 'Jana Novak (Demo)' };
/** Both demo accounts' password, printed in the README. */
export const DEMO_PASSWORD = 'selbstgemacht-demo';
/** The venue whose courses the demo organiser keeps. */
export const DEMO_ORGANISER_VENUE = 'werkschule-mariahilf';

/**
 * The demo organiser's payout account at the built-in test provider, set up and active, so that her paid courses can
 * be booked and paid on a fresh `npm start` (the composition root registers it with the test provider). A
 * Kleinunternehmerin: her receipts charge no VAT. Seeded with the demo content, whose courses she keeps.
 */
export function demoPayoutAccount(now: Date): PayoutAccountRecord {
  return {
    uid: DEMO_ORGANISER.uid,
    provider: 'test',
    accountId: 'acct_test_demo_kursleitung',
    status: 'ACTIVE',
    chargesEnabled: true,
    payoutsEnabled: true,
    requirementsDue: [],
    disabledReason: null,
    seller: { name: 'Miriam Hofer (Demo), Werkschule Mariahilf', address: ['Windmühlgasse 20', '1060 Wien'], country: 'AT', email: DEMO_ORGANISER.email, vat: { kind: 'SMALL_BUSINESS' } },
    createdAt: now,
    updatedAt: now,
  };
}

export function demoProfiles(now: Date): ProfileRecord[] {
  const profile = (person: DemoPerson, favouriteCraftSlugs: string[]): ProfileRecord => ({
    uid: person.uid,
    email: person.email,
    name: person.name,
    homeCitySlug: 'wien',
    favouriteCraftSlugs,
    locale: 'de',
    role: 'USER',
    // Not trusted: an edit of a published course goes back to review, as anyone's would; the live console needs no trust.
    trustedOrganiser: false,
    createdAt: now,
    updatedAt: now,
  });
  return [profile(DEMO_ORGANISER, ['toepfern-keramik', 'malen-zeichnen']), profile(DEMO_PARTICIPANT, ['toepfern-keramik', 'naehen'])];
}

/** The participant's alert: pottery courses in Vienna that start in the evening, any day, any price. */
export function demoRadarAlert(now: Date): RadarAlertRecord {
  const wien = demoCities.find((city) => city.slug === 'wien')!;
  return newRadarAlert('demo-radar-toepfern-wien-abends', DEMO_PARTICIPANT.uid, 'de', now, {
    craftSlugs: ['toepfern-keramik'],
    place: { label: 'Wien', kind: 'CITY', center: wien.center, radiusKm: null, citySlug: 'wien', postalCodes: [] },
    startsFrom: '17:00',
    startsUntil: '21:00',
  });
}

/**
 * Makes the demo organiser's payout account, seeded active with the demo content, known to the built-in test provider
 * (whose state file may be newer than the store), so that her paid courses can be paid. Nothing without that account.
 */
export async function registerDemoPayoutAccount(store: Store, payments: Pick<TestPaymentProvider, 'ensureAccount'>): Promise<void> {
  const account = await store.payouts.account(DEMO_ORGANISER.uid);
  if (account?.provider === 'test') payments.ensureAccount(account.accountId, { uid: account.uid, email: account.seller.email, active: account.status === 'ACTIVE' });
}

/**
 * Creates the demo accounts, their profiles and the participant's Radar alert in a store just seeded with the demo
 * content, when the identity is the embedded one (accounts in the store's file); does nothing otherwise.
 * Idempotent: an existing account, profile or alert stays as it is. Returns the addresses of the accounts created.
 */
export async function seedDemoPeople(store: Store, identity: Pick<IdentityProvider, 'adapter'>, now = new Date()): Promise<string[]> {
  if (identity.adapter !== 'embedded') return [];
  const db = embeddedDatabase(store);
  if (!db) return [];
  const created: string[] = [];
  for (const person of [DEMO_ORGANISER, DEMO_PARTICIPANT]) {
    if (await createAccountWithUid(db, { uid: person.uid, email: person.email, password: DEMO_PASSWORD })) created.push(person.email);
  }
  const profiles = demoProfiles(now);
  const existing = await store.profiles.getByUids(profiles.map((profile) => profile.uid));
  const missing = profiles.filter((_, index) => !existing[index]);
  if (missing.length > 0) await store.write(missing.map((record) => ({ put: 'profile' as const, record })));
  const alert = demoRadarAlert(now);
  const [savedAlert] = await store.radar.getAlerts([alert.id]);
  if (!savedAlert) await store.radar.saveAlert(alert);
  return created;
}
