// Accessibility through the whole API (an embedded in-memory store with the test scenario): an owner's entry goes
// through the venue change and the editors' approval, a course has its venue's features unless it says its own, the
// languages it is held in, the checks of both entries, and the venue and course lists filtered by features.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileRecord, SiteRole } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import type { IdentityProvider } from '../identity/identity.js';
import { apiOver, fieldsOf, giveActivePayoutAccount, openSeededStore, sessionHeaders, signUpPeople, type GraphQLApi } from './api.testing.js';

let store: Store;
let identity: IdentityProvider;
let api: GraphQLApi;

type Name = 'tina' | 'eddie';
const people: Record<Name, { role: SiteRole } & Partial<ProfileRecord>> = {
  tina: { role: 'USER', trustedOrganiser: true },
  eddie: { role: 'EDITOR' },
};
const uid = {} as Record<Name, string>;
const cookies = {} as Record<Name, string>;

beforeAll(async () => {
  ({ store, identity } = await openSeededStore());
  await signUpPeople(store, identity, people, uid, cookies);
  await giveActivePayoutAccount(store, uid.tina);
  api = await apiOver(store, identity);
});

afterAll(async () => {
  await api.stop();
  await identity.close();
  await store.close();
});

const as = (who: Name | null, locale?: 'en') => (query: string, variables?: Record<string, unknown>) =>
  api.execute({ query, variables }, { ...sessionHeaders(who ? cookies[who] : undefined), ...(locale ? { 'accept-language': 'en' } : {}) });

const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const VENUE_INPUT = {
  name: 'Tonwerk',
  description: 'Offene Werkstatt mit zwei Brennöfen.',
  kind: 'WORKSHOP',
  crafts: ['toepfern-keramik'],
  street: 'Neubaugasse 1',
  postalCode: '1070',
  locality: 'Wien',
  openingHours: [],
  openStudioHours: [],
  equipment: [],
};
const SAVE = `mutation ($input: VenueInput!) { saveVenueChange(venue: "tonwerk", input: $input) { state } }`;
const ACCESSIBILITY = 'accessibility { stepFree lift accessibleToilet seating quietSpace hearingLoop note noteDe noteEn }';
const said = { stepFree: null, lift: null, accessibleToilet: null, seating: null, quietSpace: null, hearingLoop: null };

const course = (fields: Record<string, unknown>) => ({
  title: 'Drehen an der Scheibe',
  description: 'Schalen drehen.',
  crafts: ['toepfern-keramik'],
  venue: 'tonwerk',
  startsAtLocal: `${NEXT_YEAR}-04-20T18:00`,
  durationMinutes: 120,
  priceCents: 0,
  capacity: 6,
  level: 'BEGINNER',
  materialsIncluded: true,
  ...fields,
});

async function publishedCourse(fields: Record<string, unknown>): Promise<string> {
  const created = await as('tina')(`mutation ($input: EventInput!) { createEvent(input: $input) { slug } }`, { input: course(fields) });
  expect(created.errors).toBeUndefined();
  const [{ slug }] = created.data!.createEvent as [{ slug: string }];
  await as('tina')(`mutation ($slug: ID!) { submitEvent(slug: $slug) { review } }`, { slug });
  return slug;
}

const slugsOf = (result: { data?: Record<string, unknown> | null }, list: 'venues' | 'events') =>
  (result.data![list] as { edges: { node: { slug: string } }[] }).edges.map((edge) => edge.node.slug);

