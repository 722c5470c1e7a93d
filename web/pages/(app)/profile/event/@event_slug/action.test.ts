import { describe, expect, it } from 'vitest';
import { badInput, fakeFormRequest } from '../../../../../server/form-request.testing';
import { action } from './+action';

const route = { path: '/profile/event/drehen', routeParams: { event_slug: 'drehen' } };

describe('POST /profile/event/{slug}', () => {
  it('saves the edit form without series fields and comes back with a notice', async () => {
    const { request, calls } = fakeFormRequest({
      ...route,
      fields: [
        ['_form', 'event'],
        ['title', 'Drehen'],
        ['price', '0'],
        ['durationMinutes', '90'],
        ['capacity', '4'],
        ['repeat', 'WEEKLY'],
        ['keepImages', '/media/event/u1/a-800.webp'],
      ],
      answers: { UpdateEvent: { data: { updateEvent: { slug: 'drehen' } } } },
    });
    expect(await action(request)).toEqual({ kind: 'redirect', location: '/profile/event/drehen?done=eventSaved' });
    expect(calls[0]!.variables.slug).toBe('drehen');
    expect(calls[0]!.variables.input).toMatchObject({ priceCents: 0, durationMinutes: 90, imageUrls: ['/media/event/u1/a-800.webp'] });
    expect(calls[0]!.variables.input).not.toHaveProperty('repeat');
  });

  it('shows the API’s field errors at the edit form', async () => {
    const { request } = fakeFormRequest({
      ...route,
      fields: [['_form', 'event'], ['price', '5'], ['durationMinutes', '90'], ['capacity', '1']],
      answers: { UpdateEvent: badInput(['input.capacity', 'OUT_OF_RANGE']) },
    });
    expect(await action(request)).toMatchObject({ kind: 'render', status: 422, formState: { form: 'event', errors: [{ field: 'capacity', code: 'OUT_OF_RANGE' }] } });
  });

  it('submits for review, and says when a trusted organiser’s event is published at once', async () => {
    const { request } = fakeFormRequest({ ...route, locale: 'en', fields: [['_form', 'submit']], answers: { SubmitEvent: { data: { submitEvent: { slug: 'drehen', review: 'PUBLISHED' } } } } });
    expect(await action(request)).toEqual({ kind: 'redirect', location: '/en/profile/event/drehen?done=eventPublished' });
  });

  it('cancels with the reason, and reports a refusal as the form’s error', async () => {
    const ok = fakeFormRequest({ ...route, fields: [['_form', 'cancel'], ['reason', 'Krank']], answers: { CancelEvent: { data: { cancelEvent: { slug: 'drehen' } } } } });
    expect(await action(ok.request)).toEqual({ kind: 'redirect', location: '/profile/event/drehen?done=eventCancelled' });
    expect(ok.calls[0]!.variables).toEqual({ slug: 'drehen', reason: 'Krank' });
    const refused = fakeFormRequest({
      ...route,
      fields: [['_form', 'cancel'], ['reason', '']],
      answers: { CancelEvent: { errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }] } },
    });
    expect(await action(refused.request)).toMatchObject({ kind: 'render', status: 403, formState: { form: 'cancel', code: 'FORBIDDEN' } });
    expect(refused.calls[0]!.variables.reason).toBeNull();
  });
});
