// What a page says about itself in <head>; the renderer adds canonical, hreflang, Open Graph and the site name.
export type HeadInfo = {
  /** The page's own title; the renderer appends "– Magazin für Selbstgemachtes". */
  title: string;
  description: string;
  /** Private and diagnostic pages are kept out of search engines. */
  noindex?: boolean;
  ogType?: 'website' | 'article' | 'place';
  image?: string;
  /** Trail to this page (logical paths, e.g. '/venues'); rendered as a schema.org BreadcrumbList. */
  breadcrumbs?: ReadonlyArray<{ name: string; path: string }>;
  /** Further <link>s, e.g. rel prev/next of numbered pages and feeds (type text/calendar, application/atom+xml);
   *  href is a site path in the page's language, made absolute by the renderer. */
  links?: ReadonlyArray<{ rel: string; href: string; type?: string; title?: string }>;
  /** schema.org objects, each rendered as application/ld+json. */
  jsonLd?: ReadonlyArray<Record<string, unknown>>;
};
