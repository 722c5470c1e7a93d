import { describe, expect, it } from 'vitest';
import { badInput, fakeFormRequest } from '../../server/form-request.testing';
import { action } from './+action';

const fields: Array<[string, string]> = [
  ['name', 'Mia'],
  ['email', 'mia@example.com'],
  ['subject', 'Hallo'],
  ['message', 'Eine Idee für einen Ort.'],
];

describe('POST /contact', () => {
  it('sends the message, also for signed-out visitors, and thanks them', async () => {
    const { request, calls } = fakeFormRequest({ path: '/contact', signedIn: false, fields, answers: { SendContactMessage: { data: { sendContactMessage: true } } } });
    expect(await action(request)).toEqual({ kind: 'redirect', location: '/contact?done=contactSent' });
    expect(calls[0]!.variables).toEqual({ input: { name: 'Mia', email: 'mia@example.com', subject: 'Hallo', message: 'Eine Idee für einen Ort.' } });
  });

  it('shows the API’s field errors with everything typed', async () => {
    const { request } = fakeFormRequest({ path: '/contact', locale: 'en', fields, answers: { SendContactMessage: badInput(['input.email', 'INVALID_EMAIL']) } });
    expect(await action(request)).toMatchObject({ kind: 'render', status: 422, formState: { errors: [{ field: 'email', code: 'INVALID_EMAIL' }], values: { name: 'Mia' } } });
  });
});
