// Google sign-in as a server-side redirect flow (no JavaScript): GET /login/google?next=/path sends the browser to
// Google through Identity Toolkit (createAuthUri); Google returns it to /login/google/callback, which signs in
// (signInWithIdp), sets the `__session` cookie and continues at `next`. Without Google configured (GOOGLE_SIGN_IN),
// both paths fall through to the page renderer (404).
import express from 'express';
import { localPath } from '../domain/local-path.js';
import type { Store } from '../domain/repositories.js';
import { clientAddressOf } from '../http/client-address.js';
import { secureCookie, sessionCookieHeader, sessionLanguage } from '../http/cookies.js';
import { localeFromHeaders } from '../http/locale.js';
import { requestedHost, siteUrlOf } from '../http/origins.js';
import { completeGoogleSignIn, googleSignInUrl } from '../services/accounts.js';
import type { SignInContext } from '../services/service-context.js';
import type { IdentityProvider } from './identity.js';

export const GOOGLE_START_PATH = '/login/google';
export const GOOGLE_CALLBACK_PATH = '/login/google/callback';

/** `trustedProxyHops`: as the API's (TRUSTED_PROXY_HOPS), so that a sign-in counts for the same client address. */
export function googleSignInRouter(store: Store, identity: IdentityProvider, trustedProxyHops = 0): express.Router {
  const router = express.Router();
  const context = (req: express.Request): SignInContext => ({
    store,
    identity,
    locale: localeFromHeaders(req.headers),
    now: new Date(),
    siteUrl: siteUrlOf(req.headers),
    clientAddress: clientAddressOf(req, trustedProxyHops),
  });

  router.get(GOOGLE_START_PATH, (req, res, next) => {
    const continueAt = localPath(typeof req.query.next === 'string' ? req.query.next : undefined);
    const callback = `${GOOGLE_CALLBACK_PATH}${continueAt ? `?next=${encodeURIComponent(continueAt)}` : ''}`;
    googleSignInUrl(context(req), callback).then((url) => (url ? res.redirect(303, url) : next()), next);
  });

  router.get(GOOGLE_CALLBACK_PATH, (req, res, next) => {
    const ctx = context(req);
    const query = req.originalUrl.split('?')[1] ?? '';
    const continueAt = localPath(typeof req.query.next === 'string' ? req.query.next : undefined) ?? '/app';
    completeGoogleSignIn(ctx, query, GOOGLE_CALLBACK_PATH).then(
      ({ session }) => {
        const secure = secureCookie(requestedHost(req.headers));
        res.set('Cache-Control', 'no-store').append('Set-Cookie', sessionCookieHeader(session, new Date(), secure, sessionLanguage(req.headers))).redirect(303, continueAt);
      },
      (error: unknown) => {
        if ((error as { code?: string }).code === 'NOT_CONFIGURED') return next();
        console.warn('Google sign-in failed:', error);
        res.redirect(303, `/login?next=${encodeURIComponent(continueAt)}&error=GOOGLE_SIGN_IN_FAILED`);
      },
    );
  });
  return router;
}
