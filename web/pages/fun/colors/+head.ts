import type { Config } from 'vike/types';

export const head: Config['head'] = (pageContext, intl) => ({
  title: intl.formatMessage({ id: 'colors.title' }),
  description: intl.formatMessage({ id: 'colors.description' }),
  // A shared palette is the same tool with other colours: only the plain page is indexed.
  noindex: Object.keys(pageContext.urlParsed.search).length > 0,
  breadcrumbs: [
    { name: intl.formatMessage({ id: 'nav.home' }), path: '/' },
    { name: intl.formatMessage({ id: 'colors.breadcrumb' }), path: '/fun/colors' },
  ],
});
