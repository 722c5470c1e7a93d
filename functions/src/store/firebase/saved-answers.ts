// The assistant's saved answers in Firestore: `savedAnswers` (document id = the answer's id), closed to clients
// (firestore.rules). Adding one is a transaction that reads the person's answers first (a query in a transaction
// locks what it read, so two saves at once cannot pass the limit together: one of them runs again and counts anew).
import type { SavedAnswerRecord } from '../../domain/saved-answers.js';
import { ConflictError, type SavedAnswerRepository } from '../../domain/repositories.js';
import { toDocument } from './documents.js';
import { BATCH_LIMIT, type FirebaseKernel } from './kernel.js';
import { runTransaction } from './transactions.js';

export function savedAnswerRepository(kernel: FirebaseKernel): SavedAnswerRepository {
  const { guard, db, read } = kernel;
  const { savedAnswers } = kernel.collections;
  return {
    savedBy: (uid) =>
      guard(async () => {
        const found = await read<SavedAnswerRecord>(savedAnswers.where('uid', '==', uid).orderBy('savedAt', 'desc'));
        // Ties of savedAt by id, descending, as the embedded store orders them.
        return found.sort((a, b) => b.savedAt.getTime() - a.savedAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
      }),
    get: (id) => guard(async () => (await kernel.byKeys<SavedAnswerRecord>(savedAnswers, [id]))[0] ?? null),
    add: (answer, max) =>
      guard(
        () =>
          runTransaction(db, async (tx) => {
            const mine = await tx.get(savedAnswers.where('uid', '==', answer.uid).select());
            if (mine.size >= max) throw new ConflictError('SAVED_ANSWERS_FULL', `At most ${max} saved answers per person.`);
            tx.create(savedAnswers.doc(answer.id), toDocument(answer));
          }),
        false,
      ),
    delete: (id) => guard(() => savedAnswers.doc(id).delete().then(() => undefined), false),
    deleteAllOf: (uid) =>
      guard(async () => {
        for (;;) {
          const found = await savedAnswers.where('uid', '==', uid).select().limit(BATCH_LIMIT).get();
          if (found.empty) return;
          const batch = db.batch();
          for (const doc of found.docs) batch.delete(doc.ref);
          await batch.commit();
        }
      }, false),
  };
}
