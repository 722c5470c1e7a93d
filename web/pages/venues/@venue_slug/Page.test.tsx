import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderPage } from '../../../components/render-page.testing';
import type { Data } from './+data';
import Page from './+Page';

const hostile = '</script><script>alert(1)</script> Atelier';

function venueData(overrides: Partial<Data['venue']> = {}, upcomingEventsError: Data['upcomingEventsError'] = null): Data {
  return {
    upcomingEventsError,
    venue: {
      slug: 'atelier-x',
      name: hostile,
      kind: 'WORKSHOP',
      description: 'Erster Absatz.\n\nZweiter Absatz.',
      website: 'https://atelier.example',
      timeZone: 'Europe/Vienna',
      crafts: [{ slug: 'toepfern-keramik', name: 'Töpfern & Keramik' }],
      address: { street: 'Gasse 1', postalCode: '1070', locality: 'Wien', district: 'Neubau', country: 'AT' },
      city: { slug: 'wien', name: 'Wien' },
      geo: { lat: 48.2, lng: 16.35 },
      openingHours: [{ day: 'TUESDAY', opens: '10:00', closes: '18:00' }],
      contact: { email: 'hallo@atelier.example', phone: '+43 1 234' },
      images: [],
      upcomingEvents: [
        {
          slug: 'drehen',
          title: 'Drehen an der Scheibe',
          startsAt: '2026-12-01T17:00:00.000Z',
          endsAt: '2026-12-01T20:00:00.000Z',
          timeZone: 'Europe/Vienna',
          status: 'SCHEDULED',
          seatsLeft: 1,
          price: { amountCents: 8900, currency: 'EUR' },
          venue: { slug: 'atelier-x', name: hostile },
          crafts: [],
        },
      ] as never,
      ...overrides,
    },
  };
}

describe('venue page', () => {
  it('shows a hostile venue name as text', async () => {
    const html = await renderPage({ Page, url: '/venues/atelier-x', data: venueData() });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Atelier');
  });

  it('hydrates without warnings and shows the venue’s facts', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/venues/atelier-x', data: venueData() });
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe(hostile);
    expect(container.textContent).toContain('Werkstatt');
    expect(container.textContent).toContain('Dienstag10:00–18:00');
    expect(container.textContent).toContain('noch 1 Platz frei');
    expect(container.querySelector('img.craft-illustration')?.getAttribute('alt')).toBe('Zeichnung zum Handwerk „Töpfern & Keramik“');
  });

  it('speaks English on English pages', async () => {
    const html = await renderPage({ Page, locale: 'en', url: '/venues/atelier-x', data: venueData() });
    expect(html).toContain('Opening hours');
    expect(html).toContain('href="/en/venues"');
  });

  it('explains a store outage in the events section and still shows the venue', async () => {
    const html = await renderPage({ Page, url: '/venues/atelier-x', data: venueData({ upcomingEvents: null }, 'STORE_UNAVAILABLE') });
    expect(html).toContain('Diese Inhalte können wir gerade nicht laden.');
    expect(html).toContain('Gasse 1');
  });
});
