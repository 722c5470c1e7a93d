import type { Config } from 'vike/types';
import { localizeUrl } from '../../../lib/i18n/locales';
import type { Data } from './+data';

export const head: Config['head'] = (pageContext, intl) => {
  const { filters, problems, cities, crafts } = pageContext.data as Data;
  const city = cities.find((c) => c.slug === filters.city)?.name;
  const craft = crafts.find((c) => c.slug === filters.craft)?.name;
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
    // Later pages and lists with parameters we could not read are not pages of their own for search engines.
    noindex: Boolean(filters.after) || problems.length > 0,
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
