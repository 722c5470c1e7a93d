import type { Config } from 'vike/types';

/** The share URL's parameters (palette-url.ts): a page showing a shared palette. */
const paletteParams = ['base', 'rule', 'm', 'c', 'lock', 'seed'];

export const head: Config['head'] = (pageContext, intl) => ({
  title: intl.formatMessage({ id: 'colors.title' }),
  description: intl.formatMessage({ id: 'colors.description' }),
  // A shared palette is the same tool with other colours: only the plain page is indexed.
  noindex: paletteParams.some((name) => name in pageContext.urlParsed.search),
  breadcrumbs: [
    { name: intl.formatMessage({ id: 'nav.home' }), path: '/' },
    { name: intl.formatMessage({ id: 'colors.breadcrumb' }), path: '/fun/colors' },
  ],
});
