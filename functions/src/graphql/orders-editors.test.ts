// The editors' view of orders through the whole API with the built-in test provider: the list (newest first, by
// group of states, paged, with the person and the log), closed to everyone else; a refund with a reason frees the
// seat; a refund that failed for good is tried again without mailing the person twice.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REFUND_ATTEMPTS } from '../domain/payments.js';
import type { SiteRole } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import type { IdentityProvider } from '../identity/identity.js';
import { events as fixtureEvents } from '../../test/fixtures.scenarios.js';
import { openEmbeddedLiveBus } from '../live/embedded.js';
import { testPaymentProvider, type TestPaymentProvider } from '../payments/test-provider.js';
import { applyProviderEvent } from '../services/order-changes.js';
import { sweepPayments } from '../services/payment-sweep.js';
import { buildInfo, codes, giveActivePayoutAccount, openSeededStore, sessionHeaders, signUpPeople } from './api.testing.js';
import { createGraphQLApi } from './server.js';

const PEOPLE = {
  anna: { role: 'USER' },
  ben: { role: 'USER' },
  olga: { role: 'USER' },
  eddie: { role: 'EDITOR' },
} as const satisfies Record<string, { role: SiteRole }>;
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
const start = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 72 * HOUR);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'magazin-orders-editors-'));
  ({ store, identity } = await openSeededStore());
  await signUpPeople(store, identity, PEOPLE, uid, cookies);
  provider = testPaymentProvider({ file: join(dir, 'test-payments.json'), webhookSecret: 'whsec_local', siteUrl: () => 'http://localhost:3000', now: () => new Date() });
  // Olga's paid courses are sold in her name, through her payout account.
  await giveActivePayoutAccount(store, uid.olga, provider);
  provider.deliverTo(async (body, signature) => {
    const event = provider.verifyWebhook(body, signature);
    if (event && 'session' in event) await applyProviderEvent({ store, payments: provider, now: new Date() }, event);
  });
  api = await createGraphQLApi({ store, identity, buildInfo, live: openEmbeddedLiveBus(), payments: provider });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const length = template.endsAt.getTime() - template.startsAt.getTime();
  const end = new Date(start.getTime() + length);
  await store.write([
    {
      put: 'event',
      record: {
        ...template,
        slug: 'bezahlkurs',
        capacity: 3,
        seatsLeft: 3,
        startsAt: start,
        endsAt: end,
        sessions: [{ startsAt: start, endsAt: end }],
        price: { amountCents: 4_500, currency: 'EUR' },
        ownerUid: uid.olga,
        review: 'PUBLISHED',
      },
    },
  ]);
});

