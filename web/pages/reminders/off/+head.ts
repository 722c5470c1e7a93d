import type { Config } from 'vike/types';

export const head: Config['head'] = (_pageContext, intl) => ({
  title: intl.formatMessage({ id: 'remindersOff.title' }),
  description: intl.formatMessage({ id: 'remindersOff.description' }),
  noindex: true,
});
