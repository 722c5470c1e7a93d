// The absolute addresses of the site's pages, for what people read away from the site (the mails, the printed gift
// voucher): the public origin and a page in either language. Pure: the caller passes the environment.
import type { Locale } from './records.js';

/** The public origin: SITE_URL, else the local server `npm start` runs; without a trailing slash. */
export function siteOriginFromEnv(env: Record<string, string | undefined>): string {
  return (env.SITE_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, '');
}

/** The absolute URL of a page (`path` as the German, unprefixed route) in `locale` (English under /en). */
export function pageUrlAt(origin: string, path: string, locale: Locale): string {
  return `${origin}${locale === 'en' ? '/en' : ''}${path}`;
}
