import { describe, expect, it } from 'vitest';
import { venueList } from './filters';

describe('venue list URLs', () => {
  it('carry the kind of venue and „open now“ next to the shared filters', () => {
    expect(venueList.url({ kind: 'shop', city: 'wien', open: true })).toBe('/venues?city=wien&kind=shop&open=1');
    expect(venueList.url({ kind: 'shop', city: 'wien', craft: 'holz' }, { basePath: '/wien', pageCity: 'wien' })).toBe('/wien?craft=holz&kind=shop');
  });

  it('carry each accessibility feature asked for as a flag of its own, in the features’ order, before the page cursor', () => {
    expect(venueList.url({ lift: true, 'step-free': true, city: 'wien', after: 'c20' })).toBe('/venues?city=wien&step-free=1&lift=1&after=c20');
    expect(venueList.url({ 'hearing-loop': true }, { basePath: '/wien', pageCity: 'wien' })).toBe('/venues?hearing-loop=1');
    expect(venueList.url({ city: 'wien', 'hearing-loop': true }, { basePath: '/wien', pageCity: 'wien' })).toBe('/wien?hearing-loop=1');
    // What a form sends without JavaScript: the ticked boxes' values, the unticked ones not at all.
    expect(venueList.url({ q: '', 'quiet-space': '1', kind: '' })).toBe('/venues?quiet-space=1');
    expect(venueList.hasFilters({ seating: true })).toBe(true);
  });
});
