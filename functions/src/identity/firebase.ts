// The firebase identity adapter: Firebase Auth through the Identity Toolkit REST API (what the client SDK would do,
// here on the server so forms work without JavaScript) and firebase-admin session cookies. One-time codes come from
// firebase-admin's generate*Link and are mailed by us (our templates, our outbox) instead of Firebase's mailer.
// FIREBASE_AUTH_EMULATOR_HOST sends both the REST calls and firebase-admin to the Auth emulator. The REST calls, and
// how Firebase Auth out of reach is told apart from a wrong password, are in firebase-rest.ts.
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { authFaultsAsUnavailable, identityToolkit, type TokenResponse } from './firebase-rest.js';
import {
  IdentityError,
  SESSION_DAYS,
  type IdentityProvider,
  type IdentityUser,
  type Session,
  type SignedIn,
  type SignInMethod,
} from './identity.js';
import { checkedEmail, checkPassword, normalizeEmail } from './secrets.js';

const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;
/** Pending Google sign-ins (state → createAuthUri session id): a browser gets this long to come back. */
const GOOGLE_PENDING_MS = 10 * 60 * 1000;
const GOOGLE_PENDING_MAX = 10_000;

export interface FirebaseIdentityOptions {
  auth: Auth;
  /** The web API key of the Firebase project (any string for the emulator). */
  apiKey: string;
  /** host:port of the Auth emulator, when testing or developing against it. */
  emulatorHost?: string;
  /** Offer Google sign-in (the Google provider is enabled in the Firebase project). */
  google?: boolean;
  /** Where generated links point; only their oobCode is used, but Firebase wants an authorised domain. */
  continueUrl?: string;
  /** Releases what the adapter was given (e.g. deletes its firebase-admin app). */
  onClose?: () => Promise<void>;
}

const CREDENTIAL_CODES = ['INVALID_LOGIN_CREDENTIALS', 'EMAIL_NOT_FOUND', 'INVALID_PASSWORD', 'USER_DISABLED', 'MISSING_PASSWORD'];
const LINK_CODES = ['INVALID_OOB_CODE', 'EXPIRED_OOB_CODE', 'INVALID_EMAIL'];

function toMethods(user: UserRecord): SignInMethod[] {
  const methods: SignInMethod[] = [];
  for (const provider of user.providerData) {
    // An email account without a password hash signs in by link only.
    if (provider.providerId === 'password') methods.push(user.passwordHash ? 'password' : 'emailLink');
    if (provider.providerId === 'google.com') methods.push('google.com');
  }
  return methods;
}

function toUser(user: UserRecord): IdentityUser {
  return {
    uid: user.uid,
    email: user.email ?? '',
    emailVerified: user.emailVerified,
    methods: toMethods(user),
    createdAt: new Date(user.metadata.creationTime),
  };
}

function isNotFound(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'auth/user-not-found' || code === 'auth/email-not-found';
}

function oobCode(link: string): string {
  const code = new URL(link).searchParams.get('oobCode');
  if (!code) throw new Error('Firebase returned a link without oobCode');
  return code;
}

