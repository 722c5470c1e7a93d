// The throttles' counters in Firestore: the `attempts` collection (document id = the hashed key), closed to clients
// (firestore.rules). An update is one transaction over the keys' documents, so instances counting at once all count.
// Expired documents read as missing; a TTL policy on `expiresAt` (firestore.indexes.json) deletes them.
import type { DocumentData } from 'firebase-admin/firestore';
import type { AttemptRecord, AttemptRepository } from '../../domain/repositories.js';
import { fromDocument, toDocument } from './documents.js';
import type { FirebaseKernel } from './kernel.js';

export function attemptRepository(kernel: FirebaseKernel): AttemptRepository {
  const { attempts } = kernel.collections;
  const live = (data: DocumentData | undefined, now: Date): AttemptRecord | null => {
    if (!data) return null;
    const record = fromDocument<AttemptRecord>(data);
    return record.expiresAt > now ? record : null;
  };
  return {
    get: (keys, now) =>
      kernel.guard(async () => {
        const unique = [...new Set(keys)];
        if (unique.length === 0) return [];
        const snapshots = await kernel.db.getAll(...unique.map((key) => attempts.doc(key)));
        return snapshots.map((snapshot) => live(snapshot.data(), now)).filter((record) => record !== null);
      }),

    update: (keys, now, next) =>
      kernel.guard(async () => {
        if (keys.length === 0) return;
        const refs = keys.map((key) => attempts.doc(key));
        await kernel.db.runTransaction(async (transaction) => {
          const snapshots = await transaction.getAll(...refs);
          const records = next(snapshots.map((snapshot) => live(snapshot.data(), now)));
          refs.forEach((ref, index) => {
            const record = records[index];
            if (record) transaction.set(ref, toDocument(record));
            else if (snapshots[index]!.exists) transaction.delete(ref); // nothing to write for a key without a record
          });
        });
      }, false),
  };
}
