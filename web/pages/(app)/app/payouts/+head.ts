import type { Config } from 'vike/types';

export const head: Config['head'] = (_pageContext, intl) => ({
  title: intl.formatMessage({ id: 'payouts.title' }),
  description: intl.formatMessage({ id: 'payouts.description' }),
  noindex: true,
});
