// Store.write in the embedded store: every operation in one IMMEDIATE transaction, all or nothing. Each kind of
// record is written by the module of the repository that reads it.
import { ConflictError, type Store, type WriteOp } from '../../domain/repositories.js';
import { putEvent, writeEvent } from './events.js';
import type { EmbeddedKernel } from './kernel.js';
import { writeLivePost } from './live-posts.js';
import { writeMail } from './mail.js';
import { writeTerms } from './search-terms.js';
import { writeContactMessage, writeModerationLog, writeVenueChange, writeVenueClaim } from './moderation.js';
import { refundPaidOrders } from './orders.js';
import { writeProfile } from './profiles.js';
import { writeVenue } from './venues.js';

/** Table and key column of each kind of record Store.write deletes. */
const deletable = {
  profile: ['profiles', 'uid'],
  event: ['events', 'slug'],
  venueChange: ['venue_changes', 'venue_slug'],
  venueClaim: ['venue_claims', 'id'],
  booking: ['bookings', 'id'],
  order: ['orders', 'id'],
  livePost: ['live_posts', 'id'],
} as const;

function apply(kernel: EmbeddedKernel, op: WriteOp): void {
  if ('delete' in op) {
    const [table, key] = deletable[op.delete];
    kernel.prepare(`DELETE FROM ${table} WHERE ${key} = ?`).run(op.key);
    if (op.delete === 'event') writeTerms(kernel.db, 'event', op.key, []);
    return;
  }
  if ('refundPaidOrders' in op) return refundPaidOrders(kernel, op);
  if ('create' in op) {
    const taken = kernel.prepare('SELECT EXISTS (SELECT 1 FROM events WHERE slug = ?) AS found').get(op.record.slug) as { found: number };
    if (taken.found) throw new ConflictError('ALREADY_EXISTS', `An event with the slug ${op.record.slug} exists already`);
    return writeEvent(kernel, op.record);
  }
  switch (op.put) {
    case 'event':
      return putEvent(kernel, op.record);
    case 'venue':
      return writeVenue(kernel, op.record);
    case 'profile':
      return writeProfile(kernel, op.record);
    case 'venueClaim':
      return writeVenueClaim(kernel, op.record);
    case 'venueChange':
      return writeVenueChange(kernel, op.record);
    case 'moderationLog':
      return writeModerationLog(kernel, op.record);
    case 'contactMessage':
      return writeContactMessage(kernel, op.record);
    case 'mail':
      return writeMail(kernel, op.record);
    case 'livePost':
      return writeLivePost(kernel, op.record);
  }
}

export function writeOperations(kernel: EmbeddedKernel): Store['write'] {
  return (ops) => kernel.transaction(() => ops.forEach((op) => apply(kernel, op)));
}
