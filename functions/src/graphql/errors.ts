// How errors leave the API: stable codes for the cases clients handle (the web localizes by code), and nothing
// internal (messages of unexpected errors, stack traces) for the rest.
import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { AssistantError } from '../assistant/limits.js';
import { PaymentProviderError } from '../domain/payment-provider.js';
import { ConflictError, NotFoundError, StoreUnavailableError } from '../domain/repositories.js';
import { ForbiddenError, InvalidInputError, TooManyAttemptsError, UnauthenticatedError } from '../services/errors.js';

export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const { message: _message, extensions: _extensions, ...where } = formatted;
  if (original instanceof StoreUnavailableError) {
    console.warn('Store unavailable:', original.message, original.cause ?? '');
    return { ...where, message: 'The data store is unavailable right now; please try again shortly.', extensions: { code: 'STORE_UNAVAILABLE' } };
  }
  if (original instanceof InvalidInputError) {
    const fields = original.fields.length > 0 ? { fields: original.fields } : {};
    return { ...where, message: original.message, extensions: { code: 'BAD_USER_INPUT', ...fields } };
  }
  if (original instanceof UnauthenticatedError) {
    return { ...where, message: original.message, extensions: { code: 'UNAUTHENTICATED' } };
  }
  if (original instanceof ForbiddenError) return { ...where, message: original.message, extensions: { code: 'FORBIDDEN' } };
  if (original instanceof NotFoundError) return { ...where, message: original.message, extensions: { code: 'NOT_FOUND' } };
  if (original instanceof ConflictError) {
    return { ...where, message: original.message, extensions: { code: 'CONFLICT', reason: original.code } };
  }
  if (original instanceof PaymentProviderError) {
    // The provider refused or could not be reached (or none is configured): the seat stays held, trying again may work.
    console.warn('Payment provider:', original.message);
    return { ...where, message: 'Payments are unavailable right now; please try again shortly.', extensions: { code: 'PAYMENT_UNAVAILABLE' } };
  }
  if (original instanceof TooManyAttemptsError) {
    return {
      ...where,
      message: original.message,
      extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: original.retryAfterSeconds },
    };
  }
  if (original instanceof AssistantError) {
    // The assistant's own codes (assistant/limits.ts), which the pages localize.
    const wait = original.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: original.retryAfterSeconds };
    return { ...where, message: original.message, extensions: { code: original.code, ...wait } };
  }
  if (formatted.extensions?.code === 'INTERNAL_SERVER_ERROR') {
    console.error('Unexpected error in GraphQL operation:', original);
    return { ...where, message: 'Internal server error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  return formatted;
}
