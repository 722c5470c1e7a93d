import type { Config } from 'vike/types';

export const head: Config['head'] = (_pageContext, intl) => ({
  title: intl.formatMessage({ id: 'admin.heading' }),
  description: intl.formatMessage({ id: 'admin.description' }),
  noindex: true,
});
