// The check-ins' port: a seat checked in once per session (domain/check-ins.ts), and the check-ins of a session or a
// whole course read back for the door's list and the participant list.
import type { CheckInRecord } from '../check-ins.js';

export interface CheckInResult {
  /** The stored check-in: the new one, or the earlier one when the seat was checked in for the session already. */
  record: CheckInRecord;
  /** True when this call checked the seat in; false when an earlier one had (its time is in `record.at`). */
  first: boolean;
}

export interface CheckInRepository {
  /**
   * Checks a seat in for a session unless it is already: one transaction that reads the record of the same key
   * (checkInId) and creates it only when missing, so that of two scanners at once exactly one is `first`.
   */
  checkIn(record: CheckInRecord): Promise<CheckInResult>;
  /** The session's check-ins, by time (ties by booking id and seat). */
  bySession(eventSlug: string, session: number): Promise<CheckInRecord[]>;
  /** Every check-in of the event, by session, then time (ties by booking id and seat). */
  byEvent(eventSlug: string): Promise<CheckInRecord[]>;
}
