// Errors the services raise on purpose. The GraphQL layer maps them to stable codes (graphql/errors.ts); the web
// localizes by code, so the message only has to be clear to a developer reading the API response.

/**
 * What is wrong with one input field: `field` is the input's path ("email", "input.title"), `code` a stable
 * upper-case reason the web has a localized message for (e.g. REQUIRED, TOO_LONG, WEAK_PASSWORD).
 */
export interface FieldError {
  field: string;
  code: string;
}

/** BAD_USER_INPUT; `fields` names each offending field (empty for malformed arguments of the read API). */
export class InvalidInputError extends Error {
  override readonly name = 'InvalidInputError';
  constructor(
    message: string,
    readonly fields: readonly FieldError[] = [],
  ) {
    super(message);
  }
}

/** FORBIDDEN: signed in, but this is not the person's to read or change. */
export class ForbiddenError extends Error {
  override readonly name = 'ForbiddenError';
}

/** TOO_MANY_ATTEMPTS: repeated failed sign-ins for this account or address; try again after `retryAfterSeconds`. */
export class TooManyAttemptsError extends Error {
  override readonly name = 'TooManyAttemptsError';
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many failed attempts; try again in ${retryAfterSeconds} s.`);
  }
}

/** UNAUTHENTICATED: the operation needs a signed-in person. */
export class UnauthenticatedError extends Error {
  override readonly name = 'UnauthenticatedError';
}
