// What one client address may hold at /graphql/stream, so that no single address can take an instance's memory or
// sockets: the streams it has open at once, and the reservations of graphql-sse's single connection mode (PUT
// answers a token that a later event-stream request opens), which are bounded per address and forgotten when they
// stay unused. stream.ts applies both; the addresses are http/client-address.ts's, as every throttle counts them.
import { randomUUID } from 'node:crypto';
import { UNKNOWN_CLIENT } from '../http/client-address.js';
import type { Refusal } from './fairness.js';

export interface StreamLimits {
  /**
   * Streams one client address holds open at once. A page holds one or two (the live view, the assistant's
   * answer), so a household with every live page open in tabs on every device stays far below.
   */
  streamsPerClient: number;
  /** Unused reservations one client address holds: graphql-sse's client makes one per connection and opens it at once. */
  reservationsPerClient: number;
  /** How long a reservation waits for its stream to be opened before it is forgotten. */
  reservationMs: number;
  /**
   * Streams, and so many reservations, of the requests whose address cannot be established (UNKNOWN_CLIENT), who
   * all count as one client. On Firebase the stream goes to the function's own URL, where every watcher may be that
   * client (decision 036), so its bound is one instance's concurrency on Cloud Functions rather than a household's
   * (decision 048).
   */
  unknownClientStreams: number;
}

export const STREAM_LIMITS: StreamLimits = { streamsPerClient: 20, reservationsPerClient: 20, reservationMs: 60_000, unknownClientStreams: 1000 };

/** The code of both refusals (HTTP 429 with Retry-After). */
export const TOO_MANY_STREAMS_CODE = 'TOO_MANY_STREAMS';

/** What a client over the stream limit is told to wait: streams last minutes, a reload does not need one sooner. */
const STREAMS_RETRY_AFTER_SECONDS = 60;

/** Counts the streams each client address has open. */
export function createOpenStreams(limits: Pick<StreamLimits, 'streamsPerClient' | 'unknownClientStreams'>) {
  const open = new Map<string, number>();
  return {
    /** Counts a stream of `client` opening: the function to call once it has closed, or a refusal when it has too many. */
    enter(client: string): (() => void) | Refusal {
      const count = open.get(client) ?? 0;
      if (count >= (client === UNKNOWN_CLIENT ? limits.unknownClientStreams : limits.streamsPerClient)) {
        return tooMany(`This client has ${count} streams open, as many as one client may; close one or try again in ${STREAMS_RETRY_AFTER_SECONDS} s.`, STREAMS_RETRY_AFTER_SECONDS);
      }
      open.set(client, count + 1);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        const now = (open.get(client) ?? 1) - 1;
        if (now > 0) open.set(client, now);
        else open.delete(client);
      };
    },
    /** Streams open now, by client (for tests and diagnostics). */
    count: (client: string) => open.get(client) ?? 0,
  };
}

interface Reservation {
  client: string;
  expiresAt: number;
}

/**
 * The reservations not yet opened, by token. `forget` is called with each token that expired, so that the stream
 * handler lets go of what it holds for it. `now` is injectable for tests.
 */
export function createStreamReservations(
  limits: Pick<StreamLimits, 'reservationsPerClient' | 'reservationMs' | 'unknownClientStreams'>,
  forget: (token: string) => void,
  now: () => number = Date.now,
) {
  // In the order they were made, which is the order they expire in.
  const waiting = new Map<string, Reservation>();
  const perClient = new Map<string, number>();
  const drop = (token: string) => {
    const reservation = waiting.get(token);
    if (!reservation) return;
    waiting.delete(token);
    const left = (perClient.get(reservation.client) ?? 1) - 1;
    if (left > 0) perClient.set(reservation.client, left);
    else perClient.delete(reservation.client);
  };
  return {
    /** Forgets every reservation past its time (the oldest come first, so this stops at the first one still valid). */
    sweep(): void {
      const expired: string[] = [];
      for (const [token, reservation] of waiting) {
        if (reservation.expiresAt > now()) break;
        expired.push(token);
      }
      for (const token of expired) drop(token);
      // Only after the bookkeeping: forgetting may come back here through the stream handler.
      for (const token of expired) forget(token);
    },
    /** A new token for `client`, or a refusal when it holds as many unused reservations as it may. */
    reserve(client: string): string | Refusal {
      const held = perClient.get(client) ?? 0;
      if (held >= (client === UNKNOWN_CLIENT ? limits.unknownClientStreams : limits.reservationsPerClient)) {
        const oldest = [...waiting.values()].find((reservation) => reservation.client === client);
        const retryAfterSeconds = Math.max(1, Math.ceil(((oldest?.expiresAt ?? now()) - now()) / 1000));
        return tooMany(`This client holds ${held} stream reservations that were never opened, as many as one client may; open them or try again in ${retryAfterSeconds} s.`, retryAfterSeconds);
      }
      const token = randomUUID();
      waiting.set(token, { client, expiresAt: now() + limits.reservationMs });
      perClient.set(client, held + 1);
      return token;
    },
    /** The reservation's stream opened: it no longer waits (graphql-sse forgets the token when that stream closes). */
    opened: drop,
    /** Reservations waiting now (for tests and diagnostics). */
    size: () => waiting.size,
  };
}

function tooMany(message: string, retryAfterSeconds: number): Refusal {
  return { status: 429, message, extensions: { code: TOO_MANY_STREAMS_CODE, retryAfterSeconds } };
}

export function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && 'status' in value && 'extensions' in value;
}
