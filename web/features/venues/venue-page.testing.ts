// A venue page's data for tests: a workshop in Vienna that lists nothing yet, with every section loaded. Each test
// fills in what it is about.
import type { VenuePageData } from './venue-page-data';

export function testVenuePage(
  venue: Partial<VenuePageData['venue']> = {},
  sectionErrors: Partial<VenuePageData['sectionErrors']> = {},
): VenuePageData {
  return {
    today: 'TUESDAY',
    sectionErrors: { upcomingEvents: null, relatedArticles: null, nearbyVenues: null, ...sectionErrors },
    venue: {
      slug: 'atelier-x',
      name: 'Atelier X',
      kind: 'WORKSHOP',
      description: 'Ein Atelier.',
      website: null,
      socialLinks: [],
      timeZone: 'Europe/Vienna',
      openNow: false,
      crafts: [],
      address: { street: 'Gasse 1', postalCode: '1070', locality: 'Wien', district: 'Neubau', country: 'AT' },
      city: { slug: 'wien', name: 'Wien' },
      geo: { lat: 48.2, lng: 16.35 },
      openingHours: [],
      openStudioHours: [],
      equipment: [],
      accessibility: null,
      contact: { email: null, phone: null },
      images: [],
      featured: false,
      upcomingEvents: [],
      alternativeEvents: [],
      relatedArticles: [],
      nearbyVenues: [],
      ...venue,
    },
  };
}
