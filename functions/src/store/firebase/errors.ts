// Which Firestore failures mean "the store cannot be reached" (StoreUnavailableError, reported as STORE_UNAVAILABLE)
// rather than a rejected request. Firestore errors carry the gRPC status code as `code`.
import { StoreUnavailableError } from '../../domain/repositories.js';

/** gRPC status codes this adapter tells apart. */
export const Code = {
  CANCELLED: 1,
  UNKNOWN: 2,
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  ALREADY_EXISTS: 6,
  RESOURCE_EXHAUSTED: 8,
  ABORTED: 10,
  INTERNAL: 13,
  UNAVAILABLE: 14,
} as const;

export const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

export function toStoreError(error: unknown): unknown {
  if (error instanceof StoreUnavailableError) return error;
  const code = codeOf(error);
  // RESOURCE_EXHAUSTED: a quota is used up (or the database is overloaded); the request itself was fine.
  if (code !== Code.UNAVAILABLE && code !== Code.DEADLINE_EXCEEDED && code !== Code.RESOURCE_EXHAUSTED) return error;
  return new StoreUnavailableError(`Firestore unavailable: ${String((error as { message?: unknown }).message)}`, { cause: error });
}
