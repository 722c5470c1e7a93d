import { describe, expect, it } from 'vitest';
import { parseVenueFilters, roundCoordinate, venueListUrl } from './filters';

describe('venue filters from the URL', () => {
  it('keeps well-formed filters', () => {
    expect(
      parseVenueFilters({ q: ' Töpfern ', city: 'wien', craft: 'holz', kind: 'creative-space', open: '1', lat: '48.2003', lng: '16.3517', radius: '2', after: 'abc' }),
    ).toEqual({
      filters: { q: 'Töpfern', city: 'wien', craft: 'holz', kind: 'creative-space', open: true, lat: 48.2003, lng: 16.3517, radius: 2, after: 'abc' },
      problems: [],
    });
  });

  it('treats empty parameters (from a form sent without JavaScript) as no filter', () => {
    expect(parseVenueFilters({ q: '', city: '', craft: ' ', kind: '', place: '', radius: '' })).toEqual({ filters: {}, problems: [] });
  });

  it('drops malformed values and names each problem', () => {
    expect(parseVenueFilters({ city: 'Wien!', craft: '../x', kind: 'castle', open: 'maybe', q: 'x'.repeat(101) })).toEqual({
      filters: {},
      problems: ['q', 'city', 'craft', 'kind', 'open'],
    });
    expect(parseVenueFilters({ lat: 'abc', lng: '16.3', radius: '-3' })).toEqual({ filters: {}, problems: ['location', 'radius'] });
    expect(parseVenueFilters({ lat: '48.2' }).problems).toEqual(['location']);
    expect(parseVenueFilters({ lat: '91', lng: '16' }).problems).toEqual(['location']);
    expect(parseVenueFilters({ lat: '48', lng: '-181' }).problems).toEqual(['location']);
    expect(parseVenueFilters({ lat: '1e3', lng: '16' }).problems).toEqual(['location']);
    expect(parseVenueFilters({ radius: '0' }).problems).toEqual(['radius']);
    expect(parseVenueFilters({ radius: '501' }).problems).toEqual(['radius']);
    expect(parseVenueFilters({ radius: 'NaN' }).problems).toEqual(['radius']);
  });

  it('keeps the good filters next to a bad one', () => {
    expect(parseVenueFilters({ craft: 'holz', lat: 'abc', lng: 'def', radius: '10' })).toEqual({
      filters: { craft: 'holz', radius: 10 },
      problems: ['location'],
    });
  });

  it('prefers a typed place over coordinates', () => {
    expect(parseVenueFilters({ place: '1070', lat: '48.2', lng: '16.3' }).filters).toEqual({ place: '1070' });
  });
});

describe('venue list URLs', () => {
  it('puts the parameters in a stable order and leaves out what is not set', () => {
    expect(venueListUrl({ kind: 'shop', city: 'wien' })).toBe('/venues?city=wien&kind=shop');
    expect(venueListUrl({ open: true, q: 'Töpfern', lat: 48.2, lng: 16.35, radius: 5 })).toBe(
      '/venues?q=T%C3%B6pfern&open=1&lat=48.2&lng=16.35&radius=5',
    );
    expect(venueListUrl({ open: false, q: '' })).toBe('/venues');
  });

  it('round-trips through the parser', () => {
    const filters = { q: 'Holz & Leder', craft: 'holz', kind: 'school', open: true, lat: 48.2003, lng: 16.3517, radius: 2.5, after: 'c20' };
    const url = new URL(venueListUrl(filters), 'http://x');
    expect(parseVenueFilters(Object.fromEntries(url.searchParams))).toEqual({ filters, problems: [] });
  });

  it('drops coordinates when a place was typed', () => {
    expect(venueListUrl({ place: 'Graz', lat: 48.2, lng: 16.3 })).toBe('/venues?place=Graz');
  });

  it('keeps the city implied on its landing page and leaves it for another city', () => {
    expect(venueListUrl({ city: 'wien', craft: 'holz' }, '/wien', 'wien')).toBe('/wien?craft=holz');
    expect(venueListUrl({ city: 'graz', craft: 'holz' }, '/wien', 'wien')).toBe('/venues?city=graz&craft=holz');
    expect(venueListUrl({ craft: 'holz' }, '/wien', 'wien')).toBe('/venues?craft=holz');
  });

  it('rounds coordinates to about ten metres', () => {
    expect(roundCoordinate(48.200349)).toBe(48.2003);
    expect(roundCoordinate(-16.35178)).toBe(-16.3518);
  });
});
