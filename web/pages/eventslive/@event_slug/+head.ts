import type { Config } from 'vike/types';
import { livePath, liveListPath } from '../../../features/live/live-paths';
import type { Data } from './+data';

export const head: Config['head'] = (pageContext, intl) => {
  const { view } = pageContext.data as Data;
  const title = view.event.title;
  return {
    title: intl.formatMessage({ id: 'live.detailTitle' }, { title }),
    description: intl.formatMessage({ id: 'live.detailDescription' }, { title }),
    breadcrumbs: [
      { name: intl.formatMessage({ id: 'nav.home' }), path: '/' },
      { name: intl.formatMessage({ id: 'live.heading' }), path: liveListPath },
      { name: title, path: livePath(view.event.slug) },
    ],
  };
};
