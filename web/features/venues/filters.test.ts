import { describe, expect, it } from 'vitest';
import { parseVenueFilters, venueListUrl } from './filters';

describe('venue filters', () => {
  it('keeps well-formed filters and drops the rest', () => {
    expect(parseVenueFilters({ city: 'wien', craft: 'toepfern', kind: 'creative-space', after: 'abc' })).toEqual({
      city: 'wien',
      craft: 'toepfern',
      kind: 'creative-space',
      after: 'abc',
    });
    expect(parseVenueFilters({ city: 'Wien!', craft: '../x', kind: 'castle' })).toEqual({});
  });

  it('builds list URLs in a stable order', () => {
    expect(venueListUrl({ kind: 'shop', city: 'wien' })).toBe('/venues?city=wien&kind=shop');
    expect(venueListUrl({})).toBe('/venues');
  });
});
