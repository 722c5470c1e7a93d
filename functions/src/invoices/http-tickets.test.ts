// A booking's tickets over HTTP, as invoices and vouchers are served: to the person who booked (also under /en) and
// editors, a private PDF with a page per seat; the same 404 for anyone else, signed out included, for a cancelled
// booking and for one that does not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingRecord } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import { sampleCourse } from '../domain/sample-course.fixture.js';
import { ticketsOf } from '../services/tickets.js';
import { openEmbeddedStore } from '../store/embedded/store.js';
import { serveInvoices, signedIn, type ServedInvoices } from './http.testing.js';
import { pdfText } from './pdf-text.testing.js';

const people = { anna: signedIn('anna'), editor: signedIn('editor', { role: 'EDITOR' }), stranger: signedIn('stranger') };
const at = new Date('2026-11-20T09:00:00.000Z');
const course = sampleCourse({ slug: 'ringe-schmieden', title: { de: 'Ringe schmieden' }, capacity: 8, seatsLeft: 5 });
const booking: BookingRecord = { id: '0b7e6c1a-5d3f-4c2e-9a8b-1f2e3d4c5b6a', eventSlug: course.slug, uid: 'anna', status: 'CONFIRMED', seats: 2, seatNames: ['Anna', 'Mia'], createdAt: at, updatedAt: at };
const cancelled: BookingRecord = { ...booking, id: 'demo-ringe-schmieden-2', uid: 'stranger', seats: 1, seatNames: [] };

let store: Store;
let served: ServedInvoices<keyof typeof people>;

beforeAll(async () => {
  store = openEmbeddedStore({ file: ':memory:' });
  await store.write([...Object.values(people).map((person) => ({ put: 'profile' as const, record: person.profile })), { put: 'event' as const, record: course }]);
  await store.bookings.importConfirmed([booking, cancelled]);
  await store.bookings.cancel(cancelled.id, at, () => []);
  served = await serveInvoices(store, people);
});
afterAll(async () => {
  served.close();
  await store.close();
});

describe('GET /tickets/<booking id>.pdf', () => {
  it('gives the person who booked a private PDF with a page per seat, in German and under /en', async () => {
    const codes = ticketsOf(booking).map((ticket) => ticket.shortCode);
    for (const path of [`/tickets/${booking.id}.pdf`, `/en/tickets/${booking.id}.pdf`]) {
      const response = await served.get(path, 'anna');
      expect([path, response.status]).toEqual([path, 200]);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="Tickets-ringe-schmieden.pdf"');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const pdf = await pdfText(new Uint8Array(await response.arrayBuffer()));
      expect(pdf.pages).toBe(2);
      expect(pdf.lines).toEqual(expect.arrayContaining(['Anna', 'Mia', 'Ringe schmieden', `Code ${codes[0]}`, `Code ${codes[1]}`, 'Gebucht von Name anna']));
    }
  });

  it('gives an editor the same file', async () => {
    const [own, editor] = await Promise.all([served.get(`/tickets/${booking.id}.pdf`, 'anna'), served.get(`/tickets/${booking.id}.pdf`, 'editor')]);
    expect(editor.status).toBe(200);
    expect(Buffer.from(await editor.arrayBuffer()).equals(Buffer.from(await own.arrayBuffer()))).toBe(true);
  });

  it('answers 404, private, to a stranger, to someone signed out, for a cancelled booking and one that does not exist', async () => {
    for (const [path, as] of [
      [`/tickets/${booking.id}.pdf`, 'stranger'],
      [`/tickets/${booking.id}.pdf`, undefined],
      [`/tickets/${cancelled.id}.pdf`, 'stranger'],
      [`/tickets/${cancelled.id}.pdf`, 'editor'],
      ['/tickets/no-such-booking.pdf', 'editor'],
      [`/tickets/${booking.id}`, 'anna'],
      ['/tickets/a.b.pdf', 'anna'],
    ] as const) {
      const response = await served.get(path, as);
      expect([path, as, response.status]).toEqual([path, as, 404]);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.text()).toBe('Not found');
    }
  });
});
