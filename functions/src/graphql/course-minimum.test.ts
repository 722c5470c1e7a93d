// Courses with a minimum of participants through the whole API (embedded in-memory store): the form's checks, who
// may set it, what Event.minimum tells everyone, and that the organiser's cancellation settles a pending minimum.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileRecord, SiteRole } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import type { IdentityProvider } from '../identity/identity.js';
import { apiOver, codes, fieldsOf, openSeededStore, sessionHeaders, signUpPeople, type GraphQLApi } from './api.testing.js';

const NEXT_YEAR = new Date().getUTCFullYear() + 1;

let store: Store;
let identity: IdentityProvider;
let api: GraphQLApi;

type Name = 'anna' | 'ben' | 'tina';
const people: Record<Name, { role: SiteRole } & Partial<ProfileRecord>> = {
  anna: { role: 'USER' },
  ben: { role: 'USER', locale: 'en' },
  tina: { role: 'USER', trustedOrganiser: true },
};
const uid = {} as Record<Name, string>;
const cookies = {} as Record<Name, string>;

beforeAll(async () => {
  ({ store, identity } = await openSeededStore());
  await signUpPeople(store, identity, people, uid, cookies);
  api = await apiOver(store, identity);
});

afterAll(async () => {
  await api.stop();
  await identity.close();
  await store.close();
});

const as = (who: Name | null) => (query: string, variables?: Record<string, unknown>) => api.execute({ query, variables }, sessionHeaders(who ? cookies[who] : undefined));

const eventInput = (fields: Record<string, unknown> = {}) => ({
  title: 'Filzen in der Runde',
  description: 'Wir filzen Schalen.',
  crafts: ['toepfern-keramik'],
  venue: 'tonwerk',
  startsAtLocal: `${NEXT_YEAR}-03-20T18:00`,
  durationMinutes: 120,
  priceCents: 0,
  capacity: 6,
  level: 'BEGINNER',
  materialsIncluded: true,
  ...fields,
});

const MINIMUM = 'minimum { participants decidesAt hoursBefore outcome stillNeeded }';
const CREATE = `mutation ($input: EventInput!) { createEvent(input: $input) { slug startsAt ${MINIMUM} } }`;

