import { describe, expect, it } from 'vitest';
import { activeFilterCount, defineFilters, defineList, flagField, nearFromFilters, roundCoordinate, slugField, textField, type ListFilters } from './filters';

// A list like the real ones: its own parameters, then the shared place, lat, lng, radius and after.
const list = defineList<ListFilters & { q?: string; city?: string; craft?: string; open?: true }>('/things', ['q', 'city', 'craft', 'open']);
const checks = defineFilters(list, { q: textField, city: slugField, craft: slugField, open: flagField });
const params = (problems: Array<{ param: string }>) => problems.map((problem) => problem.param);

describe('list filters from the URL', () => {
  it('keeps well-formed filters', () => {
    expect(checks.parse({ q: ' Töpfern ', city: 'wien', craft: 'holz', open: '1', lat: '48.2003', lng: '16.3517', radius: '2', after: 'abc' })).toEqual({
      filters: { q: 'Töpfern', city: 'wien', craft: 'holz', open: true, lat: 48.2003, lng: 16.3517, radius: 2, after: 'abc' },
      problems: [],
    });
  });

  it('treats empty parameters (from a form sent without JavaScript) as no filter', () => {
    expect(checks.parse({ q: '', city: '', craft: ' ', place: '', radius: '', lat: '', after: '' })).toEqual({ filters: {}, problems: [] });
  });

  it('drops malformed values and names each problem with the value given', () => {
    expect(checks.parse({ city: 'Wien!', craft: '../x', open: 'maybe', q: 'x'.repeat(101) }).problems).toEqual([
      { param: 'q', value: 'x'.repeat(40) },
      { param: 'city', value: 'Wien!' },
      { param: 'craft', value: '../x' },
      { param: 'open', value: 'maybe' },
    ]);
    expect(checks.parse({ lat: 'abc', lng: '16.3', radius: '-3' })).toEqual({
      filters: {},
      problems: [
        { param: 'location', value: 'abc, 16.3' },
        { param: 'radius', value: '-3' },
      ],
    });
    expect(params(checks.parse({ lat: '48.2' }).problems)).toEqual(['location']);
    expect(params(checks.parse({ lat: '91', lng: '16' }).problems)).toEqual(['location']);
    expect(params(checks.parse({ lat: '48', lng: '-181' }).problems)).toEqual(['location']);
    expect(params(checks.parse({ lat: '1e3', lng: '16' }).problems)).toEqual(['location']);
    for (const radius of ['0', '501', 'NaN', '900']) expect(params(checks.parse({ radius }).problems)).toEqual(['radius']);
    expect(params(checks.parse({ place: 'x'.repeat(101), after: 'x'.repeat(201) }).problems)).toEqual(['place', 'after']);
  });

  it('keeps the good filters next to a bad one', () => {
    expect(checks.parse({ craft: 'holz', lat: 'abc', lng: 'def', radius: '10' })).toEqual({
      filters: { craft: 'holz', radius: 10 },
      problems: [{ param: 'location', value: 'abc, def' }],
    });
  });

  it('prefers a typed place over coordinates', () => {
    expect(checks.parse({ place: '1070', lat: '48.2', lng: '16.3', radius: '3' })).toEqual({ filters: { place: '1070', radius: 3 }, problems: [] });
  });

  it('accepts every radius a saved link may carry, up to 500 km', () => {
    for (const radius of ['1', '2', '5', '10', '25', '50', '2.5', '500']) expect(checks.parse({ radius }).filters.radius).toBe(Number(radius));
  });
});

