import type { Config } from 'vike/types';

export const head: Config['head'] = (_pageContext, intl) => ({
  title: intl.formatMessage({ id: 'radarUnsubscribe.title' }),
  description: intl.formatMessage({ id: 'radarUnsubscribe.description' }),
  noindex: true,
});
