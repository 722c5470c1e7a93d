// Venues: published ones only, listed by name (nameSort, slug), or by distance / relevance when searched.
import { z } from 'zod';
import { compareArticles } from '../domain/discovery.js';
import { isOpenAt } from '../domain/opening-hours.js';
import type { ArticleRecord, VenueRecord } from '../domain/records.js';
import type { VenueFilter } from '../domain/repositories.js';
import { dateTime, near, placePostalCodes, parseArgs, searchText, slug } from './argument-checks.js';
import { cursor, encodeCursor, pageRequest, pageSize, position, toConnection, type Connection, type Edge } from './pagination.js';
import { featuresAsked } from './accessibility.js';
import { mergeByCrafts } from './loaders.js';
import type { ReadContext } from './service-context.js';
import { publishedBySlug, searchOf } from './public-records.js';

const venueKind = z.enum(['SHOP', 'WORKSHOP', 'CREATIVE_SPACE', 'SCHOOL']);

const listArgs = z.object({
  first: pageSize(20),
  after: cursor(z.union([position, z.tuple([z.string(), slug]).transform(([nameSort, venueSlug]) => ({ nameSort, slug: venueSlug }))])),
  filter: z
    .object({
      city: slug.nullish(),
      craft: slug.nullish(),
      kind: venueKind.nullish(),
      near: near.nullish(),
      placePostalCodes: placePostalCodes.nullish(),
      text: searchText.nullish(),
      openAt: dateTime.nullish(),
      accessibility: featuresAsked,
    })
    .nullish(),
});

const filterArgs = listArgs.pick({ filter: true });

/** The repository's filter for the API's VenueFilter (checked): the lists and their featured venues read the same. */
export async function venueFilterOf(ctx: ReadContext, input: unknown): Promise<VenueFilter> {
  const { filter } = parseArgs(filterArgs, { filter: input });
  const text = await searchOf(ctx, filter?.text);
  return {
    citySlug: filter?.city ?? undefined,
    craftSlug: filter?.craft ?? undefined,
    kind: filter?.kind ?? undefined,
    near: filter?.near ?? undefined,
    placePostalCodes: filter?.placePostalCodes ?? undefined,
    text: text ?? undefined,
    openAt: filter?.openAt ?? undefined,
    accessibility: filter?.accessibility,
  };
}

export async function listVenues(ctx: ReadContext, args: z.input<typeof listArgs>): Promise<Connection<VenueRecord>> {
  const { first, after } = parseArgs(listArgs, args);
  const repositoryFilter = await venueFilterOf(ctx, args.filter);
  const ranked = Boolean(repositoryFilter.near || repositoryFilter.placePostalCodes || repositoryFilter.text);
  const { request, start } = pageRequest(ranked, first, after, undefined);
  const page = await ctx.store.venues.list(repositoryFilter, request);
  return toConnection(page, (venue) => [venue.nameSort, venue.slug], start);
}

export function venueBySlug(ctx: ReadContext, args: { slug: string }): Promise<VenueRecord | null> {
  return publishedBySlug(ctx.loaders.venue, args);
}

/** The sample listing of /musterspace: what a complete entry looks like; unpublished so that no list shows it. */
export const SAMPLE_VENUE_SLUG = 'musterspace';

export async function sampleVenue(ctx: ReadContext): Promise<VenueRecord | null> {
  return ctx.loaders.venue.load(SAMPLE_VENUE_SLUG);
}

/** The venue an event takes place at: shown with the event even if the venue page is not published (yet). */
export async function venueOf(ctx: ReadContext, venueSlug: string): Promise<VenueRecord> {
  const venue = await ctx.loaders.venue.load(venueSlug);
  if (!venue) throw new Error(`Unknown venue "${venueSlug}"`);
  return venue;
}

export function openNow(ctx: ReadContext, venue: VenueRecord): boolean {
  return isOpenAt(venue.openingHours, venue.timeZone, ctx.now);
}

const relatedArgs = z.object({ first: pageSize(3) });

/** Newest published articles about any of the venue's crafts (batched across venues). */
export async function relatedArticles(ctx: ReadContext, venue: VenueRecord, args: z.input<typeof relatedArgs>): Promise<ArticleRecord[]> {
  const { first } = parseArgs(relatedArgs, args);
  return mergeByCrafts(ctx.loaders.articlesByCraft(first), venue.craftSlugs, compareArticles, first);
}

/** nearbyVenues searches a neighbourhood, not a region. */
export const MAX_NEARBY_RADIUS_KM = 50;

const nearbyArgs = z.object({
  first: pageSize(4),
  radiusKm: z
    .number()
    .refine((value) => Number.isFinite(value) && value >= 0 && value <= MAX_NEARBY_RADIUS_KM, {
      error: `must be a radius in km between 0 and ${MAX_NEARBY_RADIUS_KM}`,
    })
    .nullish()
    .transform((value) => value ?? 5),
});

/** Other published venues around this one, nearest first, with their distances (batched across venues). */
export async function nearbyVenues(ctx: ReadContext, venue: VenueRecord, args: z.input<typeof nearbyArgs>): Promise<Edge<VenueRecord>[]> {
  const { first, radiusKm } = parseArgs(nearbyArgs, args);
  const nearby = await ctx.loaders.nearbyVenues(first, radiusKm).load({ slug: venue.slug, geo: venue.geo });
  return nearby.map(({ record, distanceKm }, i) => ({ cursor: encodeCursor([i + 1]), node: record, distanceKm }));
}
