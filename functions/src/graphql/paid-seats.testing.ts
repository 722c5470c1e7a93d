// Test helper: the whole API with the built-in test provider, whose signed events are verified and applied by kind
// as the webhook handler does (payments/webhook-routes.ts, tested there), and the platform's fee set; the people who
// use it; and the steps of selling a seat: an organiser onboarded and their paid course approved, a seat booked and
// paid at the test checkout. For the GraphQL tests of organisers' money (payouts, invoice documents).
import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { PlatformFee } from '../domain/payouts.js';
import type { EventRecord, SiteRole } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import type { IdentityProvider } from '../identity/identity.js';
import { openEmbeddedLiveBus } from '../live/embedded.js';
import { testPaymentProvider, type TestPaymentProvider } from '../payments/test-provider.js';
import { applyProviderEvent } from '../services/order-changes.js';
import { applyAccountEvent, applyPayoutEvent } from '../services/payouts.js';
import { events as fixtureEvents } from '../../test/fixtures.scenarios.js';
import { buildInfo, openSeededStore, sessionHeaders, signUpPeople } from './api.testing.js';
import { createGraphQLApi } from './server.js';

const HOUR = 3_600_000;
const template = fixtureEvents.find((event) => event.slug === 'kurs-1')!;

/** Sold by a Kleinunternehmer in Vienna, as the organisers of these tests are. */
export const SMALL_BUSINESS_SELLER = { vatKind: 'SMALL_BUSINESS', name: 'Olgas Töpferstube', street: 'Neubaugasse 12', postalCode: '1070', city: 'Wien', country: 'AT' };

/**
 * Opens the store, signs `people` up and serves the API with the test provider and `fee` for the suite (beforeAll,
 * afterAll); the returned object is filled once the suite has begun.
 */
export function usePaidSeatsApi<Name extends string>(people: Record<Name, { role: SiteRole }>, fee: PlatformFee) {
  const opened = {
    uid: {} as Record<Name, string>,
    cookies: {} as Record<Name, string>,
  } as {
    store: Store;
    identity: IdentityProvider;
    provider: TestPaymentProvider;
    api: Awaited<ReturnType<typeof createGraphQLApi>>;
    uid: Record<Name, string>;
    cookies: Record<Name, string>;
  };
  beforeAll(async () => {
    ({ store: opened.store, identity: opened.identity } = await openSeededStore());
    const { store } = opened;
    await signUpPeople(store, opened.identity, people, opened.uid, opened.cookies);
    const provider = (opened.provider = testPaymentProvider({ webhookSecret: 'whsec_local', siteUrl: () => 'http://localhost:3000' }));
    provider.deliverTo(async (body, signature) => {
      const event = provider.verifyWebhook(body, signature);
      const work = { store, payments: provider, now: new Date() };
      if (!event || 'subscription' in event) return;
      if ('account' in event) await applyAccountEvent(work, event);
      else if ('payout' in event) await applyPayoutEvent(work, event);
      else await applyProviderEvent(work, event);
    });
    opened.api = await createGraphQLApi({ store, identity: opened.identity, buildInfo, live: openEmbeddedLiveBus(), payments: provider, platformFee: fee });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await opened.api.stop();
    await opened.store.close();
  });

  /** A GraphQL operation as `who` (null: signed out). */
  const as = (who: Name | null) => (query: string, variables?: Record<string, unknown>) => opened.api.execute({ query, variables }, sessionHeaders(who ? opened.cookies[who] : undefined));

  /** A draft course of `owner`'s, 72 hours ahead, paid (`priceCents`) or free. */
  async function draftCourse(owner: Name, slug: string, priceCents: number, fields: Partial<EventRecord> = {}): Promise<void> {
    const start = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 72 * HOUR);
    const end = new Date(start.getTime() + 3 * HOUR);
    const record: EventRecord = {
      ...template,
      slug,
      capacity: 4,
      seatsLeft: 4,
      startsAt: start,
      endsAt: end,
      sessions: [{ startsAt: start, endsAt: end }],
      price: { amountCents: priceCents, currency: 'EUR' },
      ownerUid: opened.uid[owner],
      review: 'DRAFT',
      published: false,
      ...fields,
    };
    await opened.store.write([{ put: 'event', record }]);
  }

  /** `organiser` gives their seller details and goes through the test provider's onboarding; answers the account id. */
  async function onboard(organiser: Name, seller: Record<string, unknown> = SMALL_BUSINESS_SELLER): Promise<string> {
    const started = await as(organiser)('mutation ($input: SellerInput!) { startPayoutOnboarding(input: $input) { account { status } } }', { input: seller });
    expect(started.errors).toBeUndefined();
    const { accountId } = (await opened.store.payouts.account(opened.uid[organiser]))!;
    await opened.provider.onboard(accountId, 'submit');
    await opened.provider.onboard(accountId, 'verify');
    return accountId;
  }

  /** Books and pays a seat of `slug` as `who` through the API and the test provider's checkout; answers the order id. */
  async function paySeat(who: Name, slug: string): Promise<string> {
    const booked = await as(who)('mutation ($slug: ID!) { bookEvent(slug: $slug) { id } }', { slug });
    expect(booked.errors).toBeUndefined();
    const [booking] = await opened.store.bookings.getByIds([(booked.data!.bookEvent as { id: string }).id]);
    expect((await as(who)('mutation ($id: ID!) { startCheckout(orderId: $id) { checkoutUrl } }', { id: booking!.orderId })).errors).toBeUndefined();
    const [order] = await opened.store.orders.getByIds([booking!.orderId!]);
    await opened.provider.act(order!.sessionId!, 'pay');
    return order!.id;
  }

  return { opened, as, draftCourse, onboard, paySeat };
}
