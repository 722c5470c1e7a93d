import type { Config } from 'vike/types';

export const head: Config['head'] = (_pageContext, intl) => ({
  title: intl.formatMessage({ id: 'payment.title' }),
  description: intl.formatMessage({ id: 'payment.description' }),
  noindex: true,
});
