import { describe, expect, it } from 'vitest';
import { toVenueFilter, venueList } from './filters';

describe('venue filters from the URL', () => {
  it('reads the kind of venue and „open now“ next to the shared filters', () => {
    expect(venueList.parse({ q: 'Töpfern', city: 'wien', craft: 'holz', kind: 'creative-space', open: '1', place: '1070', radius: '2' })).toEqual({
      filters: { q: 'Töpfern', city: 'wien', craft: 'holz', kind: 'creative-space', open: true, place: '1070', radius: 2 },
      problems: [],
    });
  });

  it('names what it cannot use, in the order of the URL', () => {
    const { filters, problems } = venueList.parse({ city: 'Wien!', craft: '../x', kind: 'castle', open: 'maybe', q: 'x'.repeat(101), lat: '91', lng: '16' });
    expect(filters).toEqual({});
    expect(problems.map((problem) => problem.param)).toEqual(['q', 'city', 'craft', 'kind', 'open', 'location']);
    expect(venueList.parse({ kind: 'toString' }).problems).toEqual([{ param: 'kind', value: 'toString' }]);
  });

  it('builds /venues URLs', () => {
    expect(venueList.url({ kind: 'shop', city: 'wien' })).toBe('/venues?city=wien&kind=shop');
    expect(venueList.url({ kind: 'shop', city: 'wien', craft: 'holz' }, { basePath: '/wien', pageCity: 'wien' })).toBe('/wien?craft=holz&kind=shop');
  });
});

describe('the API’s venue filter', () => {
  it('passes text, kind and „open now“ as the request time', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(toVenueFilter({ q: 'toepfern', kind: 'shop', open: true }, now, null)).toEqual({
      city: null,
      craft: null,
      kind: 'SHOP',
      text: 'toepfern',
      openAt: '2026-11-24T10:00:00.000Z',
      near: null,
    });
    expect(toVenueFilter({ craft: 'holz' }, now, { lat: 48.2, lng: 16.35, radiusKm: 5 })).toMatchObject({ craft: 'holz', openAt: null, near: { radiusKm: 5 } });
  });
});
