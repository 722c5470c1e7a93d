// What a page says about itself in <head>; the renderer adds canonical, hreflang, Open Graph and the site name.
import type { JsonLd } from './json-ld';

export type HeadInfo = {
  /** The page's own title; the renderer appends "– Magazin für Selbstgemachtes". */
  title: string;
  description: string;
  /** Private and diagnostic pages are kept out of search engines. */
  noindex?: boolean;
  ogType?: 'website' | 'article' | 'place';
  /** The picture a shared link shows (og:image): the page's own photo, or a drawing of its craft; without one the
   *  site's own picture. Drawings in SVG, which link previews do not show, are shared as their PNG in /og. */
  image?: string;
  /** What the picture shows, for people who cannot see it (og:image:alt); required with `image`. */
  imageAlt?: string;
  /** Trail to this page (logical paths, e.g. '/venues'); rendered as a schema.org BreadcrumbList. */
  breadcrumbs?: ReadonlyArray<{ name: string; path: string }>;
  /** Further <link>s, e.g. rel prev/next of numbered pages and feeds (type text/calendar, application/atom+xml);
   *  href is a site path in the page's language, made absolute by the renderer. */
  links?: ReadonlyArray<{ rel: string; href: string; type?: string; title?: string }>;
  /** schema.org objects, each rendered as application/ld+json; typed by schema-dts, so tsc checks their vocabulary. */
  jsonLd?: ReadonlyArray<JsonLd>;
};
