// One client address at /graphql/stream over HTTP: its reservations of the single connection mode are bounded and
// expire unused, and its open streams are capped, each with a clear 429; other clients are not affected.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { GraphQLSchema } from 'graphql';
import { TOKEN_HEADER_KEY } from 'graphql-sse';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiDeps } from './context.js';
import { createSchema } from './schema.js';
import { STREAM_LIMITS, TOO_MANY_STREAMS_CODE } from './stream-limits.js';
import { STREAM_PATH, streamRouter } from './stream.js';

let schema: GraphQLSchema;
let base: string;
let close: () => void;
let clock = Date.parse('2026-11-28T12:00:00Z');
/** Streams the tests opened, closed after each test. */
const opened: AbortController[] = [];

beforeAll(async () => {
  schema = await createSchema();
  // Nothing here runs an operation, so the store and the rest are never reached; one trusted proxy lets each test
  // speak as any client address (X-Forwarded-For).
  const deps = { trustedProxyHops: 1 } as ApiDeps;
  const router = streamRouter(deps, schema, { spend: async () => null }, {}, STREAM_LIMITS, () => clock);
  const server = express().use(router).listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${STREAM_PATH}`;
  close = () => {
    server.closeAllConnections();
    server.close();
  };
});
afterEach(() => {
  for (const controller of opened.splice(0)) controller.abort();
});
afterAll(() => close());

const from = (client: string) => ({ 'x-forwarded-for': client });
const reserve = (client: string) => fetch(base, { method: 'PUT', headers: from(client) });
/** Opens the reserved stream of `token` and keeps it open until the test ends (or `controller` aborts it). */
async function openStream(client: string, token: string, controller = new AbortController()): Promise<Response> {
  opened.push(controller);
  return fetch(base, { headers: { ...from(client), accept: 'text/event-stream', [TOKEN_HEADER_KEY]: token }, signal: controller.signal });
}
async function reservedStream(client: string, controller?: AbortController): Promise<Response> {
  const reservation = await reserve(client);
  expect(reservation.status).toBe(201);
  return openStream(client, await reservation.text(), controller);
}
async function expectTooMany(response: Response, message: RegExp): Promise<void> {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  const { errors } = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
  expect(errors).toEqual([{ message: expect.stringMatching(message), extensions: expect.objectContaining({ code: TOO_MANY_STREAMS_CODE }) }]);
}

describe('reservations of the single connection mode', () => {
  it(`are ${STREAM_LIMITS.reservationsPerClient} per client at most, and forgotten when unused for a minute`, async () => {
    const tokens: string[] = [];
    for (let i = 0; i < STREAM_LIMITS.reservationsPerClient; i += 1) {
      const response = await reserve('203.0.113.1');
      expect(response.status).toBe(201);
      tokens.push(await response.text());
    }
    await expectTooMany(await reserve('203.0.113.1'), /stream reservations that were never opened/);
    expect((await reserve('203.0.113.2')).status).toBe(201);

    clock += STREAM_LIMITS.reservationMs;
    expect((await reserve('203.0.113.1')).status).toBe(201);
    // An expired token no longer names a stream: graphql-sse takes the request for one of its own connection,
    // which has no query.
    const stale = await openStream('203.0.113.1', tokens[0]!);
    expect(stale.status).toBe(400);
  });

  it('keeps a reservation whose stream was opened in time, past the expiry', async () => {
    const reservation = await reserve('203.0.113.3');
    const token = await reservation.text();
    expect((await openStream('203.0.113.3', token)).status).toBe(200);
    clock += 2 * STREAM_LIMITS.reservationMs;
    await reserve('203.0.113.3'); // sweeps what expired
    // Still registered and open: graphql-sse refuses a second stream for it.
    expect((await openStream('203.0.113.3', token)).status).toBe(409);
  });
});

describe('streams open at once', () => {
  it('are bounded by an instance’s concurrency, not a household’s, for the requests of no known address', async () => {
    // No X-Forwarded-For behind the one trusted proxy: the unknown client, where every watcher at the function's
    // own URL may land.
    for (let i = 0; i <= STREAM_LIMITS.streamsPerClient; i += 1) {
      const reservation = await fetch(base, { method: 'PUT' });
      expect(reservation.status).toBe(201);
      opened.push(new AbortController());
      const stream = await fetch(base, { headers: { accept: 'text/event-stream', [TOKEN_HEADER_KEY]: await reservation.text() }, signal: opened.at(-1)!.signal });
      expect(stream.status).toBe(200);
    }
  });


  it(`are ${STREAM_LIMITS.streamsPerClient} per client at most; one closed makes room again`, async () => {
    const first = new AbortController();
    expect((await reservedStream('198.51.100.1', first)).status).toBe(200);
    for (let i = 1; i < STREAM_LIMITS.streamsPerClient; i += 1) expect((await reservedStream('198.51.100.1')).status).toBe(200);
    // Refused before anything is looked up or read; a distinct connection counts as well.
    await expectTooMany(await openStream('198.51.100.1', 'any'), /streams open, as many as one client may/);
    const distinct = await fetch(`${base}?query=${encodeURIComponent('subscription { x }')}`, { headers: { ...from('198.51.100.1'), accept: 'text/event-stream' } });
    expect(distinct.status).toBe(429);
    expect((await reservedStream('198.51.100.2')).status).toBe(200);

    first.abort();
    await expect.poll(async () => (await reservedStream('198.51.100.1')).status).toBe(200);
  });
});
