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

describe('booking several seats and giving some up', () => {
  const HOUR = 3_600_000;
  /** The first session starts 72 hours after the tests began; the default deadline is 48 hours before it. */
  const start = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 72 * HOUR);
  async function course(slug: string, fields: { capacity: number; priceCents: number; maxSeatsPerBooking?: number }) {
    const end = new Date(start.getTime() + 2 * HOUR);
    await store.write([
      {
        put: 'event',
        record: {
          ...template,
          slug,
          capacity: fields.capacity,
          seatsLeft: fields.capacity,
          maxSeatsPerBooking: fields.maxSeatsPerBooking,
          startsAt: start,
          endsAt: end,
          sessions: [{ startsAt: start, endsAt: end }],
          price: { amountCents: fields.priceCents, currency: 'EUR' },
          ownerUid: uid.olga,
          review: 'PUBLISHED',
        },
      },
    ]);
  }
  const BOOK = `mutation ($slug: ID!, $seats: Int, $names: [String!], $acceptFewer: Boolean) {
    bookEvent(slug: $slug, seats: $seats, names: $names, acceptFewer: $acceptFewer) { id status seats acceptFewer seatNames { seat name } event { seatsLeft } }
  }`;
  const CANCEL_SEATS = `mutation ($id: ID!, $seats: [Int!]!, $expectRefund: Boolean) { cancelSeats(id: $id, seats: $seats, expectRefund: $expectRefund) { id status seats seatNames { seat name } event { seatsLeft } } }`;
  type Booked = { id: string; status: string; seats: number; acceptFewer: boolean; seatNames: { seat: number; name: string | null }[]; event: { seatsLeft: number } };
  const mailsTo = async (who: Who) => (await store.mail.list({ to: `${who}@example.org` }, 20)).reverse();

  it('books two named seats of a free course, names them only for those who may know, and gives one up', async () => {
    await course('zu-zweit', { capacity: 4, priceCents: 0 });
    const result = await as('anna')(BOOK, { slug: 'zu-zweit', seats: 2, names: ['Anna', ' Tim '] });
    expect(result.errors).toBeUndefined();
    const booked = result.data!.bookEvent as Booked;
    expect(booked).toMatchObject({ status: 'CONFIRMED', seats: 2, seatNames: [{ seat: 0, name: 'Anna' }, { seat: 1, name: 'Tim' }], event: { seatsLeft: 2 } });
    expect((await mailsTo('anna')).at(-1)!.message.text).toContain('Plätze: 2 (Anna, Tim)');

    // The organiser reads the names; nobody else does (through the event's bookings, which only she sees).
    const list = await as('olga')(`{ event(slug: "zu-zweit") { bookings { seatNames { name } } } }`);
    expect(list.data).toEqual({ event: { bookings: [{ seatNames: [{ name: 'Anna' }, { name: 'Tim' }] }] } });

    const given = await as('anna')(CANCEL_SEATS, { id: booked.id, seats: [1] });
    expect(given.errors).toBeUndefined();
    expect(given.data!.cancelSeats).toMatchObject({ status: 'CONFIRMED', seats: 1, seatNames: [{ seat: 0, name: 'Anna' }], event: { seatsLeft: 3 } });
    expect((await mailsTo('anna')).at(-1)!.message.text).toContain('1 Platz storniert; 1 Platz bleibt für dich gebucht');
    expect((await as('ben')(CANCEL_SEATS, { id: booked.id, seats: [0] })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await as('anna')(CANCEL_SEATS, { id: booked.id, seats: [1] })).errors?.[0]?.extensions?.reason).toBe('NOT_A_SEAT');
  });

  it('refuses more seats than one booking takes and names too long, and waits for more seats than are left', async () => {
    await course('knapp', { capacity: 3, priceCents: 0, maxSeatsPerBooking: 3 });
    expect((await as('ben')(BOOK, { slug: 'knapp', seats: 4 })).errors?.[0]?.extensions?.reason).toBe('TOO_MANY_SEATS');
    expect(fieldsOf(await as('ben')(BOOK, { slug: 'knapp', seats: 2, names: ['x'.repeat(81)] }))).toEqual([{ field: 'names', code: 'TOO_LONG' }]);
    expect(fieldsOf(await as('ben')(BOOK, { slug: 'knapp', seats: 0 }))).toEqual([{ field: 'seats', code: 'OUT_OF_RANGE' }]);
    await as('cleo')(BOOK, { slug: 'knapp', seats: 2 });
    const waiting = (await as('ben')(BOOK, { slug: 'knapp', seats: 3, acceptFewer: true })).data!.bookEvent as Booked;
    expect(waiting).toMatchObject({ status: 'WAITLISTED', seats: 3, acceptFewer: true, event: { seatsLeft: 1 } });
    expect((await mailsTo('ben')).at(-1)!.message.text).toContain('Seats: 3 – you also take fewer if not all of them come free');
  });

  it('refunds a paid seat given up before the deadline: its share of the order', async () => {
    await course('bezahlt-zu-zweit', { capacity: 4, priceCents: 4_500 });
    const booked = (await as('cleo')(BOOK, { slug: 'bezahlt-zu-zweit', seats: 2 })).data!.bookEvent as Booked;
    const [booking] = await store.bookings.getByIds([booked.id]);
    const [held] = await store.orders.getByIds([booking!.orderId!]);
    expect(held!.amountCents).toBe(9_000);
    // Some seats of a held booking: pay first or cancel all.
    expect((await as('cleo')(CANCEL_SEATS, { id: booked.id, seats: [1] })).errors?.[0]?.extensions?.reason).toBe('PAY_OR_CANCEL_ALL');
    await as('cleo')(`mutation ($id: ID!) { startCheckout(orderId: $id) { checkoutUrl } }`, { id: held!.id });
    await provider.act((await store.orders.getByIds([held!.id]))[0]!.sessionId!, 'pay');
    const refundsBefore = provider.refunds().length;

    const given = await as('cleo')(CANCEL_SEATS, { id: booked.id, seats: [1], expectRefund: true });
    expect(given.errors).toBeUndefined();
    expect(given.data!.cancelSeats).toMatchObject({ status: 'CONFIRMED', seats: 1, event: { seatsLeft: 3 } });
    expect(provider.refunds().slice(refundsBefore).map((refund) => refund.amountCents)).toEqual([4_500]);
    const told = (await mailsTo('cleo')).filter((mail) => mail.template === 'bookingCancelled');
    expect(told.at(-1)!.message.text).toMatch(/Wir erstatten dir €\s45,00/);
  });
});
