import type { Client, Sink } from 'graphql-sse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followLive, type LiveMessage } from './live-client';
import { MAX_RECONNECT_DELAY_MS, RECONNECT_ATTEMPTS, reconnectDelayMs } from './reconnect-delay';
import { streamTickets } from './stream-ticket';

/** A graphql-sse client whose streams the test drives. */
function fakeClient() {
  const sinks: Sink[] = [];
  const client = { subscribe: (_request: unknown, sink: Sink) => (sinks.push(sink), () => {}), iterate: vi.fn(), dispose: vi.fn(), terminate: vi.fn() };
  return { client: client as unknown as Client, sinks };
}

const timing = { pollMs: 1_000, streamRetryMs: 5_000, shortStreamMs: 10_000 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('followLive', () => {
  it('marks each stream’s first message as a snapshot and resubscribes at once when a long stream ends', () => {
    const { client, sinks } = fakeClient();
    const messages: LiveMessage<unknown>[] = [];
    followLive({ query: 'q', variables: {}, onMessage: (message) => messages.push(message), poll: async () => null }, { client, timing });
    sinks[0]!.next({ data: { n: 1 } });
    sinks[0]!.next({ data: { n: 2 } });
    vi.advanceTimersByTime(60_000);
    sinks[0]!.complete();
    expect(sinks).toHaveLength(2);
    sinks[1]!.next({ data: { n: 3 } });
    expect(messages.map((message) => message.kind)).toEqual(['snapshot', 'changes', 'snapshot']);
  });

  it('waits longer after each stream that ends at once', () => {
    const { client, sinks } = fakeClient();
    followLive({ query: 'q', variables: {}, onMessage: () => {}, poll: async () => null }, { client, timing });
    sinks[0]!.complete();
    expect(sinks).toHaveLength(1);
    vi.advanceTimersByTime(2_000);
    expect(sinks).toHaveLength(2);
    sinks[1]!.complete();
    vi.advanceTimersByTime(2_000);
    expect(sinks).toHaveLength(2);
    vi.advanceTimersByTime(2_000);
    expect(sinks).toHaveLength(3);
  });

  it('polls when streams fail, and tries a stream again later', async () => {
    const { client, sinks } = fakeClient();
    const messages: LiveMessage<unknown>[] = [];
    const poll = vi.fn(async () => ({ polled: true }));
    const stop = followLive({ query: 'q', variables: {}, onMessage: (message) => messages.push(message), poll }, { client, timing });
    sinks[0]!.error(new Error('no stream'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(messages).toEqual([{ kind: 'snapshot', data: { polled: true } }]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sinks).toHaveLength(2);
    const polls = poll.mock.calls.length;
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(poll).toHaveBeenCalledTimes(polls);
  });
});

/**
 * A server behind a stubbed fetch for graphql-sse's real client: while `up`, a request opens a stream that sends
 * `snapshot` and stays open; `down()` breaks the open streams and refuses new requests, as a stopped server does.
 */
function serverBehindFetch(snapshot: unknown) {
  let up = true;
  const open = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const requests: number[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: { signal: AbortSignal }) => {
    requests.push(Date.now());
    if (!up) throw new TypeError('Failed to fetch');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        open.add(controller);
        init.signal.addEventListener('abort', () => open.delete(controller));
        controller.enqueue(new TextEncoder().encode(`event: next\ndata: ${JSON.stringify({ data: snapshot })}\n\n`));
      },
    });
    return { ok: true, status: 200, statusText: 'OK', headers: new Headers({ 'content-type': 'text/event-stream' }), body };
  });
  return {
    requests,
    down() {
      up = false;
      for (const controller of open) controller.error(new TypeError('network error'));
      open.clear();
    },
    up() {
      up = true;
    },
  };
}

describe('reconnecting after a restart', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits a quarter to half a second first, doubling up to a few seconds, never longer', () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(250);
    expect(reconnectDelayMs(0, () => 1)).toBe(500);
    expect(reconnectDelayMs(2, () => 1)).toBe(2_000);
    for (const retries of [3, 5, 10, 50]) {
      expect(reconnectDelayMs(retries, () => 1)).toBe(MAX_RECONNECT_DELAY_MS);
      expect(reconnectDelayMs(retries, () => 0)).toBe(MAX_RECONNECT_DELAY_MS / 2);
    }
    // Even the shortest waits outlast a server away for ten seconds before the client turns to polling.
    const shortestTrying = Array.from({ length: RECONNECT_ATTEMPTS }, (_, retries) => reconnectDelayMs(retries, () => 0)).reduce((sum, ms) => sum + ms);
    expect(shortestTrying).toBeGreaterThan(10_000);
  });

  it('is back on a stream within a few seconds of the server after ten seconds down, with a snapshot and without polling', async () => {
    const server = serverBehindFetch({ n: 1 });
    const messages: LiveMessage<unknown>[] = [];
    const poll = vi.fn(async () => null);
    const stop = followLive({ query: 'q', variables: {}, onMessage: (message) => messages.push(message), poll }, { url: 'http://site.test/graphql/stream' });
    await vi.advanceTimersByTimeAsync(10);
    expect(messages).toEqual([{ kind: 'snapshot', data: { n: 1 } }]);

    server.down();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.requests.length).toBeGreaterThan(3);
    server.up();
    const back = Date.now();
    await vi.advanceTimersByTimeAsync(MAX_RECONNECT_DELAY_MS + 10);
    expect(messages).toEqual([
      { kind: 'snapshot', data: { n: 1 } },
      { kind: 'snapshot', data: { n: 1 } },
    ]);
    expect(server.requests.at(-1)! - back).toBeLessThanOrEqual(MAX_RECONNECT_DELAY_MS);
    expect(poll).not.toHaveBeenCalled();
    stop();
  });
});

