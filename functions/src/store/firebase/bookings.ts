// Seats in Firestore. book, cancel and cancelSeats are transactions that read the event and write it back whenever they change or
// add a booking, so any two of them on one event conflict and one of them runs again on the new state
// (transactions.ts). An instance runs one seat transaction per event at a time, and the bookings that arrived while
// one ran are claimed together in the next (up to 50, each person once), each planned on the seats the ones before it
// left: a herd writes the event once per transaction, not once per booking (decision 050). The transaction function
// may run several times: `mails` is called in each run with that run's outcome, and only the committed run's mails
// are written. Each run reads what domain/seat-plans.ts's plans need, all before it writes, calls the plan and writes
// what it returns; a booking the plan refuses (or whose mails cannot be composed) is refused alone. In a paid event a
// seat is HELD with an order (orders.ts) until it is paid.
import { randomUUID } from 'node:crypto';
import type { CollectionReference, Transaction } from 'firebase-admin/firestore';
import { seatsOf, type SeatRequest } from '../../domain/group-bookings.js';
import type { OrderRecord, Promotion } from '../../domain/payments.js';
import type { BookingRecord, EventRecord, MailRecord } from '../../domain/records.js';
import { NotFoundError, type BookingRepository } from '../../domain/repositories.js';
import { cancellationReads, planBooking, planCancellation, planImportedBooking, planSeatCancellation, seatCancellationReads } from '../../domain/seat-plans.js';
import type { VoucherRecord } from '../../domain/vouchers.js';
import { fromDocument, toDocument } from './documents.js';
import { BATCH_LIMIT, type FirebaseKernel } from './kernel.js';
import { mailDocument } from './mail.js';
import { runTransaction } from './transactions.js';
import { voucherDocument } from './vouchers.js';
import { SEATED, seatsFromBookings } from '../../domain/seat-count.js';

/** Values a Firestore `in` filter takes at most. */
const IN_LIMIT = 30;
/**
 * Bookings of one event claimed in one seat transaction at most: each writes its booking, perhaps an order and a few
 * mails, within Firestore's 500 writes per transaction.
 */
export const bookingsPerTransaction = 50;
/** The states of a booking that holds a seat or a waitlist place: a person has at most one per event. */
const ACTIVE: ReadonlySet<string> = new Set(['CONFIRMED', 'HELD', 'WAITLISTED']);

type BookingResult = Awaited<ReturnType<BookingRepository['book']>>;
type BookingMails = Parameters<BookingRepository['book']>[3];
/** A booking waiting for its event's seat transaction. */
interface BookingRequest {
  uid: string;
  now: Date;
  request: SeatRequest | undefined;
  mails: BookingMails;
  resolve: (result: BookingResult) => void;
  reject: (error: unknown) => void;
}
/** What the transaction decided for one of them: its result, or the error it alone is refused with. */
type BookingOutcome = { result: BookingResult } | { error: unknown };

/** An event's waitlisted bookings, read in the transaction (promoteWaiting orders them). */
export async function readWaitlist(tx: Transaction, bookings: CollectionReference, eventSlug: string): Promise<BookingRecord[]> {
  const found = await tx.get(bookings.where('eventSlug', '==', eventSlug).where('status', '==', 'WAITLISTED').orderBy('createdAt'));
  return found.docs.map((doc) => fromDocument<BookingRecord>(doc.data()));
}

