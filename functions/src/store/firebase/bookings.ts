// Seats in Firestore. book and cancel are transactions that read the event and always write it back, so any two of
// them on one event conflict and one of them runs again on the new state (transactions.ts). The transaction function
// may run several times: `mails` is called in each run with that run's outcome, and only the committed run's mails
// are written. Each run reads what domain/seat-plans.ts's plans need, all before it writes, calls the plan and writes
// what it returns. In a paid event a seat is HELD with an order (orders.ts) until it is paid.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'firebase-admin/firestore';
import type { OrderRecord } from '../../domain/payments.js';
import type { BookingRecord, EventRecord, MailRecord } from '../../domain/records.js';
import { NotFoundError, type BookingRepository } from '../../domain/repositories.js';
import { cancellationReads, planBooking, planCancellation, planImportedBooking } from '../../domain/seat-plans.js';
import { fromDocument, toDocument } from './documents.js';
import { BATCH_LIMIT, type FirebaseKernel } from './kernel.js';
import { mailDocument } from './mail.js';
import { runTransaction } from './transactions.js';
import { SEATED, seatsFromBookings } from '../../domain/seat-count.js';

/** Values a Firestore `in` filter takes at most. */
const IN_LIMIT = 30;

/**
 * Runs `work` after the work queued before it under the same key. Firestore would serialise the seat transactions
 * of one event anyway (one commits, the others run again), but each lost race costs a retry with backoff; queueing
 * them here leaves Firestore to settle only the races between clients (other function instances).
 */
export function queuePerKey() {
  const queues = new Map<string, Promise<unknown>>();
  return <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const next = (queues.get(key) ?? Promise.resolve()).then(work, work);
    const settled = next.catch(() => {});
    queues.set(key, settled);
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key);
    });
    return next;
  };
}

