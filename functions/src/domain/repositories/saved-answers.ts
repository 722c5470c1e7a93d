// The saved answers' port: the craft assistant's answers a person keeps, within a limit checked on adding.
import type { SavedAnswerRecord } from '../saved-answers.js';

/**
 * The craft assistant's answers people saved (domain/saved-answers.ts). Adding one checks the person's count in the
 * same transaction, so that two saves at once cannot pass the limit together.
 */
export interface SavedAnswerRepository {
  /** A person's saved answers, newest first (ties by id, descending). */
  savedBy(uid: string): Promise<SavedAnswerRecord[]>;
  get(id: string): Promise<SavedAnswerRecord | null>;
  /** Adds the answer unless its person has `max` already: then ConflictError SAVED_ANSWERS_FULL and nothing is written. */
  add(answer: SavedAnswerRecord, max: number): Promise<void>;
  /** Deletes one; an id that is gone already is no error. */
  delete(id: string): Promise<void>;
  /** Deletes every saved answer of a person (account deletion). */
  deleteAllOf(uid: string): Promise<void>;
}
