import type { Config } from 'vike/types';

export const head: Config['head'] = (_pageContext, intl) => ({
  title: intl.formatMessage({ id: 'nav.signOut' }),
  description: intl.formatMessage({ id: 'nav.signOut' }),
  noindex: true,
});