export function bookingRepository(kernel: FirebaseKernel): BookingRepository {
  const { guard, db } = kernel;
  const { bookings, events, mail, orders } = kernel.collections;
  const oneAtATime = queuePerKey();
  const seatTransaction = <T>(eventSlug: string, work: (tx: Transaction) => Promise<T>) =>
    guard(() => oneAtATime(eventSlug, () => runTransaction(db, work)), false);
  const queueMails = (tx: Transaction, mails: readonly MailRecord[]) => {
    for (const m of mails) tx.set(mail.doc(m.id), mailDocument(m));
  };

  return {
    book: (eventSlug, uid, now, mails) =>
      seatTransaction(eventSlug, async (tx) => {
        const eventRef = events.doc(eventSlug);
        const eventData = (await tx.get(eventRef)).data();
        const event = eventData ? fromDocument<EventRecord>(eventData) : null;
        const found = await tx.get(
          bookings.where('eventSlug', '==', eventSlug).where('uid', '==', uid).where('status', 'in', ['CONFIRMED', 'HELD', 'WAITLISTED']).limit(1),
        );
        const active = found.empty ? null : fromDocument<BookingRecord>(found.docs[0]!.data());
        const orderData = active?.orderId ? (await tx.get(orders.doc(active.orderId))).data() : undefined;
        const activeOrder = orderData ? fromDocument<OrderRecord>(orderData) : null;
        const { result, seatsDelta } = planBooking({ eventSlug, uid, event, active, activeOrder }, now, randomUUID);
        if (!result.existing && event) {
          tx.create(bookings.doc(result.booking.id), result.booking);
          if (result.order) tx.create(orders.doc(result.order.id), toDocument(result.order));
          tx.update(eventRef, { seatsLeft: event.seatsLeft + seatsDelta });
        }
        queueMails(tx, mails(result));
        return result;
      }),

    cancel: async (bookingId, now, mails) => {
      // A booking's event never changes: read outside the transaction only to queue behind that event's seats.
      const eventSlug = (await guard(() => bookings.doc(bookingId).get())).get('eventSlug') as string | undefined;
      if (eventSlug === undefined) throw new NotFoundError(`No booking ${bookingId}`);
      return seatTransaction(eventSlug, async (tx) => {
        const ref = bookings.doc(bookingId);
        const data = (await tx.get(ref)).data();
        const reads = cancellationReads(bookingId, data ? fromDocument<BookingRecord>(data) : null);
        const { held } = reads;
        const eventRef = events.doc(held.eventSlug);
        const eventData = (await tx.get(eventRef)).data();
        const waiting = reads.firstWaiting
          ? (await tx.get(bookings.where('eventSlug', '==', held.eventSlug).where('status', '==', 'WAITLISTED').orderBy('createdAt').limit(1))).docs[0]
          : undefined;
        const orderData = reads.orderId ? (await tx.get(orders.doc(reads.orderId))).data() : undefined;
        const plan = planCancellation(
          {
            held,
            event: eventData ? fromDocument<EventRecord>(eventData) : null,
            order: orderData ? fromDocument<OrderRecord>(orderData) : null,
            firstWaiting: waiting ? fromDocument<BookingRecord>(waiting.data()) : null,
          },
          now,
          randomUUID,
        );
        const { result } = plan;
        if (plan.cancelledOrder) tx.set(orders.doc(plan.cancelledOrder.id), toDocument(plan.cancelledOrder));
        tx.update(ref, { status: result.booking.status, updatedAt: now });
        if (result.promoted) tx.set(bookings.doc(result.promoted.id), toDocument(result.promoted));
        if (result.promotedOrder) tx.create(orders.doc(result.promotedOrder.id), toDocument(result.promotedOrder));
        // Written even when unchanged, so that any two seat transactions on one event conflict.
        if (result.seatsLeft) tx.update(eventRef, { seatsLeft: result.seatsLeft.after });
        queueMails(tx, mails(result));
        return result;
      });
    },

    // Read first, outside a transaction (the emulator, and Firestore under load, are slow with hundreds of queries in
    // one), then each event written with its new bookings in one batch whose update of the event requires the event
    // unchanged since it was read: a booking or cancellation in between (they always write the event) fails it.
    importConfirmed: (imported, importedOrders = []) =>
      guard(async () => {
        const byEvent = new Map<string, BookingRecord[]>();
        const orderOf = new Map(importedOrders.map((order) => [order.id, order]));
        for (const booking of imported) {
          byEvent.set(booking.eventSlug, [...(byEvent.get(booking.eventSlug) ?? []), booking]);
        }
        const slugs = [...byEvent.keys()];
        if (slugs.length === 0) return;
        // Every booking of these events in one query per 30 events (Firestore's limit for `in`): a new store has none.
        const chunks = Array.from({ length: Math.ceil(slugs.length / IN_LIMIT) }, (_, n) => slugs.slice(n * IN_LIMIT, (n + 1) * IN_LIMIT));
        const [eventSnapshots, ...storedChunks] = await Promise.all([
          db.getAll(...slugs.map((slug) => events.doc(slug))),
          ...chunks.map((chunk) => bookings.where('eventSlug', 'in', chunk).select('eventSlug', 'status', 'uid', 'orderId').get()),
        ]);
        const stored = new Map<string, Pick<BookingRecord, 'status' | 'uid' | 'orderId'>>();
        const seated = new Map<string, number>();
        for (const snapshot of storedChunks.flatMap((chunk) => chunk.docs)) {
          const { eventSlug, status, uid, orderId } = snapshot.data() as Pick<BookingRecord, 'eventSlug' | 'status' | 'uid' | 'orderId'>;
          stored.set(snapshot.id, { status, uid, orderId });
          if (SEATED.has(status)) seated.set(eventSlug, (seated.get(eventSlug) ?? 0) + 1);
        }
        const plans = slugs.map((slug, index) => {
          const snapshot = eventSnapshots[index]!;
          const data = snapshot.data();
          if (!data) throw new NotFoundError(`No event ${slug}`);
          const event = fromDocument<EventRecord>(data);
          const planned = byEvent.get(slug)!.map((booking) => {
            const order = booking.orderId ? orderOf.get(booking.orderId) : undefined;
            return { booking, write: planImportedBooking(booking, order, event, stored.get(booking.id) ?? null) };
          });
          const fresh = planned.filter(({ write }) => write === 'NEW').map(({ booking }) => booking);
          const completed = planned.filter(({ write }) => write === 'ORDER').map(({ booking }) => booking);
          const count = (seated.get(slug) ?? 0) + fresh.filter((booking) => SEATED.has(booking.status)).length;
          return { snapshot, fresh, completed, seatsLeft: seatsFromBookings(event, count) };
        });
        let batch = db.batch();
        let writes = 0;
        for (const { snapshot, fresh, completed, seatsLeft } of plans) {
          const paid = [...fresh, ...completed].flatMap((booking) => (booking.orderId ? [orderOf.get(booking.orderId)!] : []));
          if (writes + fresh.length + completed.length + paid.length + 1 > BATCH_LIMIT) {
            await batch.commit();
            batch = db.batch();
            writes = 0;
          }
          for (const booking of fresh) batch.create(bookings.doc(booking.id), toDocument(booking));
          // A paid seat's order with its booking, in the same batch: a booking of a paid event is never without one.
          for (const order of paid) batch.set(orders.doc(order.id), toDocument(order));
          for (const booking of completed) batch.update(bookings.doc(booking.id), { orderId: booking.orderId });
          batch.update(snapshot.ref, { seatsLeft }, { lastUpdateTime: snapshot.updateTime! });
          writes += fresh.length + completed.length + paid.length + 1;
        }
        await batch.commit();
      }, false),

    getByIds: (ids) => guard(() => kernel.byKeys<BookingRecord>(bookings, ids)),
    byUser: (uid) => guard(() => kernel.read<BookingRecord>(bookings.where('uid', '==', uid).orderBy('createdAt', 'desc'))),
    byEvent: (eventSlug) => guard(() => kernel.read<BookingRecord>(bookings.where('eventSlug', '==', eventSlug).orderBy('createdAt'))),
  };
}
