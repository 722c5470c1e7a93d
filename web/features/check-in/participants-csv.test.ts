import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { parse } from 'csv-parse/sync';
import { loadMessages } from '../../lib/i18n/messages';
import { participantsCsv } from './participants-csv';

const seat = { bookingId: 'b-mia', bookingSeats: 2, seatName: null, checkedInAt: null };
const answer = {
  data: {
    editableEvent: { slug: 'ringe', title: 'Ringe schmieden', timeZone: 'Europe/Vienna' },
    courseAttendance: [
      {
        session: 0,
        startsAt: '2026-12-01T17:00:00.000Z',
        checkedIn: 1,
        seats: [
          { ...seat, seat: 0, name: 'Mia Muster', bookedBy: 'Mia Muster', paid: true, checkedInAt: '2026-12-01T16:58:00.000Z' },
          { ...seat, seat: 1, name: 'Lina; "die Kleine"', seatName: 'Lina; "die Kleine"', bookedBy: 'Mia Muster', paid: true },
        ],
      },
      { session: 1, startsAt: '2026-12-08T17:00:00.000Z', checkedIn: 0, seats: [{ ...seat, seat: 0, name: 'Max', bookedBy: 'Max', bookingSeats: 1, paid: false }] },
    ],
  },
};

async function csvFor(search: string, result: unknown = answer) {
  const intl = createIntl({ locale: 'de-AT', messages: await loadMessages('de') });
  return participantsCsv('ringe', search, { graphql: async () => result as never, intl });
}

describe('the participant list as CSV', () => {
  it('has a row per seat and date with only what the person gave, for Excel (BOM, semicolons), private', async () => {
    const response = await csvFor('');
    expect(response.status).toBe(200);
    expect(response.headers).toMatchObject({ 'content-type': 'text/csv; charset=utf-8', 'cache-control': 'private, no-store', 'content-disposition': 'attachment; filename="ringe.csv"' });
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const rows = parse(response.body.slice(1), { delimiter: ';' }) as string[][];
    expect(rows).toEqual([
      ['Termin', 'Name', 'Gebucht von', 'Plätze der Buchung', 'Zahlung', 'Eingecheckt um'],
      ['01.12.26, 18:00\u00a0Uhr', 'Mia Muster', 'Mia Muster', '2', 'bezahlt', '01.12.26, 17:58\u00a0Uhr'],
      ['01.12.26, 18:00\u00a0Uhr', 'Lina; "die Kleine"', 'Mia Muster', '2', 'bezahlt', ''],
      ['08.12.26, 18:00\u00a0Uhr', 'Max', 'Max', '1', 'kostenlos', ''],
    ]);
    expect(response.body).not.toMatch(/@/);
  });

  it('takes one date with ?session=, and answers 404 for a date the course has not or someone not allowed', async () => {
    const one = await csvFor('?session=1');
    expect(one.headers['content-disposition']).toBe('attachment; filename="ringe-2.csv"');
    expect(parse(one.body.slice(1), { delimiter: ';' })).toHaveLength(2);
    expect((await csvFor('?session=7')).status).toBe(404);
    const forbidden = await csvFor('', { data: { editableEvent: null, courseAttendance: null }, errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }] });
    expect(forbidden.status).toBe(404);
    expect(forbidden.headers['cache-control']).toBe('private, no-store');
    const down = await csvFor('', { data: null, errors: [{ message: 'down', extensions: { code: 'STORE_UNAVAILABLE' } }] });
    expect(down.status).toBe(503);
  });
});
