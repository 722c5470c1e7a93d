// What the public lists and detail pages of venues, events and articles share: a record by the slug argument, seen
// only once published, and a list filter's search words understood against the crafts.
import type DataLoader from 'dataloader';
import { z } from 'zod';
import { parseQuery } from '../domain/search.js';
import { parseArgs, slug } from './argument-checks.js';
import type { ReadContext } from './service-context.js';

/** The published record of `args.slug`; a draft and an unknown slug are the same null. */
export async function publishedBySlug<T extends { published: boolean }>(loader: DataLoader<string, T | null>, args: { slug: string }): Promise<T | null> {
  const input = parseArgs(z.object({ slug }), args);
  const record = await loader.load(input.slug);
  return record?.published ? record : null;
}

/** A filter's search words, with the crafts they name recognised; null without any. */
export async function searchOf(ctx: ReadContext, text: string | null | undefined) {
  return text ? parseQuery(text, (await ctx.loaders.crafts()).all) : null;
}
