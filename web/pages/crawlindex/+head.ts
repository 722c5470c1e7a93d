import type { Config } from 'vike/types';

export const head: Config['head'] = (_pageContext, intl) => ({
  title: intl.formatMessage({ id: 'crawlindex.title' }),
  description: intl.formatMessage({ id: 'crawlindex.description' }),
  breadcrumbs: [
    { name: intl.formatMessage({ id: 'nav.home' }), path: '/' },
    { name: intl.formatMessage({ id: 'crawlindex.title' }), path: '/crawlindex' },
  ],
});
