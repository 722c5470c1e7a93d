// The errors the stores throw, which GraphQL reports by their kind: unreachable store, missing record, conflict.
import type { CodeRefusal } from '../payments.js';
import type { BookingRefusal } from '../registration.js';

/** Thrown by adapters when the backing store cannot be reached; GraphQL reports it as STORE_UNAVAILABLE. */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** An id, slug or booking the operation needs does not exist (or is not visible to the caller). */
export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
}

/**
 * The write conflicts with the stored state; `code` says how (ALREADY_EXISTS, EVENT_CLOSED, NO_BOOKING: a drop-in
 * event, EVENT_POSTPONED, COURSE_RUNNING, BOOKING_WINDOW_CLOSED: why a booking is refused, ALREADY_CANCELLED; the
 * services add WRONG_STATE: not in a state that allows this step, ALREADY_OWNER, ALREADY_PENDING: a claim waits,
 * LAST_ADMIN: the last admin may not give up the role; SAVED_ANSWERS_FULL: the person keeps as many saved answers as
 * allowed; PAYMENTS_NOT_ENABLED: an organiser's paid course while their account cannot take payments; CODE_TAKEN: a new
 * voucher's code or id, or a promo code in its scope, exists already; INVALID_CODE: a typed code that is no code at all,
 * a voucher's with a typo; WITHDRAWAL_NOT_POSSIBLE: a voucher purchase the buyer may no longer withdraw from; CODE_UNKNOWN:
 * no voucher or promo code has the code typed; the CodeRefusal codes: why a code cannot be applied to an order;
 * TOO_MANY_SEATS: more seats than one booking of the event takes; INVALID_SEATS: no seats, a fraction, or names that
 * do not fit the seats; NOT_A_SEAT: seats to give up that the booking does not hold; PAY_OR_CANCEL_ALL: some seats of
 * a booking held unpaid, which is paid or given up whole).
 */
export class ConflictError extends Error {
  override readonly name = 'ConflictError';
  constructor(
    readonly code: 'ALREADY_EXISTS' | BookingRefusal | 'ALREADY_CANCELLED' | 'WRONG_STATE' | 'ALREADY_OWNER' | 'ALREADY_PENDING' | 'LAST_ADMIN' | 'CANCELLATION_DEADLINE_PASSED' | 'SAVED_ANSWERS_FULL' | 'PAYMENTS_NOT_ENABLED' | 'CODE_TAKEN' | 'INVALID_CODE' | 'WITHDRAWAL_NOT_POSSIBLE' | 'CODE_UNKNOWN' | 'TOO_MANY_SEATS' | 'INVALID_SEATS' | 'NOT_A_SEAT' | 'PAY_OR_CANCEL_ALL' | CodeRefusal,
    message: string,
  ) {
    super(message);
  }
}
