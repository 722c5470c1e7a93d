import type { Config } from 'vike/types';

export const head: Config['head'] = (_pageContext, intl) => ({
  title: intl.formatMessage({ id: 'promoCodes.title' }),
  description: intl.formatMessage({ id: 'promoCodes.description' }),
  noindex: true,
});
