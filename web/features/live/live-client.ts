// The live pages' connection to the server, in the browser only: a GraphQL subscription over graphql-sse (one
// request per subscription, which any function instance can answer). The server ends every stream after a few
// minutes, below the function timeout; the client then subscribes again at once, and every new stream starts with
// a snapshot. When streams fail (graphql-sse retries with its own backoff first), it polls the page's query
// through /graphql instead and tries a stream again now and then.
import { createClient, type Client } from 'graphql-sse';

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
};

export type LiveTiming = {
  pollMs: number;
  /** How long the client polls before it tries a stream again. */
  streamRetryMs: number;
  /** A stream that ends sooner than this counts as a failure and is reopened only after a growing pause. */
  shortStreamMs: number;
};

const defaultTiming: LiveTiming = { pollMs: 30_000, streamRetryMs: 300_000, shortStreamMs: 10_000 };

/** Starts following `source`; returns the function that stops it. */
export function followLive<T>(
  source: LiveSource<T>,
  { url = liveStreamUrl(), timing = defaultTiming, client: givenClient }: { url?: string; timing?: LiveTiming; client?: Client } = {},
): () => void {
  // graphql-sse waits with a randomised exponential backoff between its retries.
  const client = givenClient ?? createClient({ url, retryAttempts: 4 });
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
