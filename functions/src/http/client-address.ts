// The client's address as every per-address throttle and the GraphQL budget count it, for every route: the one
// place that decides which address a request comes from (decision 036).
import { isIP } from 'node:net';
import type { RequestHeaders } from './headers.js';

/**
 * The bucket of every request whose address cannot be established (no socket address, or fewer forwarded entries
 * than our proxies would have written): all such requests count as one client, so that an unknown address is never
 * a way around a limit.
 */
export const UNKNOWN_CLIENT = 'unknown';

/** Behind Firebase Hosting: its CDN appends the client, Google's front end of Cloud Functions appends the CDN. */
export const FIREBASE_HOSTING_HOPS = 2;

/**
 * How many proxies of our own deployment stand in front of the server and append to X-Forwarded-For
 * (TRUSTED_PROXY_HOPS; docs/deploy.md). Unset: 0 for `npm start` answering clients directly; FIREBASE_HOSTING_HOPS
 * inside Cloud Functions (K_SERVICE is set there), where 0 would make Google's front end the one client everybody
 * shares; but 0 in firebase-tools' Functions emulator (FUNCTIONS_EMULATOR), which sets K_SERVICE too while its
 * Hosting emulator appends nothing, so that every entry there is the client's own. Anything but a small whole number
 * is refused: a wrong count either trusts what clients write or makes every client one.
 */
export function trustedProxyHops(env: Record<string, string | undefined>): number {
  const value = env.TRUSTED_PROXY_HOPS?.trim();
  if (!value) return env.K_SERVICE && env.FUNCTIONS_EMULATOR !== 'true' ? FIREBASE_HOSTING_HOPS : 0;
  if (!/^\d{1,2}$/.test(value)) throw new Error(`TRUSTED_PROXY_HOPS must be a small whole number, not “${value}”`);
  return Number(value);
}

/**
 * The client's address: with no trusted proxy the socket's peer; else the X-Forwarded-For entry `trustedHops` from
 * the right. Each trusted proxy appends the address it was called from, so that entry is the client as the outermost
 * of them saw it, and everything left of it was written by the client. A list with fewer entries than that, or
 * something other than an address in that place, did not come past all of our proxies: none of its entries can be
 * told from the client's own words, and the socket's peer is a proxy of ours, so such a request is UNKNOWN_CLIENT.
 * So is a request without a socket address (a closed connection, a Unix socket as in the Functions emulator).
 */
export function clientAddress(headers: RequestHeaders, socketAddress: string | undefined, trustedHops: number): string {
  if (trustedHops === 0) return socketAddress || UNKNOWN_CLIENT;
  const raw = headers['x-forwarded-for'];
  const entries = (Array.isArray(raw) ? raw.join(',') : (raw ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const entry = entries[entries.length - trustedHops];
  return entry && isIP(entry) ? entry : UNKNOWN_CLIENT;
}

/** clientAddress of an Express (or plain Node) request. */
export function clientAddressOf(req: { headers: RequestHeaders; socket: { remoteAddress?: string | undefined } }, trustedHops: number): string {
  return clientAddress(req.headers, req.socket.remoteAddress, trustedHops);
}
