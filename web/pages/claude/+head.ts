import type { Config } from 'vike/types';

export const head: Config['head'] = (_pageContext, intl) => ({
  title: intl.formatMessage({ id: 'assistant.claude.title' }),
  description: intl.formatMessage({ id: 'assistant.description' }),
  breadcrumbs: [
    { name: intl.formatMessage({ id: 'nav.home' }), path: '/' },
    { name: intl.formatMessage({ id: 'assistant.claude.title' }), path: '/claude' },
  ],
});
