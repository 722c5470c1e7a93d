// Stream tickets through the whole API over HTTP: a page of the site's origin asks /graphql for a ticket with its
// session cookie, then opens the viewer's notices stream without a cookie, as it does at the function's own URL in
// production. A ticket signs in subscriptions at /graphql/stream only; /graphql, queries and mutations ignore it.
import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { events as scenarioEvents } from '../../test/fixtures.scenarios.js';
import type { LiveBus } from '../domain/live.js';
import type { EventRecord } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import type { GraphQLResult } from '../http/graphql-payloads.js';
import { createStreamTickets, perProcessStreamTickets, STREAM_TICKET_TTL_MS } from '../http/stream-tickets.js';
import type { IdentityProvider } from '../identity/identity.js';
import { openEmbeddedLiveBus } from '../live/embedded.js';
import { giveActivePayoutAccount, openSeededStore, serveApiOverHttp, sessionHeaders, signUpPerson } from './api.testing.js';
import { STREAM_PATH } from './stream.js';

const SITE = 'http://site.test';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let store: Store;
let identity: IdentityProvider;
let live: LiveBus;
let base: string;
let close: () => Promise<void>;
const cookies = {} as Record<'anna' | 'olga' | 'dora', string>;
const uids = {} as Record<'anna' | 'olga' | 'dora', string>;

beforeAll(async () => {
  vi.stubEnv('SITE_URL', SITE);
  ({ store, identity } = await openSeededStore());
  live = openEmbeddedLiveBus();
  for (const [name, fields] of [
    ['anna', { role: 'USER' }],
    ['olga', { role: 'USER', trustedOrganiser: true }],
    ['dora', { role: 'USER' }],
  ] as const) {
    const { profile, cookie } = await signUpPerson(identity, `${name}-ticket`, fields);
    await store.write([{ put: 'profile', record: profile }]);
    cookies[name] = cookie;
    uids[name] = profile.uid;
  }
  await giveActivePayoutAccount(store, uids.olga);
  ({ base, close } = await serveApiOverHttp({ store, identity, live, buildInfo: { buildId: 'test', builtAt: new Date() } }));
});

afterAll(async () => {
  await close();
  await live.close();
  await store.close();
  vi.unstubAllEnvs();
});

