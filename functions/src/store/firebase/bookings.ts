// Seats in Firestore. book and cancel are transactions that read the event and always write it back, so any two of
// them on one event conflict and one of them runs again on the new state (transactions.ts). The transaction function
// may run several times: `mails` is called in each run with that run's outcome, and only the committed run's mails
// are written. In a paid event a seat is HELD with an order (orders.ts) until it is paid.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'firebase-admin/firestore';
import { cancelledOrder, CHECKOUT_HOLD_MS, importedBookingProblem, isHolding, isPaidEvent, newOrder, promote, type OrderRecord } from '../../domain/payments.js';
import { bookingRefusal } from '../../domain/registration.js';
import type { BookingRecord, EventRecord, MailRecord } from '../../domain/records.js';
import { ConflictError, NotFoundError, type BookingRepository, type BookingResult, type CancellationResult } from '../../domain/repositories.js';
import { fromDocument, toDocument } from './documents.js';
import { BATCH_LIMIT, type FirebaseKernel } from './kernel.js';
import { mailDocument } from './mail.js';
import { runTransaction } from './transactions.js';
import { SEATED, seatsFromBookings } from '../seats.js';

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
        const event = eventData && fromDocument<EventRecord>(eventData);
        if (!event?.published) throw new NotFoundError(`No published event ${eventSlug}`);
        const refusal = bookingRefusal(event, now);
        if (refusal) throw new ConflictError(refusal, `Event ${eventSlug} takes no bookings`);
        const active = await tx.get(
          bookings.where('eventSlug', '==', eventSlug).where('uid', '==', uid).where('status', 'in', ['CONFIRMED', 'HELD', 'WAITLISTED']).limit(1),
        );
        let result: BookingResult;
        if (!active.empty) {
          const booking = fromDocument<BookingRecord>(active.docs[0]!.data());
          const orderData = booking.orderId ? (await tx.get(orders.doc(booking.orderId))).data() : undefined;
          result = { booking, existing: true, order: orderData ? fromDocument<OrderRecord>(orderData) : null };
        } else {
          const seat = event.seatsLeft > 0;
          const paid = seat && isPaidEvent(event);
          const orderId = paid ? randomUUID() : undefined;
          const booking: BookingRecord = {
            id: randomUUID(),
            eventSlug,
            uid,
            status: seat ? (paid ? 'HELD' : 'CONFIRMED') : 'WAITLISTED',
            ...(orderId ? { orderId } : {}),
            createdAt: now,
            updatedAt: now,
          };
          const order = orderId ? newOrder(orderId, booking, event, now, CHECKOUT_HOLD_MS) : null;
          tx.create(bookings.doc(booking.id), booking);
          if (order) tx.create(orders.doc(order.id), toDocument(order));
          tx.update(eventRef, { seatsLeft: event.seatsLeft - (seat ? 1 : 0) });
          result = { booking, existing: false, order };
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
        if (!data) throw new NotFoundError(`No booking ${bookingId}`);
        const held = fromDocument<BookingRecord>(data);
        if (held.status === 'CANCELLED') throw new ConflictError('ALREADY_CANCELLED', `Booking ${bookingId} is cancelled already`);
        const eventRef = events.doc(held.eventSlug);
        const eventData = (await tx.get(eventRef)).data();
        const seated = held.status === 'CONFIRMED' || held.status === 'HELD';
        const next =
          seated && eventData
            ? (await tx.get(bookings.where('eventSlug', '==', held.eventSlug).where('status', '==', 'WAITLISTED').orderBy('createdAt').limit(1))).docs[0]
            : undefined;
        const orderData = held.status === 'HELD' && held.orderId ? (await tx.get(orders.doc(held.orderId))).data() : undefined;
        const order = orderData && fromDocument<OrderRecord>(orderData);
        if (order && isHolding(order.status)) tx.set(orders.doc(order.id), toDocument(cancelledOrder(order, now)));
        const booking: BookingRecord = { ...held, status: 'CANCELLED', updatedAt: now };
        tx.update(ref, { status: booking.status, updatedAt: now });
        let promoted: BookingRecord | null = null;
        let promotedOrder: OrderRecord | null = null;
        if (next && eventData) {
          ({ booking: promoted, order: promotedOrder } = promote(fromDocument<BookingRecord>(next.data()), fromDocument<EventRecord>(eventData), now, randomUUID()));
          tx.set(next.ref, toDocument(promoted));
          if (promotedOrder) tx.create(orders.doc(promotedOrder.id), toDocument(promotedOrder));
        }
        let seatsLeft: CancellationResult['seatsLeft'] = null;
        if (eventData) {
          const freed = seated && !next ? 1 : 0;
          seatsLeft = { before: eventData.seatsLeft as number, after: (eventData.seatsLeft as number) + freed };
          tx.update(eventRef, { seatsLeft: seatsLeft.after });
        }
        const result: CancellationResult = { booking, promoted, promotedOrder, seatsLeft };
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
        const known = new Set<string>();
        /** Stored CONFIRMED bookings without an order, by id, with their person: a paid one gains its order. */
        const unpaid = new Map<string, string>();
        const seated = new Map<string, number>();
        for (const snapshot of storedChunks.flatMap((chunk) => chunk.docs)) {
          known.add(snapshot.id);
          if (snapshot.get('status') === 'CONFIRMED' && !snapshot.get('orderId')) unpaid.set(snapshot.id, snapshot.get('uid') as string);
          const slug = snapshot.get('eventSlug') as string;
          if (SEATED.has(snapshot.get('status') as BookingRecord['status'])) seated.set(slug, (seated.get(slug) ?? 0) + 1);
        }
        const plans = slugs.map((slug, index) => {
          const snapshot = eventSnapshots[index]!;
          const data = snapshot.data();
          if (!data) throw new NotFoundError(`No event ${slug}`);
          const event = fromDocument<EventRecord>(data);
          for (const booking of byEvent.get(slug)!) {
            const problem = importedBookingProblem(booking, booking.orderId ? orderOf.get(booking.orderId) : undefined, event);
            if (problem) throw new ConflictError('WRONG_STATE', problem);
          }
          const fresh = byEvent.get(slug)!.filter((booking) => !known.has(booking.id));
          const completed = byEvent.get(slug)!.filter((booking) => booking.orderId && unpaid.get(booking.id) === booking.uid);
          const count = (seated.get(slug) ?? 0) + fresh.filter((booking) => SEATED.has(booking.status)).length;
          const seatsLeft = seatsFromBookings(event, count);
          if (seatsLeft === null) throw new ConflictError('WRONG_STATE', `Event ${slug} would have ${count} seated bookings and ${data.capacity} seats`);
          return { snapshot, fresh, completed, seatsLeft };
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
