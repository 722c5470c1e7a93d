// Store.write in Firestore: one transaction, all or nothing, and a `create` whose document exists fails it as a
// whole. It reads the events it replaces, so that their seat counts stay the bookings' (and a booking in between
// makes it run again), and for refundPaidOrders the event's paid orders and their bookings (orders.ts); every read
// comes before the first write, as Firestore's transactions require. Each kind of record is shaped by the module of
// the repository that reads it.
import type { CollectionReference, DocumentData, Transaction } from 'firebase-admin/firestore';
import type { EventRecord } from '../../domain/records.js';
import { ConflictError, type Store, type WriteOp } from '../../domain/repositories.js';
import { seatsAfterEdit } from '../../domain/seat-count.js';
import { fromDocument, toDocument } from './documents.js';
import { Code, codeOf } from './errors.js';
import { eventQueryFields } from './events.js';
import { BATCH_LIMIT, type FirebaseKernel } from './kernel.js';
import { mailDocument } from './mail.js';
import { paidOrders, refundPaidOrders, type PaidOrders } from './orders.js';
import { runTransaction } from './transactions.js';
import { venueQueryFields } from './venues.js';

type Refund = Extract<WriteOp, { refundPaidOrders: string }>;

/** A second refundPaidOrders of one event in one write finds no paid orders: the first refunded them. */
const NOTHING_PAID: PaidOrders = { seats: [], codes: { vouchers: new Map(), promos: new Map() } };

export function writeOperations(kernel: FirebaseKernel): Store['write'] {
  const { events, profiles, venues, venueClaims, venueChanges, moderationLog, contactMessages, mail, bookings, orders, livePosts } = kernel.collections;
  const deletable = { profile: profiles, event: events, venueChange: venueChanges, venueClaim: venueClaims, booking: bookings, order: orders, livePost: livePosts };

  /** Where each kind of record lives: its collection, document id and document. */
  const placeOf = (op: Exclude<WriteOp, { delete: string } | Refund>): [CollectionReference, string, DocumentData] => {
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
      const refunds = ops.filter((op): op is Refund => 'refundPaidOrders' in op);
      const read = new Set([
        ...ops.flatMap((op) => ('put' in op && op.put === 'event' ? [op.record.slug] : [])),
        ...refunds.map((op) => op.refundPaidOrders),
      ]);
      try {
        await runTransaction(kernel.db, async (tx) => {
          const stored = new Map((read.size > 0 ? await tx.getAll(...[...read].map((slug) => events.doc(slug))) : []).map((s) => [s.id, s.data()]));
          const paid = new Map<string, PaidOrders>();
          for (const slug of new Set(refunds.map((op) => op.refundPaidOrders))) paid.set(slug, await paidOrders(kernel, tx, slug));
          // The event documents this write puts (written last, with the seats its refunds freed) and the seats freed.
          const putEvents = new Map<string, DocumentData>();
          const freed = new Map<string, number>();
          const writes: ((tx: Transaction) => void)[] = [];
          for (const op of ops) {
            if ('delete' in op) {
              writes.push((t) => t.delete(deletable[op.delete].doc(op.key)));
              continue;
            }
            if ('refundPaidOrders' in op) {
              const slug = op.refundPaidOrders;
              const eventData = putEvents.get(slug) ?? stored.get(slug);
              const refunded = refundPaidOrders(kernel, paid.get(slug) ?? NOTHING_PAID, eventData ? fromDocument<EventRecord>(eventData) : null, op);
              writes.push(...refunded.writes);
              freed.set(slug, (freed.get(slug) ?? 0) + refunded.seatsFreed);
              // Orders refunded once are COMPLETED no more: a second refundPaidOrders of the event in this write finds none.
              paid.delete(slug);
              continue;
            }
            const [collection, id, data] = placeOf(op);
            const before = 'put' in op && op.put === 'event' ? stored.get(id) : undefined;
            if (before) data.seatsLeft = seatsAfterEdit(before as EventRecord, data as EventRecord);
            if (collection === events) putEvents.set(id, data);
            if ('create' in op) writes.push((t) => t.create(collection.doc(id), data));
            else writes.push((t) => t.set(collection.doc(id), data));
          }
          for (const [slug, seats] of freed) {
            const put = putEvents.get(slug);
            // An event put in this write carries the freed seats in its document (set when the writes run below).
            if (put) put.seatsLeft = (put.seatsLeft as number) + seats;
            else if (seats) writes.push((t) => t.update(events.doc(slug), { seatsLeft: (stored.get(slug)!.seatsLeft as number) + seats }));
          }
          for (const write of writes) write(tx);
        });
      } catch (error) {
        if (codeOf(error) === Code.ALREADY_EXISTS) {
          throw new ConflictError('ALREADY_EXISTS', `A record created in this write exists already: ${(error as Error).message}`);
        }
        throw error;
      }
    }, false);
}
