// What /app hands to <SavedAnswers>, from its page query, which spreads `mySavedAnswers { ...SavedAnswerFields @unmask }`:
// each saved answer with its cards as the store has them now (the same fields an assistant page shows).
import { graphql } from '../../graphql/generated';
import type { SavedAnswerFieldsFragment } from '../../graphql/generated/graphql';
import { missingBecause } from '../../lib/graphql/page-data';
import type { SectionError, SectionErrors } from '../../lib/graphql/section-errors';
import type { Answer } from './assistant-api';

export const SavedAnswerFields = graphql(`
  fragment SavedAnswerFields on SavedAnswer {
    id
    question
    locale
    savedAt
    unavailable
    answer {
      ...AssistantAnswerFields @unmask
    }
  }
`);

export type SavedAnswer = Omit<SavedAnswerFieldsFragment, 'answer'> & { answer: Answer };

export type SavedAnswersData = {
  /** The person's saved answers, newest first; null when they could not be loaded (`error` says why). */
  answers: SavedAnswer[] | null;
  error: SectionError | null;
};

export function savedAnswersData(result: { mySavedAnswers?: SavedAnswerFieldsFragment[] | null } | undefined, errors: SectionErrors): SavedAnswersData {
  const answers = (result?.mySavedAnswers ?? null) as SavedAnswer[] | null;
  return { answers, error: answers ? null : missingBecause(errors, 'mySavedAnswers') };
}
