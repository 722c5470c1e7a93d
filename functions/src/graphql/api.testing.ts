// Test helper: the whole API (createGraphQLApi) over an embedded in-memory store with the test scenario
// (test/fixtures.scenarios.ts) and the embedded identity, and the people who use it, for the GraphQL tests.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll } from 'vitest';
import type { PayoutAccountRecord } from '../domain/payouts.js';
import type { ProfileRecord, SiteRole } from '../domain/records.js';
import type { TestPaymentProvider } from '../payments/test-provider.js';
import type { Store } from '../domain/repositories.js';
import { createEmbeddedIdentity } from '../identity/embedded.js';
import type { IdentityProvider } from '../identity/identity.js';
import type { GraphQLResult } from '../http/graphql-payloads.js';
import { embeddedDatabase, openEmbeddedStore } from '../store/embedded/store.js';
import { seedScenario } from '../../test/fixtures.scenarios.js';
import { createGraphQLApi } from './server.js';
import { openEmbeddedLiveBus } from '../live/embedded.js';

export const buildInfo = { buildId: 'test-build', builtAt: new Date('2026-11-22T12:00:00.000Z') };

export type GraphQLApi = Awaited<ReturnType<typeof createGraphQLApi>>;

/** A fresh in-memory store seeded with the test scenario, and the embedded identity over it. */
export async function openSeededStore(): Promise<{ store: Store; identity: IdentityProvider }> {
  const store = openEmbeddedStore({ file: ':memory:' });
  await seedScenario(store);
  return { store, identity: createEmbeddedIdentity(embeddedDatabase(store)!) };
}

/**
 * Gives the organiser `uid` an active payout account (as if onboarded), so that their paid courses can be published,
 * booked and paid; with the test provider, it knows the account too (destination charges need it).
 */
export async function giveActivePayoutAccount(store: Store, uid: string, provider?: TestPaymentProvider): Promise<PayoutAccountRecord> {
  const now = new Date();
  const account: PayoutAccountRecord = {
    uid,
    provider: 'test',
    accountId: `acct_test_${uid.replaceAll(/[^a-zA-Z0-9]/g, '')}`,
    status: 'ACTIVE',
    chargesEnabled: true,
    payoutsEnabled: true,
    requirementsDue: [],
    disabledReason: null,
    seller: { name: `Organiser ${uid}`, address: ['Neubaugasse 1', '1070 Wien'], country: 'AT', email: `${uid}@example.org`, vat: { kind: 'SMALL_BUSINESS' } },
    createdAt: now,
    updatedAt: now,
  };
  await store.payouts.saveAccount(account);
  provider?.ensureAccount(account.accountId, { uid, email: account.seller.email, active: true });
  return account;
}

/** The API over `store` (the seeded one, or a stand-in that records or fails its calls) with the test build. */
export function apiOver(store: Store, identity: IdentityProvider): Promise<GraphQLApi> {
  return createGraphQLApi({ store, identity, buildInfo, live: openEmbeddedLiveBus() });
}

/** The API with these parts, served over real HTTP on a free local port (streams need a real socket). */
export async function serveApiOverHttp(deps: Parameters<typeof createGraphQLApi>[0]): Promise<{ base: string; api: GraphQLApi; close(): Promise<void> }> {
  const api = await createGraphQLApi(deps);
  const server = express().use(api.router).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    api,
    async close() {
      server.closeAllConnections();
      server.close();
      await api.stop();
    },
  };
}

/**
 * Call at the top of a test file: the API over a fresh seeded store for the file's tests, closed after them.
 * `run` sends one operation with the given request headers.
 */
export function useSeededApi() {
  const opened = {} as { store: Store; identity: IdentityProvider; api: GraphQLApi };
  beforeAll(async () => {
    Object.assign(opened, await openSeededStore());
    opened.api = await apiOver(opened.store, opened.identity);
  });
  afterAll(async () => {
    await opened.api.stop();
    await opened.store.close();
  });
  return {
    opened,
    run: (query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) => opened.api.execute({ query, variables }, headers),
  };
}

/**
 * Signs `name` up as name@example.org; their profile (`fields` over a German-speaking person who chose no crafts),
 * not yet written to the store, and the session cookie to sign their requests with.
 */
export async function signUpPerson(
  identity: IdentityProvider,
  name: string,
  fields: { role: SiteRole } & Partial<ProfileRecord>,
): Promise<{ profile: ProfileRecord; cookie: string }> {
  const { user, session } = await identity.signUp(`${name}@example.org`, 'geheim-123');
  const at = new Date('2026-11-01T09:00:00.000Z');
  const profile: ProfileRecord = { uid: user.uid, email: user.email, name, favouriteCraftSlugs: [], locale: 'de', trustedOrganiser: false, createdAt: at, updatedAt: at, ...fields };
  return { profile, cookie: session.cookie };
}

/**
 * Signs up everyone of `people` (as signUpPerson) and writes their profiles in one batch; fills `uid` and `cookies`
 * by name, which the test files keep as their own records.
 */
export async function signUpPeople<Name extends string>(
  store: Store,
  identity: IdentityProvider,
  people: Record<Name, { role: SiteRole } & Partial<ProfileRecord>>,
  uid: Record<Name, string>,
  cookies: Record<Name, string>,
): Promise<void> {
  const profiles: ProfileRecord[] = [];
  for (const [name, fields] of Object.entries(people) as [Name, { role: SiteRole } & Partial<ProfileRecord>][]) {
    const { profile, cookie } = await signUpPerson(identity, name, fields);
    uid[name] = profile.uid;
    cookies[name] = cookie;
    profiles.push(profile);
  }
  await store.write(profiles.map((record) => ({ put: 'profile', record })));
}

/** Request headers carrying this session cookie; none for a signed-out visitor. */
export const sessionHeaders = (cookie: string | undefined): Record<string, string> => (cookie ? { cookie: `__session=${encodeURIComponent(cookie)}` } : {});

/** The error codes of a result, in order. */
export const codes = (result: GraphQLResult) => (result.errors ?? []).map((error) => error.extensions?.code);

/** The field errors (BAD_USER_INPUT) of a result's first error. */
export const fieldsOf = (result: GraphQLResult) => result.errors?.[0]?.extensions?.fields;