describe('a minimum of participants', () => {
  it('is decided 48 hours before the first session unless the organiser says otherwise, per date of a series', async () => {
    const result = await as('tina')(CREATE, { input: eventInput({ minParticipants: 3 }) });
    expect(result.errors).toBeUndefined();
    const [course] = result.data!.createEvent as { minimum: unknown }[];
    expect(course!.minimum).toEqual({
      participants: 3,
      // 18:00 in Vienna (UTC+1) is 17:00 UTC; two days earlier.
      decidesAt: `${NEXT_YEAR}-03-18T17:00:00.000Z`,
      hoursBefore: 48,
      outcome: 'PENDING',
      stillNeeded: 3,
    });
    const series = await as('tina')(CREATE, { input: eventInput({ title: 'Filzen jede Woche', minParticipants: 2, decisionHoursBefore: 24, repeat: 'WEEKLY', occurrences: 2 }) });
    expect((series.data!.createEvent as { minimum: { decidesAt: string } }[]).map((event) => event.minimum.decidesAt)).toEqual([
      `${NEXT_YEAR}-03-19T17:00:00.000Z`,
      `${NEXT_YEAR}-03-26T17:00:00.000Z`,
    ]);
    const plain = await as('tina')(CREATE, { input: eventInput({ title: 'Filzen ohne Minimum' }) });
    expect((plain.data!.createEvent as { minimum: unknown }[])[0]!.minimum).toBeNull();
  });

  it('is checked at the boundary: between 1 and the capacity, only for bookings, decided in the future', async () => {
    const fields = async (input: Record<string, unknown>) => fieldsOf(await as('anna')(CREATE, { input: eventInput(input) }));
    expect(await fields({ minParticipants: 0 })).toEqual([{ field: 'input.minParticipants', code: 'OUT_OF_RANGE' }]);
    expect(await fields({ minParticipants: 7 })).toEqual([{ field: 'input.minParticipants', code: 'ABOVE_CAPACITY' }]);
    expect(await fields({ minParticipants: 2, registration: 'DROP_IN' })).toEqual([{ field: 'input.minParticipants', code: 'NOT_WITH_DROP_IN' }]);
    expect(await fields({ minParticipants: 2, decisionHoursBefore: 0 })).toEqual([{ field: 'input.decisionHoursBefore', code: 'OUT_OF_RANGE' }]);
    expect(await fields({ minParticipants: 2, decisionHoursBefore: 721 })).toEqual([{ field: 'input.decisionHoursBefore', code: 'OUT_OF_RANGE' }]);
    // A course the day after tomorrow cannot be decided a week before it.
    const soon = new Date(Date.now() + 60 * 3_600_000);
    const local = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Vienna', dateStyle: 'short', timeStyle: 'short' }).format(soon).replace(' ', 'T');
    expect(await fields({ startsAtLocal: local, minParticipants: 2, decisionHoursBefore: 168 })).toEqual([{ field: 'input.decisionHoursBefore', code: 'IN_THE_PAST' }]);
  });

  it('is set by the organiser only; signed out nobody creates one, and another person cannot change it', async () => {
    expect(codes(await as(null)(CREATE, { input: eventInput({ minParticipants: 2 }) }))).toEqual(['UNAUTHENTICATED']);
    const [course] = (await as('tina')(CREATE, { input: eventInput({ title: 'Filzen zu zweit', minParticipants: 2 }) })).data!.createEvent as { slug: string }[];
    await as('tina')(`mutation ($slug: ID!) { submitEvent(slug: $slug) { slug } }`, { slug: course!.slug });
    const update = `mutation ($slug: ID!, $input: EventInput!) { updateEvent(slug: $slug, input: $input) { ${MINIMUM} } }`;
    expect(codes(await as('ben')(update, { slug: course!.slug, input: eventInput({ minParticipants: 6 }) }))).toEqual(['FORBIDDEN']);
    // The organiser changes it (and may drop it) while it is pending; everyone sees it on the event.
    const changed = await as('tina')(update, { slug: course!.slug, input: eventInput({ minParticipants: 4, decisionHoursBefore: 72 }) });
    expect(changed.data!.updateEvent).toMatchObject({ minimum: { participants: 4, hoursBefore: 72, outcome: 'PENDING' } });
    const visible = await as(null)(`query ($slug: ID!) { event(slug: $slug) { ${MINIMUM} } }`, { slug: course!.slug });
    expect(visible.data!.event).toMatchObject({ minimum: { participants: 4, stillNeeded: 4 } });
  });

  it('cannot be submitted once its decision time has passed', async () => {
    const [course] = (await as('anna')(CREATE, { input: eventInput({ title: 'Filzen zu spät', minParticipants: 2 }) })).data!.createEvent as { slug: string }[];
    const [stored] = await store.events.getBySlugs([course!.slug]);
    await store.write([{ put: 'event', record: { ...stored!, minimum: { ...stored!.minimum!, decidesAt: new Date(Date.now() - 60_000) } } }]);
    const submitted = await as('anna')(`mutation ($slug: ID!) { submitEvent(slug: $slug) { slug } }`, { slug: course!.slug });
    expect(fieldsOf(submitted)).toEqual([{ field: 'input.decisionHoursBefore', code: 'IN_THE_PAST' }]);
  });

  it('goes when the organiser cancels the course: nothing is left to decide', async () => {
    const [course] = (await as('tina')(CREATE, { input: eventInput({ title: 'Filzen abgesagt', minParticipants: 2 }) })).data!.createEvent as { slug: string }[];
    await as('tina')(`mutation ($slug: ID!) { submitEvent(slug: $slug) { slug } }`, { slug: course!.slug });
    const cancelled = await as('tina')(`mutation ($slug: ID!) { cancelEvent(slug: $slug) { status ${MINIMUM} } }`, { slug: course!.slug });
    expect(cancelled.data!.cancelEvent).toEqual({ status: 'CANCELLED', minimum: null });
    expect((await store.events.decisionsDue(new Date(`${NEXT_YEAR}-12-31T00:00:00.000Z`), 50)).map((event) => event.slug)).not.toContain(course!.slug);
  });
});