export function createFirebaseIdentity(options: FirebaseIdentityOptions): IdentityProvider {
  const { auth } = options;
  const continueUrl = options.continueUrl ?? 'http://localhost/login/link';
  const pendingGoogle = new Map<string, { sessionId: string; until: number }>();

  const rest = identityToolkit(options);

  const startSession = async (idToken: string): Promise<Session> => {
    const expiresAt = new Date(Date.now() + SESSION_MS);
    return { cookie: await auth.createSessionCookie(idToken, { expiresIn: SESSION_MS }), expiresAt };
  };

  const signedIn = async (tokens: TokenResponse, created: boolean): Promise<SignedIn> => {
    const [user, session] = await Promise.all([auth.getUser(tokens.localId), startSession(tokens.idToken)]);
    return { user: toUser(user), session, created };
  };

  /** The user behind a verified token, unless disabled or signed out since the token was issued. */
  const current = async (verify: () => Promise<{ uid: string; auth_time: number }>): Promise<IdentityUser | null> => {
    try {
      const decoded = await verify();
      const user = await auth.getUser(decoded.uid);
      const validSince = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0;
      if (user.disabled || decoded.auth_time * 1000 < validSince) return null;
      return toUser(user);
    } catch {
      return null;
    }
  };

  return authFaultsAsUnavailable({
    adapter: 'firebase',

    async signUp(email, password) {
      const address = checkedEmail(email);
      checkPassword(password);
      const tokens = await rest<TokenResponse>('accounts:signUp', { email: address, password, returnSecureToken: true }, (code) =>
        code === 'EMAIL_EXISTS' || code === 'WEAK_PASSWORD' || code === 'INVALID_EMAIL' ? code : undefined,
      );
      return signedIn(tokens, true);
    },

    async signIn(email, password) {
      const tokens = await rest<TokenResponse>(
        'accounts:signInWithPassword',
        { email: normalizeEmail(email), password, returnSecureToken: true },
        (code) => (CREDENTIAL_CODES.includes(code) || code === 'INVALID_EMAIL' ? 'INVALID_CREDENTIALS' : undefined),
      );
      return signedIn(tokens, false);
    },

    async createSignInCode(email) {
      return oobCode(await auth.generateSignInWithEmailLink(checkedEmail(email), { url: continueUrl, handleCodeInApp: true }));
    },

    async signInWithLink(email, code) {
      const tokens = await rest<TokenResponse>(
        'accounts:signInWithEmailLink',
        { email: normalizeEmail(email), oobCode: code, returnSecureToken: true },
        (providerCode) => (LINK_CODES.includes(providerCode) ? 'INVALID_LINK' : undefined),
      );
      return signedIn(tokens, tokens.isNewUser === true);
    },

    async createPasswordResetCode(email) {
      try {
        return oobCode(await auth.generatePasswordResetLink(normalizeEmail(email), { url: continueUrl }));
      } catch (error) {
        if (isNotFound(error) || (error as { code?: string }).code === 'auth/invalid-email') return null;
        throw error;
      }
    },

    async resetPassword(code, newPassword) {
      checkPassword(newPassword);
      const { email } = await rest<{ email: string }>('accounts:resetPassword', { oobCode: code, newPassword }, (providerCode) =>
        LINK_CODES.includes(providerCode) ? 'INVALID_LINK' : providerCode === 'WEAK_PASSWORD' ? 'WEAK_PASSWORD' : undefined,
      );
      // A new password ends every session, also on providers that would keep session cookies valid.
      await auth.revokeRefreshTokens((await auth.getUserByEmail(email)).uid);
    },

    async googleSignInUrl(returnUrl) {
      if (!options.google) return null;
      const { authUri, sessionId } = await rest<{ authUri: string; sessionId: string }>(
        'accounts:createAuthUri',
        { providerId: 'google.com', continueUri: returnUrl },
        () => undefined,
      );
      const state = new URL(authUri).searchParams.get('state');
      if (!state) throw new Error('createAuthUri returned no state');
      const now = Date.now();
      for (const [key, pending] of pendingGoogle) if (pending.until < now || pendingGoogle.size >= GOOGLE_PENDING_MAX) pendingGoogle.delete(key);
      pendingGoogle.set(state, { sessionId, until: now + GOOGLE_PENDING_MS });
      return authUri;
    },

    async completeGoogleSignIn(returnUrl, query) {
      if (!options.google) throw new IdentityError('NOT_CONFIGURED');
      const state = new URLSearchParams(query).get('state') ?? '';
      const pending = pendingGoogle.get(state);
      pendingGoogle.delete(state);
      // Only a flow this server started (this instance, within the time) completes: no login CSRF by a crafted URL.
      if (!pending || pending.until < Date.now()) throw new IdentityError('INVALID_LINK');
      const tokens = await rest<TokenResponse>(
        'accounts:signInWithIdp',
        { requestUri: `${returnUrl}?${query}`, sessionId: pending.sessionId, returnSecureToken: true },
        () => 'INVALID_LINK',
      );
      return signedIn(tokens, tokens.isNewUser === true);
    },

    verifySession: (cookie) => (cookie ? current(() => auth.verifySessionCookie(cookie)) : Promise.resolve(null)),

    // API clients send what signIn gave them (a session cookie's value) or an ID token of Firebase's client SDKs.
    // Which one a token is, its issuer says; the verification that follows checks the issuer and signature anyway.
    verifyBearerToken: (token) =>
      token
        ? current(() => (issuedAsSessionCookie(token) ? auth.verifySessionCookie(token) : auth.verifyIdToken(token)))
        : Promise.resolve(null),

    async refreshSession(cookie) {
      const user = await this.verifySession(cookie);
      if (!user) return null;
      const { idToken } = await rest<TokenResponse>(
        'accounts:signInWithCustomToken',
        { token: await auth.createCustomToken(user.uid), returnSecureToken: true },
        () => undefined,
      );
      return startSession(idToken);
    },

    async revokeSessions(uid) {
      await auth.revokeRefreshTokens(uid);
    },

    async lookup(uid) {
      try {
        return toUser(await auth.getUser(uid));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async deleteUser(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },

    async close() {
      await options.onClose?.();
    },
  });
}

/** Whether a JWT names Firebase's session cookie service as its issuer (unverified: only to pick the verification). */
function issuedAsSessionCookie(token: string): boolean {
  try {
    const { iss } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { iss?: unknown };
    return typeof iss === 'string' && iss.startsWith('https://session.firebase.google.com/');
  } catch {
    return false;
  }
}
