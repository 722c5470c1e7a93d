import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderPage, testViewer } from '../../../../../components/render-page.testing';
import type { Data } from './+data';
import Page from './+Page';

const hostile = '</script><script>alert(1)</script> Kurs';
const viewer = testViewer();

function data(overrides: Partial<Data['event']> = {}): Data {
  return {
    choices: {
      trustedOrganiser: false,
      selling: { feePercent: 5, feeFixedCents: 50, canTakePayments: true },
      crafts: [
        { slug: 'toepfern-keramik', name: 'Töpfern & Keramik' },
        { slug: 'naehen', name: 'Nähen' },
      ],
      venues: [{ slug: 'atelier-x', name: 'Atelier X', locality: 'Wien' }],
    },
    event: {
      slug: 'drehen',
      title: hostile,
      description: 'Wir drehen.',
      startsAt: '2026-12-05T13:00:00.000Z',
      endsAt: '2026-12-05T16:00:00.000Z',
      sessions: [{ startsAt: '2026-12-05T13:00:00.000Z', endsAt: '2026-12-05T16:00:00.000Z' }],
      registration: 'BOOKING',
      minimum: null,
      cancellationHoursBefore: 72,
      reminderHoursBefore: 0,
      bookingClosesMinutesBefore: null,
      vatNote: 'Kleinunternehmerin, keine USt',
      timeZone: 'Europe/Vienna',
      status: 'SCHEDULED',
      review: 'REJECTED',
      reviewNote: '<b>Bitte</b> mehr Details',
      capacity: 8,
      maxSeatsPerBooking: 3,
      seatsLeft: 6,
      level: 'BEGINNER',
      whatToBring: null,
      materialsIncluded: true,
      languages: ['de'],
      accessibilityDiffers: false,
      accessibility: null,
      children: { minAge: 6, maxAge: 10, adult: 'ADULT_SEAT' },
      price: { amountCents: 1250, currency: 'EUR' },
      crafts: [{ slug: 'naehen', name: 'Nähen' }],
      venue: { slug: 'atelier-x', name: 'Atelier X', address: { locality: 'Wien' } },
      images: [{ url: '/media/event/u1/a-800.webp', alt: 'Scheibe' }],
      source: { titleDe: hostile, titleEn: null, descriptionDe: 'Wir drehen.', descriptionEn: null, whatToBringDe: 'Schürze' },
      bookings: [
        {
          id: 'b1',
          status: 'CONFIRMED',
          seats: 2,
          seatNames: [
            { seat: 0, name: 'Ida' },
            { seat: 2, name: 'Mo' },
          ],
          createdAt: '2026-11-20T09:00:00.000Z',
          person: { name: '<i>Ida</i>' },
          order: { status: 'COMPLETED', amountCents: 2500, currency: 'EUR' },
        },
        { id: 'b2', status: 'WAITLISTED', seats: 1, seatNames: [{ seat: 0, name: null }], createdAt: '2026-11-21T09:00:00.000Z', person: null, order: null },
      ],
      messaging: null,
      livePosts: [],
      ...overrides,
    },
  };
}

const chosen = (select: HTMLSelectElement | null) => select?.querySelector('option[selected]')?.getAttribute('value');

