import type { Config } from 'vike/types';
import { localizeUrl } from '../../../lib/i18n/locales';
import { tagLabel } from '../../../features/articles/tag-label';
import type { Data } from './+data';

export const head: Config['head'] = (pageContext, intl) => {
  const { filters, problems, crafts } = pageContext.data as Data;
  const craft = crafts.find((c) => c.slug === filters.craft)?.name;
  const topic = craft ?? (filters.tag ? tagLabel(intl, filters.tag) : undefined);
  return {
    title: intl.formatMessage({ id: 'blog.title' }, { hasTopic: topic ? 'yes' : 'no', topic: topic ?? '' }),
    description: intl.formatMessage({ id: 'blog.description' }),
    noindex: Boolean(filters.after) || problems.length > 0,
    breadcrumbs: [
      { name: intl.formatMessage({ id: 'nav.home' }), path: '/' },
      { name: intl.formatMessage({ id: 'blog.heading' }), path: '/blog' },
    ],
    links: [{ rel: 'alternate', type: 'application/atom+xml', href: localizeUrl('/blog/feed.xml', pageContext.locale), title: intl.formatMessage({ id: 'blog.feedTitle' }) }],
  };
};
