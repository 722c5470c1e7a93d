import { describe, expect, it } from 'vitest';
import { badInput, fakeFormRequest } from '../../server/form-request.testing';
import { action } from './+action';

const checkout = { BuyVoucher: { data: { buyVoucher: { checkoutUrl: 'http://localhost:3000/payment/test-checkout?session=cs_test_9' } } } };
const buyFields = (...more: Array<[string, string]>): Array<[string, string]> => [['_form', 'buy'], ['kind', 'VALUE'], ['recipientName', 'Lena'], ['message', 'Alles Gute!'], ['delivery', 'BUYER'], ...more];
const conflict = (reason: string) => ({ errors: [{ message: reason, extensions: { code: 'CONFLICT', reason } }] });

describe('POST /vouchers', () => {
  it('buys an offered amount or one typed in whole euros and goes to the provider’s checkout', async () => {
    const offered = fakeFormRequest({ path: '/vouchers', fields: buyFields(['amountCents', '5000'], ['customEuros', '']), answers: checkout });
    expect(await action(offered.request)).toEqual({ kind: 'redirect', location: '/payment/test-checkout?session=cs_test_9' });
    expect(offered.calls[0]!.variables.input).toEqual({ kind: 'VALUE', amountCents: 5_000, recipientName: 'Lena', message: 'Alles Gute!', delivery: 'BUYER' });
    const own = fakeFormRequest({ path: '/vouchers', fields: buyFields(['amountCents', 'other'], ['customEuros', '42']), answers: checkout });
    await action(own.request);
    expect(own.calls[0]!.variables.input).toMatchObject({ amountCents: 4_200 });
  });

  it('buys a named course, mailed to the recipient on a day', async () => {
    const fields: Array<[string, string]> = [
      ['_form', 'buy'], ['courseSlug', 'drehen'], ['kind', 'COURSE'], ['amountCents', '5000'], ['recipientName', 'Lena'], ['message', ''],
      ['delivery', 'RECIPIENT'], ['recipientEmail', 'lena@example.org'], ['sendOn', '2026-12-24'],
    ];
    const course = fakeFormRequest({ path: '/vouchers', fields, answers: checkout });
    await action(course.request);
    expect(course.calls[0]!.variables.input).toEqual({ kind: 'COURSE', courseSlug: 'drehen', recipientName: 'Lena', message: '', delivery: 'RECIPIENT', recipientEmail: 'lena@example.org', sendOn: '2026-12-24' });
  });

  it('keeps the input and shows errors at their fields: a typed amount that is no number or out of the limits, a course no longer paid', async () => {
    const notNumber = fakeFormRequest({ path: '/vouchers', fields: buyFields(['amountCents', 'other'], ['customEuros', '12,50']) });
    expect(await action(notNumber.request)).toMatchObject({ kind: 'render', status: 422, formState: { form: 'buy', errors: [{ field: 'customEuros', code: 'NOT_A_NUMBER' }], values: { recipientName: 'Lena' } } });
    expect(notNumber.calls).toEqual([]);
    const tooMuch = fakeFormRequest({ path: '/vouchers', fields: buyFields(['amountCents', 'other'], ['customEuros', '900']), answers: { BuyVoucher: badInput(['input.amountCents', 'OUT_OF_RANGE'], ['input.recipientName', 'TOO_LONG']) } });
    expect(await action(tooMuch.request)).toMatchObject({ formState: { errors: [{ field: 'customEuros', code: 'OUT_OF_RANGE' }, { field: 'recipientName', code: 'TOO_LONG' }] } });
    const offered = fakeFormRequest({ path: '/vouchers', fields: buyFields(['amountCents', '999999']), answers: { BuyVoucher: badInput(['input.amountCents', 'OUT_OF_RANGE']) } });
    expect(await action(offered.request)).toMatchObject({ formState: { errors: [{ field: 'amountCents', code: 'OUT_OF_RANGE' }] } });
    const gone = fakeFormRequest({ path: '/vouchers', fields: [['courseSlug', 'drehen'], ['kind', 'COURSE'], ['recipientName', 'Lena']], answers: { BuyVoucher: { errors: [{ message: 'gone', extensions: { code: 'NOT_FOUND' } }] } } });
    expect(await action(gone.request)).toMatchObject({ kind: 'render', status: 404, formState: { code: 'NOT_FOUND' } });
  });

  it('signed out, goes to the sign-in and back to this page, the course kept', async () => {
    const signedOut = fakeFormRequest({ path: '/vouchers', locale: 'en', fields: buyFields(['courseSlug', 'drehen'], ['amountCents', '5000']), signedIn: false });
    expect(await action(signedOut.request)).toEqual({ kind: 'redirect', location: '/en/login?next=%2Fen%2Fvouchers%3Fcourse%3Ddrehen' });
    expect(signedOut.calls).toEqual([]);
  });
});