describe('/profile/event/{slug}', () => {
  it('offers the message to everyone booked on a published course, not on a cancelled one nor to someone else', async () => {
    const messaging = { recipients: 2, perHour: 3, perDay: 10 };
    const shown = await renderPage({ Page, url: '/profile/event/drehen', data: data({ review: 'PUBLISHED', messaging }), routeParams: { event_slug: 'drehen' }, extra: { viewer } });
    expect(shown).toContain('Nachricht an alle, die gebucht haben');
    expect(shown).toContain('name="textDe"');
    const cancelled = await renderPage({ Page, url: '/profile/event/drehen', data: data({ review: 'PUBLISHED', status: 'CANCELLED', messaging }), routeParams: { event_slug: 'drehen' }, extra: { viewer } });
    expect(cancelled).not.toContain('name="textDe"');
    const notTheirs = await renderPage({ Page, url: '/profile/event/drehen', data: data({ review: 'PUBLISHED', messaging: null }), routeParams: { event_slug: 'drehen' }, extra: { viewer } });
    expect(notTheirs).not.toContain('name="textDe"');
  });

  it('shows the rejection with the editor’s reason, the prefilled form, the bookings, and hydrates cleanly', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/profile/event/drehen', data: data(), routeParams: { event_slug: 'drehen' }, extra: { viewer } });
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe(hostile);
    expect(container.querySelector('script')).toBeNull();
    const state = container.querySelector('.status-box')!;
    expect(state.textContent).toContain('Abgelehnt – du kannst ihn überarbeiten');
    expect(state.textContent).toContain('Begründung der Redaktion: „<b>Bitte</b> mehr Details“');
    expect(state.querySelector('b')).toBeNull();
    expect(state.querySelector('form input[name="_form"]')?.getAttribute('value')).toBe('submit');
    expect(state.querySelector('form button')?.textContent).toBe('Zur Prüfung einreichen');

    const form = container.querySelector<HTMLFormElement>('form.contribution-form')!;
    expect(form.getAttribute('action')).toBe('/profile/event/drehen');
    expect(form.querySelector<HTMLInputElement>('input[name="title"]')!.value).toBe(hostile);
    expect(form.querySelector<HTMLInputElement>('input[name="startsAtLocal"]')!.value).toBe('2026-12-05T14:00');
    expect(form.querySelector<HTMLInputElement>('input[name="durationMinutes"]')!.value).toBe('180');
    expect(form.querySelector<HTMLInputElement>('input[name="price"]')!.value).toBe('12,50');
    expect(form.querySelector<HTMLTextAreaElement>('textarea[name="whatToBring"]')!.value).toBe('Schürze');
    expect(form.querySelector<HTMLInputElement>('input[name="materialsIncluded"]')!.checked).toBe(true);
    expect(form.querySelector<HTMLInputElement>('input[name="forChildren"]')!.checked).toBe(true);
    expect(form.querySelector<HTMLInputElement>('input[name="children.minAge"]')!.value).toBe('6');
    expect(form.querySelector<HTMLInputElement>('input[name="children.maxAge"]')!.value).toBe('10');
    expect(chosen(form.querySelector('select[name="children.adult"]'))).toBe('ADULT_SEAT');
    expect(chosen(form.querySelector('select[name="venue"]'))).toBe('atelier-x');
    expect(form.querySelector('input[name="repeat"]')).toBeNull();
    expect(form.querySelector<HTMLInputElement>('input[name="keepImages"]')!.checked).toBe(true);
    // A single date: three empty slots for more dates of the course; booking is chosen.
    expect([...form.querySelectorAll<HTMLInputElement>('input[name="moreSessionsLocal"]')].map((input) => input.value)).toEqual(['', '', '']);
    expect(form.querySelector<HTMLInputElement>('input[name="registration"][value="BOOKING"]')!.checked).toBe(true);

    // How many seats each booking holds with the names given, and whether it is paid: the organiser's columns.
    const rows = [...container.querySelectorAll('.data-table tbody tr')].map((row) => [...row.querySelectorAll('td')].slice(0, 4).map((cell) => cell.textContent?.replace(/\s/g, ' ')));
    expect(rows).toEqual([
      ['<i>Ida</i>', '2 Plätze: Ida und Mo', 'bestätigt', 'bezahlt · € 25'],
      ['(Konto gelöscht)', '1 Platz', 'Warteliste', 'keine'],
    ]);
    expect(container.textContent).toContain('Buchungen (2 von 8 Plätzen vergeben)');
    expect(container.querySelector('a[href="/profile/event/drehen?cancel=1#event-cancel"]')?.textContent).toBe('Kurs absagen …');
  });

  it('shows where a course with a minimum stands, and the minimum in the form', async () => {
    const minimum = { participants: 4, hoursBefore: 48, decidesAt: '2026-12-03T13:00:00.000Z', outcome: 'PENDING' as const, stillNeeded: 3 };
    const { container } = await renderAndHydrate({ Page, url: '/profile/event/drehen', data: data({ minimum }), routeParams: { event_slug: 'drehen' }, extra: { viewer } });
    expect(container.querySelector('.status-box')!.textContent).toContain('Noch 3 Anmeldungen, dann findet der Kurs statt');
    const form = container.querySelector<HTMLFormElement>('form.contribution-form')!;
    expect(form.querySelector<HTMLInputElement>('input[name="minParticipants"]')!.value).toBe('4');
    expect(form.querySelector<HTMLInputElement>('input[name="decisionHoursBefore"]')!.value).toBe('48');
    expect(form.querySelector<HTMLInputElement>('input[name="cancellationHoursBefore"]')!.value).toBe('72');
    expect(form.querySelector<HTMLInputElement>('input[name="reminderHoursBefore"]')!.value).toBe('0');
    expect(form.querySelector<HTMLInputElement>('input[name="vatNote"]')!.value).toBe('Kleinunternehmerin, keine USt');
    expect(form.querySelector<HTMLInputElement>('input[name="maxSeatsPerBooking"]')!.value).toBe('3');
  });

  it('asks before cancelling and says that everyone booked is told', async () => {
    const html = await renderPage({ Page, url: '/profile/event/drehen?cancel=1', data: data(), extra: { viewer } });
    expect(html).toContain('Willst du „&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Kurs“ wirklich absagen?');
    expect(html).toContain('Alle, die gebucht haben, bekommen eine E-Mail.');
    expect(html).toContain('value="cancel"');
    expect(html).toContain('Ja, Kurs absagen');
  });

  it('shows an error of the submit form at that form only', async () => {
    const formState = { form: 'submit', values: {}, errors: [], code: 'CONFLICT' };
    const { container } = await renderAndHydrate({ Page, url: '/profile/event/drehen', data: data(), extra: { viewer, formState } });
    expect(container.querySelector('.status-box .form-errors')?.textContent).toContain('Das hat sich inzwischen geändert.');
    expect(container.querySelector('form.contribution-form .form-errors')).toBeNull();
  });

  it('offers neither editing nor cancelling a cancelled event, and no submit when it is in review', async () => {
    const cancelled = await renderPage({ Page, url: '/profile/event/drehen', data: data({ status: 'CANCELLED', review: 'PUBLISHED' }), extra: { viewer } });
    expect(cancelled).toContain('Abgesagt');
    expect(cancelled).not.toContain('contribution-form');
    expect(cancelled).not.toContain('Kurs absagen');
    const inReview = await renderPage({ Page, url: '/profile/event/drehen', data: data({ review: 'IN_REVIEW', reviewNote: null, bookings: [] }), extra: { viewer } });
    expect(inReview).toContain('Wird von der Redaktion geprüft');
    expect(inReview).not.toContain('value="submit"');
    expect(inReview).toContain('Noch keine Buchungen.');
  });

  it('offers the live console for a published event: news with a photo, delay, room, early end, posts to delete', async () => {
    const livePosts: Data['event']['livePosts'] = [
      { id: 'p3', kind: 'ROOM', text: '', image: null, delayMinutes: null, room: 'Hof', createdAt: '2026-12-05T13:20:00.000Z' },
      { id: 'p2', kind: 'DELAY', text: '', image: null, delayMinutes: 15, room: null, createdAt: '2026-12-05T13:10:00.000Z' },
      { id: 'p1', kind: 'UPDATE', text: `${hostile}\nFotos: https://example.org/drehen`, image: { url: '/media/event/u1/b-800.webp', alt: 'Scheiben' }, delayMinutes: null, room: null, createdAt: '2026-12-05T13:05:00.000Z' },
    ];
    const { container, errors } = await renderAndHydrate({ Page, url: '/profile/event/drehen', data: data({ review: 'PUBLISHED', reviewNote: null, livePosts }), extra: { viewer } });
    expect(errors).toEqual([]);
    const live = container.querySelector('#event-live')!.closest('section')!;
    const forms = [...live.querySelectorAll('form')].map((form) => form.querySelector<HTMLInputElement>('input[name="_form"]')!.value);
    expect(forms).toEqual(['liveUpdate', 'liveDelay', 'liveRoom', 'liveEnded', 'liveDelete', 'liveDelete', 'liveDelete']);
    const update = live.querySelector('form')!;
    expect(update.getAttribute('enctype')).toBe('multipart/form-data');
    expect(update.getAttribute('action')).toBe('/profile/event/drehen');
    expect(update.querySelector('textarea[name="text"]')?.getAttribute('maxlength')).toBe('500');
    expect(update.querySelector('input[type="file"][name="photo"]')).not.toBeNull();
    expect(live.querySelector('input[name="delayMinutes"]')?.getAttribute('max')).toBe('240');

    const items = [...live.querySelectorAll('.live-posts li')];
    // Spaces as they read (the catalog and the clock keep numbers and units together with non-breaking ones).
    const heads = items.map((item) => item.querySelector('p')?.textContent?.replace(/\u00a0/g, ' '));
    expect(heads).toEqual(['14:20 Uhr · Neuer Raum: Hof', '14:10 Uhr · 15 Min. Verspätung', '14:05 Uhr']);
    // The post's text is text: no markup from it, its address a link.
    const text = items[2]!.querySelector('.linkified-text')!;
    expect(text.textContent).toBe(`${hostile}\nFotos: https://example.org/drehen`);
    expect(live.querySelector('script')).toBeNull();
    expect(text.querySelector('a')?.getAttribute('href')).toBe('https://example.org/drehen');
    expect(items[2]!.querySelector('img')?.getAttribute('src')).toBe('/media/event/u1/b-800.webp');
    expect(items.map((item) => item.querySelector<HTMLInputElement>('input[name="id"]')?.value)).toEqual(['p3', 'p2', 'p1']);
  });

  it('shows a live form’s errors next to its fields, and no console for drafts or once the course is ended', async () => {
    const formState = { form: 'liveDelay', values: { delayMinutes: '300' }, errors: [{ field: 'delayMinutes', code: 'OUT_OF_RANGE' }] };
    const { container } = await renderAndHydrate({ Page, url: '/profile/event/drehen', data: data({ review: 'PUBLISHED', reviewNote: null }), extra: { viewer, formState } });
    const delay = container.querySelector<HTMLInputElement>('input[name="delayMinutes"]')!;
    expect(delay.value).toBe('300');
    expect(delay.getAttribute('aria-invalid')).toBe('true');
    expect(delay.closest('.form-field')?.textContent).toContain('Dieser Wert liegt außerhalb des erlaubten Bereichs.');
    expect(container.querySelector('textarea[name="text"]')?.getAttribute('aria-invalid')).toBeNull();
    expect(container.textContent).toContain('Noch keine Posts.');

    expect(await renderPage({ Page, url: '/profile/event/drehen', data: data(), extra: { viewer } })).not.toContain('liveUpdate');
    const ended = data({ review: 'PUBLISHED', reviewNote: null, livePosts: [{ id: 'e', kind: 'ENDED', text: '', image: null, delayMinutes: null, room: null, createdAt: '2026-12-05T14:00:00.000Z' }] });
    const html = await renderPage({ Page, url: '/profile/event/drehen', data: ended, extra: { viewer } });
    expect(html).toContain('Du hast den Kurs vorzeitig beendet.');
    expect(html).not.toContain('value="liveEnded"');
  });

  it('speaks English under /en', async () => {
    const html = await renderPage({ Page, locale: 'en', url: '/profile/event/drehen', data: data(), extra: { viewer } });
    expect(html).toContain('action="/en/profile/event/drehen"');
    expect(html).toContain('The editors’ reason: “&lt;b&gt;Bitte&lt;/b&gt; mehr Details”');
    expect(html).toContain('Save changes');
    const live = await renderPage({ Page, locale: 'en', url: '/profile/event/drehen', data: data({ review: 'PUBLISHED', reviewNote: null }), extra: { viewer } });
    expect(live).toContain('Report a delay');
    expect(live).toContain('No posts yet.');
    // The organiser's posts are German words on an English page.
    const livePosts: Data['event']['livePosts'] = [
      { id: 'p2', kind: 'ROOM', text: '', image: null, delayMinutes: null, room: 'Hof', createdAt: '2026-12-05T13:20:00.000Z' },
      { id: 'p1', kind: 'UPDATE', text: 'Scheiben sind bereit.', image: null, delayMinutes: null, room: null, createdAt: '2026-12-05T13:05:00.000Z' },
    ];
    const posted = await renderPage({ Page, locale: 'en', url: '/profile/event/drehen', data: data({ review: 'PUBLISHED', reviewNote: null, livePosts }), extra: { viewer } });
    expect(posted).toContain('<span lang="de">Hof</span>');
    expect(posted).toMatch(/<p class="linkified-text" lang="de">Scheiben sind bereit\.<\/p>/);
  });
});
