// The signed-in person's stream ticket. In production the live pages open their streams at the function's own URL,
// another origin than the site, where the session cookie does not go; so before a stream of the person's own (the
// Radar's notices) opens, the page asks the site's /graphql for a ticket, with the cookie, and the stream sends it
// as the Live-Ticket header. A ticket lasts ten minutes; streams reopen every few minutes and after restarts, and
// each takes the same ticket until it expires within a minute. Public live views need none.
import { print } from 'graphql';
import { NetworkError } from 'graphql-sse';
import { graphql } from '../../graphql/generated';
import { LiveStreamTicketDocument, type LiveStreamTicketQuery } from '../../graphql/generated/graphql';

/**
 * What the page asks /graphql for; the stream takes only `ticket`, the page keeps `expiresAt`. This declares it for
 * codegen; the browser sends the generated LiveStreamTicketDocument, since graphql() returns nothing in the client
 * build (vite.config.ts).
 */
export const LiveStreamTicketRequest = graphql(`
  query LiveStreamTicket {
    liveStreamTicket {
      ticket
      expiresAt
    }
  }
`);

/** A ticket this close to its expiry is replaced before a stream opens with it. */
export const TICKET_RENEWAL_MS = 60_000;

type Ticket = NonNullable<LiveStreamTicketQuery['liveStreamTicket']>;

/**
 * A new ticket from the site's /graphql (same origin: the session cookie goes along); null when the person is signed
 * out. A server that cannot be reached or fails throws graphql-sse's NetworkError, so that the stream retries as
 * it does when the stream itself cannot be reached (a restart).
 */
export async function fetchStreamTicket(): Promise<Ticket | null> {
  // Outside the try: a request that cannot even be written is a bug to see, not a network failure to retry.
  const body = JSON.stringify({ query: print(LiveStreamTicketDocument) });
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body,
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error : String(error));
  }
  if (!response.ok) throw new NetworkError(response);
  const result = (await response.json()) as { data?: LiveStreamTicketQuery | null };
  return result.data?.liveStreamTicket ?? null;
}

/** The ticket for the next stream: the one at hand, or a new one when there is none or it expires within a minute. */
export function streamTickets(fetchTicket: () => Promise<Ticket | null> = fetchStreamTicket, now: () => number = Date.now): () => Promise<string | null> {
  let current: Ticket | null = null;
  return async () => {
    if (!current || Date.parse(current.expiresAt) - now() < TICKET_RENEWAL_MS) current = await fetchTicket();
    return current?.ticket ?? null;
  };
}
