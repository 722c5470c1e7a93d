import type { Config } from 'vike/types';

export const head: Config['head'] = (_pageContext, intl) => ({
  title: intl.formatMessage({ id: 'participants.title' }),
  description: intl.formatMessage({ id: 'participants.description' }),
  noindex: true,
});
