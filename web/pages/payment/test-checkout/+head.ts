import type { Config } from 'vike/types';

export const head: Config['head'] = (_pageContext, intl) => ({
  title: intl.formatMessage({ id: 'testCheckout.title' }),
  description: intl.formatMessage({ id: 'testCheckout.description' }),
  noindex: true,
});
