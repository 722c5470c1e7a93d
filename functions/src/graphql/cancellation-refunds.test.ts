// A person who cancels a paid booking, through the whole API with the built-in test provider: refunded before the
// event's cancellation deadline (once, the seat going to the next person waiting), not at or after it, and refused
// when the page promised a refund the deadline no longer allows; a seat held for payment given up at the provider
// first. Also: who may cancel, and the organiser’s setting of the deadline in the event form.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SiteRole } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import type { IdentityProvider } from '../identity/identity.js';
import { events as fixtureEvents } from '../../test/fixtures.scenarios.js';
import { openEmbeddedLiveBus } from '../live/embedded.js';
import { buildInfo, codes, giveActivePayoutAccount, fieldsOf, openSeededStore, sessionHeaders, signUpPeople } from './api.testing.js';
import { createGraphQLApi } from './server.js';
import { applyProviderEvent } from '../services/order-changes.js';
import { sweepPayments } from '../services/payment-sweep.js';
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
const HOUR = 3_600_000;
let dir: string;
let store: Store;
let identity: IdentityProvider;
let provider: TestPaymentProvider;
let api: Awaited<ReturnType<typeof createGraphQLApi>>;
/** The first session of every course here starts 72 hours after the tests began; the default deadline is 48 h before. */
const start = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 72 * HOUR);
const deadline = new Date(start.getTime() - 48 * HOUR);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'magazin-cancel-refunds-'));
  ({ store, identity } = await openSeededStore());
  await signUpPeople(store, identity, PEOPLE, uid, cookies);
  provider = testPaymentProvider({ file: join(dir, 'test-payments.json'), webhookSecret: 'whsec_local', siteUrl: () => 'http://localhost:3000', now: () => new Date() });
  // Olga's paid courses are sold in her name, through her payout account.
  await giveActivePayoutAccount(store, uid.olga, provider);
  // As the webhook handler does (payments/webhook-routes.ts, tested there): verified, then applied.
  provider.deliverTo(async (body, signature) => {
    const event = provider.verifyWebhook(body, signature);
    if (event && 'session' in event) await applyProviderEvent({ store, payments: provider, now: new Date() }, event);
  });
  api = await createGraphQLApi({ store, identity, buildInfo, live: openEmbeddedLiveBus(), payments: provider });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  vi.restoreAllMocks();
  await api.stop();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const as = (who: Who | null) => (query: string, variables?: Record<string, unknown>) => api.execute({ query, variables }, sessionHeaders(who ? cookies[who] : undefined));

/** A paid course of Olga's with `capacity` seats, its first session at `start`. */
async function course(slug: string, fields: { capacity?: number; cancellationHours?: number } = {}) {
  const capacity = fields.capacity ?? 1;
  const length = template.endsAt.getTime() - template.startsAt.getTime();
  const end = new Date(start.getTime() + length);
  await store.write([
    {
      put: 'event',
      record: {
        ...template,
        slug,
        capacity,
        seatsLeft: capacity,
        startsAt: start,
        endsAt: end,
        sessions: [{ startsAt: start, endsAt: end }],
        price: { amountCents: 4_500, currency: 'EUR' },
        ownerUid: uid.olga,
        review: 'PUBLISHED',
        ...(fields.cancellationHours === undefined ? {} : { cancellationHours: fields.cancellationHours }),
      },
    },
  ]);
}

/** Books and pays for a seat through the API and the test provider's checkout; answers the booking's id. */
async function pay(who: Who, slug: string): Promise<{ bookingId: string; orderId: string }> {
  const booked = await as(who)(`mutation ($slug: ID!) { bookEvent(slug: $slug) { id status } }`, { slug });
  const bookingId = (booked.data!.bookEvent as { id: string }).id;
  const [booking] = await store.bookings.getByIds([bookingId]);
  const started = await as(who)(`mutation ($id: ID!) { startCheckout(orderId: $id) { checkoutUrl order { id } } }`, { id: booking!.orderId });
  expect(started.errors).toBeUndefined();
  const [order] = await store.orders.getByIds([booking!.orderId!]);
  await provider.act(order!.sessionId!, 'pay');
  return { bookingId, orderId: order!.id };
}

const CANCEL = `mutation ($id: ID!, $expectRefund: Boolean) { cancelBooking(id: $id, expectRefund: $expectRefund) { id status } }`;
const order = async (id: string) => (await store.orders.getByIds([id]))[0]!;
const mails = async (who: Who) => (await store.mail.list({ to: `${who}@example.org` }, 20)).reverse();

