import type { Config } from 'vike/types';
import { describeError } from './describe-error';

export const head: Config['head'] = (pageContext, intl) => {
  const { statusCode } = describeError(pageContext);
  const kind = statusCode === 404 ? 'notFound' : statusCode === 403 ? 'forbidden' : 'server';
  return {
    title: intl.formatMessage({ id: `error.${kind}Heading` }),
    description: intl.formatMessage({ id: `error.${kind}Text` }),
    noindex: true,
  };
};
