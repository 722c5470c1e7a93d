// The magazine's languages and how they map onto URLs: German at unprefixed paths, English under /en/.
import { LOCALE_TAGS } from '../../../functions/src/domain/formats.js';

export const locales = ['de', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'de';
/** The locale whose catalog stands in when another fails to load: English, read by more visitors than German. */
export const fallbackLocale: Locale = 'en';
/** BCP 47 tags for <html lang>, hreflang and Intl formatting: Austrian German and British English (day-month dates,
 * the 24-hour clock). */
export const localeTags: Record<Locale, string> = LOCALE_TAGS;
export const localeCookie = 'i18n_redirected';
export const localeCookieMaxAge = 365 * 24 * 60 * 60;
/** The query parameter of the language switcher's links: the server remembers the choice and drops it (302). */
export const langParam = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Splits '/en/venues?x=1' into { locale: 'en', url: '/venues?x=1' }; unprefixed URLs are German. */
export function extractLocale(url: string): { locale: Locale; url: string } {
  const match = /^\/([a-z]{2})(?=\/|\?|#|$)(.*)$/.exec(url);
  if (match && isLocale(match[1]) && match[1] !== defaultLocale) {
    const rest = match[2] ?? '';
    return { locale: match[1], url: rest.startsWith('/') ? rest : `/${rest}` };
  }
  return { locale: defaultLocale, url };
}

/** The URL of a logical path ('/venues?x=1') in a locale. */
export function localizeUrl(url: string, locale: Locale): string {
  if (locale === defaultLocale) return url;
  // '/en' rather than '/en/': vike redirects URLs with a trailing slash.
  return url === '/' || url.startsWith('/?') ? `/${locale}${url.slice(1)}` : `/${locale}${url}`;
}

/** The first supported language of an Accept-Language header (by q weight), or undefined. */
export function negotiateLocale(acceptLanguage: string | undefined): Locale | undefined {
  if (!acceptLanguage) return undefined;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale);
}
