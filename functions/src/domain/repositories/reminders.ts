// The reminders' port: the marker that a booking's person was reminded of one session, written with the mail itself,
// so that a reminder goes out once however often, late or on how many instances the sweep runs.
import type { MailRecord } from '../records.js';

/** Names one reminder: a booking and the session (its index in the event's sessions). */
export interface ReminderKey {
  bookingId: string;
  session: number;
}

/** A reminder sent: who, when, and the SHA-256 of the opt-out token its mail carries (the link works signed out). */
export interface ReminderRecord extends ReminderKey {
  uid: string;
  /** base64url SHA-256 of the mail's opt-out token: all the store keeps of it. */
  tokenHash: string;
  sentAt: Date;
  /** From when on the marker no longer matters (the session is long over): stores may drop it then. */
  expiresAt: Date;
}

/** The store id of a reminder: `${bookingId}:${session}`. */
export const reminderId = (key: ReminderKey): string => `${key.bookingId}:${key.session}`;

export interface ReminderRepository {
  /**
   * In one transaction: when no reminder of this key was sent, stores the marker and queues the mail, and returns
   * true; otherwise writes nothing and returns false. Two instances sending the same reminder at once queue one mail.
   */
  sendOnce(reminder: Omit<ReminderRecord, 'sentAt'>, mail: MailRecord, now: Date): Promise<boolean>;
  /**
   * The reminders sent for these keys, in the keys' order, null where none was (or it was dropped after its expiry):
   * one round trip, so that the sweep composes only the mails still to send.
   */
  getMany(keys: readonly ReminderKey[]): Promise<(ReminderRecord | null)[]>;
}
