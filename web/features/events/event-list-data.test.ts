import { describe, expect, it } from 'vitest';
import type { NearInput } from '../../graphql/generated/graphql';
import type { PageReader } from '../discovery/list-data';
import { dateWindow, eventAlternativesOf, eventFilters, toEventFilter } from './event-list-data';
import type { EventFilters } from './filters';
import { eventList } from './filters';

// Sunday 22 November 2026, 14:00 in Vienna.
const sunday = new Date('2026-11-22T13:00:00Z');
// Wednesday 25 November 2026, 09:00 in Vienna.
const wednesday = new Date('2026-11-25T08:00:00Z');

describe('event filters from the URL', () => {
  it('reads every filter', () => {
    const { filters, problems } = eventFilters.parse({
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
    expect(eventList.url(filters)).toBe('/events?when=weekend&craft=toepfern-keramik&city=wien&level=beginner&price=30&q=Drehscheibe&lat=48.2&lng=16.35&radius=5');
  });

  it('ignores empty parameters and names the ones it cannot read', () => {
    expect(eventFilters.parse({ when: '', craft: '', price: '' })).toEqual({ filters: {}, problems: [] });
    const { filters, problems } = eventFilters.parse({
      when: 'soon',
      from: '2026-02-30',
      craft: 'Töpfern!',
      level: 'expert',
      price: '-5',
      lat: '91',
      lng: 'abc',
    });
    expect(filters).toEqual({});
    expect(problems.map((problem) => problem.param)).toEqual(['when', 'from', 'craft', 'level', 'price', 'location']);
    expect(eventFilters.parse({ from: '1899-12-31', to: '9999-12-31' }).problems.map((problem) => problem.param)).toEqual(['from', 'to']);
  });

  it('rejects a range that ends before it starts, and a radius out of range', () => {
    const { filters, problems } = eventFilters.parse({ from: '2026-12-10', to: '2026-12-01', lat: '48.2', lng: '16.3', radius: '900' });
    expect(filters).toEqual({ from: '2026-12-10', lat: 48.2, lng: 16.3 });
    expect(problems.map((problem) => problem.param)).toEqual(['radius', 'range']);
  });

  it('lets „today“ or „this weekend“ win over dates', () => {
    expect(eventFilters.parse({ when: 'today', from: '2026-12-10', to: '2026-12-12' })).toEqual({ filters: { when: 'today' }, problems: [] });
  });

  it('searches around a place typed in, which wins over coordinates', () => {
    const { filters, problems } = eventFilters.parse({ place: '1070', lat: '48.2', lng: '16.3', radius: '3' });
    expect(problems).toEqual([]);
    expect(filters).toEqual({ place: '1070', radius: 3 });
    expect(eventList.url(filters)).toBe('/events?place=1070&radius=3');
  });

  it('treats price 0 as free and takes whole euros up to 10,000', () => {
    expect(eventFilters.parse({ price: '0' }).filters.price).toBe('free');
    expect(eventFilters.parse({ price: '10000' }).filters.price).toBe('10000');
    for (const price of ['10001', '2.5', '-5', 'viel']) expect(eventFilters.parse({ price }).problems).toEqual([{ param: 'price', value: price }]);
    expect(toEventFilter({ price: 'free' }, sunday, null).maxPriceCents).toBe(0);
    expect(toEventFilter({ price: '25' }, sunday, null).maxPriceCents).toBe(2500);
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

  it('next weekend and the coming days', () => {
    expect(dateWindow({ when: 'next-weekend' }, wednesday)).toEqual({ from: new Date('2026-12-04T23:00:00Z'), to: new Date('2026-12-06T23:00:00Z') });
    expect(dateWindow({ when: 'tomorrow' }, wednesday)).toEqual({ from: new Date('2026-11-25T23:00:00Z'), to: new Date('2026-11-26T23:00:00Z') });
    expect(dateWindow({ when: 'week' }, wednesday)).toEqual({ from: wednesday, to: new Date('2026-12-01T23:00:00Z') });
    expect(eventFilters.parse({ when: 'next-weekend', from: '2026-12-01' }).filters).toEqual({ when: 'next-weekend' });
  });

  it('a chosen range covers whole local days and never starts in the past', () => {
    const window = dateWindow({ from: '2026-12-01', to: '2026-12-03' }, wednesday);
    expect(window.from.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(window.to?.toISOString()).toBe('2026-12-03T23:00:00.000Z');
    expect(dateWindow({ from: '2026-11-01' }, wednesday)).toEqual({ from: wednesday });
  });

  it('reads „Für Kinder“ as every children’s course or those for one age, 0 to 17', () => {
    expect(eventFilters.parse({ children: 'any' }).filters).toEqual({ children: 'any' });
    expect(eventFilters.parse({ children: '7' }).filters).toEqual({ children: '7' });
    expect(eventFilters.parse({ children: '18' }).problems.map((problem) => problem.param)).toEqual(['children']);
    expect(eventList.url({ price: 'free', children: '7' })).toBe('/events?price=free&children=7');
    expect(toEventFilter({ children: 'any' }, wednesday, null)).toMatchObject({ forChildren: true, childAge: null });
    expect(toEventFilter({ children: '7' }, wednesday, null)).toMatchObject({ forChildren: true, childAge: 7 });
    expect(toEventFilter({}, wednesday, null)).not.toHaveProperty('forChildren');
  });

  it('passes near, text, level and the window to the API', () => {
    expect(toEventFilter({ level: 'all-levels', q: 'Ton', when: 'today' }, wednesday, { lat: 48.2, lng: 16.3, radiusKm: 2 })).toEqual({
      from: wednesday.toISOString(),
      to: '2026-11-25T23:00:00.000Z',
      craft: null,
      city: null,
      level: 'ALL_LEVELS',
      maxPriceCents: null,
      text: 'Ton',
      near: { lat: 48.2, lng: 16.3, radiusKm: 2 },
      accessibility: null,
    });
  });

  it('reads the accessibility features asked for as one flag each, and asks the API for courses having them all', () => {
    const { filters, problems } = eventFilters.parse({ 'step-free': '1', 'hearing-loop': 'on', lift: '', seating: 'yes' });
    expect(filters).toEqual({ 'step-free': true, 'hearing-loop': true });
    expect(problems).toEqual([{ param: 'seating', value: 'yes' }]);
    // In the features' order, whatever the order of the URL; an unticked box (empty) is no filter.
    expect(eventList.url({ ...filters, price: 'free' })).toBe('/events?price=free&step-free=1&hearing-loop=1');
    expect(eventList.url({ ...filters, after: 'c20' })).toBe('/events?step-free=1&hearing-loop=1&after=c20');
    expect(toEventFilter(filters, wednesday, null).accessibility).toEqual(['STEP_FREE', 'HEARING_LOOP']);
    expect(toEventFilter({ price: 'free' }, wednesday, null).accessibility).toBeNull();
  });
});

describe('what an empty course list offers instead', () => {
  type Read = { filters: EventFilters; near: NearInput | null; codes: string[] | null };
  const reader = (distanceKm: number | null) => {
    const reads: Read[] = [];
    const readPage: PageReader<EventFilters, { slug: string }> = async (filters, near, codes) => {
      reads.push({ filters, near, codes });
      const edges = distanceKm === null ? [] : [{ node: { slug: near && near.radiusKm > 10 ? 'weiter' : 'spaeter' }, distanceKm, inPlace: codes ? false : null }];
      return { connection: { totalCount: edges.length, pageInfo: { hasNextPage: false }, edges } };
    };
    return { reads, readPage };
  };
  const ottakring = { lat: 48.212, lng: 16.311, radiusKm: 2, label: 'Ottakring (16. Bezirk), Wien', postalCodes: ['1160'] };
  const empty = { filters: { place: '1160', craft: 'toepfern-keramik', when: 'next-weekend' } as EventFilters, near: ottakring, results: [], featured: [], error: null };

  it('the nearest course within the widest radius, with the smallest radius that reaches it, and the next one after the chosen days', async () => {
    const { reads, readPage } = reader(7.3);
    const alternatives = await eventAlternativesOf(empty, readPage);
    const anyTime = { place: '1160', craft: 'toepfern-keramik', after: undefined, when: undefined, from: undefined, to: undefined };
    expect(alternatives).toEqual([
      { key: 'wider', filters: { ...empty.filters, after: undefined, radius: 10 }, radiusKm: 10, node: { slug: 'weiter' }, distanceKm: 7.3, count: null },
      { key: 'later', filters: anyTime, radiusKm: null, node: { slug: 'spaeter' }, distanceKm: 7.3, count: 1 },
    ]);
    expect(reads).toEqual([
      { filters: { ...empty.filters, after: undefined }, near: { lat: 48.212, lng: 16.311, radiusKm: 50 }, codes: ['1160'] },
      {
        filters: { place: '1160', craft: 'toepfern-keramik', after: undefined, when: undefined, from: undefined, to: undefined },
        near: { lat: 48.212, lng: 16.311, radiusKm: 2 },
        codes: ['1160'],
      },
    ]);
  });

  it('nothing when there are results, when nothing fits anywhere, or when neither a place nor days were chosen', async () => {
    const { reads, readPage } = reader(1);
    expect(await eventAlternativesOf({ ...empty, results: [{ node: { slug: 'da' }, inPlace: true }] }, readPage)).toBeNull();
    expect(await eventAlternativesOf({ ...empty, filters: { craft: 'toepfern-keramik' }, near: null }, readPage)).toBeNull();
    expect(reads).toEqual([]);
    expect(await eventAlternativesOf(empty, reader(null).readPage)).toBeNull();
  });
});
