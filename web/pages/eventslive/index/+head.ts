import type { Config } from 'vike/types';
import { listHead } from '../../../features/discovery/list-head';
import type { Data } from './+data';

// A public page: indexed like the other lists (a craft or city as a list of its own), except URLs with parameters
// that could not be used.
export const head: Config['head'] = (pageContext, intl) => {
  const data = pageContext.data as Data;
  const { city, craft, noindex } = listHead(data);
  return {
    title: intl.formatMessage(
      { id: 'live.title' },
      { hasCraft: craft ? 'yes' : 'no', craft: craft ?? '', hasCity: city ? 'yes' : 'no', city: city ?? '' },
    ),
    description: intl.formatMessage({ id: 'live.description' }),
    noindex,
    breadcrumbs: [
      { name: intl.formatMessage({ id: 'nav.home' }), path: '/' },
      { name: intl.formatMessage({ id: 'live.heading' }), path: '/eventslive' },
    ],
  };
};
