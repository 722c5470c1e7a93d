// The index of crafts (/indexx): each craft's counts, summary and related crafts. All crafts' links are computed
// once per request (loaders.craftLinks: one query per kind of record, whatever the number of crafts).
import { z } from 'zod';
import { CRAFT_GUIDES, MATERIAL_NAMES, type MaterialKind } from '../domain/craft-guides.js';
import type { CraftLinks } from '../domain/craft-links.js';
import type { CraftRecord, Locale } from '../domain/records.js';
import { parseArgs } from './argument-checks.js';
import { pageSize } from './pagination.js';
import type { ReadContext } from './service-context.js';

const none: CraftLinks = { venues: 0, upcomingEvents: 0, articles: 0, related: [] };

export async function craftLinksOf(ctx: ReadContext, craft: CraftRecord): Promise<CraftLinks> {
  return (await ctx.loaders.craftLinks()).get(craft.slug) ?? none;
}

export function craftSummary(craft: CraftRecord, locale: Locale): string | null {
  return CRAFT_GUIDES[craft.slug]?.summary[locale] ?? null;
}

const relatedArgs = z.object({ first: pageSize(5) });

export interface RelatedCraftResult {
  craft: CraftRecord;
  sharedVenueCount: number;
  sharedArticleCount: number;
  sharedMaterials: string[];
}

/** The crafts closest to `craft`, closest first, what they share named in `locale`. */
export async function relatedCrafts(ctx: ReadContext, craft: CraftRecord, args: z.input<typeof relatedArgs>, locale: Locale): Promise<RelatedCraftResult[]> {
  const { first } = parseArgs(relatedArgs, args);
  const [{ related }, { bySlug }] = await Promise.all([craftLinksOf(ctx, craft), ctx.loaders.crafts()]);
  return related.slice(0, first).map((other) => ({
    craft: bySlug.get(other.slug)!,
    sharedVenueCount: other.sharedVenues,
    sharedArticleCount: other.sharedArticles,
    sharedMaterials: other.sharedMaterials.map((kind) => MATERIAL_NAMES[kind as MaterialKind][locale]),
  }));
}
