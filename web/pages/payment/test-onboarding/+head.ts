import type { Config } from 'vike/types';

export const head: Config['head'] = (_pageContext, intl) => ({
  title: intl.formatMessage({ id: 'testOnboarding.title' }),
  description: intl.formatMessage({ id: 'testOnboarding.description' }),
  noindex: true,
});
