// The taxonomy of crafts and the cities: small, read whole once per request (see loaders.ts).
import type { CityRecord, CraftRecord } from '../domain/records.js';
import { parseArgs, slug } from './input.js';
import type { ServiceContext } from './loaders.js';
import { z } from 'zod';

export async function listCrafts(ctx: ServiceContext): Promise<CraftRecord[]> {
  return (await ctx.loaders.crafts()).all;
}

/** The crafts of a record in the taxonomy's order; slugs no longer in the taxonomy are skipped. */
export async function craftsBySlugs(ctx: ServiceContext, slugs: readonly string[]): Promise<CraftRecord[]> {
  const { all } = await ctx.loaders.crafts();
  return all.filter((craft) => slugs.includes(craft.slug));
}

export async function listCities(ctx: ServiceContext): Promise<CityRecord[]> {
  return (await ctx.loaders.cities()).all;
}

export async function cityBySlug(ctx: ServiceContext, args: { slug: string }): Promise<CityRecord | null> {
  const input = parseArgs(z.object({ slug }), args);
  return (await ctx.loaders.cities()).bySlug.get(input.slug) ?? null;
}

/** The city a venue or event refers to; a dangling reference is a data error, not a missing page. */
export async function cityOf(ctx: ServiceContext, citySlug: string): Promise<CityRecord> {
  const city = (await ctx.loaders.cities()).bySlug.get(citySlug);
  if (!city) throw new Error(`Unknown city "${citySlug}"`);
  return city;
}
