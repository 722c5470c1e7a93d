import type { Config } from 'vike/types';
import { listHead } from '../../features/discovery/list-head';
import type { Data } from './+data';

export const head: Config['head'] = (pageContext, intl) => {
  const data = pageContext.data as Data;
  const { craft, noindex } = listHead(data);
  return {
    title: intl.formatMessage({ id: 'wien.title' }, { hasCraft: craft ? 'yes' : 'no', craft: craft ?? '' }),
    description: intl.formatMessage({ id: 'wien.description' }),
    // „Open now“ changes by the hour.
    noindex: noindex || Boolean(data.filters.open),
    breadcrumbs: [
      { name: intl.formatMessage({ id: 'nav.home' }), path: '/' },
      { name: intl.formatMessage({ id: 'wien.breadcrumb' }), path: '/wien' },
    ],
  };
};
