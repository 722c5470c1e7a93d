// The orders' port: every change of an order of a paid seat in one transaction, and reading orders.
import type { OrderChange, OrderPlan, OrderRecord, OrderStatus } from '../payments.js';
import type { MailRecord } from '../records.js';
import type { Page } from './pages.js';

/** The outcome of OrderRepository.change. */
export interface OrderChangeResult extends OrderPlan {
  /** The order's state before the change. */
  before: OrderStatus;
  /** True when the provider's event id was handled before: nothing was written. */
  duplicateEvent: boolean;
}

/**
 * Orders of paid seats (domain/payments.ts). A seat is held and its order made by BookingRepository.book; every later
 * change goes through `change`, one transaction that writes the order, its booking, the seat count, a promoted
 * waitlist place with its order, the provider's event id (each id is applied once) and the mails, all or nothing.
 */
export interface OrderRepository {
  /**
   * Applies `change` by planOrderChange. With `providerEventId`, an id seen before changes nothing
   * (`duplicateEvent`). Throws NotFoundError for an unknown order.
   */
  change(
    orderId: string,
    change: OrderChange,
    now: Date,
    options: { providerEventId?: string },
    mails: (result: OrderChangeResult) => MailRecord[],
  ): Promise<OrderChangeResult>;
  getByIds(ids: readonly string[]): Promise<(OrderRecord | null)[]>;
  /** A person's orders, newest first. */
  byUser(uid: string): Promise<OrderRecord[]>;
  /** An event's orders, oldest first. */
  byEvent(eventSlug: string): Promise<OrderRecord[]>;
  /** Orders in these states, oldest update first: the sweep's work (holds to end, checkouts to reconcile, refunds). */
  inStatus(statuses: readonly OrderStatus[], limit: number): Promise<OrderRecord[]>;
  /** Orders in these states whose last change was at or after `since`, newest change first: the sweep's look back. */
  changedSince(statuses: readonly OrderStatus[], since: Date, limit: number): Promise<OrderRecord[]>;
  /** The editors' list: all orders or those in `statuses`, newest first (createdAt, then id), one page with the total. */
  list(filter: { statuses?: readonly OrderStatus[] }, page: { first: number; offset: number }): Promise<Page<OrderRecord>>;
}
