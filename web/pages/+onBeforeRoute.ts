// Locale routing (vike's i18n pattern): '/en/venues' is routed as '/venues' with pageContext.locale = 'en'.
import type { PageContext } from 'vike/types';
import { extractLocale } from '../lib/i18n/locales';

export function onBeforeRoute(pageContext: PageContext) {
  const { locale, url } = extractLocale(pageContext.urlPathname);
  return { pageContext: { locale, urlLogical: url + (pageContext.urlParsed.searchOriginal ?? '') } };
}