describe('cancelling a paid booking', () => {
  it('refunds before the deadline, once, frees the seat for the next person waiting, and mails the refund in the person’s language', async () => {
    await course('vor-der-frist');
    const { bookingId, orderId } = await pay('ben', 'vor-der-frist');
    await as('cleo')(`mutation { bookEvent(slug: "vor-der-frist") { status } }`);
    const refundsBefore = provider.refunds().length;

    const cancelled = await as('ben')(CANCEL, { id: bookingId, expectRefund: true });
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data!.cancelBooking).toEqual({ id: bookingId, status: 'CANCELLED' });
    expect(await order(orderId)).toMatchObject({ status: 'REFUNDED', refundReason: 'BOOKING_CANCELLED' });
    expect(provider.refunds()).toHaveLength(refundsBefore + 1);
    // The seat is held for Cleo, who waited, with an order of her own.
    const [cleos] = await store.bookings.byUser(uid.cleo);
    expect(cleos).toMatchObject({ eventSlug: 'vor-der-frist', status: 'HELD' });
    // The refund's own mail; the credit note comes apart with its PDF (order-documents.ts).
    const refundMail = (await mails('ben')).findLast((mail) => mail.template === 'paymentRefunded')!;
    expect(refundMail).toBeDefined();
    expect(refundMail.message.subject).toMatch(/^Refund: /);
    expect(refundMail.message.text).toContain('You cancelled your booking before the cancellation deadline');
    expect(refundMail.message.text).toMatch(/€45\.00/);
    expect((await mails('cleo')).map((mail) => mail.template)).toContain('holdOffered');

    // Again: the booking is cancelled already; nothing is refunded twice, and the sweep finds nothing to do.
    expect(codes(await as('ben')(CANCEL, { id: bookingId }))).toEqual(['CONFLICT']);
    expect(await sweepPayments({ store, payments: provider, now: new Date() })).toMatchObject({ refunded: 0, failed: 0 });
    expect(provider.refunds()).toHaveLength(refundsBefore + 1);
  });

  it('refunds up to the last millisecond before the deadline, and not at it: the seat is given up and the mail says so', async () => {
    await course('an-der-frist', { capacity: 2 });
    const early = await pay('anna', 'an-der-frist');
    const late = await pay('cleo', 'an-der-frist');

    const promised = async (who: Who) =>
      ((await as(who)(`{ event(slug: "an-der-frist") { viewerBooking { refundOnCancel } } }`)).data!.event as { viewerBooking: { refundOnCancel: boolean } }).viewerBooking.refundOnCancel;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(deadline.getTime() - 1));
    expect(await promised('anna')).toBe(true);
    await as('anna')(CANCEL, { id: early.bookingId });
    expect((await order(early.orderId)).status).toBe('REFUNDED');

    vi.setSystemTime(deadline);
    expect(await promised('cleo')).toBe(false);
    // The page had promised a refund: refused, nothing changes, so that the person is asked again.
    const refused = await as('cleo')(CANCEL, { id: late.bookingId, expectRefund: true });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'CANCELLATION_DEADLINE_PASSED' });
    expect((await store.bookings.getByIds([late.bookingId]))[0]!.status).toBe('CONFIRMED');

    const given = await as('cleo')(CANCEL, { id: late.bookingId, expectRefund: false });
    expect(given.data!.cancelBooking).toMatchObject({ status: 'CANCELLED' });
    expect(await order(late.orderId)).toMatchObject({ status: 'COMPLETED' });
    const mail = (await mails('cleo')).at(-1)!;
    expect(mail.template).toBe('bookingCancelled');
    expect(mail.message.text).toMatch(/Die Stornofrist endete am .+; die bezahlten €\s45,00 werden daher nicht erstattet\./);
    expect((await store.events.getBySlugs(['an-der-frist']))[0]!.seatsLeft).toBe(2);
  });

  it('follows the organiser’s deadline: 0 hours refunds until the course begins', async () => {
    await course('bis-zum-beginn', { cancellationHours: 0 });
    const { bookingId, orderId } = await pay('anna', 'bis-zum-beginn');
    const seen = await as(null)(`{ event(slug: "bis-zum-beginn") { cancellationDeadline cancellationHoursBefore } }`);
    expect(seen.data!.event).toEqual({ cancellationDeadline: start.toISOString(), cancellationHoursBefore: 0 });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(start.getTime() - 60_000));
    await as('anna')(CANCEL, { id: bookingId, expectRefund: true });
    expect((await order(orderId)).status).toBe('REFUNDED');
  });

  it('lets nobody but the person and editors cancel; an editor’s cancellation before the deadline refunds too', async () => {
    await course('nur-selbst');
    const { bookingId, orderId } = await pay('anna', 'nur-selbst');
    expect(codes(await as(null)(CANCEL, { id: bookingId }))).toEqual(['UNAUTHENTICATED']);
    expect(codes(await as('ben')(CANCEL, { id: bookingId }))).toEqual(['FORBIDDEN']);
    // The organiser sees the booking but does not cancel it: they cancel the event, which refunds everyone.
    expect(codes(await as('olga')(CANCEL, { id: bookingId }))).toEqual(['FORBIDDEN']);
    expect((await order(orderId)).status).toBe('COMPLETED');
    // Whether cancelling refunds is the person's and the editors' business.
    const BOOKINGS = `{ event(slug: "nur-selbst") { bookings { refundOnCancel order { status amountCents } } } }`;
    // The organiser sees whether each booking is paid, not what cancelling would do.
    expect((await as('olga')(BOOKINGS)).data!.event).toEqual({ bookings: [{ refundOnCancel: null, order: { status: 'COMPLETED', amountCents: 4_500 } }] });
    expect((await as('eddie')(BOOKINGS)).data!.event).toEqual({ bookings: [{ refundOnCancel: true, order: { status: 'COMPLETED', amountCents: 4_500 } }] });
    expect((await as('ben')(BOOKINGS)).data!.event).toEqual({ bookings: null });
    await as('eddie')(CANCEL, { id: bookingId });
    expect((await order(orderId)).status).toBe('REFUNDED');
  });
});

