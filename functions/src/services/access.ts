// Who may do what, decided on the server for every read of private data and every write. The schema directives
// (@auth, @role) guard whole fields; these guard individual records.
import type { EventRecord, VenueRecord } from '../domain/records.js';
import type { Viewer } from '../domain/viewer.js';
import { ForbiddenError, UnauthenticatedError } from './errors.js';

const ROLE_ORDER = ['USER', 'VENUE_OWNER', 'EDITOR', 'ADMIN'] as const;

export function hasRole(viewer: Viewer | null, role: Viewer['role']): boolean {
  return viewer !== null && ROLE_ORDER.indexOf(viewer.role) >= ROLE_ORDER.indexOf(role);
}

/** The signed-in viewer; UNAUTHENTICATED otherwise (fields without @auth that act for the viewer). */
export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw new UnauthenticatedError('Sign in first.');
  return viewer;
}

export function isEditor(viewer: Viewer | null): boolean {
  return hasRole(viewer, 'EDITOR');
}

/** The organiser of a contributed event, or any editor. */
export function canEditEvent(viewer: Viewer | null, event: EventRecord): boolean {
  return viewer !== null && (event.ownerUid === viewer.uid || isEditor(viewer));
}

/** An owner of the venue, or any editor. */
export function canEditVenue(viewer: Viewer | null, venue: VenueRecord): boolean {
  return viewer !== null && ((venue.ownerUids ?? []).includes(viewer.uid) || isEditor(viewer));
}

export function assertCan(allowed: boolean, what: string): void {
  if (!allowed) throw new ForbiddenError(`You may not ${what}.`);
}
