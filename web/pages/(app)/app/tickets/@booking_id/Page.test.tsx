import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderPage, testViewer } from '../../../../../components/render-page.testing';
import type { Data } from './+data';
import Page from './+Page';

const viewer = testViewer({ uid: 'anna', name: 'Anna' });
const QR = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 33 33" shape-rendering="crispEdges"><path fill="#ffffff" d="M0 0h33v33H0z"/><path stroke="#000000" d="M4 4.5h7"/></svg>';
const data = (tickets: NonNullable<Data['booking']['tickets']> | null): Data => ({
  booking: {
    id: 'b-7f3a',
    status: 'CONFIRMED',
    event: {
      slug: 'ringe',
      title: 'Ringe schmieden',
      timeZone: 'Europe/Vienna',
      sessions: [{ startsAt: '2026-12-05T13:00:00.000Z', endsAt: '2026-12-05T16:00:00.000Z' }],
      venue: { name: 'Werkschule Mariahilf', address: { street: 'Gumpendorfer Straße 63', postalCode: '1060', locality: 'Wien' } },
    },
    tickets,
  },
});
const two = [
  { seat: 0, name: 'Anna', shortCode: 'K7QM-3TXA', qrSvg: QR },
  { seat: 1, name: null, shortCode: 'ZP4R-9WQ1', qrSvg: QR },
];

describe('/app/tickets/<booking>', () => {
  it('shows each seat’s ticket with its QR code inline, its short code and name, the course, and the print and PDF actions', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/app/tickets/b-7f3a', data: data(two), extra: { viewer } });
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe('Meine Tickets');
    expect(container.textContent).toContain('Ringe schmieden');
    expect(container.textContent).toContain('Samstag, 5. Dezember 2026, 14:00–17:00\u00a0Uhr');
    expect(container.textContent).toContain('Werkschule Mariahilf, Gumpendorfer Straße 63, 1060 Wien');
    const tickets = [...container.querySelectorAll('.ticket')];
    expect(tickets.map((ticket) => ticket.querySelector('h2')?.textContent)).toEqual(['Anna', 'Platz 2']);
    expect(tickets.map((ticket) => ticket.querySelector('.ticket__short-code')?.textContent)).toEqual(['K7QM-3TXA', 'ZP4R-9WQ1']);
    const qr = tickets[1]!.querySelector('[role="img"]')!;
    expect(qr.getAttribute('aria-label')).toBe('QR-Code des Tickets: Platz 2');
    expect(qr.querySelector('svg path')).not.toBeNull();
    expect(tickets[0]!.textContent).toContain('Zeig diesen Code am Eingang – gedruckt oder auf dem Handy.');
    expect(container.querySelector('.tickets__actions button')?.textContent).toBe('Tickets drucken');
    expect(container.querySelector('a[href="/tickets/b-7f3a.pdf"]')?.textContent).toBe('Tickets als PDF');
  });

  it('links the English PDF under /en and says when a booking has no tickets yet', async () => {
    const english = await renderPage({ Page, locale: 'en', url: '/app/tickets/b-7f3a', data: data(two), extra: { viewer } });
    expect(english).toContain('href="/en/tickets/b-7f3a.pdf"');
    expect(english).toContain('Seat 2');
    const none = await renderPage({ Page, url: '/app/tickets/b-7f3a', data: data([]), extra: { viewer } });
    expect(none).toContain('Diese Buchung hat noch keine Tickets');
    expect(none).not.toContain('.pdf');
  });
});
