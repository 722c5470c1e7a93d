// Everything in <head> that depends on the page: title, description, robots, canonical, hreflang, Open Graph, JSON-LD.
import type { IntlShape } from 'react-intl';
import type { BreadcrumbList, ListItem, WithContext } from 'schema-dts';
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

/**
 * The messages the head itself shows, on every page. The head is rendered on the server only, so the build's search
 * of the browser's code for each page's messages (lib/i18n/page-messages.ts) cannot find these: every page gets them.
 */
export const headMessageIds = ['head.title', 'head.imageAlt', 'site.name'] as const;

/** The site's own picture for a shared link: 1200×630, the size link previews show large. */
export const siteImage = { url: '/og/site.png', width: 1200, height: 630 } as const;

/**
 * The picture a shared link shows. Messengers, Mastodon and social networks do not show SVG, so a drawing from
 * /illustrations is shared as its PNG twin in /og (made by make-og-images.mjs); a page without a picture gets the
 * site's own.
 */
export function sharedImage(head: HeadInfo, intl: IntlShape): { url: string; alt: string; width?: number; height?: number } {
  const alt = head.imageAlt?.trim();
  const drawing = head.image?.match(/^(?:https?:\/\/[^/]+)?\/illustrations\/([\w-]+)\.svg$/);
  // A picture is shared only with words for what it shows; otherwise the site's own, which has them.
  if (drawing && alt) return { url: `/og/${drawing[1]}.png`, alt, width: siteImage.width, height: siteImage.height };
  if (head.image && alt && !/\.svg(?:$|\?)/.test(head.image)) return { url: head.image, alt };
  return { ...siteImage, alt: intl.formatMessage({ id: 'head.imageAlt' }) };
}

export function fullTitle(head: HeadInfo, intl: IntlShape): string {
  return intl.formatMessage({ id: 'head.title' }, { page: head.title });
}

export function HeadTags({ head, intl, locale, origin, logicalUrl }: HeadTagsProps) {
  const url = (inLocale: Locale) => origin + localizeUrl(logicalUrl, inLocale);
  const title = fullTitle(head, intl);
  const breadcrumbList: WithContext<BreadcrumbList> | undefined = head.breadcrumbs && {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: head.breadcrumbs.map((crumb, index): ListItem => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: origin + localizeUrl(crumb.path, locale),
    })),
  };
  const jsonLd = [...(head.jsonLd ?? []), ...(breadcrumbList ? [breadcrumbList] : [])];
  const image = sharedImage(head, intl);
  const imageUrl = new URL(image.url, origin).href;
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
      <meta property="og:image" content={imageUrl} />
      {image.width ? <meta property="og:image:width" content={String(image.width)} /> : null}
      {image.height ? <meta property="og:image:height" content={String(image.height)} /> : null}
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={head.description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={image.alt} />
      {jsonLd.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: inlineJson(data) }} />
      ))}
    </>
  );
}
