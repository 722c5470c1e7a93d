// The saved answers' form posts: saving an answer from an assistant page (/ai, /gemini, /claude; action.ts hands the
// `saveAnswer` form here) lands on /app with a notice; deleting one on /app stays there. A save the API refuses (the
// person's answers are full, the store is unavailable) shows the page again with the answer's text and the form,
// and the reason beside it; signed out (the session ran out meanwhile), the person signs in and comes back.
import { graphql } from '../../graphql/generated';
import type { GraphQLResult } from '../../server/graphql-types';
import { localizeUrl } from '../../lib/i18n/locales';
import { signInHref } from '../../lib/sign-in/sign-in-href';
import { fromGraphQLErrors, redirectTo, rerender, STORE_RETRY_AFTER_SECONDS, type ActionOutcome, type FormRequest } from '../../server/form-action';
import type { Answer } from './assistant-api';
import { savedAnswerFormNames, saveInputFromFields, type RefusedSave } from './saved-answers-form';

const SaveAssistantAnswerDocument = graphql(`
  mutation SaveAssistantAnswer($input: SavedAnswerInput!) {
    saveAssistantAnswer(input: $input) {
      id
    }
  }
`);

const DeleteSavedAnswerDocument = graphql(`
  mutation DeleteSavedAnswer($id: ID!) {
    deleteSavedAnswer(id: $id)
  }
`);

const statusOf: Record<string, number> = { SAVED_ANSWERS_FULL: 409, STORE_UNAVAILABLE: 503 };

/** The code a refused save shows: the limit, the store, or a generic one (the form's own fields were wrong). */
function refusalCode(errors: NonNullable<GraphQLResult['errors']>): string {
  const [error] = errors;
  const code = error?.extensions?.code;
  if (code === 'CONFLICT' && error?.extensions?.reason === 'SAVED_ANSWERS_FULL') return 'SAVED_ANSWERS_FULL';
  if (code === 'STORE_UNAVAILABLE' || code === 'UNAUTHENTICATED') return code;
  return 'UNKNOWN';
}

/** Saves the answer posted to the assistant page at `pagePath`; to /app with a notice when it worked. */
export async function saveAnswerAction(request: FormRequest, pagePath: string): Promise<ActionOutcome> {
  const { fields } = request;
  const here = localizeUrl(pagePath, request.locale);
  const signIn = () => redirectTo(signInHref(here, request.locale));
  if (!request.viewer) return signIn();
  const input = saveInputFromFields(fields);
  const { data, errors } = await request.mutate(SaveAssistantAnswerDocument, { input });
  if (data?.saveAssistantAnswer) return redirectTo(`${localizeUrl('/app', request.locale)}?done=answerSaved#saved-answers`);
  const code = refusalCode(errors);
  if (code === 'UNAUTHENTICATED') return signIn();
  // The answer again as far as the form carried it (its text; the cards are not sent back), with the form to retry.
  const answer: Answer = { mode: input.mode, text: input.text, crafts: [], events: [], venues: [], articles: [], nearest: false, dropped: [], notices: [], failure: null };
  const refused: RefusedSave = { code, input };
  const outcome = rerender(fields, [], undefined, {
    result: { answer, history: [], refusedSave: refused },
    ...(code === 'STORE_UNAVAILABLE' ? { retryAfterSeconds: STORE_RETRY_AFTER_SECONDS } : {}),
  });
  return outcome.kind === 'render' ? { ...outcome, status: statusOf[code] ?? 422 } : outcome;
}

/** Deletes one of the person's saved answers (the form on /app). */
export async function deleteSavedAnswerAction(request: FormRequest): Promise<ActionOutcome> {
  const { fields } = request;
  const id = fields.get('id');
  if (!id) return rerender(fields, [], 'NOT_FOUND');
  const result = await request.mutate(DeleteSavedAnswerDocument, { id });
  if (!result.data) return fromGraphQLErrors(fields, result.errors);
  return redirectTo(`${localizeUrl('/app', request.locale)}?done=answerDeleted#saved-answers`);
}

/** The saved answers' form posted to `pagePath`. */
export function savedAnswerAction(request: FormRequest, pagePath: string): Promise<ActionOutcome> {
  return request.fields.get('_form') === savedAnswerFormNames.save ? saveAnswerAction(request, pagePath) : deleteSavedAnswerAction(request);
}