describe('a stream of the signed-in person’s own', () => {
  afterEach(() => vi.unstubAllGlobals());

  /**
   * The site's /graphql handing out tickets t1, t2, … (each valid ten minutes) and a stream that sends `snapshot`
   * and stays open until `endStreams()`, recording what each stream request carried.
   */
  function siteBehindFetch() {
    const ticketRequests: { url: string; body: string }[] = [];
    const streamHeaders: Record<string, string>[] = [];
    const open = new Set<ReadableStreamDefaultController<Uint8Array>>();
    const encode = (text: string) => new TextEncoder().encode(text);
    vi.stubGlobal('fetch', async (url: string, init: { body: string; headers: Record<string, string>; signal?: AbortSignal }) => {
      if (url === '/graphql') {
        ticketRequests.push({ url, body: init.body });
        const ticket = { ticket: `t${ticketRequests.length}`, expiresAt: new Date(Date.now() + 10 * 60_000).toISOString() };
        return new Response(JSON.stringify({ data: { liveStreamTicket: ticket } }), { headers: { 'content-type': 'application/json' } });
      }
      streamHeaders.push(init.headers);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          open.add(controller);
          init.signal?.addEventListener('abort', () => open.delete(controller));
          controller.enqueue(encode(`event: next\ndata: ${JSON.stringify({ data: { n: 1 } })}\n\n`));
        },
      });
      return { ok: true, status: 200, statusText: 'OK', headers: new Headers({ 'content-type': 'text/event-stream' }), body };
    });
    return {
      ticketRequests,
      streamHeaders,
      /** The server ends every open stream, as it does after a few minutes. */
      endStreams() {
        for (const controller of open) {
          controller.enqueue(encode('event: complete\ndata:\n\n'));
          controller.close();
        }
        open.clear();
      },
    };
  }

  it('asks /graphql for a ticket first and opens the stream with it; a reopened stream takes a new one once it expires within a minute', async () => {
    const site = siteBehindFetch();
    const messages: LiveMessage<unknown>[] = [];
    const stop = followLive(
      { query: 'subscription { radarNotices { id } }', variables: {}, onMessage: (message) => messages.push(message), poll: async () => null, ticket: streamTickets() },
      { url: 'https://api.example/graphql/stream', timing },
    );
    await vi.advanceTimersByTimeAsync(10);
    expect(site.ticketRequests).toHaveLength(1);
    expect(JSON.parse(site.ticketRequests[0]!.body).query).toContain('liveStreamTicket');
    expect(site.streamHeaders).toHaveLength(1);
    expect(site.streamHeaders[0]).toMatchObject({ 'live-ticket': 't1' });
    expect(messages).toEqual([{ kind: 'snapshot', data: { n: 1 } }]);

    // Five minutes later the server ends the stream; the page reopens it at once with the same ticket.
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    site.endStreams();
    await vi.advanceTimersByTimeAsync(10);
    expect(site.streamHeaders).toHaveLength(2);
    expect(site.streamHeaders[1]).toMatchObject({ 'live-ticket': 't1' });
    expect(site.ticketRequests).toHaveLength(1);

    // Four and a half minutes on, t1 has 30 s left: the next stream goes with t2.
    await vi.advanceTimersByTimeAsync(4.5 * 60_000);
    site.endStreams();
    await vi.advanceTimersByTimeAsync(10);
    expect(site.ticketRequests).toHaveLength(2);
    expect(site.streamHeaders).toHaveLength(3);
    expect(site.streamHeaders[2]).toMatchObject({ 'live-ticket': 't2' });
    stop();
  });

  it('sends no ticket for the public views', async () => {
    const site = siteBehindFetch();
    const stop = followLive({ query: 'subscription { liveEvents { version } }', variables: {}, onMessage: () => {}, poll: async () => null }, { url: 'https://api.example/graphql/stream', timing });
    await vi.advanceTimersByTimeAsync(10);
    expect(site.ticketRequests).toHaveLength(0);
    expect(site.streamHeaders).toHaveLength(1);
    expect(Object.keys(site.streamHeaders[0]!).map((name) => name.toLowerCase())).not.toContain('live-ticket');
    stop();
  });
});
