import type { WebSite, WithContext } from 'schema-dts';
import type { Config } from 'vike/types';

export const head: Config['head'] = (_pageContext, intl) => ({
  title: intl.formatMessage({ id: 'home.title' }),
  description: intl.formatMessage({ id: 'home.description' }),
  jsonLd: [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: intl.formatMessage({ id: 'site.name' }),
      inLanguage: intl.locale,
    } satisfies WithContext<WebSite>,
  ],
});
