// The moderation's port: what the editors' queue and the owner pages read (claims, venue changes, log, contact).
import type { ContactMessageRecord, ModerationLogRecord, VenueChangeRecord, VenueClaimRecord } from '../records.js';
import type { Page } from './pages.js';

/** What the moderation queue and the owner pages read; writes go through Store.write. */
export interface ModerationRepository {
  claimsByIds(ids: readonly string[]): Promise<(VenueClaimRecord | null)[]>;
  /** Claims in a state, oldest first (PENDING: the queue). */
  claims(filter: { state?: VenueClaimRecord['state']; uid?: string; venueSlug?: string }, limit: number): Promise<VenueClaimRecord[]>;
  venueChangesBySlugs(venueSlugs: readonly string[]): Promise<(VenueChangeRecord | null)[]>;
  /** Pending venue changes, oldest first. */
  pendingVenueChanges(limit: number): Promise<VenueChangeRecord[]>;
  /** The log, newest first. */
  log(page: { first: number; offset: number }): Promise<Page<ModerationLogRecord>>;
  /** Contact messages, newest first, optionally only unhandled ones. */
  contactMessages(filter: { handled?: boolean }, page: { first: number; offset: number }): Promise<Page<ContactMessageRecord>>;
}
