import { describe, expect, it } from 'vitest';
import { fakeFormRequest } from '../../server/form-request.testing';
import { action } from './+action';

const post = (code: string, answer?: Parameters<typeof fakeFormRequest>[0]['answers']) =>
  fakeFormRequest({ path: '/payment', fields: [['order', 'o-1'], ['_form', 'code'], ['code', code]], answers: answer });

describe('POST /payment (`_form` code)', () => {
  it('applies a voucher’s or promo code to the held seat and shows the page again with a notice', async () => {
    const applied = post('k7qm3v xd9hta rw2pfc', { ApplyCode: { data: { applyCode: { id: 'o-1', status: 'COMPLETED' } } } });
    expect(await action(applied.request)).toEqual({ kind: 'redirect', location: '/payment?order=o-1&done=codeApplied' });
    expect(applied.calls).toEqual([{ operation: 'ApplyCode', variables: { orderId: 'o-1', code: 'k7qm3v xd9hta rw2pfc' } }]);
  });

  it('shows each refusal at the code field in its own words, too many attempts above it, and asks for a code when none was typed', async () => {
    for (const reason of ['CODE_UNKNOWN', 'CODE_USED_UP', 'VOUCHER_USED_UP', 'ONE_CODE_PER_ORDER', 'ORDER_NOT_OPEN']) {
      const refused = post('SOMMER', { ApplyCode: { errors: [{ message: reason, extensions: { code: 'CONFLICT', reason } }] } });
      expect(await action(refused.request)).toMatchObject({ kind: 'render', status: 422, formState: { form: 'code', errors: [{ field: 'code', code: reason }], values: { code: 'SOMMER' } } });
    }
    const throttled = post('SOMMER', { ApplyCode: { errors: [{ message: 'Too many', extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 120 } }] } });
    expect(await action(throttled.request)).toMatchObject({ status: 429, formState: { form: 'code', code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 120, errors: [] } });
    const empty = post('');
    expect(await action(empty.request)).toMatchObject({ formState: { errors: [{ field: 'code', code: 'REQUIRED' }] } });
    expect(empty.calls).toEqual([]);
  });
});
