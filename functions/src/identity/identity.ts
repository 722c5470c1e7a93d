// The identity service: who someone is and how they prove it, kept apart from the store so that Firebase Auth can
// hold the credentials in production. One interface, two adapters
// (like the stores): `firebase` (Firebase Auth: Identity Toolkit REST and firebase-admin session cookies) and
// `embedded` (accounts in the embedded SQLite file, scrypt hashes). What the magazine keeps about a person beyond
// their credentials is their ProfileRecord in the store.

export type IdentityAdapterName = 'embedded' | 'firebase';
export type SignInMethod = 'password' | 'emailLink' | 'google.com';

export interface IdentityUser {
  uid: string;
  email: string;
  emailVerified: boolean;
  /** How the person can sign in. */
  methods: SignInMethod[];
  createdAt: Date;
}

/** The value of the `__session` cookie and when it stops working. */
export interface Session {
  cookie: string;
  expiresAt: Date;
}

export interface SignedIn {
  user: IdentityUser;
  session: Session;
  /** True when this sign-in created the account (email link or Google for a new address). */
  created: boolean;
}

/**
 * Why a sign-in or sign-up failed. The services turn these into localized field errors; INVALID_CREDENTIALS never
 * says whether the address exists.
 */
export type IdentityErrorCode =
  | 'INVALID_EMAIL'
  | 'WEAK_PASSWORD'
  | 'EMAIL_EXISTS'
  | 'INVALID_CREDENTIALS'
  | 'INVALID_LINK'
  | 'NOT_CONFIGURED';

export class IdentityError extends Error {
  override readonly name = 'IdentityError';
  constructor(
    readonly code: IdentityErrorCode,
    message: string = code,
  ) {
    super(message);
  }
}

/** The provider's default password policy (Firebase Auth: at least 6 characters). */
export const MIN_PASSWORD_LENGTH = 6;
/** How long a session cookie lasts; refreshing starts a new period (Firebase allows at most 14 days). */
export const SESSION_DAYS = 14;

export interface IdentityProvider {
  readonly adapter: IdentityAdapterName;
  signUp(email: string, password: string): Promise<SignedIn>;
  signIn(email: string, password: string): Promise<SignedIn>;
  /**
   * A one-time code that signs in (creating the account on first use) when given back with the same address to
   * signInWithLink. The caller mails it as a link; it expires after an hour.
   */
  createSignInCode(email: string): Promise<string>;
  signInWithLink(email: string, code: string): Promise<SignedIn>;
  /** A one-time password-reset code, or null when no account has this address (the caller answers the same). */
  createPasswordResetCode(email: string): Promise<string | null>;
  /** Sets the new password; every existing session of the account stops working. */
  resetPassword(code: string, newPassword: string): Promise<void>;
  /** The URL to send the browser to for Google sign-in, or null where no Firebase project is configured. */
  googleSignInUrl(returnUrl: string): Promise<string | null>;
  /** Completes Google sign-in from the query string Google redirected back with. */
  completeGoogleSignIn(returnUrl: string, query: string): Promise<SignedIn>;
  /** The signed-in person behind a `__session` cookie, or null when invalid or expired. */
  verifySession(cookie: string): Promise<IdentityUser | null>;
  /**
   * The signed-in person behind an `Authorization: Bearer` token, or null: the session token a sign-in returned
   * (`Session.token` in the API, the cookie's value) with either identity, and with Firebase Auth also an ID token of
   * Firebase's client SDKs (docs/api.md).
   */
  verifyBearerToken(token: string): Promise<IdentityUser | null>;
  /** A new session for a still-valid one (a fresh SESSION_DAYS), or null when it is no longer valid. */
  refreshSession(cookie: string): Promise<Session | null>;
  /** Ends every session of the person (sign-out). */
  revokeSessions(uid: string): Promise<void>;
  lookup(uid: string): Promise<IdentityUser | null>;
  deleteUser(uid: string): Promise<void>;
  close(): Promise<void>;
}
