import type { Config } from 'vike/types';
import { listHead } from '../../../features/discovery/list-head';
import type { Data } from './+data';

export const head: Config['head'] = (pageContext, intl) => {
  const data = pageContext.data as Data;
  const { city, craft, noindex } = listHead(data);
  return {
    title: intl.formatMessage(
      { id: 'venues.title' },
      { hasCraft: craft ? 'yes' : 'no', craft: craft ?? '', hasCity: city ? 'yes' : 'no', city: city ?? '' },
    ),
    description: intl.formatMessage({ id: 'venues.description' }),
    // „Open now“ changes by the hour.
    noindex: noindex || Boolean(data.filters.open),
  };
};
