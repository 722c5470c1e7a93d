import { describe, expect, it } from 'vitest';
import { venuePlace } from './venue-place';

describe('venuePlace', () => {
  it('names a Vienna venue by its district, others by district and city', () => {
    expect(venuePlace({ district: 'Neubau (7. Bezirk)' }, { slug: 'wien', name: 'Wien' })).toBe('Neubau (7. Bezirk)');
    expect(venuePlace({ district: 'Innere Stadt' }, { slug: 'linz', name: 'Linz' })).toBe('Innere Stadt, Linz');
    // The city in the page's language.
    expect(venuePlace({ district: 'Maxvorstadt' }, { slug: 'muenchen', name: 'Munich' })).toBe('Maxvorstadt, Munich');
  });

  it('falls back to the city without a district', () => {
    expect(venuePlace({ district: null }, { slug: 'graz', name: 'Graz' })).toBe('Graz');
  });
});
