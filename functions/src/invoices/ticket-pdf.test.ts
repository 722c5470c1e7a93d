// A booking's tickets as a PDF read back: one page per seat with the course, its dates in the course's time zone, the
// place, the seat's name or number, the short code and what to do with it, in German and English; the QR code's
// squares are exactly the code's dark modules; the same booking gives the same bytes.
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { sampleCourse } from '../domain/sample-course.fixture.js';
import { pdfText } from './pdf-text.testing.js';
import { qrRuns, renderTicketsPdfSync, seatLabel, ticketsAttachment, type TicketsPdf } from './ticket-pdf.js';

const event = sampleCourse({
  slug: 'ringe-schmieden',
  title: { de: 'Ringe schmieden für zwei', en: 'Forging rings for two' },
  timeZone: 'Europe/Vienna',
  sessions: [
    { startsAt: new Date('2026-12-05T13:00:00.000Z'), endsAt: new Date('2026-12-05T16:00:00.000Z') },
    { startsAt: new Date('2026-12-12T13:00:00.000Z'), endsAt: new Date('2026-12-12T16:00:00.000Z') },
  ],
});
const venue = { name: 'Werkschule Mariahilf', address: { street: 'Gumpendorfer Straße 63', postalCode: '1060', locality: 'Wien', country: 'AT' } };
const input: TicketsPdf = {
  locale: 'de',
  event,
  venue,
  bookedBy: 'Anna Berger',
  changedAt: new Date('2026-11-29T09:00:00.000Z'),
  tickets: [
    { seat: 0, name: 'Anna', token: 'T1.booking-7f3a.0.AAAAAAAAAAAAAAAAAAAAAA', shortCode: 'K7QM-3TXA' },
    { seat: 2, name: null, token: 'T1.booking-7f3a.2.BBBBBBBBBBBBBBBBBBBBBB', shortCode: 'ZP4R-9WQ1' },
  ],
};

describe('renderTicketsPdfSync', () => {
  it('prints a page per seat in German: the course, its dates and times in Vienna, the place, the seat, the code and what to do with it', async () => {
    const { pages, text, lines, title } = await pdfText(renderTicketsPdfSync(input));
    expect(pages).toBe(2);
    expect(title).toBe('Tickets – Ringe schmieden für zwei');
    expect(lines.filter((line) => line === 'Magazin für Selbstgemachtes')).toHaveLength(2);
    expect(lines).toContain('TICKET 1 VON 2');
    expect(lines).toContain('Anna');
    expect(lines).toContain('Platz 3');
    expect(lines.filter((line) => line === 'Ringe schmieden für zwei')).toHaveLength(2);
    expect(lines).toContain('Sa., 5. Dez. 2026 · 14:00–17:00 Uhr');
    expect(lines).toContain('Sa., 12. Dez. 2026 · 14:00–17:00 Uhr');
    expect(text).toContain('Werkschule Mariahilf\nGumpendorfer Straße 63\n1060 Wien');
    expect(lines).toContain('Code K7QM-3TXA');
    expect(lines).toContain('Code ZP4R-9WQ1');
    expect(lines).toContain('Zeig diesen Code am Eingang – gedruckt oder auf dem Handy.');
    expect(lines.at(-1)).toBe('Gebucht von Anna Berger');
  });

  it('prints in English, one ticket without a count, and names how many more dates a long course has', async () => {
    const weekly = Array.from({ length: 6 }, (_, week) => ({
      startsAt: new Date(Date.UTC(2026, 11, 1 + 7 * week, 17)),
      endsAt: new Date(Date.UTC(2026, 11, 1 + 7 * week, 19)),
    }));
    const { pages, lines } = await pdfText(renderTicketsPdfSync({ ...input, locale: 'en', event: { ...event, sessions: weekly }, tickets: [input.tickets[1]!] }));
    expect(pages).toBe(1);
    expect(lines).toContain('Magazine for Homemade Things');
    expect(lines).toContain('TICKET');
    expect(lines).toContain('Seat 3');
    expect(lines).toContain('Forging rings for two');
    expect(lines).toContain('Tue, 1 Dec 2026 · 18:00–20:00');
    expect(lines).toContain('and 3 more dates');
    expect(lines).toContain('Show this code at the door – printed or on your phone.');
    expect(lines).toContain('Booked by Anna Berger');
  });

  it('gives the same bytes for the same booking, and a named attachment', () => {
    const pdf = renderTicketsPdfSync(input);
    expect(renderTicketsPdfSync(input).equals(pdf)).toBe(true);
    expect(ticketsAttachment(input, pdf)).toEqual({ filename: 'Tickets-ringe-schmieden.pdf', contentType: 'application/pdf', content: pdf.toString('base64'), encoding: 'base64' });
    expect(() => renderTicketsPdfSync({ ...input, tickets: [] })).toThrow(/No tickets/);
  });

  it('draws the QR code as runs covering exactly the dark modules of the token’s code', () => {
    const token = input.tickets[0]!.token;
    const { modules } = QRCode.create(token, { errorCorrectionLevel: 'M' });
    const { size, runs } = qrRuns(token);
    expect(size).toBe(modules.size);
    const drawn = new Set(runs.flatMap(({ row, column, length }) => Array.from({ length }, (_, offset) => row * size + column + offset)));
    const dark = new Set(Array.from({ length: size * size }, (_, index) => index).filter((index) => modules.get(Math.floor(index / size), index % size)));
    expect(drawn).toEqual(dark);
    expect(runs.length).toBeLessThan(dark.size);
  });

  it('labels a seat by its name, else by its number from 1', () => {
    expect(seatLabel({ seat: 0, name: 'Mia' }, 'de')).toBe('Mia');
    expect(seatLabel({ seat: 1, name: null }, 'de')).toBe('Platz 2');
    expect(seatLabel({ seat: 1, name: null }, 'en')).toBe('Seat 2');
  });
});
