// Fairness for /graphql's HTTP clients (fairness.ts), over real HTTP: a client over its cost budget is refused with
// 429 and Retry-After while others go on, the budget refills, the bound on concurrent operations queues and then
// refuses with 503 once the cost waiting would pass its bound; the server renderer's in-process operations are never charged nor refused, and queries sent to
// the subscription stream spend the same budget.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Store } from '../domain/repositories.js';
import type { GraphQLResult } from '../http/graphql-payloads.js';
import { openEmbeddedLiveBus } from '../live/embedded.js';
import { buildInfo, codes, openSeededStore, serveApiOverHttp } from './api.testing.js';
import type { FairnessLimits } from './fairness.js';
import { STREAM_PATH } from './stream.js';

/** Costs 1 + 10 × (1 + 1 + 2) = 41 (limits.ts). */
const TEN_EVENTS = `{ events(first: 10) { edges { node { slug title } } } }`;
/** Costs 2; reads the crafts from the store. */
const CRAFTS = `{ crafts { slug } }`;

const budgetLimits: FairnessLimits = { budget: 100, windowSeconds: 60, concurrent: 4, queueCost: 400, leastQueuedCost: 100, busyRetryAfterSeconds: 1 };
/** Room to wait for three CRAFTS (each counted at 10) and one TEN_EVENTS (41), or five CRAFTS. */
const gateLimits: FairnessLimits = { budget: 100_000, windowSeconds: 60, concurrent: 1, queueCost: 50, leastQueuedCost: 10, busyRetryAfterSeconds: 2 };

let store: Store;
/** Releases the crafts reads held by the slow store; each call of `listAll` waits for it. */
let releaseCrafts: () => void = () => {};
let craftsHeld = Promise.resolve();
const craftReads: Array<() => void> = [];
const served: Array<Awaited<ReturnType<typeof serveApiOverHttp>>> = [];

/** The store, but reading the crafts waits until the test lets it go: an operation that stays executing. */
function slowCrafts(inner: Store): Store {
  const crafts = new Proxy(inner.crafts, {
    get: (target, key, receiver) =>
      key === 'listAll'
        ? async () => {
            craftReads.forEach((notify) => notify());
            await craftsHeld;
            return target.listAll();
          }
        : Reflect.get(target, key, receiver),
  });
  return new Proxy(inner, { get: (target, key, receiver) => (key === 'crafts' ? crafts : Reflect.get(target, key, receiver)) });
}

beforeAll(async () => {
  const opened = await openSeededStore();
  store = opened.store;
  const live = openEmbeddedLiveBus();
  // One trusted proxy: each test client names itself in X-Forwarded-For, as the proxy would.
  served.push(await serveApiOverHttp({ ...opened, buildInfo, live, trustedProxyHops: 1, fairness: budgetLimits }));
  served.push(await serveApiOverHttp({ store: slowCrafts(store), identity: opened.identity, buildInfo, live, trustedProxyHops: 1, fairness: gateLimits }));
});
afterAll(async () => {
  for (const server of served) await server.close();
  await store.close();
});
afterEach(() => vi.useRealTimers());

async function post(base: string, query: string, client: string) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as GraphQLResult };
}

describe('the cost budget of a client', () => {
  it('refuses the operation that would pass it with 429, Retry-After and the budget in the extensions; others go on', async () => {
    const { base } = served[0]!;
    expect((await post(base, TEN_EVENTS, '203.0.113.1')).status).toBe(200);
    expect((await post(base, TEN_EVENTS, '203.0.113.1')).status).toBe(200);
    const refused = await post(base, TEN_EVENTS, '203.0.113.1');
    expect(refused.status).toBe(429);
    expect(refused.body.data).toBeUndefined();
    const extensions = refused.body.errors?.[0]?.extensions;
    expect(extensions).toEqual({
      code: 'RATE_LIMITED',
      limit: 'budget',
      max: 100,
      actual: 123,
      cost: 41,
      windowSeconds: 60,
      retryAfterSeconds: expect.any(Number),
    });
    expect(extensions?.retryAfterSeconds).toBeGreaterThan(0);
    expect(extensions?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(refused.retryAfter).toBe(String(extensions?.retryAfterSeconds));
    expect(refused.body.errors?.[0]?.message).toMatch(/budget of 100 cost points per 60 s/);

    // Once spent, the client is refused before its request is even read: its cost is not known then.
    const early = await post(base, TEN_EVENTS, '203.0.113.1');
    expect(early.status).toBe(429);
    expect(early.body.errors?.[0]?.extensions).toEqual({
      code: 'RATE_LIMITED',
      limit: 'budget',
      max: 100,
      actual: 123,
      windowSeconds: 60,
      retryAfterSeconds: expect.any(Number),
    });
    expect(early.retryAfter).toBe(String(early.body.errors?.[0]?.extensions?.retryAfterSeconds));

    const other = await post(base, TEN_EVENTS, '203.0.113.2');
    expect(other.status).toBe(200);
    expect(codes(other.body)).toEqual([]);
  });

  it('never charges nor refuses the in-process operations of the server renderer', async () => {
    const { base, api } = served[0]!;
    const client = { 'x-forwarded-for': '203.0.113.3' };
    for (let n = 0; n < 5; n += 1) expect(codes(await api.execute({ query: TEN_EVENTS }, client, '127.0.0.1'))).toEqual([]);
    // 205 points in-process, yet this client's budget is untouched over HTTP...
    expect((await post(base, TEN_EVENTS, '203.0.113.3')).status).toBe(200);
    expect((await post(base, TEN_EVENTS, '203.0.113.3')).status).toBe(200);
    expect((await post(base, TEN_EVENTS, '203.0.113.3')).status).toBe(429);
    // ...and once it is spent, the pages rendered for the same client still get their data.
    expect(codes(await api.execute({ query: TEN_EVENTS }, client, '127.0.0.1'))).toEqual([]);
  });

  it('refills once its window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { base } = served[0]!;
    await post(base, TEN_EVENTS, '203.0.113.4');
    await post(base, TEN_EVENTS, '203.0.113.4');
    const refused = await post(base, TEN_EVENTS, '203.0.113.4');
    expect(refused.status).toBe(429);
    vi.setSystemTime(Date.now() + (Number(refused.retryAfter) - 1) * 1000);
    expect((await post(base, TEN_EVENTS, '203.0.113.4')).status).toBe(429);
    vi.setSystemTime(Date.now() + 2000);
    expect((await post(base, TEN_EVENTS, '203.0.113.4')).status).toBe(200);
  });
});

