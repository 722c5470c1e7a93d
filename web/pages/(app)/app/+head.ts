import type { Config } from 'vike/types';

export const head: Config['head'] = (_pageContext, intl) => ({
  title: intl.formatMessage({ id: 'app.title' }),
  description: intl.formatMessage({ id: 'app.description' }),
  noindex: true,
});
