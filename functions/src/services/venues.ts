// Venues: published ones only, listed by name (nameSort, slug).
import { z } from 'zod';
import type { VenueRecord } from '../domain/records.js';
import { cursor, pageSize, parseArgs, slug, toConnection, type Connection } from './input.js';
import type { ServiceContext } from './loaders.js';

const venueKind = z.enum(['SHOP', 'WORKSHOP', 'CREATIVE_SPACE', 'SCHOOL']);

const listArgs = z.object({
  first: pageSize(20),
  after: cursor(z.tuple([z.string(), slug]).transform(([nameSort, venueSlug]) => ({ nameSort, slug: venueSlug }))),
  filter: z
    .object({ city: slug.nullish(), craft: slug.nullish(), kind: venueKind.nullish() })
    .nullish()
    .transform((filter) => ({
      citySlug: filter?.city ?? undefined,
      craftSlug: filter?.craft ?? undefined,
      kind: filter?.kind ?? undefined,
    })),
});

export async function listVenues(ctx: ServiceContext, args: z.input<typeof listArgs>): Promise<Connection<VenueRecord>> {
  const { first, after, filter } = parseArgs(listArgs, args);
  const page = await ctx.store.venues.list(filter, { first, after });
  return toConnection(page, (venue) => [venue.nameSort, venue.slug]);
}

export async function venueBySlug(ctx: ServiceContext, args: { slug: string }): Promise<VenueRecord | null> {
  const input = parseArgs(z.object({ slug }), args);
  const venue = await ctx.loaders.venue.load(input.slug);
  return venue?.published ? venue : null;
}

/** The venue an event takes place at: shown with the event even if the venue page is not published (yet). */
export async function venueOf(ctx: ServiceContext, venueSlug: string): Promise<VenueRecord> {
  const venue = await ctx.loaders.venue.load(venueSlug);
  if (!venue) throw new Error(`Unknown venue "${venueSlug}"`);
  return venue;
}
