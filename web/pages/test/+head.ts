import type { Config } from 'vike/types';

export const head: Config['head'] = (_pageContext, intl) => ({
  title: intl.formatMessage({ id: 'test.title' }),
  description: intl.formatMessage({ id: 'test.description' }),
  noindex: true,
});
