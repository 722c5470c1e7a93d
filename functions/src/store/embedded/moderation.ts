// Venue claims, venue changes, the moderation log and contact messages in the embedded store: what the moderation
// queue and the owner pages read, and the writes Store.write makes of them.
import type { ContactMessageRecord, ModerationLogRecord, VenueChangeRecord, VenueClaimRecord } from '../../domain/records.js';
import type { ModerationRepository } from '../../domain/repositories.js';
import type { EmbeddedKernel } from './kernel.js';
import { fromRow, ms, toJson, type Row } from './rows.js';
import { Where } from './where.js';

export function writeVenueClaim(kernel: EmbeddedKernel, claim: VenueClaimRecord): void {
  kernel
    .prepare('INSERT OR REPLACE INTO venue_claims (id, venue_slug, uid, state, created_at, data) VALUES (?, ?, ?, ?, ?, ?)')
    .run(claim.id, claim.venueSlug, claim.uid, claim.state, ms(claim.createdAt), toJson(claim));
}

export function writeVenueChange(kernel: EmbeddedKernel, change: VenueChangeRecord): void {
  kernel
    .prepare('INSERT OR REPLACE INTO venue_changes (venue_slug, uid, state, updated_at, data) VALUES (?, ?, ?, ?, ?)')
    .run(change.venueSlug, change.uid, change.state, ms(change.updatedAt), toJson(change));
}

export function writeModerationLog(kernel: EmbeddedKernel, entry: ModerationLogRecord): void {
  kernel.prepare('INSERT OR REPLACE INTO moderation_log (id, at, data) VALUES (?, ?, ?)').run(entry.id, ms(entry.at), toJson(entry));
}

export function writeContactMessage(kernel: EmbeddedKernel, message: ContactMessageRecord): void {
  kernel
    .prepare('INSERT OR REPLACE INTO contact_messages (id, handled, created_at, data) VALUES (?, ?, ?, ?)')
    .run(message.id, message.handled ? 1 : 0, ms(message.createdAt), toJson(message));
}

export function moderationRepository(kernel: EmbeddedKernel): ModerationRepository {
  const { guard } = kernel;
  return {
    claimsByIds: (ids) => guard(() => kernel.byKeys<VenueClaimRecord>('venue_claims', 'id', ids)),

    claims: (filter, limit) =>
      guard(() => {
        const where = new Where();
        if (filter.state !== undefined) where.add('state = ?', filter.state);
        if (filter.uid !== undefined) where.add('uid = ?', filter.uid);
        if (filter.venueSlug !== undefined) where.add('venue_slug = ?', filter.venueSlug);
        return kernel
          .all(`SELECT * FROM venue_claims WHERE ${where.sql} ORDER BY created_at, id LIMIT ?`, [...where.params, limit])
          .map((row) => fromRow<VenueClaimRecord>(row));
      }),

    venueChangesBySlugs: (venueSlugs) => guard(() => kernel.byKeys<VenueChangeRecord>('venue_changes', 'venue_slug', venueSlugs)),

    pendingVenueChanges: (limit) =>
      guard(() =>
        kernel
          .all(`SELECT * FROM venue_changes WHERE state = 'PENDING' ORDER BY updated_at, venue_slug LIMIT ?`, [limit])
          .map((row: Row) => fromRow<VenueChangeRecord>(row)),
      ),

    log: ({ first, offset }) =>
      guard(() => kernel.page<ModerationLogRecord>('moderation_log', new Where(), { orderBy: 'at DESC, id DESC', first, offset })),

    contactMessages: (filter, { first, offset }) =>
      guard(() => {
        const where = new Where();
        if (filter.handled !== undefined) where.add('handled = ?', filter.handled ? 1 : 0);
        return kernel.page<ContactMessageRecord>('contact_messages', where, { orderBy: 'created_at DESC, id DESC', first, offset });
      }),
  };
}
