// The Premium venues and courses a list features on top (domain/featuring.ts decides which): read once per request
// from the store's paid-up subscriptions (few), with the venues and their coming events through the loaders.
import { z } from 'zod';
import { featuredEvents, featuredVenues, FEATURED_PER_LIST } from '../domain/featuring.js';
import { shownDistanceKm, type Hit } from '../domain/discovery.js';
import type { PremiumRecord } from '../domain/premium-subscriptions.js';
import type { EventRecord, VenueRecord } from '../domain/records.js';
import { eventFilterOf } from './events.js';
import { parseArgs } from './argument-checks.js';
import type { ReadContext } from './service-context.js';
import { venueFilterOf } from './venues.js';

const featuredByRequest = new WeakMap<ReadContext, Promise<PremiumRecord[]>>();

/** The subscriptions featuring their venue at the request's time, read once per request. */
export function featuredSubscriptions(ctx: ReadContext): Promise<PremiumRecord[]> {
  let records = featuredByRequest.get(ctx);
  if (!records) {
    records = ctx.store.premium.featured(ctx.now);
    featuredByRequest.set(ctx, records);
  }
  return records;
}

/** The published venues featured now. */
async function featuredVenueRecords(ctx: ReadContext): Promise<VenueRecord[]> {
  const slugs = (await featuredSubscriptions(ctx)).map((record) => record.venueSlug);
  const venues = await ctx.loaders.venue.loadMany(slugs);
  return venues.filter((venue): venue is VenueRecord => !!venue && !(venue instanceof Error) && venue.published);
}

const firstArg = z.object({
  first: z
    .number()
    .int({ error: 'must be an integer' })
    .min(0, { error: `must be between 0 and ${FEATURED_PER_LIST}` })
    .max(FEATURED_PER_LIST, { error: `must be between 0 and ${FEATURED_PER_LIST}` })
    .nullish()
    .transform((value) => value ?? FEATURED_PER_LIST),
});

type Featured<T> = { node: T; distanceKm: number | null };
const toFeatured = <T>(hit: Hit<T>): Featured<T> => ({ node: hit.record, distanceKm: shownDistanceKm(hit.distanceKm, hit.inPlace) });

export async function listFeaturedVenues(ctx: ReadContext, args: { first?: number | null; filter?: unknown }): Promise<Featured<VenueRecord>[]> {
  const { first } = parseArgs(firstArg, { first: args.first });
  const filter = await venueFilterOf(ctx, args.filter);
  if (first === 0) return [];
  return featuredVenues(await featuredVenueRecords(ctx), filter, ctx.now, first).map(toFeatured);
}

/**
 * Upcoming events read per featured venue: a featured course is the venue's first one among these that the list
 * shows. Enough for the weeks the lists are usually filtered to; a list filtered far ahead may find a venue's later
 * courses beyond them and then features none of that venue's (never one outside the filters).
 */
const UPCOMING_PER_VENUE = 20;

export async function listFeaturedEvents(ctx: ReadContext, args: { first?: number | null; filter?: unknown }): Promise<Featured<EventRecord>[]> {
  const { first } = parseArgs(firstArg, { first: args.first });
  const filter = await eventFilterOf(ctx, args.filter);
  if (first === 0) return [];
  const venues = await featuredVenueRecords(ctx);
  const lists = await ctx.loaders.upcomingEvents(UPCOMING_PER_VENUE).loadMany(venues.map((venue) => venue.slug));
  const upcoming = new Map<string, EventRecord[]>();
  lists.forEach((list, i) => {
    if (list instanceof Error) throw list;
    upcoming.set(venues[i]!.slug, list);
  });
  return featuredEvents(venues, upcoming, filter, ctx.now, first).map(toFeatured);
}
