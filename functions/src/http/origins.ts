// Which host and origin a request is about: this machine or the public site, the site's own origin for links and
// canonical URLs, and whether a form post comes from the site itself.
import { header, type RequestHeaders } from './headers.js';

/** A host (with or without port) that names this machine: the site runs locally over plain http. */
export function isLocalHost(host: string | undefined): boolean {
  return /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host ?? '');
}

/** The host the client asked for: the proxy's X-Forwarded-Host, else Host. */
export function requestedHost(headers: RequestHeaders): string | undefined {
  return header(headers, 'x-forwarded-host') ?? header(headers, 'host');
}

/**
 * The origin for links in mails: SITE_URL when set. Otherwise the request's own origin, but only on this machine
 * (localhost): a Host header is the sender's to choose, and a reset link pointing at someone else's host would hand
 * them the code. Null when neither.
 */
export function siteUrlOf(headers: RequestHeaders, env: Record<string, string | undefined> = process.env): string | null {
  if (env.SITE_URL) return env.SITE_URL;
  const host = requestedHost(headers);
  if (!host || !isLocalHost(host)) return null;
  return `${header(headers, 'x-forwarded-proto') === 'https' ? 'https' : 'http'}://${host}`;
}

/**
 * The public origin for canonical URLs and the form posts' origin check: SITE_URL when set, else the (forwarded)
 * request host. Only a plain host[:port] is taken from the request; anything else is read as localhost.
 */
export function canonicalOrigin(
  headers: RequestHeaders,
  encrypted: boolean,
  env: Record<string, string | undefined> = process.env,
): string {
  if (env.SITE_URL) return env.SITE_URL.replace(/\/$/, '');
  const first = (name: string) => header(headers, name)?.split(',')[0]?.trim();
  const requested = first('x-forwarded-host') ?? first('host');
  const host = requested && /^[a-z0-9.-]+(:\d+)?$/i.test(requested) ? requested : 'localhost';
  const forwarded = first('x-forwarded-proto');
  const protocol = forwarded === 'https' || (!forwarded && encrypted) ? 'https' : 'http';
  return `${protocol}://${host}`;
}

/** Origin, else Referer, must name `origin`; a request with neither is refused (browsers send one on form posts). */
export function isSameOrigin(headers: RequestHeaders, origin: string): boolean {
  const claimed = header(headers, 'origin') ?? header(headers, 'referer');
  if (!claimed || claimed === 'null') return false;
  try {
    return new URL(claimed).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}
