import type { Config } from 'vike/types';

export const head: Config['head'] = (_pageContext, intl) => ({
  title: intl.formatMessage({ id: 'makeevent.heading' }),
  description: intl.formatMessage({ id: 'makeevent.intro' }),
  noindex: true,
});
