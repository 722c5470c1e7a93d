// Several seats in one booking through the whole API with the built-in test provider: the organiser's number of
// seats per booking in the event form, booking 1 to that many seats with a name for each, the waitlist for more
// seats than are left, giving up single seats (refunded before the deadline, not after it), and who reads the
// names given for the seats.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SiteRole } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import type { IdentityProvider } from '../identity/identity.js';
import { events as fixtureEvents } from '../../test/fixtures.scenarios.js';
import { openEmbeddedLiveBus } from '../live/embedded.js';
import { buildInfo, fieldsOf, giveActivePayoutAccount, openSeededStore, sessionHeaders, signUpPeople } from './api.testing.js';
import { createGraphQLApi } from './server.js';
import { applyProviderEvent } from '../services/order-changes.js';
import { testPaymentProvider, type TestPaymentProvider } from '../payments/test-provider.js';

const PEOPLE = {
  anna: { role: 'USER' },
  ben: { role: 'USER', locale: 'en' },
  cleo: { role: 'USER' },
  olga: { role: 'USER' },
  eddie: { role: 'EDITOR' },
} as const satisfies Record<string, { role: SiteRole; locale?: 'en' }>;
type Who = keyof typeof PEOPLE;
const uid = {} as Record<Who, string>;
const cookies = {} as Record<Who, string>;

const template = fixtureEvents.find((event) => event.slug === 'kurs-1')!;
let dir: string;
let store: Store;
let identity: IdentityProvider;
let provider: TestPaymentProvider;
let api: Awaited<ReturnType<typeof createGraphQLApi>>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'magazin-group-bookings-'));
  ({ store, identity } = await openSeededStore());
  await signUpPeople(store, identity, PEOPLE, uid, cookies);
  provider = testPaymentProvider({ file: join(dir, 'test-payments.json'), webhookSecret: 'whsec_local', siteUrl: () => 'http://localhost:3000', now: () => new Date() });
  await giveActivePayoutAccount(store, uid.olga, provider);
  provider.deliverTo(async (body, signature) => {
    const event = provider.verifyWebhook(body, signature);
    if (event && 'session' in event) await applyProviderEvent({ store, payments: provider, now: new Date() }, event);
  });
  api = await createGraphQLApi({ store, identity, buildInfo, live: openEmbeddedLiveBus(), payments: provider });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterAll(async () => {
  vi.restoreAllMocks();
  await api.stop();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const as = (who: Who | null) => (query: string, variables?: Record<string, unknown>) => api.execute({ query, variables }, sessionHeaders(who ? cookies[who] : undefined));

describe('the organiser’s seats per booking in the event form', () => {
  const CREATE = `mutation ($input: EventInput!) { createEvent(input: $input) { slug capacity maxSeatsPerBooking } }`;
  const input = (fields: Record<string, unknown> = {}) => ({
    title: 'Ringe schmieden zu zweit',
    description: 'Ein Abend an der Werkbank.',
    crafts: [template.craftSlugs[0]],
    venue: template.venueSlug,
    startsAtLocal: '2027-03-10T18:00',
    durationMinutes: 120,
    priceCents: 0,
    capacity: 6,
    level: 'BEGINNER',
    materialsIncluded: true,
    ...fields,
  });
  const made = (result: Awaited<ReturnType<ReturnType<typeof as>>>) => (result.data!.createEvent as { maxSeatsPerBooking: number }[])[0]!.maxSeatsPerBooking;

  it('defaults to 4, keeps what the organiser sets, never offers more than the course has, and refuses values out of range', async () => {
    expect(made(await as('olga')(CREATE, { input: input() }))).toBe(4);
    expect(made(await as('olga')(CREATE, { input: input({ maxSeatsPerBooking: 2 }) }))).toBe(2);
    expect(made(await as('olga')(CREATE, { input: input({ maxSeatsPerBooking: 20, capacity: 3 }) }))).toBe(3);
    expect(fieldsOf(await as('olga')(CREATE, { input: input({ maxSeatsPerBooking: 0 }) }))).toEqual([{ field: 'input.maxSeatsPerBooking', code: 'OUT_OF_RANGE' }]);
    expect(fieldsOf(await as('olga')(CREATE, { input: input({ maxSeatsPerBooking: 21 }) }))).toEqual([{ field: 'input.maxSeatsPerBooking', code: 'OUT_OF_RANGE' }]);
  });
});
