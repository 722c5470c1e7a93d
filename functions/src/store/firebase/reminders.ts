// The reminders sent, in Firestore: the `reminders` collection (document id `${bookingId}:${session}`), closed to
// clients (firestore.rules). The marker and the mail are written in one transaction that first reads the marker, so
// of two instances sending the same reminder at once one commits and the other, retried, finds it and sends nothing.
// A TTL policy on `expiresAt` (firestore.indexes.json) deletes old markers; one not yet deleted reads as sent.
import type { ReminderRecord, ReminderRepository } from '../../domain/repositories.js';
import { reminderId } from '../../domain/repositories.js';
import { toDocument } from './documents.js';
import type { FirebaseKernel } from './kernel.js';
import { mailDocument } from './mail.js';

export function reminderRepository(kernel: FirebaseKernel): ReminderRepository {
  const { reminders, mail } = kernel.collections;
  return {
    sendOnce: (reminder, message, now) =>
      kernel.guard(
        () =>
          kernel.db.runTransaction(async (tx) => {
            const ref = reminders.doc(reminderId(reminder));
            if ((await tx.get(ref)).exists) return false;
            tx.set(ref, toDocument({ ...reminder, sentAt: now } satisfies ReminderRecord));
            tx.set(mail.doc(message.id), mailDocument(message));
            return true;
          }),
        false,
      ),

    getMany: (keys) => kernel.guard(() => kernel.byKeys<ReminderRecord>(reminders, keys.map(reminderId))),
  };
}
