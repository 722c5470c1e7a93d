import type { Config } from 'vike/types';

export const head: Config['head'] = (_pageContext, intl) => ({
  title: intl.formatMessage({ id: 'auth.reset.title' }),
  description: intl.formatMessage({ id: 'auth.reset.description' }),
  noindex: true,
});
