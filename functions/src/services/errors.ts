// Errors the services raise on purpose. The GraphQL layer maps them to stable codes (BAD_USER_INPUT); the web
// localizes by code, so the message only has to be clear to a developer reading the API response.
export class InvalidInputError extends Error {
  override readonly name = 'InvalidInputError';
}
