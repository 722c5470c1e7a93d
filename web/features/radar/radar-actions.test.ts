// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { badInput, fakeFormRequest } from '../../server/form-request.testing';
import { radarAction } from './radar-actions.server';
import { formValuesFromAlert, isRadarForm } from './radar-form';

const alertForm: Array<[string, string]> = [
  ['_form', 'radar'],
  ['crafts', 'toepfern-keramik'],
  ['crafts', 'naehen'],
  ['place', 'Neubau'],
  ['radius', '5'],
  ['weekdays', 'MONDAY'],
  ['weekdays', 'WEDNESDAY'],
  ['weekdays', 'SOMEDAY'],
  ['startsFrom', '18:00'],
  ['startsUntil', ''],
  ['maxPrice', '40'],
];

const saved = { SaveRadarAlert: { data: { saveRadarAlert: { id: 'r1' } } } };

describe('the Radar forms’ action', () => {
  it('creates an alert from the form, the price in cents, and returns to the page it came from', async () => {
    const { request, calls } = fakeFormRequest({ path: '/app', fields: alertForm, answers: saved });
    expect(await radarAction(request, '/app')).toEqual({ kind: 'redirect', location: '/app?done=radarSaved#radar' });
    expect(calls).toEqual([
      {
        operation: 'SaveRadarAlert',
        variables: {
          id: null,
          input: {
            crafts: ['toepfern-keramik', 'naehen'],
            place: 'Neubau',
            radiusKm: 5,
            weekdays: ['MONDAY', 'WEDNESDAY'],
            startsFrom: '18:00',
            startsUntil: null,
            maxPriceCents: 4000,
          },
        },
      },
    ]);
  });

  it('saves an alert near the browser’s location under its label, and edits with the id, in English on /en/profile', async () => {
    const { request, calls } = fakeFormRequest({
      path: '/profile',
      locale: 'en',
      fields: [['_form', 'radar'], ['id', 'r7'], ['place', ''], ['lat', '48.2'], ['lng', '16.35'], ['nearLabel', 'Near me'], ['maxPrice', '12,50']],
      answers: saved,
    });
    expect(await radarAction(request, '/profile')).toEqual({ kind: 'redirect', location: '/en/profile?done=radarSaved#radar' });
    expect(calls[0]!.variables).toEqual({
      id: 'r7',
      input: { crafts: [], near: { lat: 48.2, lng: 16.35, radiusKm: 5 }, nearLabel: 'Near me', weekdays: [], startsFrom: null, startsUntil: null, maxPriceCents: 1250 },
    });
  });

  it('keeps what was typed and shows a price it cannot read at the price, without asking the API', async () => {
    const { request, calls } = fakeFormRequest({ path: '/app', fields: alertForm.map(([key, value]) => [key, key === 'maxPrice' ? 'vierzig' : value]), answers: saved });
    expect(await radarAction(request, '/app')).toMatchObject({
      kind: 'render',
      status: 422,
      formState: { form: 'radar', errors: [{ field: 'maxPrice', code: 'NOT_A_NUMBER' }], values: { place: 'Neubau', maxPrice: 'vierzig', crafts: ['toepfern-keramik', 'naehen'] } },
    });
    expect(calls).toEqual([]);
  });

  it('moves the API’s field errors to the fields that show them', async () => {
    const { request } = fakeFormRequest({
      path: '/app',
      fields: alertForm,
      answers: {
        SaveRadarAlert: badInput(['input.maxPriceCents', 'OUT_OF_RANGE'], ['input.radiusKm', 'OUT_OF_RANGE'], ['input.crafts.1', 'UNKNOWN_CRAFT'], ['input.place', 'UNKNOWN_PLACE'], ['input.startsFrom', 'INVALID_TIME']),
      },
    });
    expect(await radarAction(request, '/app')).toMatchObject({
      status: 422,
      formState: {
        form: 'radar',
        errors: [
          { field: 'maxPrice', code: 'OUT_OF_RANGE' },
          { field: 'radius', code: 'OUT_OF_RANGE' },
          { field: 'crafts', code: 'UNKNOWN_CRAFT' },
          { field: 'place', code: 'UNKNOWN_PLACE' },
          { field: 'startsFrom', code: 'INVALID_TIME_OF_DAY' },
        ],
      },
    });
  });

  it('says when the window’s end lies before its start, and when the person has as many alerts as allowed', async () => {
    const late = fakeFormRequest({ path: '/app', fields: alertForm, answers: { SaveRadarAlert: badInput(['input.startsUntil', 'OUT_OF_RANGE']) } });
    expect(await radarAction(late.request, '/app')).toMatchObject({ formState: { errors: [{ field: 'startsUntil', code: 'UNTIL_BEFORE_FROM' }] } });
    const full = fakeFormRequest({ path: '/app', fields: alertForm, answers: { SaveRadarAlert: badInput(['input', 'TOO_MANY']) } });
    expect(await radarAction(full.request, '/app')).toMatchObject({ status: 422, formState: { form: 'radar', errors: [], code: 'TOO_MANY_ALERTS' } });
  });

  it('pauses, resumes and deletes one alert, and reports a foreign or unknown one', async () => {
    const pause = fakeFormRequest({ path: '/app', fields: [['_form', 'radarActive'], ['id', 'r1'], ['active', 'false']], answers: { SetRadarAlertActive: { data: { setRadarAlertActive: { id: 'r1', active: false } } } } });
    expect(await radarAction(pause.request, '/app')).toEqual({ kind: 'redirect', location: '/app?done=radarPaused#radar' });
    expect(pause.calls[0]!.variables).toEqual({ id: 'r1', active: false });
    const resume = fakeFormRequest({ path: '/app', fields: [['_form', 'radarActive'], ['id', 'r1'], ['active', 'true']], answers: { SetRadarAlertActive: { data: { setRadarAlertActive: { id: 'r1', active: true } } } } });
    expect(await radarAction(resume.request, '/app')).toEqual({ kind: 'redirect', location: '/app?done=radarResumed#radar' });
    const remove = fakeFormRequest({ path: '/profile', fields: [['_form', 'radarDelete'], ['id', 'r1']], answers: { DeleteRadarAlert: { data: { deleteRadarAlert: true } } } });
    expect(await radarAction(remove.request, '/profile')).toEqual({ kind: 'redirect', location: '/profile?done=radarDeleted#radar' });
    expect(remove.calls).toEqual([{ operation: 'DeleteRadarAlert', variables: { id: 'r1' } }]);
    const foreign = fakeFormRequest({ path: '/app', fields: [['_form', 'radarDelete'], ['id', 'someone-elses']], answers: { DeleteRadarAlert: { errors: [{ message: 'no', extensions: { code: 'NOT_FOUND' } }] } } });
    expect(await radarAction(foreign.request, '/app')).toMatchObject({ kind: 'render', status: 404, formState: { form: 'radarDelete', code: 'NOT_FOUND' } });
  });

  it('knows its forms, and turns an alert back into the form that edits it', () => {
    expect(['radar', 'radarActive', 'radarDelete', 'cancelBooking', 'profile'].map(isRadarForm)).toEqual([true, true, true, false, false]);
    const alert = {
      id: 'r1',
      active: true,
      crafts: [{ slug: 'naehen', name: 'Nähen' }],
      place: { label: 'Neubau (7. Bezirk), Wien', kind: 'DISTRICT' as const, center: { lat: 48.2, lng: 16.35 }, radiusKm: 2 },
      weekdays: ['FRIDAY' as const],
      startsFrom: null,
      startsUntil: '20:00',
      maxPriceCents: 1250,
      matches: [],
    };
    // The label without its parenthesis is what the place search finds again.
    expect(formValuesFromAlert(alert, 'de')).toEqual({
      id: 'r1',
      crafts: ['naehen'],
      place: 'Neubau, Wien',
      radius: '2',
      lat: '',
      lng: '',
      nearLabel: '',
      weekdays: ['FRIDAY'],
      startsFrom: '',
      startsUntil: '20:00',
      maxPrice: '12,50',
    });
    const near = { ...alert, place: { label: 'Near me', kind: 'NEAR' as const, center: { lat: 48.2, lng: 16.35 }, radiusKm: 5 }, maxPriceCents: null };
    expect(formValuesFromAlert(near, 'en')).toMatchObject({ place: '', lat: '48.2', lng: '16.35', nearLabel: 'Near me', radius: '5', maxPrice: '' });
  });
});
