// Request headers as Node, Express and the server renderer hand them over, and what the server reads from them
// besides cookies: the client's address.

/** Header names in lower case (as Node gives them); a repeated header may arrive as a list. */
export type RequestHeaders = Record<string, string | string[] | undefined>;

/** The first value of a header, if the request carries it. */
export function header(headers: RequestHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Behind Firebase Hosting: its CDN appends the client, Google's front end of Cloud Functions appends the CDN. */
export const FIREBASE_HOSTING_HOPS = 2;

/**
 * How many proxies of our own deployment stand in front of the server and append to X-Forwarded-For
 * (TRUSTED_PROXY_HOPS; docs/deploy.md): unset, 0 for `npm start` answering clients directly, and
 * FIREBASE_HOSTING_HOPS inside Cloud Functions (K_SERVICE is set there), where 0 would make Google's front end the
 * one client everybody shares. Anything but a small whole number is refused: a wrong count either trusts what
 * clients write or makes every client one.
 */
export function trustedProxyHops(env: Record<string, string | undefined>): number {
  const value = env.TRUSTED_PROXY_HOPS?.trim();
  if (!value) return env.K_SERVICE ? FIREBASE_HOSTING_HOPS : 0;
  if (!/^\d{1,2}$/.test(value)) throw new Error(`TRUSTED_PROXY_HOPS must be a small whole number, not “${value}”`);
  return Number(value);
}

/**
 * The client's address, as the throttles count it: with no trusted proxy the socket's; else the X-Forwarded-For
 * entry `trustedHops` from the right. Each trusted proxy appends the address it was called from, so that entry is
 * the client as the outermost of them saw it; everything left of it was written by the client and may be forged.
 * A shorter list came past fewer proxies (a direct call to the function's URL): its leftmost entry is then the one
 * a trusted proxy wrote. Null when neither is known.
 */
export function clientAddress(headers: RequestHeaders, socketAddress: string | undefined, trustedHops: number): string | null {
  if (trustedHops === 0) return socketAddress || null;
  const raw = headers['x-forwarded-for'];
  const hops = (Array.isArray(raw) ? raw.join(',') : (raw ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (hops.length === 0) return socketAddress || null;
  return hops[Math.max(0, hops.length - trustedHops)]!;
}
