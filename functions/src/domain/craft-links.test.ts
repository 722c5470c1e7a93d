import { describe, expect, it } from 'vitest';
import { CRAFT_GUIDES, MATERIAL_NAMES } from './craft-guides.js';
import { craftLinks, type CraftLinkInput } from './craft-links.js';

const crafts = [{ slug: 'toepfern' }, { slug: 'naehen' }, { slug: 'sticken' }, { slug: 'glas' }];
const materials: Record<string, string[]> = { toepfern: ['clay', 'glaze'], naehen: ['fabric', 'thread'], sticken: ['fabric', 'thread'], glas: ['glass'] };

const input = (fields: Partial<CraftLinkInput> = {}): CraftLinkInput => ({
  crafts,
  venues: [],
  upcomingEvents: [],
  articles: [],
  materials: (slug) => materials[slug] ?? [],
  ...fields,
});

describe('craftLinks', () => {
  it('counts each kind per craft, a record listing a craft twice once, crafts outside the taxonomy not at all', () => {
    const links = craftLinks(
      input({
        venues: [['toepfern'], ['toepfern', 'naehen'], ['naehen', 'naehen'], ['verschwunden']],
        upcomingEvents: [['naehen'], ['naehen', 'sticken']],
        articles: [['glas']],
      }),
    );
    const counts = (slug: string) => {
      const { venues, upcomingEvents, articles } = links.get(slug)!;
      return [venues, upcomingEvents, articles];
    };
    expect(counts('toepfern')).toEqual([2, 0, 0]);
    expect(counts('naehen')).toEqual([2, 2, 0]);
    expect(counts('sticken')).toEqual([0, 1, 0]);
    expect(counts('glas')).toEqual([0, 0, 1]);
    expect(links.has('verschwunden')).toBe(false);
  });

  it('relates crafts by shared venues, shared articles and shared materials, closest first', () => {
    const links = craftLinks(
      input({
        // toepfern and glas share one of their two venues each; naehen and sticken share all materials.
        venues: [['toepfern', 'glas'], ['toepfern'], ['glas'], ['naehen']],
        articles: [['naehen', 'toepfern'], ['toepfern']],
      }),
    );
    const naehen = links.get('naehen')!.related;
    expect(naehen.map((r) => r.slug)).toEqual(['sticken', 'toepfern']);
    expect(naehen[0]).toEqual({ slug: 'sticken', sharedVenues: 0, sharedArticles: 0, sharedMaterials: ['fabric', 'thread'], score: 1 });
    expect(naehen[1]).toMatchObject({ slug: 'toepfern', sharedVenues: 0, sharedArticles: 1, sharedMaterials: [] });

    const toepfern = links.get('toepfern')!.related;
    // naehen: articles 1/2; glas: venues 1/3.
    expect(toepfern.map((r) => [r.slug, r.score])).toEqual([
      ['naehen', 1 / 2],
      ['glas', 1 / 3],
    ]);
    expect(links.get('glas')!.related.map((r) => r.slug)).toEqual(['toepfern']);
  });

  it('is symmetric and leaves out crafts that share nothing', () => {
    const links = craftLinks(input({ venues: [['toepfern', 'naehen', 'glas'], ['naehen']] }));
    for (const [slug, { related }] of links) {
      for (const other of related) {
        expect(links.get(other.slug)!.related.find((r) => r.slug === slug)?.score).toBe(other.score);
      }
    }
    expect(links.get('sticken')!.related.map((r) => r.slug)).toEqual(['naehen']);
  });

  it('keeps the taxonomy’s order among equally close crafts', () => {
    const links = craftLinks(input({ materials: () => ['paper'] }));
    expect(links.get('glas')!.related.map((r) => r.slug)).toEqual(['toepfern', 'naehen', 'sticken']);
  });

  it('gives nothing for an empty store', () => {
    const links = craftLinks(input({ materials: () => [] }));
    expect([...links.values()]).toEqual(crafts.map(() => ({ venues: 0, upcomingEvents: 0, articles: 0, related: [] })));
  });
});

describe('the guides’ material kinds', () => {
  it('are named in both languages, and most crafts share one with another', () => {
    const kinds = Object.values(CRAFT_GUIDES).flatMap((guide) => guide.materialKinds);
    for (const kind of kinds) expect(MATERIAL_NAMES[kind]).toBeDefined();
    const links = craftLinks({
      crafts: Object.keys(CRAFT_GUIDES).map((slug) => ({ slug })),
      venues: [],
      upcomingEvents: [],
      articles: [],
      materials: (slug) => CRAFT_GUIDES[slug]?.materialKinds ?? [],
    });
    expect(links.get('naehen')!.related.map((r) => r.slug)).toEqual(expect.arrayContaining(['sticken', 'upcycling']));
    expect(links.get('druck')!.related.map((r) => r.slug)).toEqual(expect.arrayContaining(['papier-buchbinden', 'malen-zeichnen']));
    expect(links.get('weben')!.related.map((r) => r.slug)).toEqual(['stricken-haekeln']);
  });
});
