// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fakeFormRequest } from '../../server/form-request.testing';
import { assistantAction } from './action';
import { savedAnswerAction } from './saved-answers-actions.server';

const saveForm: Array<[string, string]> = [
  ['_form', 'saveAnswer'],
  ['question', ' Ich möchte eine Tasse töpfern '],
  ['locale', 'DE'],
  ['mode', 'MODEL'],
  ['text', 'Erster Absatz mit [[event:drehen]].\r\n\r\nZweiter Absatz.'],
  ['craft', 'toepfern-keramik'],
  ['event', 'drehen'],
  ['event', 'glasieren'],
  ['venue', 'toepferei-neubau:COURSES'],
  ['venue', 'kaputt:NONSENSE'],
  ['article', 'die-erste-schale'],
];

const saved = { SaveAssistantAnswer: { data: { saveAssistantAnswer: { id: 's1' } } } };
const refusedWith = (code: string, reason?: string) => ({ SaveAssistantAnswer: { errors: [{ message: 'no', extensions: { code, ...(reason ? { reason } : {}) } }] } });

describe('the saved answers’ actions', () => {
  it('saves the posted answer (line breaks as sent, unknown roles left out) and goes on to /app with a notice', async () => {
    const { request, calls } = fakeFormRequest({ path: '/ai', fields: saveForm, answers: saved });
    expect(await savedAnswerAction(request, '/ai')).toEqual({ kind: 'redirect', location: '/app?done=answerSaved#saved-answers' });
    expect(calls).toEqual([
      {
        operation: 'SaveAssistantAnswer',
        variables: {
          input: {
            question: 'Ich möchte eine Tasse töpfern',
            locale: 'DE',
            mode: 'MODEL',
            text: 'Erster Absatz mit [[event:drehen]].\n\nZweiter Absatz.',
            crafts: ['toepfern-keramik'],
            events: ['drehen', 'glasieren'],
            venues: [{ slug: 'toepferei-neubau', role: 'COURSES' }],
            articles: ['die-erste-schale'],
          },
        },
      },
    ]);
  });

  it('is what the assistant pages’ action does with the save form, in English to /en/app', async () => {
    const { request, calls } = fakeFormRequest({ path: '/claude', locale: 'en', fields: saveForm, answers: saved });
    expect(await assistantAction('CLAUDE')(request)).toEqual({ kind: 'redirect', location: '/en/app?done=answerSaved#saved-answers' });
    expect(calls.map((call) => call.operation)).toEqual(['SaveAssistantAnswer']);
  });

  it('sends a signed-out person to sign in and back to the page, without asking the API', async () => {
    const { request, calls } = fakeFormRequest({ path: '/gemini', signedIn: false, fields: saveForm });
    expect(await savedAnswerAction(request, '/gemini')).toEqual({ kind: 'redirect', location: '/login?next=%2Fgemini' });
    expect(calls).toEqual([]);
  });

  it('shows the page again when the answers are full or the store is down: the text, the form’s input and why', async () => {
    for (const [answers, code, status] of [
      [refusedWith('CONFLICT', 'SAVED_ANSWERS_FULL'), 'SAVED_ANSWERS_FULL', 409],
      [refusedWith('STORE_UNAVAILABLE'), 'STORE_UNAVAILABLE', 503],
      [refusedWith('BAD_USER_INPUT'), 'UNKNOWN', 422],
    ] as const) {
      const { request } = fakeFormRequest({ path: '/ai', fields: saveForm, answers });
      const outcome = await savedAnswerAction(request, '/ai');
      expect(outcome).toMatchObject({ kind: 'render', status, formState: { form: 'saveAnswer', errors: [] } });
      if (outcome.kind !== 'render') continue;
      // No code of the whole form: the assistant page would show it as a failed question.
      expect(outcome.formState.code).toBeUndefined();
      const result = outcome.formState.result as { answer: { text: string }; refusedSave: { code: string; input: { events: string[] } } };
      expect(result.answer.text).toBe('Erster Absatz mit [[event:drehen]].\n\nZweiter Absatz.');
      expect(result.refusedSave.code).toBe(code);
      expect(result.refusedSave.input.events).toEqual(['drehen', 'glasieren']);
    }
  });

  it('deletes a saved answer on /app and returns there; a refused delete shows the page with the reason', async () => {
    const { request, calls } = fakeFormRequest({ path: '/app', fields: [['_form', 'deleteSavedAnswer'], ['id', 's1']], answers: { DeleteSavedAnswer: { data: { deleteSavedAnswer: true } } } });
    expect(await savedAnswerAction(request, '/app')).toEqual({ kind: 'redirect', location: '/app?done=answerDeleted#saved-answers' });
    expect(calls).toEqual([{ operation: 'DeleteSavedAnswer', variables: { id: 's1' } }]);
    const missing = fakeFormRequest({ path: '/app', fields: [['_form', 'deleteSavedAnswer'], ['id', 'fremd']], answers: { DeleteSavedAnswer: { errors: [{ message: 'no', extensions: { code: 'NOT_FOUND' } }] } } });
    expect(await savedAnswerAction(missing.request, '/app')).toMatchObject({ kind: 'render', status: 404, formState: { code: 'NOT_FOUND', form: 'deleteSavedAnswer' } });
  });
});
