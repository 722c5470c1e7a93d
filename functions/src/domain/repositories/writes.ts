// The writes Store.write applies all or nothing: one union of every record put, created or deleted together.
import type { ContactMessageRecord, EventRecord, LivePostRecord, MailRecord, ModerationLogRecord, ProfileRecord, VenueChangeRecord, VenueClaimRecord, VenueRecord } from '../records.js';
import type { OrderChangeResult } from './orders.js';

/**
 * One write in Store.write. `put` creates or replaces; `create` fails the whole batch with
 * ConflictError('ALREADY_EXISTS') when the key is taken (new event slugs, claim ids); `delete` removes (no error
 * when missing). Keys: profile uid, event/venue slug, venueChange venueSlug, others their id.
 * A `put` of an existing event keeps the stored seatsLeft (the bookings' count), shifted by a change of capacity:
 * an edit never sells seats taken since the editor read the event.
 */
export type WriteOp =
  | { put: 'profile'; record: ProfileRecord }
  | { put: 'event'; record: EventRecord }
  | { create: 'event'; record: EventRecord }
  | { put: 'venue'; record: VenueRecord }
  | { put: 'venueClaim'; record: VenueClaimRecord }
  | { put: 'venueChange'; record: VenueChangeRecord }
  | { put: 'moderationLog'; record: ModerationLogRecord }
  | { put: 'contactMessage'; record: ContactMessageRecord }
  | { put: 'mail'; record: MailRecord }
  | { put: 'livePost'; record: LivePostRecord }
  | { delete: 'profile' | 'event' | 'venueChange' | 'venueClaim' | 'booking' | 'order' | 'livePost'; key: string }
  /**
   * Every paid (COMPLETED) order of the event `refundPaidOrders` to REFUND_PENDING, each as OrderRepository.change
   * applies `{ kind: 'REFUND', reason }` at `at` (its log entry and reason, its booking cancelled, its seat back to the
   * event), with the mails `mails` composes of each order's outcome. Only for an event that is CANCELLED as the ops
   * before this one leave it (its freed seats go to nobody); otherwise the whole write fails. Written together with
   * the event's cancellation, no crash leaves a cancelled event's payers unrefunded: the payment sweep retries every
   * REFUND_PENDING order.
   */
  | { refundPaidOrders: string; reason: string; at: Date; mails: (result: OrderChangeResult) => MailRecord[] };
