// The HTTP status and Retry-After of an operation the server refused as a whole: throttled or over its client's
// budget (429), or unable to reach its store or too busy to take it (503). Clients and proxies that only read HTTP
// can then back off without parsing the body.
import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import { BUSY_CODE, OVER_BUDGET_CODE } from './fairness.js';

/** How long a client should wait before retrying when the store could not answer; outages are usually short. */
export const STORE_RETRY_AFTER_SECONDS = 30;

export interface Refusal {
  status: 429 | 503;
  retryAfterSeconds: number;
}

/**
 * A refusal only when the operation produced no data at all: with `application/graphql-response+json` a response
 * that carries data must be 2xx, and a partial answer (one field failed, others arrived) is still an answer.
 * Every throttled mutation is non-null, so a refused one nulls the whole `data`. Throttling (a throttle's lock or
 * the client's spent budget, fairness.ts) wins over the server's state: its wait is known, and retrying sooner
 * would be refused again anyway.
 */
export function refusalOf(result: { data?: unknown; errors?: readonly GraphQLFormattedError[] }): Refusal | null {
  if (result.data !== null && result.data !== undefined) return null;
  const errors = result.errors ?? [];
  const waitsOf = (codes: readonly string[]) =>
    errors
      .filter((error) => codes.includes(error.extensions?.code as string))
      .map((error) => Number(error.extensions?.retryAfterSeconds))
      .filter((seconds) => Number.isFinite(seconds) && seconds > 0);
  const throttled = waitsOf(['TOO_MANY_ATTEMPTS', OVER_BUDGET_CODE]);
  if (throttled.length > 0) return { status: 429, retryAfterSeconds: Math.ceil(Math.max(...throttled)) };
  if (errors.some((error) => error.extensions?.code === 'STORE_UNAVAILABLE')) {
    return { status: 503, retryAfterSeconds: STORE_RETRY_AFTER_SECONDS };
  }
  const busy = waitsOf([BUSY_CODE]);
  if (busy.length > 0) return { status: 503, retryAfterSeconds: Math.ceil(Math.max(...busy)) };
  return null;
}

/**
 * Sets the refusal's status and Retry-After on the HTTP response. A different status someone set before (400 for a
 * document over a limit or malformed) stays: the request itself was wrong, and retrying it later would not help.
 * Errors thrown before execution (fairness.ts) carry their status already; they get their Retry-After here.
 */
export const refusalStatusPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const refusal = refusalOf(response.body.singleResult);
        if (!refusal) return;
        const status = response.http.status;
        if (status !== undefined && status !== 200 && status !== refusal.status) return;
        response.http.status = refusal.status;
        response.http.headers.set('retry-after', String(refusal.retryAfterSeconds));
      },
    };
  },
};
