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
      timeZone: 'Europe/Vienna',
      status: 'SCHEDULED',
      review: 'REJECTED',
      reviewNote: '<b>Bitte</b> mehr Details',
      capacity: 8,
      seatsLeft: 6,
      level: 'BEGINNER',
      whatToBring: null,
      materialsIncluded: true,
      price: { amountCents: 1250, currency: 'EUR' },
      crafts: [{ slug: 'naehen', name: 'Nähen' }],
      venue: { slug: 'atelier-x', name: 'Atelier X', address: { locality: 'Wien' } },
      images: [{ url: '/media/event/u1/a-800.webp', alt: 'Scheibe' }],
      source: { titleDe: hostile, titleEn: null, descriptionDe: 'Wir drehen.', descriptionEn: null, whatToBringDe: 'Schürze' },
      bookings: [
        { id: 'b1', status: 'CONFIRMED', createdAt: '2026-11-20T09:00:00.000Z', person: { name: '<i>Ida</i>' } },
        { id: 'b2', status: 'WAITLISTED', createdAt: '2026-11-21T09:00:00.000Z', person: null },
      ],
      ...overrides,
    },
  };
}

const chosen = (select: HTMLSelectElement | null) => select?.querySelector('option[selected]')?.getAttribute('value');

describe('/profile/event/{slug}', () => {
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
    expect(chosen(form.querySelector('select[name="venue"]'))).toBe('atelier-x');
    expect(form.querySelector('input[name="repeat"]')).toBeNull();
    expect(form.querySelector<HTMLInputElement>('input[name="keepImages"]')!.checked).toBe(true);
    // A single date: three empty slots for more dates of the course; booking is chosen.
    expect([...form.querySelectorAll<HTMLInputElement>('input[name="moreSessionsLocal"]')].map((input) => input.value)).toEqual(['', '', '']);
    expect(form.querySelector<HTMLInputElement>('input[name="registration"][value="BOOKING"]')!.checked).toBe(true);

    const rows = [...container.querySelectorAll('.data-table tbody tr')].map((row) => [...row.querySelectorAll('td')].slice(0, 2).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['<i>Ida</i>', 'bestätigt'],
      ['(Konto gelöscht)', 'Warteliste'],
    ]);
    expect(container.textContent).toContain('Buchungen (2 von 8 Plätzen vergeben)');
    expect(container.querySelector('a[href="/profile/event/drehen?cancel=1#event-cancel"]')?.textContent).toBe('Kurs absagen …');
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

  it('speaks English under /en', async () => {
    const html = await renderPage({ Page, locale: 'en', url: '/profile/event/drehen', data: data(), extra: { viewer } });
    expect(html).toContain('action="/en/profile/event/drehen"');
    expect(html).toContain('The editors’ reason: “&lt;b&gt;Bitte&lt;/b&gt; mehr Details”');
    expect(html).toContain('Save changes');
  });
});
