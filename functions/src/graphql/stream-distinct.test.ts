// Subscriptions at /graphql/stream are written without graphql-sse's handler but in its protocol, byte for byte:
// a first empty message, `next` messages, `complete`; over POST and GET; and a client that goes is let go at once.
// What is not a valid subscription of its own connection is still the handler's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events as scenarioEvents } from '../../test/fixtures.scenarios.js';
import type { LiveBus } from '../domain/live.js';
import type { Store } from '../domain/repositories.js';
import { openEmbeddedLiveBus } from '../live/embedded.js';
import { announce } from '../services/live.js';
import { openSeededStore, serveApiOverHttp } from './api.testing.js';
import { STREAM_PATH } from './stream.js';

const HOUR = 3_600_000;
const QUERY = 'subscription { liveEvent(slug: "distinct") { seatsLeft watchers } }';
let store: Store;
let live: LiveBus;
let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const seeded = await openSeededStore();
  store = seeded.store;
  live = openEmbeddedLiveBus();
  const startsAt = new Date(Date.now() - HOUR);
  const endsAt = new Date(Date.now() + 2 * HOUR);
  // A date of an open studio under way: one can still book into it (a course would have closed at its start).
  await store.events.upsertMany([
    { ...scenarioEvents[0]!, slug: 'distinct', seriesId: 'offene-werkstatt', startsAt, endsAt, sessions: [{ startsAt, endsAt }], seatsLeft: 2, capacity: 8 },
  ]);
  ({ base, close } = await serveApiOverHttp({ store, identity: seeded.identity, live, buildInfo: { buildId: 'test', builtAt: new Date() } }));
});

afterAll(async () => {
  await close();
  await live.close();
  await store.close();
});

/** Opens a stream and reads its text as it comes; `abort` is the client going. */
async function open(init: RequestInit & { url?: string }) {
  const abort = new AbortController();
  const response = await fetch(init.url ?? base + STREAM_PATH, { ...init, headers: { accept: 'text/event-stream', ...init.headers }, signal: abort.signal });
  const received = { text: '' };
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for await (const chunk of response.body!) received.text += decoder.decode(chunk as Uint8Array, { stream: true });
    } catch {
      // aborted
    }
  })();
  return { response, received, abort: () => abort.abort() };
}

const watchers = async () => (await live.watchers(['distinct'])).get('distinct') ?? 0;

describe('a subscription of its own connection', () => {
  it('speaks graphql-sse: headers, an empty first message, then each result as `next`, over POST and GET', async () => {
    const posted = await open({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: QUERY }) });
    const got = await open({ method: 'GET', url: `${base}${STREAM_PATH}?query=${encodeURIComponent(QUERY)}` });
    for (const { response } of [posted, got]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    }
    await expect.poll(() => posted.received.text.includes('event: next'), { timeout: 5_000 }).toBe(true);
    expect(posted.received.text.startsWith(':\n\nevent: next\ndata: {"data":{"liveEvent":{"seatsLeft":2,')).toBe(true);

    await store.bookings.book('distinct', 'jemand', new Date(), () => []);
    await announce({ store, live }, 'distinct');
    for (const stream of [posted, got]) {
      await expect.poll(() => stream.received.text, { timeout: 5_000 }).toContain('event: next\ndata: {"data":{"liveEvent":{"seatsLeft":1,"watchers":2}}}\n\n');
    }
    expect(await watchers()).toBe(2);
    posted.abort();
    got.abort();
    await expect.poll(watchers, { timeout: 5_000 }).toBe(0);
  });

  it('leaves errors, queries and malformed requests to graphql-sse’s handler, as before', async () => {
    const unknown = await open({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'subscription { liveEvent(slug: "gibt-es-nicht") { version } }' }) });
    await expect.poll(() => unknown.received.text, { timeout: 5_000 }).toContain('event: complete');
    expect(unknown.received.text).toContain('"code":"NOT_FOUND"');

    const invalid = await open({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'subscription { nichtDa }' }) });
    await expect.poll(() => invalid.received.text, { timeout: 5_000 }).toContain('event: complete');
    expect(invalid.received.text).toContain('nichtDa');

    const query = await open({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ liveEvent(slug: "distinct") { seatsLeft } }' }) });
    await expect.poll(() => query.received.text, { timeout: 5_000 }).toContain('event: complete');
    expect(query.received.text).toContain('"liveEvent":{"seatsLeft"');
  });
});
