import type { Config } from 'vike/types';

// Its head depends on nothing the page streams: the document's head leaves before the later sections' data.
export const head: Config['head'] = (_pageContext, intl) => ({
  title: intl.formatMessage({ id: 'asyncpage.title' }),
  description: intl.formatMessage({ id: 'asyncpage.description' }),
  breadcrumbs: [
    { name: intl.formatMessage({ id: 'nav.home' }), path: '/' },
    { name: intl.formatMessage({ id: 'asyncpage.heading' }), path: '/asyncpage' },
  ],
});
