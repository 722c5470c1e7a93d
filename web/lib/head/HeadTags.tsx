// Everything in <head> that depends on the page: title, description, robots, canonical, hreflang, Open Graph, JSON-LD.
import type { IntlShape } from 'react-intl';
import { locales, localeTags, localizeUrl, defaultLocale, type Locale } from '../i18n/locales';
import type { HeadInfo } from './head-info';
import { inlineJson } from './json-ld';

export type HeadTagsProps = {
  head: HeadInfo;
  intl: IntlShape;
  locale: Locale;
  origin: string;
  /** The page's URL without the locale prefix, e.g. '/venues?city=wien'. */
  logicalUrl: string;
};

export function fullTitle(head: HeadInfo, intl: IntlShape): string {
  return intl.formatMessage({ id: 'head.title' }, { page: head.title });
}

export function HeadTags({ head, intl, locale, origin, logicalUrl }: HeadTagsProps) {
  const url = (inLocale: Locale) => origin + localizeUrl(logicalUrl, inLocale);
  const title = fullTitle(head, intl);
  const breadcrumbList = head.breadcrumbs && {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: head.breadcrumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: origin + localizeUrl(crumb.path, locale),
    })),
  };
  const jsonLd = [...(head.jsonLd ?? []), ...(breadcrumbList ? [breadcrumbList] : [])];
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={head.description} />
      <meta name="robots" content={head.noindex ? 'noindex' : 'index, follow'} />
      <link rel="canonical" href={url(locale)} />
      {locales.map((other) => (
        <link key={other} rel="alternate" hrefLang={other} href={url(other)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={url(defaultLocale)} />
      {head.links?.map((link) => (
        <link key={`${link.rel} ${link.href}`} rel={link.rel} href={origin + link.href} type={link.type} title={link.title} />
      ))}
      <meta property="og:site_name" content={intl.formatMessage({ id: 'site.name' })} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:type" content={head.ogType ?? 'website'} />
      <meta property="og:url" content={url(locale)} />
      <meta property="og:locale" content={localeTags[locale].replace('-', '_')} />
      {head.image ? <meta property="og:image" content={new URL(head.image, origin).href} /> : null}
      {jsonLd.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: inlineJson(data) }} />
      ))}
    </>
  );
}
