import type { Config } from 'vike/types';

export const head: Config['head'] = (_pageContext, intl) => ({
  title: intl.formatMessage({ id: 'venueProfile.heading' }),
  description: intl.formatMessage({ id: 'venueProfile.description' }),
  noindex: true,
});
