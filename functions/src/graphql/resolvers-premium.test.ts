// Premium through the whole API (createGraphQLApi over a seeded embedded store and the test provider): only a
// venue's owner opens a checkout, its state is for owners and editors, a paid period features the venue for
// everyone, and cancelling keeps it to the period end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileRecord, SiteRole, VenueRecord } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import type { IdentityProvider } from '../identity/identity.js';
import { openEmbeddedLiveBus } from '../live/embedded.js';
import { testPaymentProvider, type TestPaymentProvider } from '../payments/test-provider.js';
import { applySubscriptionEvent } from '../services/premium.js';
import { buildInfo, codes, openSeededStore, sessionHeaders, signUpPeople, type GraphQLApi } from './api.testing.js';
import { createGraphQLApi } from './server.js';

let store: Store;
let identity: IdentityProvider;
let api: GraphQLApi;
let venue: VenueRecord;
let provider: TestPaymentProvider;

type Name = 'olga' | 'ulli' | 'eddie';
const people: Record<Name, { role: SiteRole } & Partial<ProfileRecord>> = { olga: { role: 'USER' }, ulli: { role: 'USER' }, eddie: { role: 'EDITOR' } };
const uid = {} as Record<Name, string>;
const cookies = {} as Record<Name, string>;

beforeAll(async () => {
  ({ store, identity } = await openSeededStore());
  await signUpPeople(store, identity, people, uid, cookies);
  venue = (await store.venues.list({}, { first: 1 })).items[0]!;
  await store.venues.upsertMany([{ ...venue, ownerUids: [uid.olga] }]);
  provider = testPaymentProvider({ siteUrl: () => 'http://localhost:3000' });
  // What the webhook route does with a subscription's events (payments/webhook-routes.ts), without the route.
  provider.deliverTo(async (body, signature) => {
    const event = provider.verifyWebhook(body, signature);
    if (event && 'subscription' in event) await applySubscriptionEvent({ store, now: new Date() }, event);
  });
  api = await createGraphQLApi({ store, identity, buildInfo, live: openEmbeddedLiveBus(), payments: provider });
});

afterAll(async () => {
  await api.stop();
  await identity.close();
  await store.close();
});

const as = (who: Name | null) => (query: string, variables?: Record<string, unknown>) => api.execute({ query, variables }, sessionHeaders(who ? cookies[who] : undefined));
const BUY = `mutation ($venue: ID!, $plan: String!) { startPremiumCheckout(venueSlug: $venue, plan: $plan) { checkoutUrl premium { status plan featured } } }`;
const CANCEL = `mutation ($venue: ID!) { cancelPremium(venueSlug: $venue) { status featured cancelAtPeriodEnd currentPeriodEnd } }`;
const FEATURED = `query ($filter: VenueFilter) { featuredVenues(filter: $filter) { node { slug } distanceKm } }`;
const VENUE = `query ($venue: ID!) { venue(slug: $venue) { featured premium { status plan featured cancelAtPeriodEnd currentPeriodEnd } } }`;

