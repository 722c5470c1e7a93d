// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { badInput, fakeFormRequest } from '../../../server/form-request.testing';
import { action } from './+action';

describe('POST /reminders/off', () => {
  it('turns reminders on again with the mail’s link, signed out, and shows it without the link', async () => {
    const { request, calls } = fakeFormRequest({
      path: '/reminders/off',
      signedIn: false,
      locale: 'en',
      fields: [
        ['reminder', 'b-1:0'],
        ['token', 'tok-1'],
      ],
      answers: { RemindersOnByLink: { data: { setRemindersOffByLink: false } } },
    });
    expect(await action(request)).toEqual({ kind: 'redirect', location: '/en/reminders/off?on=1' });
    expect(calls).toEqual([{ operation: 'RemindersOnByLink', variables: { reminder: 'b-1:0', token: 'tok-1' } }]);
  });

  it('shows a refused link on the page and asks nothing without one', async () => {
    const refused = fakeFormRequest({
      path: '/reminders/off',
      signedIn: false,
      fields: [
        ['reminder', 'b-1:0'],
        ['token', 'forged'],
      ],
      answers: { RemindersOnByLink: badInput(['token', 'INVALID_LINK']) },
    });
    expect(await action(refused.request)).toMatchObject({ kind: 'render', status: 422, formState: { errors: [{ field: 'token', code: 'INVALID_LINK' }] } });
    const empty = fakeFormRequest({ path: '/reminders/off', signedIn: false, fields: [['reminder', 'b-1:0']] });
    expect(await action(empty.request)).toMatchObject({ kind: 'render', formState: { code: 'NOT_FOUND' } });
    expect(empty.calls).toEqual([]);
  });
});
