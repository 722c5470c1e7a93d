import type { Config } from 'vike/types';
import { describeError } from './describe-error';

export const head: Config['head'] = (pageContext, intl) => {
  const { statusCode } = describeError(pageContext);
  return {
    title: intl.formatMessage({ id: statusCode === 404 ? 'error.notFoundHeading' : 'error.serverHeading' }),
    description: intl.formatMessage({ id: statusCode === 404 ? 'error.notFoundText' : 'error.serverText' }),
    noindex: true,
  };
};
