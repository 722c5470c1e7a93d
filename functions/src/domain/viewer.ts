// Who a request acts for, as the services see them: independent of how the request arrived (GraphQL over HTTP,
// the server renderer in-process, an upload, a sign-in redirect).
import type { ProfileRecord, Role } from './records.js';

/** The signed-in person a request acts for, resolved once per request from the `__session` cookie or a Bearer token. */
export interface Viewer {
  uid: string;
  /** The highest role the person holds (USER < VENUE_OWNER < EDITOR < ADMIN). */
  role: Role;
  email: string;
  emailVerified: boolean;
  signInMethods: string[];
  profile: ProfileRecord;
  /** Slugs of the venues the person keeps (VenueRecord.ownerUids). */
  ownedVenueSlugs: string[];
}

/** What a request presents to say who it is (read from its headers by http/credentials.ts). */
export interface Credentials {
  /** The `__session` cookie's value. */
  sessionCookie?: string;
  /** An `Authorization: Bearer` token: an ID token, or the session value itself for the embedded identity. */
  bearerToken?: string;
}