describe('list URLs', () => {
  it('puts the parameters in a stable order and leaves out what is not set', () => {
    expect(list.url({ craft: 'holz', city: 'wien' })).toBe('/things?city=wien&craft=holz');
    expect(list.url({ open: true, q: 'Töpfern', lat: 48.2, lng: 16.35, radius: 5 })).toBe('/things?q=T%C3%B6pfern&open=1&lat=48.2&lng=16.35&radius=5');
    expect(list.url({ q: '' })).toBe('/things');
  });

  it('round-trips through the parser', () => {
    const filters = { q: 'Holz & Leder', craft: 'holz', open: true, lat: 48.2003, lng: 16.3517, radius: 2.5, after: 'c20' } as const;
    const url = new URL(list.url(filters), 'http://x');
    expect(checks.parse(Object.fromEntries(url.searchParams))).toEqual({ filters, problems: [] });
  });

  it('drops coordinates when a place was typed', () => {
    expect(list.url({ place: 'Graz', lat: 48.2, lng: 16.3 })).toBe('/things?place=Graz');
  });

  it('keeps the city implied on its landing page and leaves it for another city', () => {
    const wien = { basePath: '/wien', pageCity: 'wien' };
    expect(list.url({ city: 'wien', craft: 'holz' }, wien)).toBe('/wien?craft=holz');
    expect(list.url({ city: 'graz', craft: 'holz' }, wien)).toBe('/things?city=graz&craft=holz');
    expect(list.url({ craft: 'holz' }, wien)).toBe('/things?craft=holz');
  });

  it('trims what a form sends', () => {
    expect(list.url({ q: ' Ton ', city: '', craft: 'holz' })).toBe('/things?q=Ton&craft=holz');
  });

  it('knows whether anything but the page is chosen', () => {
    expect(list.hasFilters({ after: 'c20' })).toBe(false);
    expect(list.hasFilters({ radius: 5 })).toBe(true);
  });

  it('rounds coordinates to about ten metres', () => {
    expect(roundCoordinate(48.200349)).toBe(48.2003);
    expect(roundCoordinate(-16.35178)).toBe(-16.3518);
  });
});

describe('lists without places', () => {
  it('neither read nor write place, coordinates or radius', () => {
    const magazine = defineList<ListFilters & { q?: string }>('/blog', ['q'], { searchesPlaces: false });
    expect(defineFilters(magazine, { q: textField }).parse({ q: 'Ton', place: 'Graz', lat: 'x', radius: '5' })).toEqual({ filters: { q: 'Ton' }, problems: [] });
    expect(magazine.url({ q: 'Ton', place: 'Graz', after: 'c1' })).toBe('/blog?q=Ton&after=c1');
  });

  it('insist that the checks name the list’s parameters in order', () => {
    expect(() => defineFilters(list, { city: slugField, q: textField, craft: slugField, open: flagField })).toThrow('/things');
  });
});

describe('the circle searched', () => {
  const place = { lat: 48.2, lng: 16.35, radiusKm: 1.5, label: '1070 Wien', postalCodes: ['1070'] };

  it('is around a typed place once found, with its radius unless one is chosen, and keeps what lies in the place', () => {
    expect(nearFromFilters({ place: '1070', radius: 3 }, place)).toEqual({ lat: 48.2, lng: 16.35, radiusKm: 3, label: '1070 Wien', postalCodes: ['1070'] });
    expect(nearFromFilters({ place: '1070' }, place)).toEqual({ lat: 48.2, lng: 16.35, radiusKm: 1.5, label: '1070 Wien', postalCodes: ['1070'] });
    expect(nearFromFilters({ place: 'Atlantis' }, null)).toBeNull();
  });

  it('is 5 km around the visitor’s coordinates by default', () => {
    expect(nearFromFilters({ lat: 1, lng: 2 })).toEqual({ lat: 1, lng: 2, radiusKm: 5, label: null, postalCodes: [] });
    expect(nearFromFilters({ lat: 1, lng: 2, radius: 10 })?.radiusKm).toBe(10);
    expect(nearFromFilters({ radius: 10 })).toBeNull();
  });
});

describe('active filters', () => {
  const count = (search: Record<string, string>, scope?: { basePath: string; pageCity?: string }) => activeFilterCount(list, checks.parse(search).filters, scope);

  it('counts each filter that narrows the list', () => {
    expect(count({})).toBe(0);
    expect(count({ q: 'Ton', craft: 'holz', open: '1' })).toBe(3);
    expect(count({ city: 'graz' })).toBe(1);
  });

  it('counts a place or location search once, with its radius', () => {
    expect(count({ place: '1070', radius: '2' })).toBe(1);
    expect(count({ lat: '48.2', lng: '16.35' })).toBe(1);
    expect(count({ place: 'Neubau', lat: '48.2', lng: '16.35', craft: 'holz' })).toBe(2);
  });

  it('leaves out the page cursor, a radius alone, and the city a landing page implies', () => {
    expect(count({ after: 'c20', radius: '10' })).toBe(0);
    expect(count({ city: 'wien', craft: 'holz' }, { basePath: '/wien', pageCity: 'wien' })).toBe(1);
    expect(count({ city: 'graz' }, { basePath: '/wien', pageCity: 'wien' })).toBe(1);
  });

  it('counts nothing for places on a list that does not search them', () => {
    const articles = defineList<ListFilters & { q?: string }>('/blog', ['q'], { searchesPlaces: false });
    expect(activeFilterCount(articles, { q: 'Ton', lat: 48.2, lng: 16.3 } as ListFilters & { q?: string })).toBe(1);
  });
});
