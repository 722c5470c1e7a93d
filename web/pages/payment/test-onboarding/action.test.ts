// POST /payment/test-onboarding: the step named by the form goes to the API with the page's language, and the
// answer is followed only to a page of this site.
import { describe, expect, it } from 'vitest';
import { fakeFormRequest } from '../../../server/form-request.testing';
import { action } from './+action';

describe('POST /payment/test-onboarding', () => {
  it('sends the step with the language and follows the answer on this site only', async () => {
    const answers = { TestOnboarding: { data: { testOnboarding: 'https://elsewhere.example/en/app/payouts?onboarding=returned' } } };
    const { request, calls } = fakeFormRequest({ path: '/payment/test-onboarding', locale: 'en', fields: [['_form', 'VERIFY'], ['account', 'acct_test_1']], answers });
    expect(await action(request)).toEqual({ kind: 'redirect', location: '/en/app/payouts?onboarding=returned' });
    expect(calls).toEqual([{ operation: 'TestOnboarding', variables: { accountId: 'acct_test_1', action: 'VERIFY', locale: 'en' } }]);
  });

  it('refuses an unknown step or a missing account before asking the API, and shows the API’s refusal', async () => {
    for (const fields of [
      [['_form', 'APPROVE'], ['account', 'acct_test_1']],
      [['_form', 'SUBMIT']],
    ] as [string, string][][]) {
      const { request, calls } = fakeFormRequest({ path: '/payment/test-onboarding', fields });
      expect(await action(request)).toMatchObject({ kind: 'render', status: 404 });
      expect(calls).toEqual([]);
    }
    const missing = fakeFormRequest({
      path: '/payment/test-onboarding',
      fields: [['_form', 'SUBMIT'], ['account', 'acct_gone']],
      answers: { TestOnboarding: { errors: [{ message: 'There is no test account', extensions: { code: 'NOT_FOUND' } }] } },
    });
    expect(await action(missing.request)).toMatchObject({ kind: 'render', status: 404, formState: { code: 'NOT_FOUND' } });
  });
});