describe('Premium', () => {
  it('lets only an owner buy, shows the state to owners and editors, features the paid venue and cancels at the period end', async () => {
    expect(codes(await as(null)(BUY, { venue: venue.slug, plan: 'premium-monthly' }))).toEqual(['UNAUTHENTICATED']);
    expect(codes(await as('ulli')(BUY, { venue: venue.slug, plan: 'premium-monthly' }))).toEqual(['FORBIDDEN']);
    expect(codes(await as('eddie')(BUY, { venue: venue.slug, plan: 'premium-monthly' }))).toEqual(['FORBIDDEN']);
    expect(codes(await as('olga')(BUY, { venue: venue.slug, plan: 'premium-gratis' }))).toEqual(['BAD_USER_INPUT']);

    const bought = await as('olga')(BUY, { venue: venue.slug, plan: 'premium-yearly' });
    expect(bought.errors).toBeUndefined();
    const start = (bought.data as { startPremiumCheckout: { checkoutUrl: string; premium: unknown } }).startPremiumCheckout;
    expect(start.premium).toEqual({ status: 'PENDING', plan: 'premium-yearly', featured: false });
    await provider.act(new URL(start.checkoutUrl).searchParams.get('session')!, 'pay');

    const seen = async (who: Name | null) => ((await as(who)(VENUE, { venue: venue.slug })).data as { venue: { featured: boolean; premium: Record<string, unknown> | null } }).venue;
    expect(await seen(null)).toEqual({ featured: true, premium: null });
    expect(await seen('ulli')).toEqual({ featured: true, premium: null });
    expect((await seen('olga')).premium).toMatchObject({ status: 'ACTIVE', plan: 'premium-yearly', featured: true, cancelAtPeriodEnd: false });
    expect((await seen('eddie')).premium).toMatchObject({ status: 'ACTIVE' });
    // The paid period's invoice, with where its PDF is downloaded, for the owner and editors.
    const INVOICES = `query ($venue: ID!) { venue(slug: $venue) { premium { invoices { number issuedAt periodStart periodEnd amountCents currency pdfUrl } } } }`;
    const invoices = async (who: Name) => ((await as(who)(INVOICES, { venue: venue.slug })).data as { venue: { premium: { invoices: Record<string, unknown>[] } | null } }).venue.premium?.invoices ?? null;
    const [invoice] = (await invoices('olga'))!;
    expect(invoice).toMatchObject({ number: 'P-000001', amountCents: 28_800, currency: 'EUR', pdfUrl: `/invoices/premium/${venue.slug}/P-000001.pdf` });
    expect(new Date(invoice!.periodEnd as string).getTime()).toBeGreaterThan(new Date(invoice!.periodStart as string).getTime());
    expect(await invoices('eddie')).toEqual([invoice]);
    expect(await invoices('ulli')).toBeNull();
    // Editors list every venue's Premium invoices in /admin, with the venue and the buyer (none given at this
    // checkout); nobody else does.
    const ALL = '{ premiumInvoices { totalCount invoices { number pdfUrl venue { slug } buyerName } } }';
    expect((await as('eddie')(ALL)).data).toEqual({ premiumInvoices: { totalCount: 1, invoices: [{ number: 'P-000001', pdfUrl: invoice!.pdfUrl, venue: { slug: venue.slug }, buyerName: null }] } });
    expect(codes(await as('olga')(ALL))).toEqual(['FORBIDDEN']);
    expect(codes(await as(null)(ALL))).toEqual(['UNAUTHENTICATED']);

    // The lists feature it under their own filters only, and say so even when the venue is cancelled to the period end.
    const featuredIn = async (filter: Record<string, unknown>) =>
      ((await as(null)(FEATURED, { filter })).data as { featuredVenues: { node: { slug: string } }[] }).featuredVenues.map((hit) => hit.node.slug);
    const otherCraft = (await store.crafts.listAll()).find((craft) => !venue.craftSlugs.includes(craft.slug))!.slug;
    expect(await featuredIn({ city: venue.citySlug })).toEqual([venue.slug]);
    expect(await featuredIn({ city: venue.citySlug, craft: venue.craftSlugs[0] })).toEqual([venue.slug]);
    expect(await featuredIn({ craft: otherCraft })).toEqual([]);
    expect(await featuredIn({ placePostalCodes: ['9999'] })).toEqual([]);
    const events = (await as(null)(`{ featuredEvents { node { venue { slug } } } }`)).data as { featuredEvents: { node: { venue: { slug: string } } }[] };
    expect(events.featuredEvents.map((hit) => hit.node.venue.slug)).toEqual((await store.events.upcomingByVenues([venue.slug], new Date(), 1)).get(venue.slug)?.length ? [venue.slug] : []);

    expect(codes(await as('ulli')(CANCEL, { venue: venue.slug }))).toEqual(['FORBIDDEN']);
    const cancelled = await as('olga')(CANCEL, { venue: venue.slug });
    expect(cancelled.errors).toBeUndefined();
    expect((cancelled.data as { cancelPremium: unknown }).cancelPremium).toMatchObject({ status: 'ACTIVE', featured: true, cancelAtPeriodEnd: true });

    await provider.endSubscription(provider.subscription(venue.slug)!.id);
    expect(await seen(null)).toEqual({ featured: false, premium: null });
    expect((await seen('olga')).premium).toMatchObject({ status: 'ENDED', featured: false });
    expect(await featuredIn({ city: venue.citySlug })).toEqual([]);
  });
});
