import { describe, expect, it } from 'vitest';
import { badInput, fakeFormRequest } from '../../../../server/form-request.testing';
import { action } from './+action';

const created = { CreatePromoCode: { data: { createPromoCode: { id: 'u1:SOMMER' } } } };

describe('POST /app/promo-codes', () => {
  it('creates a percentage code for the ticked courses, valid from the first Vienna day to the end of the last', async () => {
    const fields: Array<[string, string]> = [
      ['_form', 'create'],
      ['code', 'sommer-10'],
      ['discountKind', 'PERCENT'],
      ['percent', '10'],
      ['amount', ''],
      ['maxUses', '20'],
      ['perPersonLimit', '1'],
      ['validFrom', '2026-12-01'],
      ['validUntil', '2026-12-31'],
      ['eventSlugs', 'drehen'],
      ['eventSlugs', 'glasieren'],
    ];
    const { request, calls } = fakeFormRequest({ path: '/app/promo-codes', fields, answers: created });
    expect(await action(request)).toEqual({ kind: 'redirect', location: '/app/promo-codes?done=promoCodeCreated' });
    expect(calls[0]!.variables.input).toEqual({
      code: 'sommer-10',
      discountKind: 'PERCENT',
      percent: 10,
      maxUses: 20,
      perPersonLimit: 1,
      validFrom: '2026-11-30T23:00:00.000Z',
      validUntil: '2026-12-31T22:59:59.999Z',
      eventSlugs: ['drehen', 'glasieren'],
    });
  });

  it('sends an amount typed in euros as cents, no limit when left empty, and all courses when none is ticked', async () => {
    const fields: Array<[string, string]> = [
      ['_form', 'create'],
      ['code', 'GLAS'],
      ['discountKind', 'AMOUNT'],
      ['percent', ''],
      ['amount', '7,50'],
      ['maxUses', ''],
      ['perPersonLimit', ''],
    ];
    const { request, calls } = fakeFormRequest({ path: '/app/promo-codes', locale: 'en', fields, answers: created });
    expect(await action(request)).toEqual({ kind: 'redirect', location: '/en/app/promo-codes?done=promoCodeCreated' });
    expect(calls[0]!.variables.input).toEqual({ code: 'GLAS', discountKind: 'AMOUNT', amountCents: 750, maxUses: null, eventSlugs: [] });
  });

  it('keeps what cannot be sent at its fields without asking the API, and the API’s refusals too', async () => {
    const typo = fakeFormRequest({
      path: '/app/promo-codes',
      fields: [['_form', 'create'], ['code', ''], ['discountKind', 'AMOUNT'], ['amount', '5 Euro'], ['maxUses', 'viele'], ['validFrom', '2026-02-30']],
    });
    expect(await action(typo.request)).toMatchObject({
      kind: 'render',
      status: 422,
      formState: {
        form: 'create',
        values: { code: '', amount: '5 Euro', maxUses: 'viele' },
        errors: [
          { field: 'code', code: 'REQUIRED' },
          { field: 'amount', code: 'NOT_A_NUMBER' },
          { field: 'maxUses', code: 'NOT_A_NUMBER' },
          { field: 'validFrom', code: 'INVALID_DATE' },
        ],
      },
    });
    expect(typo.calls).toEqual([]);
    const swapped = fakeFormRequest({ path: '/app/promo-codes', fields: [['_form', 'create'], ['code', 'X10'], ['percent', '10'], ['validFrom', '2026-12-31'], ['validUntil', '2026-12-01']] });
    expect(await action(swapped.request)).toMatchObject({ formState: { errors: [{ field: 'validUntil', code: 'ENDS_BEFORE_START' }] } });

    const fields: Array<[string, string]> = [['_form', 'create'], ['code', 'SOMMER'], ['discountKind', 'AMOUNT'], ['amount', '0,50']];
    const taken = fakeFormRequest({ path: '/app/promo-codes', fields, answers: { CreatePromoCode: { errors: [{ message: 'taken', extensions: { code: 'CONFLICT', reason: 'CODE_TAKEN' } }] } } });
    expect(await action(taken.request)).toMatchObject({ kind: 'render', status: 422, formState: { errors: [{ field: 'code', code: 'CODE_TAKEN' }] } });
    const small = fakeFormRequest({ path: '/app/promo-codes', fields, answers: { CreatePromoCode: badInput(['input.amountCents', 'OUT_OF_RANGE']) } });
    expect(await action(small.request)).toMatchObject({ formState: { errors: [{ field: 'amount', code: 'OUT_OF_RANGE' }] } });
    const noAccount = fakeFormRequest({ path: '/app/promo-codes', fields, answers: { CreatePromoCode: { errors: [{ message: 'no account', extensions: { code: 'CONFLICT', reason: 'PAYMENTS_NOT_ENABLED' } }] } } });
    expect(await action(noAccount.request)).toMatchObject({ formState: { code: 'PAYMENTS_NOT_ENABLED' } });
  });

  it('switches a code off and on again; signed out, asks to sign in first', async () => {
    const off = fakeFormRequest({
      path: '/app/promo-codes',
      fields: [['_form', 'active:u1:SOMMER'], ['active', 'false']],
      answers: { SetPromoCodeActive: { data: { setPromoCodeActive: { id: 'u1:SOMMER', active: false } } } },
    });
    expect(await action(off.request)).toEqual({ kind: 'redirect', location: '/app/promo-codes?done=promoCodeOff' });
    expect(off.calls[0]!.variables).toEqual({ id: 'u1:SOMMER', active: false });
    const on = fakeFormRequest({ path: '/app/promo-codes', fields: [['_form', 'active:u1:SOMMER'], ['active', 'true']], answers: { SetPromoCodeActive: { data: { setPromoCodeActive: { id: 'u1:SOMMER', active: true } } } } });
    expect(await action(on.request)).toEqual({ kind: 'redirect', location: '/app/promo-codes?done=promoCodeOn' });
    const signedOut = fakeFormRequest({ path: '/app/promo-codes', fields: [['_form', 'create']], signedIn: false });
    expect(await action(signedOut.request)).toMatchObject({ kind: 'redirect' });
    expect(signedOut.calls).toEqual([]);
  });
});
