// Firebase Auth's Identity Toolkit REST API, called from the server as the client SDK would call it, and how the
// identity adapter tells Firebase Auth being out of reach (StoreUnavailableError) apart from a person's mistake.
import { StoreUnavailableError } from '../domain/repositories.js';
import { IdentityError, type IdentityErrorCode, type IdentityProvider } from './identity.js';

interface RestError {
  error?: { message?: string };
}

export interface TokenResponse {
  idToken: string;
  localId: string;
  isNewUser?: boolean;
}

/** A failed Identity Toolkit REST call that is no IdentityError: `status` 0 when no answer came (network, timeout). */
class IdentityToolkitError extends Error {
  constructor(
    readonly method: string,
    readonly status: number,
    readonly providerCode: string,
    options?: { cause?: unknown },
  ) {
    super(`Identity Toolkit ${method} failed: ${status || 'no answer'} ${providerCode}`, options);
  }
}

/**
 * firebase-admin's codes for "Firebase Auth cannot serve us right now": no connection or no answer in time, an
 * answer it could not make sense of (the Auth backend's 5xx and unknown errors are auth/internal-error), the
 * project's quota used up. Client mistakes (auth/user-not-found, auth/invalid-email, ...) are not among them.
 */
const SDK_UNAVAILABLE_CODES = ['app/network-error', 'app/network-timeout', 'auth/internal-error', 'auth/quota-exceeded'];
/**
 * Identity Toolkit's REST answers that mean the same: its rate limit (which counts by our server's address, since
 * every sign-in comes from it) and the project's quota; besides, any 429 or 5xx status and no answer at all.
 */
const REST_UNAVAILABLE_CODES = ['TOO_MANY_ATTEMPTS_TRY_LATER', 'QUOTA_EXCEEDED'];

function isAuthUnavailable(error: unknown): boolean {
  if (error instanceof IdentityToolkitError) {
    return error.status === 0 || error.status === 429 || error.status >= 500 || REST_UNAVAILABLE_CODES.includes(error.providerCode);
  }
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && SDK_UNAVAILABLE_CODES.includes(code);
}

/**
 * Firebase Auth out of reach fails the accounts as a store that cannot answer fails the data: as
 * StoreUnavailableError (STORE_UNAVAILABLE, 503 with Retry-After), which callers tell apart from a bug. Every other
 * error (IdentityError for a wrong password and the like, a bug) passes unchanged.
 */
export function authFaultsAsUnavailable(identity: IdentityProvider): IdentityProvider {
  const guarded = { ...identity };
  for (const [name, method] of Object.entries(identity)) {
    if (typeof method !== 'function') continue;
    (guarded as unknown as Record<string, unknown>)[name] = (...args: unknown[]) =>
      (method as (...args: unknown[]) => Promise<unknown>).apply(identity, args).catch((error: unknown) => {
        if (!isAuthUnavailable(error)) throw error;
        throw new StoreUnavailableError(`Firebase Auth is unavailable: ${(error as Error).message}`, { cause: error });
      });
  }
  return guarded;
}

/** The provider's message is "CODE" or "CODE : explanation". */
function providerCode(body: RestError): string {
  return (body.error?.message ?? 'UNKNOWN').split(' ')[0] ?? 'UNKNOWN';
}

/** One REST call; provider errors become IdentityError by `map`, anything else is thrown as is. */
export type IdentityToolkitCall = <T>(method: string, body: object, map: (code: string) => IdentityErrorCode | undefined) => Promise<T>;

/** The REST calls of one Firebase project (`apiKey`), to the Auth emulator at `emulatorHost` when given. */
export function identityToolkit(options: { apiKey: string; emulatorHost?: string }): IdentityToolkitCall {
  const base = options.emulatorHost
    ? `http://${options.emulatorHost}/identitytoolkit.googleapis.com/v1`
    : 'https://identitytoolkit.googleapis.com/v1';
  return async <T>(method: string, body: object, map: (code: string) => IdentityErrorCode | undefined): Promise<T> => {
    let response: Response;
    let json: T & RestError;
    try {
      response = await fetch(`${base}/${method}?key=${encodeURIComponent(options.apiKey)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      // A gateway's error page is no JSON: its status tells what happened.
      json = (await (response.ok ? response.json() : response.json().catch(() => ({})))) as T & RestError;
    } catch (error) {
      throw new IdentityToolkitError(method, 0, 'NO_ANSWER', { cause: error }); // refused, reset, timed out
    }
    if (response.ok) return json;
    const code = providerCode(json);
    const failure = new IdentityToolkitError(method, response.status, code);
    // Before `map`: an overloaded service is not a wrong password or a bad link.
    if (isAuthUnavailable(failure)) throw failure;
    const mapped = map(code);
    if (mapped) throw new IdentityError(mapped, code);
    throw failure;
  };
}
