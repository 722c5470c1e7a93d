import type { Config } from 'vike/types';

export const head: Config['head'] = (_pageContext, intl) => ({
  title: intl.formatMessage({ id: 'checkIn.title' }),
  description: intl.formatMessage({ id: 'checkIn.description' }),
  noindex: true,
});