describe('POST /vouchers/<id>', () => {
  it('withdraws and comes back with a notice; a withdrawal no longer possible says why', async () => {
    const routeParams = { '*': '/gift-1' };
    const withdraw = fakeFormRequest({ path: '/vouchers/gift-1', routeParams, fields: [['_form', 'withdraw']], answers: { WithdrawVoucher: { data: { withdrawVoucher: { id: 'gift-1', status: 'REFUND_PENDING' } } } } });
    expect(await action(withdraw.request)).toEqual({ kind: 'redirect', location: '/vouchers/gift-1?done=voucherWithdrawn' });
    expect(withdraw.calls[0]!.variables).toEqual({ id: 'gift-1' });
    const late = fakeFormRequest({ path: '/vouchers/gift-1', routeParams, fields: [['_form', 'withdraw']], answers: { WithdrawVoucher: conflict('WITHDRAWAL_NOT_POSSIBLE') } });
    expect(await action(late.request)).toMatchObject({ kind: 'render', formState: { form: 'withdraw', code: 'WITHDRAWAL_NOT_POSSIBLE' } });
  });
});

describe('POST /vouchers/balance', () => {
  const routeParams = { '*': '/balance' };
  const post = (answer: Parameters<typeof fakeFormRequest>[0]['answers'], code = 'k7qm3v xd9hta rw2pfc') =>
    fakeFormRequest({ path: '/vouchers/balance', routeParams, fields: [['_form', 'balance'], ['code', code]], answers: answer });

  it('answers a known code with its balance on the page, the code kept in the field', async () => {
    const balance = { code: 'K7QM3V-XD9HTA-RW2PFC', status: 'ACTIVE', valueCents: 5_000, balanceCents: 1_500, currency: 'EUR', validUntil: '2056-12-31T22:59:59.999Z' };
    const known = post({ VoucherBalance: { data: { voucherBalance: balance } } });
    expect(await action(known.request)).toEqual({ kind: 'render', status: 200, formState: { values: { code: 'k7qm3v xd9hta rw2pfc' }, errors: [], form: 'balance', result: balance } });
    expect(known.calls[0]!.variables).toEqual({ code: 'k7qm3v xd9hta rw2pfc' });
  });

  it('says an unknown code at the field, and too many attempts with the time to wait', async () => {
    expect(await action(post({ VoucherBalance: { data: { voucherBalance: null } } }).request)).toMatchObject({ status: 422, formState: { errors: [{ field: 'code', code: 'CODE_UNKNOWN' }] } });
    const throttled = post({ VoucherBalance: { data: { voucherBalance: null }, errors: [{ message: 'Too many', extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 600 } }] } });
    expect(await action(throttled.request)).toMatchObject({ status: 429, formState: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 600 } });
    expect(await action(post({}, '').request)).toMatchObject({ formState: { errors: [{ field: 'code', code: 'REQUIRED' }] } });
  });
});
