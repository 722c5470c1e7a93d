import { describe, expect, it } from 'vitest';
import { badInput, fakeFormRequest } from '../../../server/form-request.testing';
import { action } from './+action';

const venueFields: Array<[string, string]> = [
  ['_form', 'venue'],
  ['slug', 'atelier-x'],
  ['name', 'Atelier X'],
  ['kind', 'WORKSHOP'],
  ['description', 'Text'],
  ['street', 'Gasse 1'],
  ['postalCode', '1070'],
  ['locality', 'Wien'],
  ['hours.MONDAY', '9-12, 13-18'],
  ['accessibility.stepFree', 'yes'],
  ['accessibility.lift', 'no'],
  ['accessibility.seating', ''],
  ['accessibility.hearingLoop', 'yes'],
  ['accessibility.note', ' Rampe am Hintereingang. '],
];
const saved = { SaveVenueChange: { data: { saveVenueChange: { state: 'DRAFT' } } } };

describe('POST /venue_profile', () => {
  it('saves the draft change, by the button then shows the preview or submits it', async () => {
    const draft = fakeFormRequest({ path: '/venue_profile', fields: [...venueFields, ['intent', 'save']], answers: saved });
    expect(await action(draft.request)).toEqual({ kind: 'redirect', location: '/venue_profile?venue=atelier-x&done=venueSaved' });
    expect(draft.calls[0]!.variables.venue).toBe('atelier-x');
    expect(draft.calls[0]!.variables.input).toMatchObject({ openingHours: [{ day: 'MONDAY', opens: '09:00', closes: '12:00' }, { day: 'MONDAY', opens: '13:00', closes: '18:00' }] });
    // „ja“ and „nein“ become the features there and not there; „keine Angabe“ neither.
    expect(draft.calls[0]!.variables.input).toMatchObject({
      accessibility: { available: ['STEP_FREE', 'HEARING_LOOP'], unavailable: ['LIFT'], note: 'Rampe am Hintereingang.', noteEn: null },
    });

    const preview = fakeFormRequest({ path: '/venue_profile', locale: 'en', fields: [...venueFields, ['intent', 'preview']], answers: saved });
    expect(await action(preview.request)).toEqual({ kind: 'redirect', location: '/en/venue_preview?venue=atelier-x' });

    const submit = fakeFormRequest({
      path: '/venue_profile',
      fields: [...venueFields, ['intent', 'submit']],
      answers: { ...saved, SubmitVenueChange: { data: { submitVenueChange: { state: 'PENDING' } } } },
    });
    expect(await action(submit.request)).toEqual({ kind: 'redirect', location: '/venue_profile?venue=atelier-x&done=venueSubmitted' });
    expect(submit.calls.map((call) => call.operation)).toEqual(['SaveVenueChange', 'SubmitVenueChange']);
  });

  it('shows a bad interval at the day it was typed in', async () => {
    const { request } = fakeFormRequest({
      path: '/venue_profile',
      fields: [...venueFields, ['intent', 'save']],
      answers: { SaveVenueChange: badInput(['input.openingHours.1.closes', 'INVALID_TIME'], ['input.website', 'INVALID_URL']) },
    });
    expect(await action(request)).toMatchObject({
      kind: 'render',
      formState: { form: 'venue', errors: [{ field: 'hours.MONDAY', code: 'INVALID_HOURS' }, { field: 'website', code: 'INVALID_URL' }] },
    });
  });

  it('sends a claim with its message', async () => {
    const { request, calls } = fakeFormRequest({
      path: '/venue_profile',
      fields: [['_form', 'claim'], ['venue', 'atelier-x'], ['message', 'Ich bin die Inhaberin.']],
      answers: { ClaimVenue: { data: { claimVenue: { id: 'c1' } } } },
    });
    expect(await action(request)).toEqual({ kind: 'redirect', location: '/venue_profile?done=claimSent' });
    expect(calls[0]!.variables).toEqual({ venue: 'atelier-x', message: 'Ich bin die Inhaberin.' });
  });
});
