import type { Config } from 'vike/types';
import type { Data } from './+data';

// A sample, not a real place: indexable as a page about listings, but without LocalBusiness JSON-LD.
export const head: Config['head'] = (pageContext, intl) => {
  const { venue } = pageContext.data as Data;
  return {
    title: intl.formatMessage({ id: 'musterspace.title' }, { name: venue.name }),
    description: intl.formatMessage({ id: 'musterspace.description' }),
    breadcrumbs: [
      { name: intl.formatMessage({ id: 'nav.home' }), path: '/' },
      { name: intl.formatMessage({ id: 'nav.venues' }), path: '/venues' },
      { name: venue.name, path: '/musterspace' },
    ],
  };
};
