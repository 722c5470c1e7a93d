// The signed-in person of a request (Viewer) and the profile a first sign-in creates, however the person signed in
// (password, link, Google, or an account made elsewhere).
import type { Locale, ProfileRecord } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import type { Credentials, Viewer } from '../domain/viewer.js';
import type { IdentityProvider, IdentityUser } from '../identity/identity.js';

export const MAX_NAME_LENGTH = 80;

/** The profile a person gets on their first sign-in. */
function newProfile(user: IdentityUser, profileName: string, profileLocale: Locale, now: Date): ProfileRecord {
  return {
    uid: user.uid,
    email: user.email,
    name: profileName,
    favouriteCraftSlugs: [],
    locale: profileLocale,
    role: 'USER',
    trustedOrganiser: false,
    createdAt: now,
    updatedAt: now,
  };
}

/** The local part of the address, as a first name until the person sets one. */
function nameFromEmail(address: string): string {
  return (address.split('@')[0] ?? '').slice(0, MAX_NAME_LENGTH) || address;
}

/** The person's profile, created on their first sign-in (also for accounts made by link, Google or elsewhere). */
export async function ensureProfile(store: Store, user: IdentityUser, profileLocale: Locale, profileName?: string): Promise<ProfileRecord> {
  const [existing] = await store.profiles.getByUids([user.uid]);
  if (existing) return existing;
  const profile = newProfile(user, profileName ?? nameFromEmail(user.email), profileLocale, new Date());
  await store.write([{ put: 'profile', record: profile }]);
  return profile;
}

/** The Viewer of a signed-in person: role from the profile, VENUE_OWNER for a USER who keeps a venue. */
export async function viewerOf(store: Store, user: IdentityUser, profile: ProfileRecord): Promise<Viewer> {
  const venues = await store.venues.byOwner(user.uid);
  const ownedVenueSlugs = venues.map((venue) => venue.slug);
  return {
    uid: user.uid,
    role: profile.role === 'USER' && ownedVenueSlugs.length > 0 ? 'VENUE_OWNER' : profile.role,
    email: user.email,
    emailVerified: user.emailVerified,
    signInMethods: user.methods,
    profile,
    ownedVenueSlugs,
  };
}

/**
 * The signed-in person behind a request's credentials (the session cookie wins over a Bearer token); null when
 * signed out, invalid or expired. A first sign-in creates the profile (in `locale`).
 */
export async function viewerByCredentials(store: Store, identity: IdentityProvider, credentials: Credentials, locale: Locale = 'de'): Promise<Viewer | null> {
  const { sessionCookie, bearerToken } = credentials;
  const user = sessionCookie ? await identity.verifySession(sessionCookie) : bearerToken ? await identity.verifyBearerToken(bearerToken) : null;
  if (!user) return null;
  return viewerOf(store, user, await ensureProfile(store, user, locale));
}

/**
 * The person `uid` names, as viewerByCredentials would see them, without creating anything: null when the account
 * or its profile is gone (a deleted account). For credentials that carry only a uid (stream tickets).
 */
export async function viewerByUid(store: Store, identity: IdentityProvider, uid: string): Promise<Viewer | null> {
  const user = await identity.lookup(uid);
  if (!user) return null;
  const [profile] = await store.profiles.getByUids([uid]);
  return profile ? viewerOf(store, user, profile) : null;
}
