import type { Config } from 'vike/types';

export const head: Config['head'] = (_pageContext, intl) => ({
  title: intl.formatMessage({ id: 'contact.heading' }),
  description: intl.formatMessage({ id: 'contact.description' }),
  breadcrumbs: [
    { name: intl.formatMessage({ id: 'nav.home' }), path: '/' },
    { name: intl.formatMessage({ id: 'contact.heading' }), path: '/contact' },
  ],
});
