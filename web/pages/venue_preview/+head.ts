import type { Config } from 'vike/types';
import type { Data } from './+data';

export const head: Config['head'] = (pageContext, intl) => {
  const { change } = pageContext.data as Data;
  return {
    title: change
      ? intl.formatMessage({ id: 'venuePreview.title' }, { name: change.page.venue.name })
      : intl.formatMessage({ id: 'venuePreview.nothing' }),
    description: intl.formatMessage({ id: 'venuePreview.description' }),
    noindex: true,
  };
};
