// The taxonomy of crafts and the cities: small, read whole once per request (see loaders.ts).
import { z } from 'zod';
import { compareCities, findPlaces, type PlaceRecord } from '../domain/places.js';
import type { CityRecord, CraftRecord } from '../domain/records.js';
import { parseArgs, slug } from './argument-checks.js';
import type { ReadContext } from './service-context.js';

export async function listCrafts(ctx: ReadContext): Promise<CraftRecord[]> {
  return (await ctx.loaders.crafts()).all;
}

/** The crafts of a record in the taxonomy's order; slugs no longer in the taxonomy are skipped. */
export async function craftsBySlugs(ctx: ReadContext, slugs: readonly string[]): Promise<CraftRecord[]> {
  const { all } = await ctx.loaders.crafts();
  return all.filter((craft) => slugs.includes(craft.slug));
}

export async function craftBySlug(ctx: ReadContext, args: { slug: string }): Promise<CraftRecord | null> {
  const input = parseArgs(z.object({ slug }), args);
  return (await ctx.loaders.crafts()).bySlug.get(input.slug) ?? null;
}

const placesArgs = z.object({
  query: z.string().max(100, { error: 'must be at most 100 characters long' }),
  first: z
    .number()
    .int({ error: 'must be an integer' })
    .min(1, { error: 'must be between 1 and 20' })
    .max(20, { error: 'must be between 1 and 20' })
    .nullish()
    .transform((value) => value ?? 5),
});

/** Cities, Vienna's districts and postcodes matching what a visitor typed, labelled in `locale`. */
export async function places(ctx: ReadContext, args: z.input<typeof placesArgs>, locale: 'de' | 'en'): Promise<PlaceRecord[]> {
  const { query, first } = parseArgs(placesArgs, args);
  if (query.trim() === '') return [];
  return findPlaces(query, (await ctx.loaders.cities()).all, locale, first);
}

export async function listCities(ctx: ReadContext): Promise<CityRecord[]> {
  return [...(await ctx.loaders.cities()).all].sort(compareCities);
}

export async function cityBySlug(ctx: ReadContext, args: { slug: string }): Promise<CityRecord | null> {
  const input = parseArgs(z.object({ slug }), args);
  return (await ctx.loaders.cities()).bySlug.get(input.slug) ?? null;
}

/** The city a venue or event refers to; a dangling reference is a data error, not a missing page. */
export async function cityOf(ctx: ReadContext, citySlug: string): Promise<CityRecord> {
  const city = (await ctx.loaders.cities()).bySlug.get(citySlug);
  if (!city) throw new Error(`Unknown city "${citySlug}"`);
  return city;
}
