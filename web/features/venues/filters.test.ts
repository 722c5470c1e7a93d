import { describe, expect, it } from 'vitest';
import { venueList } from './filters';

describe('venue list URLs', () => {
  it('carry the kind of venue and „open now“ next to the shared filters', () => {
    expect(venueList.url({ kind: 'shop', city: 'wien', open: true })).toBe('/venues?city=wien&kind=shop&open=1');
    expect(venueList.url({ kind: 'shop', city: 'wien', craft: 'holz' }, { basePath: '/wien', pageCity: 'wien' })).toBe('/wien?craft=holz&kind=shop');
  });
});
