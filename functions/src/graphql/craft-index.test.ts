// The index of crafts through the API: each craft's summary, counts that match the lists filtered by it, related
// crafts, and the cost of counting: one store query per kind of record, whatever the number of crafts.
import { describe, expect, it, vi } from 'vitest';
import { useSeededApi } from './api.testing.js';

const { opened, run } = useSeededApi();

type IndexCraft = {
  slug: string;
  name: string;
  summary: string | null;
  venueCount: number;
  upcomingEventCount: number;
  articleCount: number;
  relatedCrafts: { craft: { slug: string }; sharedVenueCount: number; sharedArticleCount: number; sharedMaterials: string[] }[];
};

const indexQuery = `{ crafts { slug name summary venueCount upcomingEventCount articleCount
  relatedCrafts(first: 20) { craft { slug } sharedVenueCount sharedArticleCount sharedMaterials } } }`;

async function index(headers: Record<string, string> = {}): Promise<IndexCraft[]> {
  const result = await run(indexQuery, undefined, headers);
  expect(result.errors).toBeUndefined();
  return result.data?.crafts as IndexCraft[];
}

describe('the index of crafts', () => {
  it('counts as many venues, upcoming events and articles per craft as the lists filtered by it hold', async () => {
    const crafts = await index();
    expect(crafts.length).toBeGreaterThan(1);
    expect(crafts.some((craft) => craft.venueCount > 0 && craft.upcomingEventCount > 0 && craft.articleCount > 0)).toBe(true);
    for (const craft of crafts) {
      const lists = await run(
        `query ($craft: ID!) { venues(filter: { craft: $craft }) { totalCount } events(filter: { craft: $craft }) { totalCount }
          articles(filter: { craft: $craft }) { totalCount } }`,
        { craft: craft.slug },
      );
      const totals = lists.data as { venues: { totalCount: number }; events: { totalCount: number }; articles: { totalCount: number } };
      expect([craft.slug, craft.venueCount, craft.upcomingEventCount, craft.articleCount]).toEqual([
        craft.slug,
        totals.venues.totalCount,
        totals.events.totalCount,
        totals.articles.totalCount,
      ]);
    }
  });

  it('relates crafts both ways, sharing what both have, materials named in the request’s language', async () => {
    const [de, en] = await Promise.all([index(), index({ 'x-locale': 'en' })]);
    const bySlug = new Map(de.map((craft) => [craft.slug, craft]));
    for (const craft of de) {
      for (const related of craft.relatedCrafts) {
        const back = bySlug.get(related.craft.slug)!.relatedCrafts.find((r) => r.craft.slug === craft.slug);
        expect(back).toMatchObject({ sharedVenueCount: related.sharedVenueCount, sharedArticleCount: related.sharedArticleCount });
        expect(related.sharedVenueCount + related.sharedArticleCount + related.sharedMaterials.length).toBeGreaterThan(0);
      }
    }
    const sewing = (crafts: IndexCraft[]) => crafts.find((craft) => craft.slug === 'naehen')?.relatedCrafts.find((r) => r.craft.slug === 'sticken');
    if (bySlug.has('sticken')) {
      expect(sewing(de)?.sharedMaterials).toEqual(['Stoff', 'Faden']);
      expect(sewing(en)?.sharedMaterials).toEqual(['fabric', 'thread']);
    }
    const pottery = (crafts: IndexCraft[]) => crafts.find((craft) => craft.slug === 'toepfern-keramik')?.summary;
    expect(pottery(de)).toMatch(/^Beim Töpfern/);
    expect(pottery(en)).toMatch(/^In pottery/);
  });

  it('gives at most `first` related crafts and refuses a bad `first`', async () => {
    const one = await run('{ crafts { relatedCrafts(first: 1) { craft { slug } } } }');
    for (const craft of one.data?.crafts as { relatedCrafts: unknown[] }[]) expect(craft.relatedCrafts.length).toBeLessThanOrEqual(1);
    const bad = await run('{ craft(slug: "naehen") { relatedCrafts(first: 0) { craft { slug } } } }');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('reads each kind of record once per request, however many crafts are counted', async () => {
    const { store } = opened;
    const calls = [vi.spyOn(store.venues, 'craftSets'), vi.spyOn(store.events, 'upcomingCraftSets'), vi.spyOn(store.articles, 'craftSets')];
    try {
      await index();
      expect(calls.map((spy) => spy.mock.calls.length)).toEqual([1, 1, 1]);
      await run('{ crafts { slug name } }');
      expect(calls.map((spy) => spy.mock.calls.length)).toEqual([1, 1, 1]);
    } finally {
      for (const spy of calls) spy.mockRestore();
    }
  });
});
