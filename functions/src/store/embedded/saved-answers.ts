// The assistant's saved answers in the embedded store: `saved_answers`, one row per answer, the whole record in
// `data`. Adding one is an IMMEDIATE transaction that counts the person's answers first, so two connections saving
// at once cannot pass the limit together.
import type { SavedAnswerRecord } from '../../domain/saved-answers.js';
import { ConflictError, type SavedAnswerRepository } from '../../domain/repositories.js';
import type { EmbeddedKernel } from './kernel.js';
import { fromRow, ms, toJson } from './rows.js';

export function savedAnswerRepository(kernel: EmbeddedKernel): SavedAnswerRepository {
  const { guard } = kernel;
  return {
    savedBy: (uid) =>
      guard(() =>
        kernel.all('SELECT data FROM saved_answers WHERE uid = ? ORDER BY saved_at DESC, id DESC', [uid]).map((row) => fromRow<SavedAnswerRecord>(row)),
      ),
    get: (id) => guard(() => kernel.byKeys<SavedAnswerRecord>('saved_answers', 'id', [id])[0] ?? null),
    add: (answer, max) =>
      kernel.transaction(() => {
        const { n } = kernel.prepare('SELECT COUNT(*) AS n FROM saved_answers WHERE uid = ?').get(answer.uid) as { n: number };
        if (n >= max) throw new ConflictError('SAVED_ANSWERS_FULL', `At most ${max} saved answers per person.`);
        kernel.prepare('INSERT INTO saved_answers (id, uid, saved_at, data) VALUES (?, ?, ?, ?)').run(answer.id, answer.uid, ms(answer.savedAt), toJson(answer));
      }),
    delete: (id) =>
      kernel.transaction(() => {
        kernel.prepare('DELETE FROM saved_answers WHERE id = ?').run(id);
      }),
    deleteAllOf: (uid) =>
      kernel.transaction(() => {
        kernel.prepare('DELETE FROM saved_answers WHERE uid = ?').run(uid);
      }),
  };
}