describe('accessibility', () => {
  it('checks an entry: a feature both there and not there, a note too long, an unknown or sixth language', async () => {
    const contradictory = await as('eddie')(SAVE, { input: { ...VENUE_INPUT, accessibility: { available: ['LIFT'], unavailable: ['LIFT'] } } });
    expect(fieldsOf(contradictory)).toEqual([{ field: 'input.accessibility.unavailable', code: 'CONTRADICTORY' }]);
    const long = await as('eddie')(SAVE, { input: { ...VENUE_INPUT, accessibility: { noteEn: 'x'.repeat(501) } } });
    expect(fieldsOf(long)).toEqual([{ field: 'input.accessibility.noteEn', code: 'TOO_LONG' }]);
    const create = `mutation ($input: EventInput!) { createEvent(input: $input) { slug } }`;
    expect(fieldsOf(await as('tina')(create, { input: course({ languages: ['de', 'xx'] }) }))).toEqual([{ field: 'input.languages', code: 'UNKNOWN_LANGUAGE' }]);
    expect(fieldsOf(await as('tina')(create, { input: course({ languages: ['de', 'en', 'fr', 'it', 'tr'] }) }))).toEqual([{ field: 'input.languages', code: 'TOO_MANY' }]);
  });

  it('publishes an owner’s entry with the approved change, says only what is said, and gives a course its venue’s unless it differs', async () => {
    const entry = { available: ['STEP_FREE', 'ACCESSIBLE_TOILET'], unavailable: ['LIFT'], note: ' Klingel links neben der Tür. ', noteEn: 'Bell left of the door.' };
    expect((await as('eddie')(SAVE, { input: { ...VENUE_INPUT, accessibility: entry } })).data).toEqual({ saveVenueChange: { state: 'DRAFT' } });
    // Still the live venue's: nothing said before the editors approve.
    expect((await as(null)(`{ venue(slug: "tonwerk") { ${ACCESSIBILITY} } }`)).data!.venue).toEqual({ accessibility: null });
    await as('eddie')(`mutation { submitVenueChange(venue: "tonwerk") { state } }`);
    await as('eddie')(`mutation { reviewVenueChange(venue: "tonwerk", decision: APPROVE) { state } }`);
    const venueSays = { ...said, stepFree: true, accessibleToilet: true, lift: false, noteDe: 'Klingel links neben der Tür.', noteEn: 'Bell left of the door.' };
    expect((await as(null)(`{ venue(slug: "tonwerk") { ${ACCESSIBILITY} } }`)).data!.venue).toEqual({
      accessibility: { ...venueSays, note: 'Klingel links neben der Tür.' },
    });
    expect((await as(null, 'en')(`{ venue(slug: "tonwerk") { accessibility { note } } }`)).data!.venue).toEqual({ accessibility: { note: 'Bell left of the door.' } });

    const follows = await publishedCourse({});
    const upstairs = await publishedCourse({
      title: 'Glasieren im Obergeschoss',
      accessibility: { unavailable: ['STEP_FREE'], note: 'Im 1. Stock, ohne Aufzug.' },
      languages: ['en', 'de', 'en'],
    });
    const read = `query ($slug: ID!) { event(slug: $slug) { accessibilityDiffers languages ${ACCESSIBILITY} } }`;
    expect((await as(null)(read, { slug: follows })).data!.event).toEqual({
      accessibilityDiffers: false,
      languages: ['de'],
      accessibility: { ...venueSays, note: 'Klingel links neben der Tür.' },
    });
    expect((await as(null)(read, { slug: upstairs })).data!.event).toEqual({
      accessibilityDiffers: true,
      languages: ['en', 'de'],
      accessibility: { ...said, stepFree: false, note: 'Im 1. Stock, ohne Aufzug.', noteDe: 'Im 1. Stock, ohne Aufzug.', noteEn: null },
    });

    // The lists: the venue by its own features, a course by its own or else its venue's.
    const venues = `query ($features: [AccessibilityFeature!]) { venues(first: 50, filter: { accessibility: $features }) { edges { node { slug } } } }`;
    expect(slugsOf(await as(null)(venues, { features: ['STEP_FREE', 'ACCESSIBLE_TOILET'] }), 'venues')).toEqual(['tonwerk']);
    expect(slugsOf(await as(null)(venues, { features: ['LIFT'] }), 'venues')).toEqual([]);
    const events = `query ($features: [AccessibilityFeature!]) { events(first: 50, filter: { accessibility: $features }) { edges { node { slug } } } }`;
    const stepFree = slugsOf(await as(null)(events, { features: ['STEP_FREE'] }), 'events');
    expect(stepFree).toContain(follows);
    expect(stepFree).not.toContain(upstairs);
    expect(slugsOf(await as(null)(events, { features: ['HEARING_LOOP'] }), 'events')).toEqual([]);
  });
});
