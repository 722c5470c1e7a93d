// The assistant's saved answers as part of the store contract (describeStoreContract calls it): kept exactly as
// saved, a person's newest first, at most `max` per person checked in the adding transaction (also when two
// connections add at once), and deleted one by one or all of a person's.
import { describe, expect, it } from 'vitest';
import { ConflictError, type Store } from '../domain/repositories.js';
import type { SavedAnswerRecord } from '../domain/saved-answers.js';

const t0 = new Date('2026-11-20T09:00:00.000Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

function saved(id: string, uid: string, minute: number, fields: Partial<SavedAnswerRecord> = {}): SavedAnswerRecord {
  return {
    id,
    uid,
    question: 'Ich möchte eine Tasse töpfern',
    locale: 'de',
    mode: 'MODEL',
    text: 'Probier [[event:drehen-fuer-einsteiger]] bei [[venue:toepferei-neubau]].',
    craftSlugs: ['toepfern-keramik'],
    eventSlugs: ['drehen-fuer-einsteiger'],
    venues: [{ slug: 'toepferei-neubau', role: 'COURSES' }],
    articleSlugs: [],
    savedAt: at(minute),
    ...fields,
  };
}

export function describeSavedAnswersContract(current: () => Store, connectAgain?: (store: Store) => Promise<Store>): void {
  describe('saved assistant answers', () => {
    it('keeps answers exactly as saved, a person’s newest first (ties by id, descending)', async () => {
      const store = current();
      const first = saved('s-1', 'anna', 1, { mode: 'RETRIEVAL_ONLY', text: '', locale: 'en', articleSlugs: ['glasur-1x1'] });
      const tie = saved('s-0', 'anna', 1);
      const newest = saved('s-2', 'anna', 5);
      const bernds = saved('s-3', 'bernd', 9);
      for (const record of [first, tie, newest, bernds]) await store.savedAnswers.add(record, 50);
      expect(await store.savedAnswers.savedBy('anna')).toEqual([newest, first, tie]);
      expect(await store.savedAnswers.get('s-3')).toEqual(bernds);
      expect(await store.savedAnswers.get('gibt-es-nicht')).toBeNull();
      expect(await store.savedAnswers.savedBy('nobody')).toEqual([]);
    });

    it('refuses the answer beyond the limit with SAVED_ANSWERS_FULL and writes nothing', async () => {
      const store = current();
      for (let i = 0; i < 3; i++) await store.savedAnswers.add(saved(`s-${i}`, 'anna', i), 3);
      await store.savedAnswers.add(saved('s-bernd', 'bernd', 1), 3); // another person's count is theirs
      const refused = store.savedAnswers.add(saved('s-3', 'anna', 9), 3);
      await expect(refused).rejects.toBeInstanceOf(ConflictError);
      await expect(store.savedAnswers.add(saved('s-4', 'anna', 9), 3)).rejects.toMatchObject({ code: 'SAVED_ANSWERS_FULL' });
      expect((await store.savedAnswers.savedBy('anna')).map((answer) => answer.id)).toEqual(['s-2', 's-1', 's-0']);
      expect(await store.savedAnswers.get('s-3')).toBeNull();
      await store.savedAnswers.delete('s-1');
      await store.savedAnswers.add(saved('s-5', 'anna', 10), 3); // room again
      expect((await store.savedAnswers.savedBy('anna')).map((answer) => answer.id)).toEqual(['s-5', 's-2', 's-0']);
    });

    it.runIf(connectAgain)('lets only one of two connections adding at once take the last place', async () => {
      const store = current();
      const other = await connectAgain!(store);
      try {
        await store.savedAnswers.add(saved('s-0', 'anna', 0), 2);
        const results = await Promise.allSettled([store.savedAnswers.add(saved('s-a', 'anna', 1), 2), other.savedAnswers.add(saved('s-b', 'anna', 2), 2)]);
        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
        const refused = results.find((result) => result.status === 'rejected');
        expect(refused?.status === 'rejected' && refused.reason).toMatchObject({ code: 'SAVED_ANSWERS_FULL' });
        expect(await store.savedAnswers.savedBy('anna')).toHaveLength(2);
      } finally {
        await other.close();
      }
    });

    it('deletes one answer, and every answer of a person, leaving others’ alone', async () => {
      const store = current();
      for (const record of [saved('s-1', 'anna', 1), saved('s-2', 'anna', 2), saved('s-3', 'bernd', 3)]) await store.savedAnswers.add(record, 50);
      await store.savedAnswers.delete('s-2');
      await store.savedAnswers.delete('s-2'); // gone already: no error
      expect((await store.savedAnswers.savedBy('anna')).map((answer) => answer.id)).toEqual(['s-1']);
      await store.savedAnswers.deleteAllOf('anna');
      expect(await store.savedAnswers.savedBy('anna')).toEqual([]);
      expect((await store.savedAnswers.savedBy('bernd')).map((answer) => answer.id)).toEqual(['s-3']);
    });
  });
}
