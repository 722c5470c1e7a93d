// An operation refused as a whole says so in HTTP too: 429 with the throttle's wait, 503 with a short wait when the
// store cannot write, over real HTTP and both response media types; a partial answer stays 200.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Store } from '../domain/repositories.js';
import { openEmbeddedLiveBus } from '../live/embedded.js';
import { embeddedDatabase } from '../store/embedded/store.js';
import { buildInfo, openSeededStore, serveApiOverHttp } from './api.testing.js';
import { refusalOf } from './refusal-status.js';

const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { viewer { uid } } }`;
const CONTACT = `mutation ($input: ContactInput!) { sendContactMessage(input: $input) }`;
const contact = { name: 'Anna', email: 'anna@example.org', subject: 'Frage', message: 'Gibt es noch Plätze im Kurs?' };

let base: string;
let store: Store;
let close: () => Promise<void>;

beforeAll(async () => {
  const opened = await openSeededStore();
  store = opened.store;
  const served = await serveApiOverHttp({ ...opened, buildInfo, live: openEmbeddedLiveBus() });
  base = served.base;
  close = async () => {
    await served.close();
    await store.close();
  };
});
afterAll(() => close());

function post(query: string, variables: Record<string, unknown>, accept = 'application/json') {
  return fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', accept }, body: JSON.stringify({ query, variables }) });
}

describe('a throttled operation', () => {
  it('answers 429 with Retry-After equal to retryAfterSeconds, readable by other origins', async () => {
    for (let n = 0; n < 5; n += 1) expect((await post(CONTACT, { input: contact })).status).toBe(200);
    for (const accept of ['application/json', 'application/graphql-response+json']) {
      const refused = await post(CONTACT, { input: contact }, accept);
      const body = (await refused.json()) as { data: unknown; errors: Array<{ extensions: { code: string; retryAfterSeconds: number } }> };
      expect(body.data).toBeNull();
      expect(body.errors[0]!.extensions.code).toBe('TOO_MANY_ATTEMPTS');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe(String(body.errors[0]!.extensions.retryAfterSeconds));
      expect(refused.headers.get('access-control-expose-headers')).toMatch(/retry-after/i);
    }
  });
});

describe('a store that cannot write', () => {
  it('answers 503 with Retry-After: 30', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const db = embeddedDatabase(store)!;
    db.pragma('query_only = ON');
    try {
      const refused = await post(SIGN_UP, { input: { email: 'neu@example.org', password: 'geheim-123', name: 'Neu' } });
      const body = (await refused.json()) as { data: unknown; errors: Array<{ extensions: { code: string } }> };
      expect(body.errors.map((error) => error.extensions.code)).toEqual(['STORE_UNAVAILABLE']);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('30');
    } finally {
      db.pragma('query_only = OFF');
      vi.restoreAllMocks();
    }
  });
});

describe('refusalOf', () => {
  const unavailable = { message: 'x', extensions: { code: 'STORE_UNAVAILABLE' } };
  const throttled = (seconds: number) => ({ message: 'x', extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: seconds } });

  it('is no refusal while any data arrived (a partial answer)', () => {
    expect(refusalOf({ data: { events: { edges: [] }, me: null }, errors: [unavailable] })).toBeNull();
    expect(refusalOf({ data: {}, errors: [throttled(30)] })).toBeNull();
  });

  it('waits for the longest throttle, and prefers the throttle over the store', () => {
    expect(refusalOf({ data: null, errors: [throttled(30), unavailable, throttled(120)] })).toEqual({ status: 429, retryAfterSeconds: 120 });
    expect(refusalOf({ errors: [unavailable] })).toEqual({ status: 503, retryAfterSeconds: 30 });
  });

  it('refuses a spent client budget with 429 and a busy server with 503, each with its own wait', () => {
    const overBudget = { message: 'x', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 7 } };
    const busy = { message: 'x', extensions: { code: 'SERVER_BUSY', retryAfterSeconds: 1 } };
    expect(refusalOf({ errors: [overBudget] })).toEqual({ status: 429, retryAfterSeconds: 7 });
    expect(refusalOf({ errors: [throttled(30), overBudget] })).toEqual({ status: 429, retryAfterSeconds: 30 });
    expect(refusalOf({ errors: [busy] })).toEqual({ status: 503, retryAfterSeconds: 1 });
  });

  it('leaves other failures alone', () => {
    expect(refusalOf({ data: null, errors: [{ message: 'x', extensions: { code: 'FORBIDDEN' } }] })).toBeNull();
  });
});