afterAll(async () => {
  vi.restoreAllMocks();
  await api.stop();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const as = (who: Who | null) => (query: string, variables?: Record<string, unknown>) => api.execute({ query, variables }, sessionHeaders(who ? cookies[who] : undefined));

async function book(who: Who): Promise<string> {
  const booked = await as(who)(`mutation { bookEvent(slug: "bezahlkurs") { id } }`);
  const [booking] = await store.bookings.getByIds([(booked.data!.bookEvent as { id: string }).id]);
  return booking!.orderId!;
}

async function pay(who: Who): Promise<string> {
  const orderId = await book(who);
  await as(who)(`mutation ($id: ID!) { startCheckout(orderId: $id) { checkoutUrl } }`, { id: orderId });
  const [order] = await store.orders.getByIds([orderId]);
  await provider.act(order!.sessionId!, 'pay');
  return orderId;
}

const ORDERS = `query ($status: OrderStatusGroup, $first: Int, $offset: Int) {
  orders(status: $status, first: $first, offset: $offset) {
    totalCount
    orders { id status amountCents person { name email } event { slug } log { to note } }
  }
}`;
type Listed = { totalCount: number; orders: { id: string; status: string; person: { name: string; email: string } | null; log: { to: string; note: string }[] | null }[] };
const REFUND = `mutation ($id: ID!, $reason: String!) { refundOrder(orderId: $id, reason: $reason) { id status refundReason } }`;
const seatsLeft = async () => (await store.events.getBySlugs(['bezahlkurs']))[0]!.seatsLeft;

describe('orders for the editors', () => {
  it('lists every order newest first, or one group of states, paged, with the person and the log; nobody else sees the list', async () => {
    const annas = await pay('anna');
    const bens = await book('ben');
    const all = await as('eddie')(ORDERS);
    expect(all.errors).toBeUndefined();
    const listed = all.data!.orders as Listed;
    expect(listed.totalCount).toBe(2);
    expect(listed.orders.map((order) => [order.id, order.status])).toEqual([
      [bens, 'RESERVED'],
      [annas, 'COMPLETED'],
    ]);
    expect(listed.orders[1]!.person).toEqual({ name: 'anna', email: 'anna@example.org' });
    expect(listed.orders[1]!.log!.map((entry) => entry.to)).toEqual(['RESERVED', 'AWAITING_PAYMENT', 'COMPLETED']);
    const paid = (await as('eddie')(ORDERS, { status: 'PAID' })).data!.orders as Listed;
    expect(paid.orders.map((order) => order.id)).toEqual([annas]);
    const open = (await as('eddie')(ORDERS, { status: 'OPEN', first: 1, offset: 0 })).data!.orders as Listed;
    expect([open.totalCount, open.orders.map((order) => order.id)]).toEqual([1, [bens]]);
    expect(((await as('eddie')(ORDERS, { status: 'ENDED' })).data!.orders as Listed).orders).toEqual([]);
    expect(codes(await as('eddie')(ORDERS, { first: 51 }))).toEqual(['BAD_USER_INPUT']);
    expect(codes(await as('anna')(ORDERS))).toEqual(['FORBIDDEN']);
    expect(codes(await as(null)(ORDERS))).toEqual(['UNAUTHENTICATED']);
    // Anna's own order tells her neither the log nor who she is to the editors.
    const own = await as('anna')(`query ($id: ID!) { order(id: $id) { status person { name } log { to } } }`, { id: annas });
    expect(own.data!.order).toEqual({ status: 'COMPLETED', person: null, log: null });
  });

  it('refunds a paid order with the reason, frees the seat, and tries a refund that failed for good again without a second mail', async () => {
    // Ben's seat is still held from the test before: he pays for it now.
    const orderId = await pay('ben');
    const seats = await seatsLeft();
    expect(codes(await as('eddie')(REFUND, { id: orderId, reason: ' ' }))).toEqual(['BAD_USER_INPUT']);
    expect(codes(await as('anna')(REFUND, { id: orderId, reason: 'Kulanz' }))).toEqual(['FORBIDDEN']);

    // The provider refuses every refund: the first attempt here, the rest by the sweep, until the order gives up.
    const refund = vi.spyOn(provider, 'refund').mockRejectedValue(new Error('card expired'));
    const refused = await as('eddie')(REFUND, { id: orderId, reason: 'Kurs verschoben' });
    expect(refused.data!.refundOrder).toMatchObject({ status: 'REFUND_PENDING', refundReason: 'Kurs verschoben' });
    expect(await seatsLeft()).toBe(seats + 1);
    for (let attempt = 2; attempt <= REFUND_ATTEMPTS; attempt++) await sweepPayments({ store, payments: provider, now: new Date() });
    const failed = (await as('eddie')(ORDERS, { status: 'REFUNDS' })).data!.orders as Listed;
    expect(failed.orders.find((order) => order.id === orderId)?.status).toBe('REFUND_FAILED');
    const mailsBefore = (await store.mail.list({ to: 'ben@example.org' }, 20)).filter((mail) => mail.template === 'paymentRefunded');
    expect(mailsBefore).toHaveLength(1);

    refund.mockRestore();
    const retried = await as('eddie')(REFUND, { id: orderId, reason: 'Neue Karte hinterlegt' });
    expect(retried.errors).toBeUndefined();
    expect(retried.data!.refundOrder).toMatchObject({ status: 'REFUNDED', refundReason: 'Kurs verschoben' });
    const [order] = await store.orders.getByIds([orderId]);
    expect(order!.log.map((entry) => entry.note)).toContain('refund retried: Neue Karte hinterlegt');
    expect((await store.mail.list({ to: 'ben@example.org' }, 20)).filter((mail) => mail.template === 'paymentRefunded')).toHaveLength(1);
    expect(await seatsLeft()).toBe(seats + 1);
    // Refunded: nothing more to refund.
    expect(codes(await as('eddie')(REFUND, { id: orderId, reason: 'Noch einmal' }))).toEqual(['CONFLICT']);
  });
});