describe('queries at the subscription stream', () => {
  async function atStream(base: string, query: string, client: string) {
    const abort = new AbortController();
    const response = await fetch(`${base}${STREAM_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-forwarded-for': client },
      body: JSON.stringify({ query }),
      signal: abort.signal,
    });
    const refused = response.status === 429 ? ((await response.json()) as GraphQLResult) : null;
    abort.abort();
    return { status: response.status, retryAfter: response.headers.get('retry-after'), refused };
  }

  it('spend the budget /graphql spends, while subscriptions are not charged', async () => {
    const { base } = served[0]!;
    expect((await atStream(base, TEN_EVENTS, '203.0.113.5')).status).toBe(200);
    expect((await post(base, TEN_EVENTS, '203.0.113.5')).status).toBe(200);
    const refused = await atStream(base, TEN_EVENTS, '203.0.113.5');
    expect(refused.status).toBe(429);
    expect(refused.refused?.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', limit: 'budget', max: 100, actual: 123, cost: 41 });
    expect(refused.retryAfter).toBe(String(refused.refused?.errors?.[0]?.extensions?.retryAfterSeconds));
    expect((await atStream(base, 'subscription { liveEvents { event { slug } } }', '203.0.113.5')).status).toBe(200);
  });
});

describe('the bound on operations at once', () => {
  it('queues operations while all places are taken, as many as their cost allows, and refuses the next with 503 and Retry-After', async () => {
    const { base, api } = served[1]!;
    craftsHeld = new Promise((resolve) => (releaseCrafts = resolve));
    const reading = new Promise<void>((resolve) => craftReads.push(resolve));
    try {
      // Different clients: no budget is involved, only the one place and the cost the queue holds.
      const first = post(base, CRAFTS, '198.51.100.1');
      await reading;
      const waiting = [post(base, CRAFTS, '198.51.100.2'), post(base, CRAFTS, '198.51.100.3'), post(base, CRAFTS, '198.51.100.4')];
      await vi.waitFor(() => expect(api.load()).toEqual({ running: 1, waiting: 3, waitingCost: 30 }));

      // A heavier operation does not fit where cheap ones still do.
      const heavier = await post(base, TEN_EVENTS, '198.51.100.5');
      expect(heavier.status).toBe(503);
      expect(heavier.retryAfter).toBe('2');
      expect(heavier.body.errors?.[0]?.extensions).toEqual({ code: 'SERVER_BUSY', limit: 'concurrency', max: 1, queueCost: 50, retryAfterSeconds: 2 });
      waiting.push(post(base, CRAFTS, '198.51.100.6'), post(base, CRAFTS, '198.51.100.7'));
      await vi.waitFor(() => expect(api.load()).toEqual({ running: 1, waiting: 5, waitingCost: 50 }));
      // Full: refused before the request is read.
      expect((await post(base, CRAFTS, '198.51.100.8')).status).toBe(503);

      // The server renderer is not held up by the gate (this query does not read the crafts).
      expect(codes(await api.execute({ query: TEN_EVENTS }, {}, '127.0.0.1'))).toEqual([]);

      releaseCrafts();
      expect((await first).status).toBe(200);
      for (const answer of await Promise.all(waiting)) expect(answer.status).toBe(200);
      expect(api.load()).toEqual({ running: 0, waiting: 0, waitingCost: 0 });
      expect((await post(base, TEN_EVENTS, '198.51.100.5')).status).toBe(200);
    } finally {
      releaseCrafts();
      craftsHeld = Promise.resolve();
    }
  });
});
