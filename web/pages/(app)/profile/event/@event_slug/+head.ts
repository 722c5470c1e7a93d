import type { Config } from 'vike/types';
import type { Data } from './+data';

export const head: Config['head'] = (pageContext, intl) => {
  const { event } = pageContext.data as Data;
  return {
    title: intl.formatMessage({ id: 'eventEdit.title' }, { title: event.title }),
    description: intl.formatMessage({ id: 'eventEdit.description' }),
    noindex: true,
  };
};
