import type { Client, Sink } from 'graphql-sse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followLive, MAX_RECONNECT_DELAY_MS, reconnectDelayMs, type LiveMessage } from './live-client';

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