/** Queues the writes of the waitlist places moved up, each with its order in a paid event. */
export function writePromotions(tx: Transaction, collections: { bookings: CollectionReference; orders: CollectionReference }, promotions: readonly Promotion[]): void {
  for (const { booking, order } of promotions) {
    tx.set(collections.bookings.doc(booking.id), toDocument(booking));
    if (order) tx.create(collections.orders.doc(order.id), toDocument(order));
  }
}

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

  /** The bookings of each event waiting for its next seat transaction, in the order they came. */
  const waiting = new Map<string, BookingRequest[]>();

  /**
   * Queues a booking for its event's next seat transaction, which claims the seats of every booking waiting by then
   * (up to `bookingsPerTransaction`, each person once): a herd's bookings write the event once per transaction
   * rather than once each, so that its document stays near Firestore's sustained write rate (decision 050).
   */
  const claim = (eventSlug: string, request: BookingRequest) => {
    const queued = waiting.get(eventSlug);
    if (queued) {
      queued.push(request);
      return;
    }
    waiting.set(eventSlug, [request]);
    void oneAtATime(eventSlug, () => claimWaiting(eventSlug));
  };

  async function claimWaiting(eventSlug: string): Promise<void> {
    const queued = waiting.get(eventSlug) ?? [];
    const uids = new Set<string>();
    const claimed: BookingRequest[] = [];
    const later: BookingRequest[] = [];
    for (const request of queued) {
      if (claimed.length < bookingsPerTransaction && !uids.has(request.uid)) {
        uids.add(request.uid);
        claimed.push(request);
      } else later.push(request);
    }
    if (later.length > 0) {
      waiting.set(eventSlug, later);
      void oneAtATime(eventSlug, () => claimWaiting(eventSlug));
    } else waiting.delete(eventSlug);
    try {
      const outcomes = await guard(() => runTransaction(db, (tx) => bookTogether(tx, eventSlug, claimed)), false);
      outcomes.forEach((outcome, n) => ('result' in outcome ? claimed[n]!.resolve(outcome.result) : claimed[n]!.reject(outcome.error)));
    } catch (error) {
      for (const request of claimed) request.reject(error);
    }
  }

  /** One run of the seat transaction for `claimed` (distinct people): each booking planned on the seats the ones before it left. */
  async function bookTogether(tx: Transaction, eventSlug: string, claimed: readonly BookingRequest[]): Promise<BookingOutcome[]> {
    const eventRef = events.doc(eventSlug);
    const eventData = (await tx.get(eventRef)).data();
    const event = eventData ? fromDocument<EventRecord>(eventData) : null;
    const active = new Map<string, BookingRecord>();
    for (let first = 0; first < claimed.length; first += IN_LIMIT) {
      const chunk = claimed.slice(first, first + IN_LIMIT).map((request) => request.uid);
      const found = await tx.get(bookings.where('eventSlug', '==', eventSlug).where('uid', 'in', chunk));
      for (const doc of found.docs) {
        const booking = fromDocument<BookingRecord>(doc.data());
        if (ACTIVE.has(booking.status) && !active.has(booking.uid)) active.set(booking.uid, booking);
      }
    }
    const orderIds = [...active.values()].flatMap((booking) => (booking.orderId ? [booking.orderId] : []));
    const orderSnapshots = orderIds.length > 0 ? await tx.getAll(...orderIds.map((id) => orders.doc(id))) : [];
    const orderOf = new Map(orderSnapshots.flatMap((snapshot) => (snapshot.exists ? [[snapshot.id, fromDocument<OrderRecord>(snapshot.data()!)] as const] : [])));
    let seatsLeft = event?.seatsLeft ?? 0;
    let changed = false;
    const outcomes = claimed.map(({ uid, now, mails, request }): BookingOutcome => {
      try {
        const mine = active.get(uid) ?? null;
        const activeOrder = mine?.orderId ? (orderOf.get(mine.orderId) ?? null) : null;
        const { result, seatsDelta } = planBooking({ eventSlug, uid, event: event && { ...event, seatsLeft }, active: mine, activeOrder }, now, randomUUID, request);
        const queuedMails = mails(result);
        if (!result.existing && event) {
          tx.create(bookings.doc(result.booking.id), result.booking);
          if (result.order) tx.create(orders.doc(result.order.id), toDocument(result.order));
          seatsLeft += seatsDelta;
          changed = true;
        }
        queueMails(tx, queuedMails);
        return { result };
      } catch (error) {
        return { error };
      }
    });
    if (changed) tx.update(eventRef, { seatsLeft });
    return outcomes;
  }

  return {
    book: (eventSlug, uid, now, mails, request) =>
      guard(() => new Promise<BookingResult>((resolve, reject) => claim(eventSlug, { uid, now, mails, request, resolve, reject })), false),

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
        const waiting = reads.waiting ? await readWaitlist(tx, bookings, held.eventSlug) : [];
        const orderData = reads.orderId ? (await tx.get(orders.doc(reads.orderId))).data() : undefined;
        const plan = planCancellation(
          {
            held,
            event: eventData ? fromDocument<EventRecord>(eventData) : null,
            order: orderData ? fromDocument<OrderRecord>(orderData) : null,
            waiting,
          },
          now,
          randomUUID,
        );
        const { result } = plan;
        if (plan.cancelledOrder) tx.set(orders.doc(plan.cancelledOrder.id), toDocument(plan.cancelledOrder));
        tx.update(ref, { status: result.booking.status, updatedAt: now });
        writePromotions(tx, { bookings, orders }, result.promotions);
        // Written even when unchanged, so that any two seat transactions on one event conflict.
        if (result.seatsLeft) tx.update(eventRef, { seatsLeft: result.seatsLeft.after });
        queueMails(tx, mails(result));
        return result;
      });
    },

    cancelSeats: async (bookingId, seats, now, mails) => {
      const eventSlug = (await guard(() => bookings.doc(bookingId).get())).get('eventSlug') as string | undefined;
      if (eventSlug === undefined) throw new NotFoundError(`No booking ${bookingId}`);
      return seatTransaction(eventSlug, async (tx) => {
        const ref = bookings.doc(bookingId);
        const data = (await tx.get(ref)).data();
        const reads = seatCancellationReads(bookingId, data ? fromDocument<BookingRecord>(data) : null);
        const { held } = reads;
        const eventRef = events.doc(held.eventSlug);
        const eventData = (await tx.get(eventRef)).data();
        const waiting = reads.waiting ? await readWaitlist(tx, bookings, held.eventSlug) : [];
        const orderData = reads.orderId ? (await tx.get(orders.doc(reads.orderId))).data() : undefined;
        const order = orderData ? fromDocument<OrderRecord>(orderData) : null;
        const voucherData = order?.voucher ? (await tx.get(kernel.collections.vouchers.doc(order.voucher.voucherId))).data() : undefined;
        const plan = planSeatCancellation(
          {
            held,
            event: eventData ? fromDocument<EventRecord>(eventData) : null,
            order,
            waiting,
            voucher: voucherData ? fromDocument<VoucherRecord>(voucherData) : null,
          },
          seats,
          now,
          randomUUID,
        );
        const { result } = plan;
        tx.set(ref, toDocument(result.booking));
        for (const changed of plan.orders) tx.set(orders.doc(changed.id), toDocument(changed));
        if (plan.voucher) tx.set(kernel.collections.vouchers.doc(plan.voucher.id), voucherDocument(plan.voucher));
        writePromotions(tx, { bookings, orders }, result.promotions);
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
          ...chunks.map((chunk) => bookings.where('eventSlug', 'in', chunk).select('eventSlug', 'status', 'uid', 'orderId', 'seats').get()),
        ]);
        const stored = new Map<string, Pick<BookingRecord, 'status' | 'uid' | 'orderId'>>();
        const seated = new Map<string, number>();
        for (const snapshot of storedChunks.flatMap((chunk) => chunk.docs)) {
          const { eventSlug, status, uid, orderId, seats } = snapshot.data() as Pick<BookingRecord, 'eventSlug' | 'status' | 'uid' | 'orderId' | 'seats'>;
          stored.set(snapshot.id, { status, uid, orderId });
          if (SEATED.has(status)) seated.set(eventSlug, (seated.get(eventSlug) ?? 0) + seatsOf({ seats }));
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
          const count = (seated.get(slug) ?? 0) + fresh.filter((booking) => SEATED.has(booking.status)).reduce((sum, booking) => sum + seatsOf(booking), 0);
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
