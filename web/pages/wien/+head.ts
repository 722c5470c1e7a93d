import type { Config } from 'vike/types';
import { directoryHead } from '../../features/venues/directory-head';
import type { Data } from './+data';

export const head: Config['head'] = (pageContext, intl) => {
  const data = pageContext.data as Data;
  const { craft, noindex } = directoryHead(data);
  return {
    title: intl.formatMessage({ id: 'wien.title' }, { hasCraft: craft ? 'yes' : 'no', craft: craft ?? '' }),
    description: intl.formatMessage({ id: 'wien.description' }),
    noindex,
    breadcrumbs: [
      { name: intl.formatMessage({ id: 'nav.home' }), path: '/' },
      { name: intl.formatMessage({ id: 'wien.breadcrumb' }), path: '/wien' },
    ],
  };
};