/** One operation at /graphql with these request headers. */
async function post(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<GraphQLResult> {
  const response = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
  return (await response.json()) as GraphQLResult;
}

/** The ticket a page of the site gets from /graphql with the person's session cookie. */
async function ticketOf(cookie: string): Promise<{ ticket: string; expiresAt: string }> {
  const result = await post('{ liveStreamTicket { ticket expiresAt } }', {}, sessionHeaders(cookie));
  expect(result.errors).toBeUndefined();
  return (result.data as { liveStreamTicket: { ticket: string; expiresAt: string } }).liveStreamTicket;
}

/** The first result of `query` at /graphql/stream, sent as a page of SITE would send it: with the ticket, no cookie. */
async function firstAtStream(query: string, ticket: string | null): Promise<GraphQLResult> {
  const client = createClient({ url: base + STREAM_PATH, headers: { origin: SITE, ...(ticket ? { 'live-ticket': ticket } : {}) }, retryAttempts: 0 });
  try {
    return (await client.iterate({ query }).next()).value as GraphQLResult;
  } finally {
    client.dispose();
  }
}

const code = (result: GraphQLResult) => result.errors?.[0]?.extensions?.code;
const NOTICES = 'subscription { radarNotices { reason event { slug } } }';

describe('Query.liveStreamTicket', () => {
  it('gives a signed-in person a ticket for ten minutes, and a signed-out visitor none', async () => {
    const before = Date.now();
    const { ticket, expiresAt } = await ticketOf(cookies.anna);
    expect(ticket).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(Date.parse(expiresAt) - before).toBeGreaterThanOrEqual(STREAM_TICKET_TTL_MS - 1000);
    expect(Date.parse(expiresAt) - before).toBeLessThanOrEqual(STREAM_TICKET_TTL_MS + 1000);
    const signedOut = await post('{ liveStreamTicket { ticket } }');
    expect(code(signedOut)).toBe('UNAUTHENTICATED');
  });
});

describe('a ticket at /graphql/stream', () => {
  it('lets the site’s origin send it: the preflight allows the header, with credentials', async () => {
    const response = await fetch(base + STREAM_PATH, {
      method: 'OPTIONS',
      headers: { origin: SITE, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,live-ticket' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('live-ticket');
  });

  it('signs the viewer’s notices stream in without a cookie: the snapshot, then a new match', async () => {
    const saved = await post(
      'mutation { saveRadarAlert(input: { crafts: ["toepfern-keramik"] }) { id } }',
      {},
      sessionHeaders(cookies.anna),
    );
    expect(saved.errors).toBeUndefined();
    const { ticket } = await ticketOf(cookies.anna);
    const client = createClient({ url: base + STREAM_PATH, headers: { origin: SITE, 'live-ticket': ticket }, retryAttempts: 0 });
    type Notices = { radarNotices: { reason: string; event: { slug: string } }[] };
    const notices = client.iterate<Notices>({ query: NOTICES });
    try {
      const snapshot = (await notices.next()).value!;
      expect(snapshot.errors).toBeUndefined();
      expect(snapshot.data!.radarNotices).toEqual([]);

      // Olga publishes a pottery course; Anna's stream announces it.
      const startsAt = new Date(Math.floor(Date.now() / DAY) * DAY + 5 * DAY + 17 * HOUR);
      const endsAt = new Date(startsAt.getTime() + 2 * HOUR);
      const template = scenarioEvents.find((event) => event.venueSlug === 'tonwerk')!;
      const record: EventRecord = { ...template, slug: 'ticket-kurs', startsAt, endsAt, sessions: [{ startsAt, endsAt }], seatsLeft: 4, capacity: 4, ownerUid: uids.olga, review: 'DRAFT', published: false };
      await store.write([{ put: 'event', record }]);
      const submitted = await post('mutation { submitEvent(slug: "ticket-kurs") { review } }', {}, sessionHeaders(cookies.olga));
      expect(submitted).toEqual({ data: { submitEvent: { review: 'PUBLISHED' } } });
      expect((await notices.next()).value!.data!.radarNotices).toEqual([{ reason: 'NEW_EVENT', event: { slug: 'ticket-kurs' } }]);
    } finally {
      await notices.return?.(undefined);
      client.dispose();
    }
  });

  it('without one, expired, forged or signed with another key, leaves the stream signed out', async () => {
    const past = new Date(Date.now() - STREAM_TICKET_TTL_MS - 1000);
    const expired = perProcessStreamTickets().issue(uids.anna, past).ticket;
    const otherKey = createStreamTickets('x'.repeat(32)).issue(uids.anna, new Date()).ticket;
    const [payload, signature] = (await ticketOf(cookies.anna)).ticket.split('.') as [string, string];
    const forged = `${Buffer.from(JSON.stringify({ uid: uids.olga, exp: Date.now() + DAY })).toString('base64url')}.${signature}`;
    for (const ticket of [null, expired, otherKey, forged, `${payload}.${signature}x`]) {
      expect(code(await firstAtStream(NOTICES, ticket))).toBe('UNAUTHENTICATED');
    }
  });

  it('of a deleted account leaves the stream signed out', async () => {
    const { ticket } = await ticketOf(cookies.dora);
    expect((await firstAtStream(NOTICES, ticket)).errors).toBeUndefined();
    const deleted = await post('mutation { deleteAccount(confirmEmail: "dora-ticket@example.org") }', {}, sessionHeaders(cookies.dora));
    expect(deleted.errors).toBeUndefined();
    expect(code(await firstAtStream(NOTICES, ticket))).toBe('UNAUTHENTICATED');
  });

  it('signs in no query or mutation there: neither reading private data, nor a new ticket, nor a change', async () => {
    const { ticket } = await ticketOf(cookies.anna);
    expect(code(await firstAtStream('{ myRadarAlerts { id } }', ticket))).toBe('UNAUTHENTICATED');
    expect(code(await firstAtStream('{ liveStreamTicket { ticket } }', ticket))).toBe('UNAUTHENTICATED');
    expect(code(await firstAtStream('mutation { saveRadarAlert(input: {}) { id } }', ticket))).toBe('UNAUTHENTICATED');
  });
});

describe('a ticket at /graphql', () => {
  it('is ignored: the request stays signed out', async () => {
    const { ticket } = await ticketOf(cookies.anna);
    const headers = { 'live-ticket': ticket, origin: SITE };
    expect(code(await post('{ myRadarAlerts { id } }', {}, headers))).toBe('UNAUTHENTICATED');
    expect(code(await post('{ liveStreamTicket { ticket } }', {}, headers))).toBe('UNAUTHENTICATED');
    // The same person's cookie reads them: the refusal is the ticket's.
    expect((await post('{ myRadarAlerts { id } }', {}, sessionHeaders(cookies.anna))).errors).toBeUndefined();
  });
});
