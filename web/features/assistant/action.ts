// The assistant's form post without JavaScript: the whole answer, rendered into the page (200, nothing to redirect
// to: an answer is not a saved thing), or the question's error. The conversation travels in a hidden field.
import type { ActionOutcome, FormAction } from '../../server/form-action';
import { fromGraphQLErrors } from '../../server/form-action';
import { AskAssistantDocument, assistantInput, type Answer, type AssistantPageProvider, type Turn } from './assistant-api';
import type { PostedAnswer } from './AssistantPage';
import { savedAnswerAction } from './saved-answers-actions.server';
import { isSavedAnswerForm } from './saved-answers-form';

function historyOf(sent: string): Turn[] {
  try {
    const turns = JSON.parse(sent || '[]') as unknown;
    if (!Array.isArray(turns)) return [];
    return turns
      .filter((turn): turn is Turn => typeof turn?.question === 'string' && Array.isArray(turn.crafts))
      .slice(-6)
      .map((turn) => ({ question: turn.question.slice(0, 500), crafts: turn.crafts.filter((craft) => typeof craft === 'string').slice(0, 3) }));
  } catch {
    return [];
  }
}

export function assistantAction(provider: AssistantPageProvider): FormAction {
  return async (request): Promise<ActionOutcome> => {
    // The answer's „Antwort speichern“ form posts to the page too.
    if (isSavedAnswerForm(request.fields.get('_form'))) return savedAnswerAction(request, request.path);
    const { fields } = request;
    const history = historyOf(fields.raw('history'));
    const form = { question: fields.get('question'), place: fields.get('place'), lat: fields.get('lat'), lng: fields.get('lng'), radius: fields.get('radius'), when: fields.get('when') };
    const input = assistantInput(form, request.locale, history);
    const { data, errors } = await request.mutate(AskAssistantDocument, { input, provider });
    if (!data?.askAssistant) return fromGraphQLErrors(fields, errors);
    const answer = data.askAssistant as unknown as Answer;
    const result: PostedAnswer = { answer, history: [...history, { question: input.question, crafts: answer.crafts.map((craft) => craft.slug) }] };
    const failure = answer.failure;
    return {
      kind: 'render',
      status: 200,
      formState: {
        values: fields.values(),
        errors: [],
        ...(failure ? { code: failure.code, ...(failure.retryAfterSeconds === null ? {} : { retryAfterSeconds: failure.retryAfterSeconds }) } : {}),
        result,
      },
    };
  };
}
