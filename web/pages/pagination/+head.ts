import type { Config } from 'vike/types';
import { localizeUrl } from '../../lib/i18n/locales';
import type { Data } from './+data';
import { pageUrl } from './page-url';

export const head: Config['head'] = (pageContext, intl) => {
  const { page, pageCount } = pageContext.data as Data;
  const link = (rel: 'prev' | 'next', target: number) => ({ rel, href: localizeUrl(pageUrl(target), pageContext.locale) });
  return {
    title: intl.formatMessage({ id: 'pagination.title' }, { page, pageCount }),
    description: intl.formatMessage({ id: 'pagination.description' }),
    breadcrumbs: [
      { name: intl.formatMessage({ id: 'nav.home' }), path: '/' },
      { name: intl.formatMessage({ id: 'events.heading' }), path: '/events' },
      { name: intl.formatMessage({ id: 'pagination.heading' }), path: '/pagination' },
    ],
    links: [
      ...(page > 1 ? [link('prev', page - 1)] : []),
      ...(page < pageCount ? [link('next', page + 1)] : []),
      { rel: 'alternate', type: 'text/calendar', href: localizeUrl('/events.ics', pageContext.locale), title: intl.formatMessage({ id: 'calendar.feedTitle' }, { name: intl.formatMessage({ id: 'calendar.allEvents' }) }) },
    ],
  };
};
