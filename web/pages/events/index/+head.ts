import type { Config } from 'vike/types';
import { listHead } from '../../../features/discovery/list-head';
import { localizeUrl } from '../../../lib/i18n/locales';
import type { Data } from './+data';

export const head: Config['head'] = (pageContext, intl) => {
  const data = pageContext.data as Data;
  const { filters } = data;
  const { city, craft, noindex } = listHead(data);
  const calendar = (query: string, name: string) => ({
    rel: 'alternate',
    type: 'text/calendar',
    href: localizeUrl(`/events.ics${query}`, pageContext.locale),
    title: intl.formatMessage({ id: 'calendar.feedTitle' }, { name }),
  });
  return {
    title: intl.formatMessage(
      { id: 'events.title' },
      { hasCraft: craft ? 'yes' : 'no', craft: craft ?? '', hasCity: city ? 'yes' : 'no', city: city ?? '' },
    ),
    description: intl.formatMessage({ id: 'events.description' }),
    noindex,
    breadcrumbs: [
      { name: intl.formatMessage({ id: 'nav.home' }), path: '/' },
      { name: intl.formatMessage({ id: 'events.heading' }), path: '/events' },
    ],
    links: [
      calendar('', intl.formatMessage({ id: 'calendar.allEvents' })),
      ...(craft && filters.craft ? [calendar(`?craft=${encodeURIComponent(filters.craft)}`, craft)] : []),
      ...(city && filters.city ? [calendar(`?city=${encodeURIComponent(filters.city)}`, city)] : []),
    ],
  };
};
