import { describe, expect, it } from 'vitest';
import { dateWindow, eventListUrl, nearFromFilters, parseEventFilters, toEventFilter } from './filters';

// Sunday 22 November 2026, 14:00 in Vienna.
const sunday = new Date('2026-11-22T13:00:00Z');
// Wednesday 25 November 2026, 09:00 in Vienna.
const wednesday = new Date('2026-11-25T08:00:00Z');

describe('event filters from the URL', () => {
  it('reads every filter', () => {
    const { filters, problems } = parseEventFilters({
      when: 'weekend',
      craft: 'toepfern-keramik',
      city: 'wien',
      level: 'beginner',
      price: '30',
      q: 'Drehscheibe',
      lat: '48.2',
      lng: '16.35',
      radius: '5',
    });
    expect(problems).toEqual([]);
    expect(filters).toEqual({ when: 'weekend', craft: 'toepfern-keramik', city: 'wien', level: 'beginner', price: '30', q: 'Drehscheibe', lat: 48.2, lng: 16.35, radius: 5 });
    expect(eventListUrl(filters)).toBe('/events?when=weekend&craft=toepfern-keramik&city=wien&level=beginner&price=30&q=Drehscheibe&lat=48.2&lng=16.35&radius=5');
  });

  it('ignores empty parameters and names the ones it cannot read', () => {
    expect(parseEventFilters({ when: '', craft: '', price: '' })).toEqual({ filters: {}, problems: [] });
    const { filters, problems } = parseEventFilters({
      when: 'soon',
      from: '2026-02-30',
      craft: 'Töpfern!',
      level: 'expert',
      price: '-5',
      lat: '91',
      lng: 'abc',
    });
    expect(filters).toEqual({});
    expect(problems.map((problem) => problem.param)).toEqual(['when', 'from', 'craft', 'level', 'price', 'near']);
    expect(parseEventFilters({ from: '1899-12-31', to: '9999-12-31' }).problems.map((problem) => problem.param)).toEqual(['from', 'to']);
  });

  it('rejects a range that ends before it starts, and a radius out of range', () => {
    const { filters, problems } = parseEventFilters({ from: '2026-12-10', to: '2026-12-01', lat: '48.2', lng: '16.3', radius: '900' });
    expect(filters).toEqual({ from: '2026-12-10', lat: 48.2, lng: 16.3, radius: 10 });
    expect(problems.map((problem) => problem.param)).toEqual(['range', 'radius']);
  });

  it('searches around a place typed in, which wins over coordinates', () => {
    const { filters, problems } = parseEventFilters({ place: '1070', lat: '48.2', lng: '16.3', radius: '3' });
    expect(problems).toEqual([]);
    expect(filters).toEqual({ place: '1070', radius: 3 });
    expect(eventListUrl(filters)).toBe('/events?place=1070&radius=3');
    expect(nearFromFilters(filters, { lat: 48.2, lng: 16.35, radiusKm: 1.5 })).toEqual({ lat: 48.2, lng: 16.35, radiusKm: 3 });
    expect(nearFromFilters({ place: '1070' }, { lat: 48.2, lng: 16.35, radiusKm: 1.5 })).toEqual({ lat: 48.2, lng: 16.35, radiusKm: 1.5 });
    expect(nearFromFilters({ place: 'Atlantis' }, null)).toBeNull();
    expect(nearFromFilters({ lat: 1, lng: 2 })).toEqual({ lat: 1, lng: 2, radiusKm: 10 });
  });

  it('treats price 0 as free', () => {
    expect(parseEventFilters({ price: '0' }).filters.price).toBe('free');
    expect(toEventFilter({ price: 'free' }, sunday).maxPriceCents).toBe(0);
    expect(toEventFilter({ price: '25' }, sunday).maxPriceCents).toBe(2500);
  });
});

describe('date windows in Vienna', () => {
  it('today: from now to local midnight', () => {
    const window = dateWindow({ when: 'today' }, wednesday);
    expect(window.from).toEqual(wednesday);
    expect(window.to?.toISOString()).toBe('2026-11-25T23:00:00.000Z');
  });

  it('this weekend: the coming Saturday and Sunday, or the rest of the current one', () => {
    const ahead = dateWindow({ when: 'weekend' }, wednesday);
    expect(ahead.from.toISOString()).toBe('2026-11-27T23:00:00.000Z');
    expect(ahead.to?.toISOString()).toBe('2026-11-29T23:00:00.000Z');
    const during = dateWindow({ when: 'weekend' }, sunday);
    expect(during.from).toEqual(sunday);
    expect(during.to?.toISOString()).toBe('2026-11-22T23:00:00.000Z');
  });

  it('a chosen range covers whole local days and never starts in the past', () => {
    const window = dateWindow({ from: '2026-12-01', to: '2026-12-03' }, wednesday);
    expect(window.from.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(window.to?.toISOString()).toBe('2026-12-03T23:00:00.000Z');
    expect(dateWindow({ from: '2026-11-01' }, wednesday)).toEqual({ from: wednesday });
  });

  it('passes near, text, level and the window to the API', () => {
    expect(toEventFilter({ level: 'all-levels', q: 'Ton', lat: 48.2, lng: 16.3, radius: 0, when: 'today' }, wednesday)).toEqual({
      from: wednesday.toISOString(),
      to: '2026-11-25T23:00:00.000Z',
      craft: null,
      city: null,
      level: 'ALL_LEVELS',
      maxPriceCents: null,
      text: 'Ton',
      near: { lat: 48.2, lng: 16.3, radiusKm: 0 },
    });
  });
});
