// Stream tickets: short-lived passes that sign a person's subscriptions in at /graphql/stream where the session
// cookie cannot go. In production the live pages open their streams at the function's own URL (another origin than
// the site, whose `__session` cookie stays behind); the page first asks the site's /graphql for a ticket, with the
// cookie, and sends it to the stream in the header LIVE_TICKET_HEADER (live-ticket-header.ts). A ticket names the
// person and when it expires, signed with HMAC-SHA256 under a server key; it is worth little when it leaks:
// subscriptions only (read-only), for minutes (decision 013).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a ticket lasts: long enough for a page to open its stream and reopen it after a restart. */
export const STREAM_TICKET_TTL_MS = 10 * 60_000;

/** A server key shorter than this is refused: HMAC-SHA256 wants 32 bytes of randomness. */
export const MIN_SECRET_LENGTH = 32;

/** Separates these signatures from anything else the key might ever sign. */
const PURPOSE = 'live-stream-ticket/1';

export interface StreamTicket {
  ticket: string;
  expiresAt: Date;
}

export interface StreamTickets {
  /** A ticket for `uid`, valid for STREAM_TICKET_TTL_MS from `now`. */
  issue(uid: string, now: Date): StreamTicket;
  /** The uid a ticket names, or null when it is malformed, forged, signed with another key or expired at `now`. */
  verify(ticket: string, now: Date): string | null;
}

type Payload = { uid: string; exp: number };

export function createStreamTickets(key: string | Uint8Array): StreamTickets {
  const sign = (payload: string) => createHmac('sha256', key).update(`${PURPOSE}.${payload}`).digest();
  return {
    issue(uid, now) {
      const expiresAt = new Date(now.getTime() + STREAM_TICKET_TTL_MS);
      const payload = Buffer.from(JSON.stringify({ uid, exp: expiresAt.getTime() } satisfies Payload)).toString('base64url');
      return { ticket: `${payload}.${sign(payload).toString('base64url')}`, expiresAt };
    },
    verify(ticket, now) {
      const [payload, signature, ...rest] = ticket.split('.');
      if (!payload || !signature || rest.length > 0) return null;
      const expected = sign(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let parsed: Partial<Payload>;
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Payload>;
      } catch {
        return null;
      }
      if (typeof parsed.uid !== 'string' || !parsed.uid || typeof parsed.exp !== 'number') return null;
      return parsed.exp > now.getTime() ? parsed.uid : null;
    },
  };
}

let perProcess: StreamTickets | undefined;

/**
 * Tickets under a random key of this process: they work wherever the ticket's issuer and the stream are the same
 * process (`npm start`, `npm run dev`, tests), and nowhere else.
 */
export function perProcessStreamTickets(): StreamTickets {
  perProcess ??= createStreamTickets(randomBytes(32));
  return perProcess;
}

/**
 * The tickets the configuration asks for: under LIVE_TICKET_SECRET when set. Without it, a Firestore store (Cloud
 * Functions: many instances, where the one that issues a ticket is rarely the one that opens the stream) refuses
 * to start, except against the emulator; one process (the embedded store) makes do with a key of its own.
 */
export function streamTicketsFromEnv(env: Record<string, string | undefined>, storeAdapter: 'embedded' | 'firebase'): StreamTickets {
  const secret = env.LIVE_TICKET_SECRET?.trim();
  if (secret) {
    if (secret.length < MIN_SECRET_LENGTH) throw new Error(`LIVE_TICKET_SECRET must be at least ${MIN_SECRET_LENGTH} characters (e.g. openssl rand -base64 32)`);
    return createStreamTickets(secret);
  }
  if (storeAdapter === 'firebase' && !env.FIRESTORE_EMULATOR_HOST) {
    throw new Error(
      'The Firestore store runs on several instances, which must share the key of stream tickets: set LIVE_TICKET_SECRET (a Firebase secret, docs/deploy.md)',
    );
  }
  return perProcessStreamTickets();
}
