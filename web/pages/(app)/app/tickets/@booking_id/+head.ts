import type { Config } from 'vike/types';

export const head: Config['head'] = (_pageContext, intl) => ({
  title: intl.formatMessage({ id: 'tickets.title' }),
  description: intl.formatMessage({ id: 'tickets.description' }),
  noindex: true,
});
