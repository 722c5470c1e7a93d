import type { Config } from 'vike/types';

export const head: Config['head'] = (_pageContext, intl) => ({
  title: intl.formatMessage({ id: 'profile.events.title' }),
  description: intl.formatMessage({ id: 'profile.events.description' }),
  noindex: true,
});
