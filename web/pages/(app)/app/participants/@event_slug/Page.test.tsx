import { describe, expect, it } from 'vitest';
import { renderAndHydrate, testViewer } from '../../../../../components/render-page.testing';
import type { Data } from './+data';
import Page from './+Page';

const viewer = testViewer({ uid: 'olga', name: 'Olga' });
const seat = { bookingId: 'b-max', seat: 0, name: 'Max', bookedBy: 'Max', seatName: null, bookingSeats: 1, paid: false, checkedInAt: null };
const data = (overrides: Partial<Data> = {}): Data => ({
  event: { slug: 'ringe', title: 'Ringe schmieden', timeZone: 'Europe/Vienna' },
  sessions: [
    { session: 0, startsAt: '2026-12-01T17:00:00.000Z', checkedIn: 1, seats: [{ ...seat, checkedInAt: '2026-12-01T16:58:00.000Z' }] },
    { session: 1, startsAt: '2026-12-08T17:00:00.000Z', checkedIn: 0, seats: [seat] },
  ],
  session: null,
  ...overrides,
});

describe('/app/participants/<course>', () => {
  it('lists every date’s seats to print, a box to tick for those not in yet, and the CSV', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/app/participants/ringe', data: data(), extra: { viewer } });
    expect(errors).toEqual([]);
    expect([...container.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual([
      'Termin 1: Dienstag, 1. Dezember 2026 um 18:00\u00a0Uhr',
      'Termin 2: Dienstag, 8. Dezember 2026 um 18:00\u00a0Uhr',
    ]);
    expect(container.querySelectorAll('table.attendance--print')).toHaveLength(2);
    expect(container.querySelector('.attendance__box')?.getAttribute('aria-label')).toBe('noch nicht');
    expect(container.querySelector('a[download]')?.getAttribute('href')).toBe('/app/participants/ringe.csv');
    expect(container.querySelector('a[href="/app/checkin/ringe?session=1"]')).not.toBeNull();
    expect(container.textContent).toContain('Drucken');
  });

  it('downloads one date’s CSV when showing one date, in English too', async () => {
    const { container } = await renderAndHydrate({ Page, locale: 'en', url: '/app/participants/ringe?session=1', data: data({ session: 1, sessions: [data().sessions[1]!] }), extra: { viewer } });
    expect(container.querySelector('a[download]')?.getAttribute('href')).toBe('/en/app/participants/ringe.csv?session=1');
    expect(container.textContent).toContain('Download as CSV (for Excel)');
  });
});
