import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { renderAndHydrate, testViewer } from '../../../../../components/render-page.testing';
import type { AttendanceSeat } from '../../../../../features/check-in/check-in-api';
import type { Data } from './+data';
import Page from './+Page';

const viewer = testViewer({ uid: 'olga', name: 'Olga' });
const seat = (overrides: Partial<AttendanceSeat> = {}): AttendanceSeat => ({
  bookingId: 'b-mia',
  seat: 0,
  name: 'Mia Muster',
  bookedBy: 'Mia Muster',
  seatName: null,
  bookingSeats: 2,
  paid: true,
  checkedInAt: null,
  ...overrides,
});
const lina = seat({ seat: 1, name: 'Lina', seatName: 'Lina', checkedInAt: '2026-12-01T16:58:00.000Z' });
const data = (overrides: Partial<Data> = {}): Data => ({
  event: {
    slug: 'ringe',
    title: 'Ringe schmieden',
    timeZone: 'Europe/Vienna',
    sessions: [
      { startsAt: '2026-12-01T17:00:00.000Z', endsAt: '2026-12-01T20:00:00.000Z' },
      { startsAt: '2026-12-08T17:00:00.000Z', endsAt: '2026-12-08T20:00:00.000Z' },
    ],
  },
  session: 0,
  seats: [seat(), lina],
  error: null,
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('/app/checkin/<course>', () => {
  it('offers the typed code’s form without JavaScript, the dates, and the seats with who is in', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/app/checkin/ringe?session=0', data: data(), extra: { viewer } });
    expect(errors).toEqual([]);
    const form = container.querySelector<HTMLFormElement>('form.check-in__form')!;
    expect(form.getAttribute('action')).toBe('/app/checkin/ringe?session=0');
    expect(form.getAttribute('method')).toBe('post');
    expect(new FormData(form).get('session')).toBe('0');
    expect(form.querySelector('label[for]')?.textContent).toBe('Ticket-Code');
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Einchecken');
    expect(container.querySelector('a[aria-current="page"]')?.getAttribute('href')).toBe('/app/checkin/ringe?session=0');
    expect(container.querySelector('a[href="/app/checkin/ringe?session=1"]')).not.toBeNull();
    expect(container.textContent).toContain('Plätze: 1 von 2 eingecheckt');
    const rows = [...container.querySelectorAll('table.attendance tbody tr')].map((row) => row.textContent);
    expect(rows).toEqual(['Mia MusterMia Muster (2 Plätze)bezahltnoch nicht', 'LinaMia Muster (2 Plätze)bezahltum 17:58\u00a0Uhr']);
    expect(container.querySelector('a[href="/app/participants/ringe"]')).not.toBeNull();
    // The scanner's controls: the camera and a photo of a code.
    expect(container.textContent).toContain('Kamera starten');
    expect(container.querySelector('input[type="file"]')?.closest('label')?.textContent).toBe('Foto eines Codes wählen');
  });

  it('shows the form post’s answer big and in words: checked in, already in, refused', async () => {
    const answers = [
      [{ outcome: 'CHECKED_IN', seat: seat({ checkedInAt: '2026-12-01T17:02:00.000Z' }) }, 'check-in-result--ok', 'Eingecheckt um 18:02\u00a0UhrMia Musterbezahlt'],
      [{ outcome: 'ALREADY_CHECKED_IN', seat: lina }, 'check-in-result--again', 'Schon eingecheckt um 17:58\u00a0UhrLinabezahlt · gebucht von Mia Muster'],
      [{ outcome: 'SEAT_CANCELLED', seat: null }, 'check-in-result--refused', 'Dieser Platz wurde storniert'],
    ] as const;
    for (const [result, tone, text] of answers) {
      const { container } = await renderAndHydrate({ Page, url: '/app/checkin/ringe', data: data(), extra: { viewer, formState: { values: {}, errors: [], result } } });
      const box = container.querySelector('[role="status"].check-in-result')!;
      expect(box.classList.contains(tone)).toBe(true);
      expect(box.textContent).toBe(text);
    }
  });

  it('checks a photo’s code in through /graphql and marks the seat in the list, in English too', async () => {
    vi.doMock('../../../../../features/check-in/qr-decoder', () => ({ decodeQrFile: async () => 'T1.b-mia.0.sig', decodeQr: async () => null }));
    const fetched: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: { body: string }) => {
      fetched.push(JSON.parse(init.body));
      return new Response(JSON.stringify({ data: { checkIn: { outcome: 'CHECKED_IN', seat: seat({ checkedInAt: '2026-12-01T17:03:00.000Z' }) } } }));
    });
    const { container } = await renderAndHydrate({ Page, locale: 'en', url: '/app/checkin/ringe?session=0', data: data(), extra: { viewer } });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    Object.defineProperty(input, 'files', { value: [new File(['png'], 'ticket.png', { type: 'image/png' })] });
    await act(async () => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(fetched).toMatchObject([{ variables: { eventSlug: 'ringe', session: 0, code: 'T1.b-mia.0.sig' } }]);
    expect(container.querySelector('.check-in-result')?.textContent).toBe('Checked in at 18:03Mia Musterpaid');
    expect(container.textContent).toContain('Seats: 2 of 2 checked in');
    vi.doUnmock('../../../../../features/check-in/qr-decoder');
  });
});