describe('cancelling a seat held for payment', () => {
  /** Books a seat of `slug` (held, not paid) and opens its checkout; answers the booking's and the order's ids. */
  async function hold(who: Who, slug: string): Promise<{ bookingId: string; orderId: string }> {
    const booked = await as(who)(`mutation ($slug: ID!) { bookEvent(slug: $slug) { id status } }`, { slug });
    expect(booked.data!.bookEvent).toMatchObject({ status: 'HELD' });
    const bookingId = (booked.data!.bookEvent as { id: string }).id;
    const [booking] = await store.bookings.getByIds([bookingId]);
    const started = await as(who)(`mutation ($id: ID!) { startCheckout(orderId: $id) { order { id } } }`, { id: booking!.orderId });
    expect(started.errors).toBeUndefined();
    return { bookingId, orderId: booking!.orderId! };
  }

  it('ends the checkout at the provider, cancels the order and holds the seat for the next person waiting', async () => {
    await course('gehalten');
    const { bookingId, orderId } = await hold('anna', 'gehalten');
    await as('cleo')(`mutation { bookEvent(slug: "gehalten") { status } }`);

    const cancelled = await as('anna')(CANCEL, { id: bookingId });
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data!.cancelBooking).toEqual({ id: bookingId, status: 'CANCELLED' });
    const given = await order(orderId);
    // The test provider sends its checkout.session.expired event at once, which may end the order before the cancel does.
    expect(['CANCELLED', 'EXPIRED']).toContain(given.status);
    expect(provider.session(given.sessionId!)?.status).toBe('expired');
    const cleos = (await store.bookings.byEvent('gehalten')).find((booking) => booking.uid === uid.cleo);
    expect(cleos).toMatchObject({ status: 'HELD' });
  });

  it('keeps the seat of a person who paid before the checkout could be ended', async () => {
    await course('schon-bezahlt');
    const { bookingId, orderId } = await hold('ben', 'schon-bezahlt');
    // Paid at the provider, its webhook not yet arrived: the order still holds the seat.
    await provider.act((await order(orderId)).sessionId!, 'pay', { deliver: false });

    const cancelled = await as('ben')(CANCEL, { id: bookingId });
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data!.cancelBooking).toEqual({ id: bookingId, status: 'CONFIRMED' });
    expect(await order(orderId)).toMatchObject({ status: 'COMPLETED' });
  });
});

describe('the organiser’s deadline and VAT line in the event form', () => {
  const CREATE = `mutation ($input: EventInput!) { createEvent(input: $input) { slug cancellationHoursBefore cancellationDeadline vatNote startsAt } }`;
  const input = (fields: Record<string, unknown> = {}) => ({
    title: 'Töpfern mit Frist',
    description: 'Ein Abend an der Scheibe.',
    crafts: [template.craftSlugs[0]],
    venue: template.venueSlug,
    startsAtLocal: '2027-03-10T18:00',
    durationMinutes: 120,
    priceCents: 4_500,
    capacity: 6,
    level: 'BEGINNER',
    materialsIncluded: true,
    ...fields,
  });

  it('defaults to 48 hours, keeps what the organiser sets, and refuses values out of range', async () => {
    const plain = await as('olga')(CREATE, { input: input() });
    expect(plain.errors).toBeUndefined();
    const [made] = plain.data!.createEvent as { cancellationHoursBefore: number; cancellationDeadline: string; vatNote: string | null; startsAt: string }[];
    expect(made).toMatchObject({ cancellationHoursBefore: 48, vatNote: null });
    expect(new Date(made!.startsAt).getTime() - new Date(made!.cancellationDeadline).getTime()).toBe(48 * HOUR);

    const set = await as('olga')(CREATE, { input: input({ cancellationHoursBefore: 168, vatNote: '  Preis inkl. 20 % USt ' }) });
    expect((set.data!.createEvent as unknown[])[0]).toMatchObject({ cancellationHoursBefore: 168, vatNote: 'Preis inkl. 20 % USt' });

    expect(fieldsOf(await as('olga')(CREATE, { input: input({ cancellationHoursBefore: -1 }) }))).toEqual([{ field: 'input.cancellationHoursBefore', code: 'OUT_OF_RANGE' }]);
    expect(fieldsOf(await as('olga')(CREATE, { input: input({ cancellationHoursBefore: 721 }) }))).toEqual([{ field: 'input.cancellationHoursBefore', code: 'OUT_OF_RANGE' }]);
    expect(fieldsOf(await as('olga')(CREATE, { input: input({ vatNote: 'x'.repeat(121) }) }))).toEqual([{ field: 'input.vatNote', code: 'TOO_LONG' }]);
  });
});
