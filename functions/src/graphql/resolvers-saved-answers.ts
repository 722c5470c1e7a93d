// Saved craft assistant answers (schema/saved-answers.graphql): thin resolvers over assistant/saved-answers.ts, which
// checks the viewer, what is kept and whose an answer is. A saved answer's cards are the assistant answer's type.
import { deleteSavedAnswer, mySavedAnswers, saveAssistantAnswer, type SavedAnswerView } from '../assistant/saved-answers.js';
import type { Resolvers } from './generated/resolvers.js';
import { answerOf } from './resolvers-assistant.js';

function savedAnswerOf({ record, answer, unavailable }: SavedAnswerView) {
  return {
    id: record.id,
    question: record.question,
    locale: record.locale === 'en' ? ('EN' as const) : ('DE' as const),
    savedAt: record.savedAt,
    answer: answerOf(answer),
    unavailable,
  };
}

export const savedAnswerResolvers = {
  Query: {
    mySavedAnswers: async (_, __, ctx) => (await mySavedAnswers(ctx)).map(savedAnswerOf),
  },
  Mutation: {
    saveAssistantAnswer: async (_, { input }, ctx) => savedAnswerOf(await saveAssistantAnswer(ctx, { input })),
    deleteSavedAnswer: (_, args, ctx) => deleteSavedAnswer(ctx, args),
  },
} satisfies Pick<Resolvers, 'Query' | 'Mutation'>;
