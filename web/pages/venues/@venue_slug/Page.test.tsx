import { createIntl } from 'react-intl';
import type { PageContext } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderPage } from '../../../components/render-page.testing';
import { testVenuePage } from '../../../features/venues/venue-page.testing';
import { structuredDataProblems } from '../../../lib/head/structured-data-rules';
import { loadMessages } from '../../../lib/i18n/messages';
import type { Data } from './+data';
import { head } from './+head';
import Page from './+Page';

const hostile = '</script><script>alert(1)</script> Atelier';

function venueData(overrides: Partial<Data['venue']> = {}, sectionErrors: Partial<Data['sectionErrors']> = {}): Data {
  return testVenuePage(
    {
      name: hostile,
      description: 'Erster Absatz.\n\nZweiter Absatz.',
      website: 'https://atelier.example',
      openNow: true,
      crafts: [{ slug: 'toepfern-keramik', name: 'Töpfern & Keramik' }],
      openingHours: [{ day: 'TUESDAY', opens: '10:00', closes: '18:00' }],
      contact: { email: 'hallo@atelier.example', phone: '+43 1 234' },
      images: [{ url: '/illustrations/venue.svg', alt: 'Werkbank', width: 640, height: 360, srcset: null }],
      upcomingEvents: [
        {
          slug: 'drehen',
          title: 'Drehen an der Scheibe',
          startsAt: '2026-12-01T17:00:00.000Z',
          endsAt: '2026-12-01T20:00:00.000Z',
          sessions: [{ startsAt: '2026-12-01T17:00:00.000Z', endsAt: '2026-12-01T20:00:00.000Z' }],
          registration: 'BOOKING',
          bookingOpen: true,
          isSample: false,
          timeZone: 'Europe/Vienna',
          status: 'SCHEDULED',
          level: 'BEGINNER',
          seatsLeft: 1,
          price: { amountCents: 8900, currency: 'EUR' },
          venue: { slug: 'atelier-x', name: hostile },
          crafts: [],
        },
      ] as never,
      relatedArticles: [{ slug: 'ton-lernen', title: 'Ton lernen', excerpt: 'Wie du anfängst.', readingMinutes: 4 }],
      nearbyVenues: [
        {
          distanceKm: 0.8,
          node: { slug: 'nachbar', name: 'Nachbar', kind: 'SHOP', crafts: [], address: { district: 'Neubau', locality: 'Wien' }, city: { slug: 'wien', name: 'Wien' } },
        },
      ] as never,
      ...overrides,
    },
    sectionErrors,
  );
}

