import type { Client, Sink } from 'graphql-sse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followLive, type LiveMessage } from './live-client';

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
