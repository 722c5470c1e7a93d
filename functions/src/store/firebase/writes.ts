// Store.write in Firestore: one transaction, all or nothing, and a `create` whose document exists fails it as a
// whole. It reads the events it replaces, so that their seat counts stay the bookings' (and a booking in between
// makes it run again). Each kind of record is shaped by the module of the repository that reads it.
import type { CollectionReference, DocumentData } from 'firebase-admin/firestore';
import type { EventRecord } from '../../domain/records.js';
import { ConflictError, type Store, type WriteOp } from '../../domain/repositories.js';
import { seatsAfterEdit } from '../seats.js';
import { toDocument } from './documents.js';
import { Code, codeOf } from './errors.js';
import { eventQueryFields } from './events.js';
import { BATCH_LIMIT, type FirebaseKernel } from './kernel.js';
import { mailDocument } from './mail.js';
import { runTransaction } from './transactions.js';
import { venueQueryFields } from './venues.js';

export function writeOperations(kernel: FirebaseKernel): Store['write'] {
  const { events, profiles, venues, venueClaims, venueChanges, moderationLog, contactMessages, mail, bookings, livePosts } = kernel.collections;
  const deletable = { profile: profiles, event: events, venueChange: venueChanges, venueClaim: venueClaims, booking: bookings, livePost: livePosts };

  /** Where each kind of record lives: its collection, document id and document. */
  const placeOf = (op: Exclude<WriteOp, { delete: string }>): [CollectionReference, string, DocumentData] => {
    if ('create' in op) return [events, op.record.slug, toDocument(op.record, eventQueryFields)];
    switch (op.put) {
      case 'profile':
        return [profiles, op.record.uid, toDocument(op.record)];
      case 'event':
        return [events, op.record.slug, toDocument(op.record, eventQueryFields)];
      case 'venue':
        return [venues, op.record.slug, toDocument(op.record, venueQueryFields)];
      case 'venueClaim':
        return [venueClaims, op.record.id, toDocument(op.record)];
      case 'venueChange':
        return [venueChanges, op.record.venueSlug, toDocument(op.record)];
      case 'moderationLog':
        return [moderationLog, op.record.id, toDocument(op.record)];
      case 'contactMessage':
        return [contactMessages, op.record.id, toDocument(op.record)];
      case 'mail':
        return [mail, op.record.id, mailDocument(op.record)];
      case 'livePost':
        return [livePosts, op.record.id, toDocument(op.record)];
    }
  };

  return (ops) =>
    kernel.guard(async () => {
      if (ops.length > BATCH_LIMIT) throw new RangeError(`Store.write takes at most ${BATCH_LIMIT} operations, not ${ops.length}`);
      const edited = ops.flatMap((op) => ('put' in op && op.put === 'event' ? [events.doc(op.record.slug)] : []));
      try {
        await runTransaction(kernel.db, async (tx) => {
          const stored = new Map((edited.length > 0 ? await tx.getAll(...edited) : []).map((s) => [s.id, s.data()]));
          for (const op of ops) {
            if ('delete' in op) {
              tx.delete(deletable[op.delete].doc(op.key));
              continue;
            }
            const [collection, id, data] = placeOf(op);
            const before = 'put' in op && op.put === 'event' ? stored.get(id) : undefined;
            if (before) data.seatsLeft = seatsAfterEdit(before as EventRecord, data as EventRecord);
            if ('create' in op) tx.create(collection.doc(id), data);
            else tx.set(collection.doc(id), data);
          }
        });
      } catch (error) {
        if (codeOf(error) === Code.ALREADY_EXISTS) {
          throw new ConflictError('ALREADY_EXISTS', `A record created in this write exists already: ${(error as Error).message}`);
        }
        throw error;
      }
    }, false);
}
