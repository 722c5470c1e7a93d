// How the crafts of the taxonomy hang together, for the index of crafts (/indexx): how many venues, upcoming events
// and articles each has, and which other crafts are close to it because they share venues, articles or materials.
// Pure: the store reads each kind's craft lists once (one query per kind) and this counts everything from them.

/** The crafts of each published record of one kind (a venue's, an event's, an article's craftSlugs). */
export type CraftSets = readonly (readonly string[])[];

export interface RelatedCraft {
  slug: string;
  sharedVenues: number;
  sharedArticles: number;
  /** Material kinds both work with, in the first craft's order. */
  sharedMaterials: string[];
  /** The sum of the three Jaccard similarities (venues, articles, materials), 0 to 3: higher is closer. */
  score: number;
}

export interface CraftLinks {
  venues: number;
  upcomingEvents: number;
  articles: number;
  /** Closest first; ties in the taxonomy's order. Only crafts sharing something. */
  related: RelatedCraft[];
}

export interface CraftLinkInput {
  /** The taxonomy in its display order; slugs outside it in the sets are ignored. */
  crafts: readonly { slug: string }[];
  venues: CraftSets;
  upcomingEvents: CraftSets;
  articles: CraftSets;
  /** Material kinds per craft (craft-guides.ts); a craft without any shares none. */
  materials: (slug: string) => readonly string[];
}

interface Tally {
  single: Map<string, number>;
  /** Records holding both crafts, keyed `a b` with a before b in the taxonomy. */
  pairs: Map<string, number>;
}

function tally(sets: CraftSets, order: Map<string, number>, pairs: boolean): Tally {
  const single = new Map<string, number>();
  const both = new Map<string, number>();
  for (const set of sets) {
    // A record listing a craft twice counts once; unknown crafts do not count.
    const known = [...new Set(set)].filter((slug) => order.has(slug)).sort((a, b) => order.get(a)! - order.get(b)!);
    for (const slug of known) single.set(slug, (single.get(slug) ?? 0) + 1);
    if (!pairs) continue;
    for (let i = 0; i < known.length; i++) {
      for (let j = i + 1; j < known.length; j++) {
        const key = `${known[i]} ${known[j]}`;
        both.set(key, (both.get(key) ?? 0) + 1);
      }
    }
  }
  return { single, pairs: both };
}

/** |A ∩ B| / |A ∪ B|, 0 when both are empty. */
const jaccard = (shared: number, a: number, b: number) => (shared === 0 ? 0 : shared / (a + b - shared));

/**
 * Each craft's counts and related crafts. Each kind of relation weighs the same whatever the numbers: a Jaccard
 * similarity per kind, so that two crafts sharing most of their few venues are as close as two sharing most of many,
 * and the many venues of a large city do not drown the handful of materials.
 */
export function craftLinks(input: CraftLinkInput): Map<string, CraftLinks> {
  const order = new Map(input.crafts.map((craft, index) => [craft.slug, index]));
  const venues = tally(input.venues, order, true);
  const events = tally(input.upcomingEvents, order, false);
  const articles = tally(input.articles, order, true);
  const pairKey = (a: string, b: string) => (order.get(a)! < order.get(b)! ? `${a} ${b}` : `${b} ${a}`);

  const result = new Map<string, CraftLinks>();
  for (const { slug } of input.crafts) {
    const ownMaterials = [...new Set(input.materials(slug))];
    const related: RelatedCraft[] = [];
    for (const other of input.crafts) {
      if (other.slug === slug) continue;
      const key = pairKey(slug, other.slug);
      const sharedVenues = venues.pairs.get(key) ?? 0;
      const sharedArticles = articles.pairs.get(key) ?? 0;
      const otherMaterials = new Set(input.materials(other.slug));
      const sharedMaterials = ownMaterials.filter((kind) => otherMaterials.has(kind));
      const score =
        jaccard(sharedVenues, venues.single.get(slug) ?? 0, venues.single.get(other.slug) ?? 0) +
        jaccard(sharedArticles, articles.single.get(slug) ?? 0, articles.single.get(other.slug) ?? 0) +
        jaccard(sharedMaterials.length, ownMaterials.length, otherMaterials.size);
      if (score > 0) related.push({ slug: other.slug, sharedVenues, sharedArticles, sharedMaterials, score });
    }
    // Stable sort: equal scores keep the taxonomy's order.
    related.sort((a, b) => b.score - a.score);
    result.set(slug, {
      venues: venues.single.get(slug) ?? 0,
      upcomingEvents: events.single.get(slug) ?? 0,
      articles: articles.single.get(slug) ?? 0,
      related,
    });
  }
  return result;
}
