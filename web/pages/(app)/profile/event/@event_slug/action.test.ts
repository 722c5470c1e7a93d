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

  it('posts news with the photo uploaded first, and a delay, a room change and the early end', async () => {
    const news = fakeFormRequest({
      ...route,
      fields: [['_form', 'liveUpdate'], ['text', ' <b>Ton</b> ist da ']],
      files: [{ field: 'photo', filename: 'ton.jpg', mimeType: 'image/jpeg', path: '/tmp/upload-test' }],
      answers: { PostLiveUpdate: { data: { postLiveUpdate: { id: 'p1' } } } },
    });
    expect(await action(news.request)).toEqual({ kind: 'redirect', location: '/profile/event/drehen?done=livePosted' });
    expect(news.calls[0]!.variables).toMatchObject({ slug: 'drehen', input: { kind: 'UPDATE', text: ' <b>Ton</b> ist da ' } });
    expect((news.calls[0]!.variables.input as { imageUrl: string }).imageUrl).toMatch(/^\/media\/event\//);

    const answers = { PostLiveUpdate: { data: { postLiveUpdate: { id: 'p2' } } } };
    const delay = fakeFormRequest({ ...route, fields: [['_form', 'liveDelay'], ['delayMinutes', '15']], answers });
    await action(delay.request);
    expect(delay.calls[0]!.variables.input).toMatchObject({ kind: 'DELAY', delayMinutes: 15 });
    const room = fakeFormRequest({ ...route, fields: [['_form', 'liveRoom'], ['room', 'Hof']], answers });
    await action(room.request);
    expect(room.calls[0]!.variables.input).toMatchObject({ kind: 'ROOM', room: 'Hof' });
    const ended = fakeFormRequest({ ...route, fields: [['_form', 'liveEnded']], answers });
    await action(ended.request);
    expect(ended.calls[0]!.variables.input).toMatchObject({ kind: 'ENDED' });
  });

  it('shows the API’s refusals at the live form that was sent, the photo’s at the photo field', async () => {
    const notANumber = fakeFormRequest({ ...route, fields: [['_form', 'liveDelay'], ['delayMinutes', 'bald']] });
    expect(await action(notANumber.request)).toMatchObject({ kind: 'render', status: 422, formState: { form: 'liveDelay', errors: [{ field: 'delayMinutes', code: 'NOT_A_NUMBER' }] } });
    expect(notANumber.calls).toHaveLength(0);
    const tooLong = fakeFormRequest({ ...route, fields: [['_form', 'liveUpdate'], ['text', 'x']], answers: { PostLiveUpdate: badInput(['input.text', 'TOO_LONG'], ['input.imageUrl', 'INVALID_IMAGE']) } });
    expect(await action(tooLong.request)).toMatchObject({
      kind: 'render',
      formState: { form: 'liveUpdate', errors: [{ field: 'text', code: 'TOO_LONG' }, { field: 'photo', code: 'INVALID_IMAGE' }] },
    });
    const throttled = fakeFormRequest({
      ...route,
      fields: [['_form', 'liveUpdate'], ['text', 'x']],
      answers: { PostLiveUpdate: { errors: [{ message: 'slow down', extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 30 } }] } },
    });
    expect(await action(throttled.request)).toMatchObject({ kind: 'render', status: 429, formState: { form: 'liveUpdate', code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 30 } });
  });

  it('deletes a post, and reports a refusal at the list', async () => {
    const ok = fakeFormRequest({ ...route, fields: [['_form', 'liveDelete'], ['id', 'p1']], answers: { DeleteLiveUpdate: { data: { deleteLiveUpdate: true } } } });
    expect(await action(ok.request)).toEqual({ kind: 'redirect', location: '/profile/event/drehen?done=liveDeleted' });
    expect(ok.calls[0]!.variables).toEqual({ id: 'p1' });
    const refused = fakeFormRequest({ ...route, fields: [['_form', 'liveDelete'], ['id', 'p1']], answers: { DeleteLiveUpdate: { errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }] } } });
    expect(await action(refused.request)).toMatchObject({ kind: 'render', status: 403, formState: { form: 'liveDelete', code: 'FORBIDDEN' } });
  });
});
