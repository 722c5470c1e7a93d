import { describe, expect, it } from 'vitest';
import { renderAndHydrate } from '../../../../../components/render-page.testing';
import { badInput, fakeFormRequest } from '../../../../../server/form-request.testing';
import { action } from './+action';
import { MessageBookedForm, type Messaging } from './MessageBookedForm';

const route = { path: '/profile/event/drehen', routeParams: { event_slug: 'drehen' } };
const messaging: Messaging = { recipients: 5, perHour: 3, perDay: 10 };

const render = (fields: { messaging?: Messaging; locale?: 'de' | 'en'; formState?: unknown } = {}) =>
  renderAndHydrate({
    Page: () => <MessageBookedForm slug="drehen" messaging={fields.messaging ?? messaging} />,
    locale: fields.locale ?? 'de',
    url: '/profile/event/drehen',
    routeParams: { event_slug: 'drehen' },
    extra: fields.formState ? { formState: fields.formState } : {},
  });

describe('„Nachricht an alle, die gebucht haben“ on /profile/event/{slug}', () => {
  it('says whom it reaches and the ration, with a German and an optional English text, posting to the page', async () => {
    const { container, errors } = await render();
    expect(errors).toEqual([]);
    const section = container.querySelector('#event-message')!.closest('section')!;
    expect(section.querySelector('h2')?.textContent).toBe('Nachricht an alle, die gebucht haben');
    expect(section.textContent).toContain('Deine Nachricht geht an 5 Personen mit einem Platz (bestätigt oder reserviert) per E-Mail');
    expect(section.textContent).toContain('Höchstens 3 Nachrichten pro Stunde und 10 pro Tag.');
    const form = section.querySelector('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/profile/event/drehen']);
    expect(form.querySelector<HTMLInputElement>('input[name="_form"]')!.value).toBe('messageBooked');
    const german = form.querySelector<HTMLTextAreaElement>('textarea[name="textDe"]')!;
    expect([german.required, german.maxLength]).toEqual([true, 1000]);
    expect(container.querySelector(`label[for="${german.id}"]`)?.textContent).toBe('Nachricht auf Deutsch');
    const english = form.querySelector<HTMLTextAreaElement>('textarea[name="textEn"]')!;
    expect([english.required, english.lang]).toEqual([false, 'en']);
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Nachricht senden');
  });

  it('speaks English on /en, one person in the singular', async () => {
    const { container } = await render({ locale: 'en', messaging: { ...messaging, recipients: 1 } });
    expect(container.querySelector('#event-message')?.textContent).toBe('Message to everyone booked');
    expect(container.textContent).toContain('Your message goes by email to 1 person holding a seat');
    expect(container.querySelector('form')?.getAttribute('action')).toBe('/en/profile/event/drehen');
  });

  it('offers no form while nobody holds a seat', async () => {
    const { container } = await render({ messaging: { ...messaging, recipients: 0 } });
    expect(container.querySelector('form')).toBeNull();
    expect(container.textContent).toContain('Noch hat niemand einen Platz');
  });

  it('keeps the text after a refusal and says when the next message may go', async () => {
    const formState = { form: 'messageBooked', code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 1700, errors: [], values: { textDe: 'Raum 3', textEn: '' } };
    const { container } = await render({ formState });
    const alert = container.querySelector('[role="alert"]')!;
    expect(alert.textContent).toBe('Für diesen Kurs sind gerade keine Nachrichten mehr möglich (höchstens 3 pro Stunde und 10 pro Tag). Die nächste kannst du in 29 Minuten senden.');
    expect(container.querySelector<HTMLTextAreaElement>('textarea[name="textDe"]')!.value).toBe('Raum 3');
    const later = await render({ locale: 'en', formState: { ...formState, retryAfterSeconds: 5 * 3600 + 10 } });
    expect(later.container.querySelector('[role="alert"]')?.textContent).toContain('You can send the next one in 6 hours.');
  });
});

describe('POST /profile/event/{slug} with the message form', () => {
  it('sends both texts (no English: null) and comes back with a notice', async () => {
    const { request, calls } = fakeFormRequest({
      ...route,
      fields: [['_form', 'messageBooked'], ['textDe', ' Raum 3 '], ['textEn', '']],
      answers: { MessageBooked: { data: { messageBooked: { recipients: 5 } } } },
    });
    expect(await action(request)).toEqual({ kind: 'redirect', location: '/profile/event/drehen?done=messageSent' });
    expect(calls[0]!.variables).toEqual({ slug: 'drehen', textDe: ' Raum 3 ', textEn: null });
  });

  it('shows the API’s field errors at their fields, and the ration’s wait as a 429', async () => {
    const tooLong = fakeFormRequest({ ...route, fields: [['_form', 'messageBooked'], ['textDe', 'x'], ['textEn', 'y']], answers: { MessageBooked: badInput(['input.textEn', 'TOO_LONG']) } });
    expect(await action(tooLong.request)).toMatchObject({ kind: 'render', status: 422, formState: { form: 'messageBooked', errors: [{ field: 'textEn', code: 'TOO_LONG' }] } });
    const spent = fakeFormRequest({
      ...route,
      fields: [['_form', 'messageBooked'], ['textDe', 'x']],
      answers: { MessageBooked: { errors: [{ message: 'wait', extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 1700 } }] } },
    });
    expect(await action(spent.request)).toMatchObject({ kind: 'render', status: 429, formState: { form: 'messageBooked', code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 1700 } });
  });
});
