// The sitemap (sitemaps.org 0.9): every public page in every language, each with hreflang alternates for all
// languages and x-default (Google's xhtml:link extension).
import { defaultLocale, localizeUrl, locales } from '../../lib/i18n/locales';
import { escapeXml, xmlDateTime } from './xml';

export type SitemapPage = {
  /** The logical path, without language prefix: '/venues/atelier-x'. */
  path: string;
  /** When the page's content last changed. */
  lastmod: string | Date;
};

export const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const xhtmlNamespace = 'http://www.w3.org/1999/xhtml';
/** A sitemap file may list at most 50,000 URLs; each page appears once per language. */
export const maxSitemapPages = Math.floor(50_000 / locales.length);

export function writeSitemap(origin: string, pages: ReadonlyArray<SitemapPage>): string {
  const seen = new Set<string>();
  const unique = pages.filter((page) => !seen.has(page.path) && seen.add(page.path)).slice(0, maxSitemapPages);
  const href = (path: string, locale: (typeof locales)[number]) => escapeXml(origin + localizeUrl(path, locale));
  const urls = unique.flatMap((page) => {
    const alternates = [
      ...locales.map((locale) => `    <xhtml:link rel="alternate" hreflang="${locale}" href="${href(page.path, locale)}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${href(page.path, defaultLocale)}"/>`,
    ];
    return locales.map((locale) =>
      [
        '  <url>',
        `    <loc>${href(page.path, locale)}</loc>`,
        `    <lastmod>${xmlDateTime(page.lastmod)}</lastmod>`,
        ...alternates,
        '  </url>',
      ].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${sitemapNamespace}" xmlns:xhtml="${xhtmlNamespace}">`,
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
