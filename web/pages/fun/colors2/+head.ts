import type { Config } from 'vike/types';

export const head: Config['head'] = (_pageContext, intl) => ({
  title: intl.formatMessage({ id: 'colors2.title' }),
  description: intl.formatMessage({ id: 'colors2.description' }),
  breadcrumbs: [
    { name: intl.formatMessage({ id: 'nav.home' }), path: '/' },
    { name: intl.formatMessage({ id: 'colors2.breadcrumb.colors' }), path: '/fun/colors' },
    { name: intl.formatMessage({ id: 'colors2.title' }), path: '/fun/colors2' },
  ],
});
