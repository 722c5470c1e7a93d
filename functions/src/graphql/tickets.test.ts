// Booking.tickets through the API: the person who booked reads a ticket per seat (its number, name, token, grouped
// short code and QR code as SVG), none once cancelled; to editors and anyone else the field is null.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingRecord, SiteRole } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import { verifyTicketToken } from '../domain/tickets.js';
import type { IdentityProvider } from '../identity/identity.js';
import { ticketSigner } from '../services/tickets.js';
import { apiOver, openSeededStore, sessionHeaders, signUpPeople, type GraphQLApi } from './api.testing.js';

const PEOPLE = { anna: { role: 'USER' }, ben: { role: 'USER' }, eddie: { role: 'EDITOR' } } as const satisfies Record<string, { role: SiteRole }>;
type Who = keyof typeof PEOPLE;
const uid = {} as Record<Who, string>;
const cookies = {} as Record<Who, string>;
const at = new Date('2026-11-20T09:00:00.000Z');

let store: Store;
let identity: IdentityProvider;
let api: GraphQLApi;
let annas: BookingRecord;

beforeAll(async () => {
  ({ store, identity } = await openSeededStore());
  await signUpPeople(store, identity, PEOPLE, uid, cookies);
  annas = { id: 'booking-anna-kurs-2', eventSlug: 'kurs-2', uid: uid.anna, status: 'CONFIRMED', seats: 2, seatNames: ['Anna', ''], createdAt: at, updatedAt: at };
  await store.bookings.importConfirmed([annas, { id: 'booking-ben-kurs-2', eventSlug: 'kurs-2', uid: uid.ben, status: 'CONFIRMED', createdAt: at, updatedAt: at }]);
  api = await apiOver(store, identity);
});
afterAll(async () => {
  await api.stop();
  await store.close();
});

const as = (who: Who | null) => (query: string) => api.execute({ query }, sessionHeaders(who ? cookies[who] : undefined));
const MY_TICKETS = '{ viewer { bookings { id status tickets { seat name token shortCode qrSvg } } } }';
type Tickets = { seat: number; name: string | null; token: string; shortCode: string; qrSvg: string }[] | null;

describe('Booking.tickets', () => {
  it('gives the person who booked a ticket per seat with its QR code', async () => {
    const result = await as('anna')(MY_TICKETS);
    expect(result.errors).toBeUndefined();
    const bookings = (result.data as { viewer: { bookings: { id: string; tickets: Tickets }[] } }).viewer.bookings;
    const tickets = bookings.find((booking) => booking.id === annas.id)!.tickets!;
    expect(tickets.map(({ seat, name }) => ({ seat, name }))).toEqual([
      { seat: 0, name: 'Anna' },
      { seat: 1, name: null },
    ]);
    for (const ticket of tickets) {
      expect(verifyTicketToken(ticket.token, ticketSigner())).toEqual({ bookingId: annas.id, seat: ticket.seat });
      expect(ticket.shortCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      expect(ticket.qrSvg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox=/);
    }
    expect(tickets[0]!.shortCode).not.toBe(tickets[1]!.shortCode);
  });

  it('is null for editors and for the person who booked another seat of the course', async () => {
    const query = '{ event(slug: "kurs-2") { bookings { id tickets { seat } } } }';
    const editor = await as('eddie')(query);
    expect(editor.errors).toBeUndefined();
    const listed = (editor.data as { event: { bookings: { id: string; tickets: Tickets }[] } }).event.bookings;
    expect(listed.find((booking) => booking.id === annas.id)).toEqual({ id: annas.id, tickets: null });
    const ben = await as('ben')('{ event(slug: "kurs-2") { viewerBooking { id tickets { seat } } } }');
    expect((ben.data as { event: { viewerBooking: { id: string; tickets: Tickets } } }).event.viewerBooking).toEqual({ id: 'booking-ben-kurs-2', tickets: [{ seat: 0 }] });
  });

  it('is empty once the booking is cancelled', async () => {
    await store.bookings.cancel('booking-ben-kurs-2', new Date(), () => []);
    const result = await as('ben')(MY_TICKETS);
    const bookings = (result.data as { viewer: { bookings: { id: string; status: string; tickets: Tickets }[] } }).viewer.bookings;
    expect(bookings).toEqual([{ id: 'booking-ben-kurs-2', status: 'CANCELLED', tickets: [] }]);
  });
});
