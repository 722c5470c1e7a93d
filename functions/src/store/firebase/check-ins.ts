// Check-ins in Firestore: `checkIns` (document id = checkInId: event, session, booking and seat), closed to clients
// (firestore.rules). Taking one is a transaction that reads the document and creates it only when missing: of two
// scanners at once, one commits and the other runs again, finds it and reports the first one's time.
import { compareCheckIns, checkInId, type CheckInRecord } from '../../domain/check-ins.js';
import type { CheckInRepository } from '../../domain/repositories.js';
import { fromDocument, toDocument } from './documents.js';
import type { FirebaseKernel } from './kernel.js';
import { runTransaction } from './transactions.js';

export function checkInRepository(kernel: FirebaseKernel): CheckInRepository {
  const { guard, db, read } = kernel;
  const { checkIns } = kernel.collections;
  // Equality filters only: no composite index is needed; the few hundred check-ins of a course are ordered here.
  const sorted = (records: CheckInRecord[]) => records.sort(compareCheckIns);
  return {
    checkIn: (record) =>
      guard(
        () =>
          runTransaction(db, async (tx) => {
            const ref = checkIns.doc(checkInId(record));
            const found = await tx.get(ref);
            const data = found.data();
            if (data) return { record: fromDocument<CheckInRecord>(data), first: false };
            tx.create(ref, toDocument(record));
            return { record, first: true };
          }),
        false,
      ),
    bySession: (eventSlug, session) =>
      guard(async () => sorted(await read<CheckInRecord>(checkIns.where('eventSlug', '==', eventSlug).where('session', '==', session)))),
    byEvent: (eventSlug) => guard(async () => sorted(await read<CheckInRecord>(checkIns.where('eventSlug', '==', eventSlug)))),
  };
}
