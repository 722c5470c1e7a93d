// How the live pages wait before reopening a broken stream (live-client.ts), apart from the browser code so that the
// bench (functions/bench/reconnect.ts) reconnects its thousands of watchers exactly as the pages do.

/** The longest wait between two attempts to reopen a broken stream. */
export const MAX_RECONNECT_DELAY_MS = 4_000;
/** Attempts to reopen a broken stream before polling instead: with the waits below, some 12 to 24 s of trying. */
export const RECONNECT_ATTEMPTS = 8;

/**
 * How long to wait before attempt `retries` + 1 to reopen a broken stream (a restart or a deploy cuts every stream
 * at once): doubling from a quarter second, but never more than MAX_RECONNECT_DELAY_MS, so that watchers are back
 * within seconds of the server (graphql-sse's own backoff grows to 8-11 s and gives up on polling every 30 s);
 * random within the upper half, so that thousands of watchers do not all come back in the same instant. Not from
 * zero ("full jitter"): the waits then add up to at least 12 s, so that a server away for ten seconds (a deploy)
 * does not send its watchers to polling for minutes.
 */
export function reconnectDelayMs(retries: number, random: () => number = Math.random): number {
  const ceiling = Math.min(500 * 2 ** retries, MAX_RECONNECT_DELAY_MS);
  return ceiling / 2 + (random() * ceiling) / 2;
}
