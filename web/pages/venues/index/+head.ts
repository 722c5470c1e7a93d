import type { Config } from 'vike/types';
import type { Data } from './+data';

export const head: Config['head'] = (pageContext, intl) => {
  const { filters, cities, crafts } = pageContext.data as Data;
  const city = cities.find((c) => c.slug === filters.city)?.name;
  const craft = crafts.find((c) => c.slug === filters.craft)?.name;
  return {
    title: intl.formatMessage(
      { id: 'venues.title' },
      { hasCraft: craft ? 'yes' : 'no', craft: craft ?? '', hasCity: city ? 'yes' : 'no', city: city ?? '' },
    ),
    description: intl.formatMessage({ id: 'venues.description' }),
    // Later pages of the list only repeat the first page's kind of content.
    noindex: Boolean(filters.after),
  };
};