describe('venue page', () => {
  it('shows a hostile venue name as text', async () => {
    const html = await renderPage({ Page, url: '/venues/atelier-x', data: venueData() });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Atelier');
  });

  it('hydrates without warnings and shows the venue’s facts, today’s hours and the way there', async () => {
    const { container, errors } = await renderAndHydrate({ Page, url: '/venues/atelier-x', data: venueData() });
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe(hostile);
    expect(container.textContent).toContain('Werkstatt');
    expect(container.querySelector('.open-badge')?.textContent).toBe('jetzt geöffnet');
    expect(container.querySelector('.opening-hours__today')?.textContent).toBe('Dienstag (heute)10:00–18:00\u00a0Uhr');
    expect(container.textContent).toContain('noch 1 Platz frei');
    expect(container.querySelector('img.craft-illustration')?.getAttribute('alt')).toBe('Zeichnung zum Handwerk „Töpfern & Keramik“');
    expect(container.querySelector('a[href="https://www.openstreetmap.org/directions?to=48.2,16.35"]')?.textContent).toBe('Route planen');
    expect(container.querySelector('a[href="geo:48.2,16.35"]')).not.toBeNull();
    expect(container.querySelector('a[href="/blog/ton-lernen"]')?.textContent).toBe('Ton lernen');
    expect(container.textContent).toContain('4 Minuten Lesezeit');
    expect(container.querySelector('a[href="/venues/nachbar"]')).not.toBeNull();
    expect(container.textContent).toContain('800\u00a0m entfernt');
    expect(container.querySelector('section[aria-label^="Karte: Lage von"]')).not.toBeNull();
  });

  it('names where the venue is: the district in Vienna, district and city elsewhere', async () => {
    const kicker = async (data: Data) => {
      const { container } = await renderAndHydrate({ Page, url: '/venues/atelier-x', data });
      return container.querySelector('.venue__header .card__kicker')?.textContent;
    };
    expect(await kicker(venueData({ address: { street: 'Gasse 1', postalCode: '1070', locality: 'Wien', district: 'Neubau (7. Bezirk)', country: 'AT' } }))).toBe(
      'Werkstatt · Neubau (7. Bezirk)',
    );
    const linz = venueData({
      address: { street: 'Ludlgasse 12', postalCode: '4020', locality: 'Linz', district: 'Innere Stadt', country: 'AT' },
      city: { slug: 'linz', name: 'Linz' },
    });
    expect(await kicker(linz)).toBe('Werkstatt · Innere Stadt, Linz');
  });

  it('speaks English on English pages', async () => {
    const html = await renderPage({ Page, locale: 'en', url: '/venues/atelier-x', data: venueData({ openNow: false }) });
    expect(html).toContain('Opening hours');
    expect(html).toContain('>closed<');
    expect(html).toContain('href="/en/venues"');
    expect(html).toContain('href="/en/blog/ton-lernen"');
  });

  it('points the people behind the venue to what a listing and Premium give, in the page’s language', async () => {
    const hint = async (locale: 'de' | 'en') => {
      const { container } = await renderAndHydrate({ Page, url: '/venues/atelier-x', data: venueData(), locale });
      const element = container.querySelector('.venue__owner-hint');
      return [element?.textContent, element?.querySelector('a')?.getAttribute('href')];
    };
    expect(await hint('de')).toEqual(['Ist das dein Ort? Übernimm den Eintrag kostenlos und pfleg ihn selbst', '/venue-benefits']);
    expect(await hint('en')).toEqual(['Is this your venue? Take over the listing for free and keep it up to date yourself', '/en/venue-benefits']);
  });

  it('offers the same crafts elsewhere in the city when nothing here can be joined', async () => {
    const course = venueData().venue.upcomingEvents![0]!;
    const elsewhere = { ...course, slug: 'drehen-anderswo', title: 'Drehen anderswo', venue: { slug: 'tonwerk', name: 'Tonwerk' } };
    const html = await renderPage({ Page, data: venueData({ upcomingEvents: [], alternativeEvents: [elsewhere] as never }) });
    expect(html).toContain('Hier sind gerade keine Kurse geplant.');
    expect(html).toContain('Diese Kurse zum selben Thema kannst du in der Stadt noch besuchen:');
    expect(html).toContain('href="/events/drehen-anderswo"');
    // With its own courses the page lists those only.
    const own = await renderPage({ Page, data: venueData({ alternativeEvents: [elsewhere] as never }) });
    expect(own).not.toContain('drehen-anderswo');
  });

  it('explains a failed section and still shows the venue', async () => {
    const html = await renderPage({
      Page,
      url: '/venues/atelier-x',
      data: venueData({ upcomingEvents: null, nearbyVenues: null }, { upcomingEvents: 'STORE_UNAVAILABLE', nearbyVenues: 'STORE_UNAVAILABLE' }),
    });
    expect(html.match(/Diese Inhalte können wir gerade nicht laden\./g)).toHaveLength(2);
    expect(html).toContain('Gasse 1');
    expect(html).toContain('Ton lernen');
  });

  it('describes the venue as the fitting schema.org type with absolute image URLs', async () => {
    const intl = createIntl({ locale: 'de-AT', messages: await loadMessages('de') });
    const jsonLd = (data: Data) =>
      head!({ data, locale: 'de', origin: 'https://magazin.example' } as unknown as PageContext, intl).jsonLd?.[0] as Record<string, unknown>;
    const workshop = jsonLd(venueData());
    expect(workshop).toMatchObject({
      '@type': 'LocalBusiness',
      url: 'https://magazin.example/venues/atelier-x',
      image: ['https://magazin.example/illustrations/venue.svg'],
      geo: { latitude: 48.2, longitude: 16.35 },
      openingHoursSpecification: [{ dayOfWeek: 'https://schema.org/Tuesday', opens: '10:00', closes: '18:00' }],
    });
    expect(jsonLd(venueData({ kind: 'SHOP' }))['@type']).toBe('Store');
    expect(jsonLd(venueData({ kind: 'SCHOOL' }))['@type']).toEqual(['LocalBusiness', 'EducationalOrganization']);
    for (const kind of ['WORKSHOP', 'SHOP', 'SCHOOL', 'CREATIVE_SPACE'] as const) {
      expect(structuredDataProblems(jsonLd(venueData({ kind })))).toEqual([]);
    }
    // A venue without opening hours says nothing about them, rather than an empty list.
    expect(jsonLd(venueData({ openingHours: [] }))).not.toHaveProperty('openingHoursSpecification');
    expect(structuredDataProblems(jsonLd(venueData({ images: [] })))).toEqual([]);
  });

  it('links the venue’s profiles elsewhere by network, and names them with the website in the JSON-LD', async () => {
    const socialLinks = ['https://www.instagram.com/atelier.x/', 'https://wien.rocks/@atelierx'];
    const { container } = await renderAndHydrate({ Page, url: '/venues/atelier-x', data: venueData({ socialLinks }) });
    const links = [...container.querySelectorAll('.contact-list a[rel="external noopener"]')].map((a) => [a.getAttribute('href'), a.textContent]);
    expect(links).toEqual([
      ['https://atelier.example', 'Website besuchen'],
      ['https://www.instagram.com/atelier.x/', 'Auf Instagram'],
      ['https://wien.rocks/@atelierx', 'Auf Mastodon'],
    ]);
    const intl = createIntl({ locale: 'de-AT', messages: await loadMessages('de') });
    const [jsonLd] = head!({ data: venueData({ socialLinks }), locale: 'de', origin: 'https://magazin.example' } as unknown as PageContext, intl).jsonLd!;
    expect(jsonLd).toMatchObject({ sameAs: ['https://atelier.example', ...socialLinks] });
    const html = await renderPage({ Page, url: '/venues/atelier-x', data: venueData() });
    expect(html).not.toContain('Auf Instagram');
  });

  it('says in words what the venue says of its accessibility, what it has first, and nothing of what it did not say', async () => {
    const accessibility = { stepFree: false, lift: null, accessibleToilet: true, seating: null, quietSpace: null, hearingLoop: true, note: 'Zwei Stufen am Eingang, eine Rampe liegt bereit.' };
    const { container, errors } = await renderAndHydrate({ Page, url: '/venues/atelier-x', data: venueData({ accessibility }) });
    expect(errors).toEqual([]);
    const section = container.querySelector('section[aria-labelledby="venue-accessibility"]')!;
    expect(section.querySelector('h2')?.textContent).toBe('Barrierefreiheit');
    expect([...section.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['Barrierefreies WC', 'Induktionsschleife', 'Nicht stufenlos erreichbar']);
    expect(section.textContent).toContain('Zwei Stufen am Eingang, eine Rampe liegt bereit.');
    expect(section.textContent).not.toContain('Aufzug');
    const english = await renderPage({ Page, locale: 'en', url: '/en/venues/atelier-x', data: venueData({ accessibility }) });
    expect(english).toContain('Accessible toilet');
    expect(english).toContain('Not step-free');
    // Nothing said: no section at all.
    expect(await renderPage({ Page, url: '/venues/atelier-x', data: venueData() })).not.toContain('Barrierefreiheit');

    const intl = createIntl({ locale: 'de', messages: await loadMessages('de') });
    const [jsonLd] = head!({ data: venueData({ accessibility }), locale: 'de', origin: 'https://magazin.example' } as unknown as PageContext, intl).jsonLd!;
    expect(jsonLd).toMatchObject({
      amenityFeature: [
        { '@type': 'LocationFeatureSpecification', name: 'Stufenlos erreichbar', value: false },
        { '@type': 'LocationFeatureSpecification', name: 'Barrierefreies WC', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Induktionsschleife', value: true },
      ],
    });
    expect(structuredDataProblems(jsonLd as Record<string, unknown>)).toEqual([]);
    const [silent] = head!({ data: venueData(), locale: 'de', origin: 'https://magazin.example' } as unknown as PageContext, intl).jsonLd!;
    expect(silent).not.toHaveProperty('amenityFeature');
  });

  it('shows the open-studio hours and the equipment an owner listed, and neither section when there are none', async () => {
    const html = await renderPage({
      Page,
      url: '/venues/atelier-x',
      data: venueData({ openStudioHours: [{ day: 'SATURDAY', opens: '10:00', closes: '14:00' }], equipment: ['KILN', 'POTTERY_WHEEL'] }),
    });
    expect(html).toContain('Offene Werkstatt');
    expect(html).toContain('10:00–14:00');
    expect(html).toContain('Brennofen');
    expect(html).toContain('Töpferscheibe');
    const plain = await renderPage({ Page, url: '/venues/atelier-x', data: venueData() });
    expect(plain).not.toContain('Offene Werkstatt');
    expect(plain).not.toContain('Ausstattung');
  });
  it('shows a Premium venue’s images as a gallery of named links, and a free venue’s first image only', async () => {
    const images = Array.from({ length: 14 }, (_, i) => ({
      url: `/media/venue/u/p${i}-1600.webp`,
      alt: 'Werkbank',
      width: 1600,
      height: 1200,
      srcset: `/media/venue/u/p${i}-320.webp 320w, /media/venue/u/p${i}-1600.webp 1600w`,
    }));
    const { container, errors } = await renderAndHydrate({ Page, url: '/venues/atelier-x', data: venueData({ images, featured: true }) });
    expect(errors).toEqual([]);
    const title = container.querySelector('img.venue__image')!;
    expect(title.getAttribute('srcset')).toContain('320w');
    expect(title.getAttribute('sizes')).toBeTruthy();
    const gallery = container.querySelector('section[aria-labelledby="venue-gallery"]')!;
    expect(gallery.querySelector('h2')?.textContent).toBe(`Bilder aus „${hostile}“`);
    // Twelve in all: the title image and eleven more, each a link (reached by keyboard) named by its alt text.
    const links = [...gallery.querySelectorAll('li a')];
    expect(links).toHaveLength(11);
    expect(links[0]!.getAttribute('href')).toBe('/media/venue/u/p1-1600.webp');
    const img = links[0]!.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('Werkbank – Bild 2 von 12');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('srcset')).toContain('/media/venue/u/p1-320.webp 320w');
    expect(links.at(-1)!.querySelector('img')!.getAttribute('alt')).toBe('Werkbank – Bild 12 von 12');

    const free = await renderPage({ Page, url: '/venues/atelier-x', data: venueData({ images, featured: false }) });
    expect(free).toContain('p0-1600.webp');
    expect(free).not.toContain('p1-1600.webp');
    expect(free).not.toContain('venue-gallery');

    // The structured data names the images the page shows, no more.
    const intl = createIntl({ locale: 'de-AT', messages: await loadMessages('de') });
    const imagesOf = (featured: boolean) =>
      (head!({ data: venueData({ images, featured }), locale: 'de', origin: 'https://magazin.example' } as unknown as PageContext, intl).jsonLd?.[0] as { image: readonly string[] }).image;
    expect(imagesOf(false)).toEqual(['https://magazin.example/media/venue/u/p0-1600.webp']);
    expect(imagesOf(true)).toHaveLength(12);
  });
});
