import { describe, expect, it } from 'vitest';
import { action } from './+action';
import { badInput, fakeFormRequest } from '../../../server/form-request.testing';

const filled: Array<[string, string]> = [
  ['_form', 'event'],
  ['title', 'Drehen an der Scheibe'],
  ['description', 'Wir drehen.'],
  ['crafts', 'toepfern-keramik'],
  ['venue', 'atelier-x'],
  ['startsAtLocal', '2026-12-05T14:00'],
  ['durationMinutes', '180'],
  ['repeat', 'WEEKLY'],
  ['occurrences', '2'],
  ['price', '12,50'],
  ['capacity', '8'],
  ['level', 'BEGINNER'],
];

describe('POST /makeevent', () => {
  it('creates the drafts with the price in cents and goes on to the first date', async () => {
    const { request, calls } = fakeFormRequest({
      path: '/makeevent',
      fields: [...filled, ['intent', 'draft']],
      answers: { CreateEvent: { data: { createEvent: [{ slug: 'drehen' }, { slug: 'drehen-2' }] } } },
    });
    expect(await action(request)).toEqual({ kind: 'redirect', location: '/profile/event/drehen?done=eventSaved' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.variables.input).toMatchObject({ priceCents: 1250, repeat: 'WEEKLY', occurrences: 2, venue: 'atelier-x', imageUrls: [] });
  });

  it('submits every date of the series and says whether it is published or in review', async () => {
    const { request, calls } = fakeFormRequest({
      path: '/makeevent',
      locale: 'en',
      fields: [...filled, ['intent', 'submit']],
      answers: {
        CreateEvent: { data: { createEvent: [{ slug: 'drehen' }, { slug: 'drehen-2' }] } },
        SubmitEvent: ({ slug }) => ({ data: { submitEvent: { slug, review: 'IN_REVIEW' } } }),
      },
    });
    expect(await action(request)).toEqual({ kind: 'redirect', location: '/en/profile/event/drehen?done=eventSubmitted' });
    expect(calls.map((call) => [call.operation, call.variables.slug])).toEqual([
      ['CreateEvent', undefined],
      ['SubmitEvent', 'drehen'],
      ['SubmitEvent', 'drehen-2'],
    ]);
  });

  it('uploads the images first and keeps them for a second attempt when the API rejects the form', async () => {
    const { request, calls } = fakeFormRequest({
      path: '/makeevent',
      fields: [...filled, ['intent', 'draft']],
      files: [{ field: 'images', filename: 'a.jpg', mimeType: 'image/jpeg', path: '/tmp/upload-test' }],
      answers: { CreateEvent: badInput(['input.priceCents', 'OUT_OF_RANGE'], ['input.startsAtLocal', 'IN_THE_PAST']) },
    });
    const outcome = await action(request);
    expect(calls[0]!.variables.input).toMatchObject({ imageUrls: ['/media/event/u1/a.jpg-800.webp'] });
    expect(outcome).toMatchObject({
      kind: 'render',
      status: 422,
      formState: {
        form: 'event',
        errors: [
          { field: 'price', code: 'OUT_OF_RANGE' },
          { field: 'startsAtLocal', code: 'IN_THE_PAST' },
        ],
        values: { title: 'Drehen an der Scheibe', price: '12,50', keepImages: ['/media/event/u1/a.jpg-800.webp'] },
      },
    });
  });

  it('does not ask the API about a price it cannot read, nor keep a refused image', async () => {
    const { request, calls } = fakeFormRequest({
      path: '/makeevent',
      fields: filled.map(([name, value]) => [name, name === 'price' ? 'zwölf' : value]),
      files: [{ field: 'images', filename: 'a.gif', mimeType: 'image/gif', path: '/tmp/upload-test' }],
      upload: () => ({ errors: [{ field: 'file', code: 'UNSUPPORTED_TYPE' }] }),
    });
    const outcome = await action(request);
    expect(calls).toEqual([]);
    expect(outcome).toMatchObject({
      kind: 'render',
      formState: { errors: [{ field: 'price', code: 'NOT_A_NUMBER' }, { field: 'images', code: 'UNSUPPORTED_TYPE' }], values: { keepImages: [] } },
    });
  });

  it('sends a visitor whose session ended to sign in first', async () => {
    const { request, calls } = fakeFormRequest({ path: '/makeevent', locale: 'en', fields: filled, signedIn: false });
    expect(await action(request)).toEqual({ kind: 'redirect', location: '/en/login?next=%2Fen%2Fmakeevent' });
    expect(calls).toEqual([]);
  });
});
