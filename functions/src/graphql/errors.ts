// How errors leave the API: stable codes for the cases clients handle (the web localizes by code), and nothing
// internal (messages of unexpected errors, stack traces) for the rest.
import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { StoreUnavailableError } from '../domain/repositories.js';
import { InvalidInputError } from '../services/errors.js';

export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const { message: _message, extensions: _extensions, ...where } = formatted;
  if (original instanceof StoreUnavailableError) {
    console.warn('Store unavailable:', original.message, original.cause ?? '');
    return { ...where, message: 'The data store is unavailable right now; please try again shortly.', extensions: { code: 'STORE_UNAVAILABLE' } };
  }
  if (original instanceof InvalidInputError) {
    return { ...where, message: original.message, extensions: { code: 'BAD_USER_INPUT' } };
  }
  if (formatted.extensions?.code === 'INTERNAL_SERVER_ERROR') {
    console.error('Unexpected error in GraphQL operation:', original);
    return { ...where, message: 'Internal server error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  return formatted;
}
