// The live pages' connection to the server, in the browser only: a GraphQL subscription over graphql-sse (one
// request per subscription, which any function instance can answer). The server ends every stream after a few
// minutes, below the function timeout; the client then subscribes again at once, and every new stream starts with
// a snapshot. A stream that breaks (a restart, a deploy) is reopened after a short, capped backoff; when streams
// keep failing, it polls the page's query through /graphql instead and tries a stream again now and then. A stream
// of the signed-in person's own sends a stream ticket (stream-ticket.ts), since the session cookie does not reach
// a stream URL of another origin.
import { createClient, type Client } from 'graphql-sse';
import { LIVE_TICKET_HEADER } from '../../../functions/src/http/live-ticket-header';
import { RECONNECT_ATTEMPTS, reconnectDelayMs } from './reconnect-delay';

/** Where the browser opens streams: the function's own URL in production (a hosting rewrite would buffer the
 * stream and cut it after 60 s), this origin's /graphql/stream otherwise. */
export function liveStreamUrl(): string {
  const configured = import.meta.env.PUBLIC_ENV__LIVE_URL;
  return configured ? configured : new URL('/graphql/stream', window.location.href).href;
}

export type LiveMessage<T> = { data: T; kind: 'snapshot' | 'changes' };

export type LiveSource<T> = {
  query: string;
  variables: Record<string, unknown>;
  /** Called with each message; the first of every stream and every poll is a snapshot. */
  onMessage(message: LiveMessage<T>): void;
  /** The same data without a stream (the page's query through /graphql); null when that failed too. */
  poll(): Promise<T | null>;
  /**
   * For a subscription of the signed-in person's own (stream-ticket.ts): the ticket each stream opens with, asked
   * for before every attempt. Public views have none.
   */
  ticket?: () => Promise<string | null>;
};

export type LiveTiming = {
  pollMs: number;
  /** How long the client polls before it tries a stream again. */
  streamRetryMs: number;
  /** A stream that ends sooner than this counts as a failure and is reopened only after a growing pause. */
  shortStreamMs: number;
};

const defaultTiming: LiveTiming = { pollMs: 30_000, streamRetryMs: 300_000, shortStreamMs: 10_000 };

const withTicket = (ticket: string | null): Record<string, string> => (ticket ? { [LIVE_TICKET_HEADER]: ticket } : {});

/** Starts following `source`; returns the function that stops it. */
export function followLive<T>(
  source: LiveSource<T>,
  { url = liveStreamUrl(), timing = defaultTiming, client: givenClient }: { url?: string; timing?: LiveTiming; client?: Client } = {},
): () => void {
  const { ticket } = source;
  const client =
    givenClient ??
    createClient({
      url,
      retryAttempts: RECONNECT_ATTEMPTS,
      retry: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(retries))),
      // Called before every attempt, reopenings included, so that each goes with a ticket that is still valid.
      ...(ticket ? { headers: async () => withTicket(await ticket()) } : {}),
    });
  let stopped = false;
  let unsubscribe: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let shortStreams = 0;

  const later = (ms: number, then: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!stopped) then();
    }, ms);
  };

  const openStream = () => {
    const openedAt = Date.now();
    let first = true;
    unsubscribe = client.subscribe<T>(
      { query: source.query, variables: source.variables },
      {
        next: (result) => {
          if (!result.data) return;
          source.onMessage({ data: result.data as T, kind: first ? 'snapshot' : 'changes' });
          first = false;
        },
        error: () => {
          unsubscribe = null;
          if (!stopped) startPolling();
        },
        complete: () => {
          unsubscribe = null;
          if (stopped) return;
          shortStreams = Date.now() - openedAt < timing.shortStreamMs ? shortStreams + 1 : 0;
          if (shortStreams === 0) openStream();
          else later(Math.min(1000 * 2 ** shortStreams, 60_000), openStream);
        },
      },
      {
        // graphql-sse reopens a broken stream by itself, behind the same sink: its first message is a snapshot too.
        connected: () => {
          first = true;
        },
      },
    );
  };

  const startPolling = () => {
    const pollUntil = Date.now() + timing.streamRetryMs;
    const pollOnce = async () => {
      const data = await source.poll().catch(() => null);
      if (stopped) return;
      if (data) source.onMessage({ data, kind: 'snapshot' });
      if (Date.now() >= pollUntil) openStream();
      else later(timing.pollMs, () => void pollOnce());
    };
    later(timing.pollMs, () => void pollOnce());
  };

  openStream();
  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe?.();
    if (!givenClient) client.dispose();
  };
}

/** Runs a query through the site's own /graphql, for polling: the data, or null when it did not come. */
export async function queryOverHttp<T>(query: string, variables: Record<string, unknown>): Promise<T | null> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  if (!response.ok) return null;
  const result = (await response.json()) as { data?: T | null };
  return result.data ?? null;
}
