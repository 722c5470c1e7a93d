import type { PageContextServer } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { loadVenueList } from './venue-list-data';

describe('venue directory data', () => {
  it('asks the API for venues with the URL’s filters, „open now“ as the request time', async () => {
    const lists: Array<Record<string, unknown>> = [];
    const pageContext = {
      locale: 'de',
      urlParsed: { search: { q: 'toepfern', craft: 'holz', kind: 'shop', open: '1' } },
      graphql: async (request: { operationName?: string; variables?: Record<string, unknown> }) => {
        if (request.operationName === 'DiscoveryOptions') return { data: { crafts: [{ slug: 'holz', name: 'Holz' }], cities: [] } };
        lists.push(request.variables ?? {});
        return { data: { venues: { totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] } } };
      },
    } as unknown as PageContextServer;
    const before = Date.now();
    const data = await loadVenueList(pageContext, { basePath: '/venues' });
    expect(data.problems).toEqual([]);
    expect(lists).toHaveLength(1);
    expect(lists[0]).toMatchObject({ first: 20, after: null, filter: { text: 'toepfern', craft: 'holz', kind: 'SHOP', city: null, near: null } });
    const { openAt } = lists[0]!.filter as { openAt: string };
    expect(Date.parse(openAt)).toBeGreaterThanOrEqual(before - 1000);
  });
});
