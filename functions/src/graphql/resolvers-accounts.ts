// Sign-in, sign-up, links, password reset, sign-out and the viewer's own account fields (schema/accounts.graphql).
// Viewer lists, updateProfile and deleteAccount live in resolvers-people.ts. Mutations that sign in or out also
// tell the HTTP server what to do with the `__session` cookie (ctx.session.next).
import type { Locale } from '../domain/records.js';
import type { Session } from '../identity/identity.js';
import {
  refreshSession,
  requestPasswordReset,
  requestSignInLink,
  resetPassword,
  signIn,
  signInWithLink,
  signOut,
  signUp,
  type SignedInViewer,
} from '../services/accounts.js';
import { requireViewer } from '../services/access.js';
import type { RequestContext } from './context.js';
import type { Resolvers } from './generated/resolvers.js';

/** The schema's Locale enum (DE, EN) as the records spell it. */
function locale(value: 'DE' | 'EN' | null | undefined): Locale | undefined {
  return value ? (value.toLowerCase() as Locale) : undefined;
}

function sessionPayload(session: Session) {
  return { token: session.cookie, expiresAt: session.expiresAt };
}

/** The AuthPayload of a sign-in; the rest of this request acts for the person who just signed in. */
function signedIn(ctx: RequestContext, { viewer, session }: SignedInViewer) {
  ctx.session.next = session;
  ctx.viewer = viewer;
  return { viewer, session: sessionPayload(session) };
}

export const accountResolvers: Resolvers = {
  Query: {
    viewer: (_, __, ctx) => ctx.viewer,
  },
  Mutation: {
    signUp: async (_, { input }, ctx) => signedIn(ctx, await signUp(ctx, { ...input, locale: locale(input.locale) })),
    signIn: async (_, args, ctx) => signedIn(ctx, await signIn(ctx, args)),
    requestSignInLink: (_, args, ctx) => requestSignInLink(ctx, { ...args, locale: locale(args.locale) }),
    signInWithLink: async (_, args, ctx) => signedIn(ctx, await signInWithLink(ctx, args)),
    requestPasswordReset: (_, args, ctx) => requestPasswordReset(ctx, { ...args, locale: locale(args.locale) }),
    resetPassword: (_, args, ctx) => resetPassword(ctx, args),
    signOut: async (_, __, ctx) => {
      await signOut(ctx, requireViewer(ctx.viewer));
      ctx.session.next = null;
      return true;
    },
    refreshSession: async (_, __, ctx) => {
      const session = await refreshSession(ctx, ctx.session.current);
      ctx.session.next = session;
      return sessionPayload(session);
    },
  },
  Viewer: {
    trustedOrganiser: (viewer) => viewer.profile.trustedOrganiser,
  },
};
