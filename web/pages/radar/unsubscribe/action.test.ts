// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { badInput, fakeFormRequest } from '../../../server/form-request.testing';
import { action } from './+action';

describe('POST /radar/unsubscribe', () => {
  it('undoes the pause with the mail’s token, signed out, and shows the alert active again without the token', async () => {
    const { request, calls } = fakeFormRequest({
      path: '/radar/unsubscribe',
      signedIn: false,
      locale: 'en',
      fields: [['token', 'tok-1']],
      answers: { ResumeRadarByToken: { data: { setRadarAlertActiveByToken: { id: 'r1', active: true } } } },
    });
    expect(await action(request)).toEqual({ kind: 'redirect', location: '/en/radar/unsubscribe?resumed=1' });
    expect(calls).toEqual([{ operation: 'ResumeRadarByToken', variables: { token: 'tok-1' } }]);
  });

  it('shows a refused token on the page and asks nothing without one', async () => {
    const refused = fakeFormRequest({ path: '/radar/unsubscribe', signedIn: false, fields: [['token', 'forged']], answers: { ResumeRadarByToken: badInput(['token', 'INVALID_TOKEN']) } });
    expect(await action(refused.request)).toMatchObject({ kind: 'render', status: 422, formState: { errors: [{ field: 'token', code: 'INVALID_TOKEN' }] } });
    const empty = fakeFormRequest({ path: '/radar/unsubscribe', signedIn: false, fields: [] });
    expect(await action(empty.request)).toMatchObject({ kind: 'render', formState: { code: 'NOT_FOUND' } });
    expect(empty.calls).toEqual([]);
  });
});
