// Locale routing (vike's i18n pattern): '/en/venues' is routed as '/venues' with pageContext.locale = 'en'.
import type { PageContext } from 'vike/types';
import { extractLocale } from '../lib/i18n/locales';

export function onBeforeRoute(pageContext: PageContext) {
  // One read of the parsed URL (vike parses it again on every read of urlParsed or urlPathname).
  const { pathname, searchOriginal } = pageContext.urlParsed;
  const { locale, url } = extractLocale(pathname);
  return { pageContext: { locale, urlLogical: url + (searchOriginal ?? '') } };
}
