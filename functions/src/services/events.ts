// Events: published ones only, by start time (startsAt, slug), or by distance / relevance when searched; lists hold
// the events a person can still join (domain/joinable.ts), so nothing on them has begun and closed.
import { z } from 'zod';
import { OLDEST_CHILD_AGE, YOUNGEST_CHILD_AGE, childAgeFilter } from '../domain/children.js';
import { compareEvents } from '../domain/discovery.js';
import { compareUpcoming, orderUpcoming } from '../domain/joinable.js';
import { ACCOUNT_UID_PATTERN } from '../domain/account-uid.js';
import type { EventRecord, VenueRecord } from '../domain/records.js';
import type { EventFilter } from '../domain/repositories.js';
import { dateTime, near, placePostalCodes, parseArgs, searchText, slug } from './argument-checks.js';
import { cursor, offset, pageRequest, pageSize, position, toConnection, type Connection } from './pagination.js';
import { featuresAsked } from './accessibility.js';
import { mergeByCrafts } from './loaders.js';
import type { ReadContext } from './service-context.js';
import { searchOf } from './public-records.js';
import { isSampleEvent, upcomingSampleEvents } from './sample-events.js';
import { SAMPLE_VENUE_SLUG } from './venues.js';

const listArgs = z.object({
  first: pageSize(20),
  after: cursor(
    z.union([
      position,
      z.tuple([z.number().int(), slug]).transform(([startsAt, eventSlug]) => ({ startsAt: new Date(startsAt), slug: eventSlug })),
    ]),
  ),
  offset,
  filter: z
    .object({
      from: dateTime.nullish(),
      to: dateTime.nullish(),
      craft: slug.nullish(),
      venue: slug.nullish(),
      city: slug.nullish(),
      near: near.nullish(),
      placePostalCodes: placePostalCodes.nullish(),
      text: searchText.nullish(),
      maxPriceCents: z
        .number()
        .int({ error: 'must be a whole number of cents' })
        .min(0, { error: 'must be 0 (free) or more' })
        .nullish(),
      level: z.enum(['BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'ALL_LEVELS']).nullish(),
      forChildren: z.boolean().nullish(),
      childAge: z
        .number()
        .int({ error: 'must be a whole number of years' })
        .min(YOUNGEST_CHILD_AGE, { error: `must be ${YOUNGEST_CHILD_AGE} to ${OLDEST_CHILD_AGE}` })
        .max(OLDEST_CHILD_AGE, { error: `must be ${YOUNGEST_CHILD_AGE} to ${OLDEST_CHILD_AGE}` })
        .nullish(),
      accessibility: featuresAsked,
    })
    .nullish(),
});

const filterArgs = listArgs.pick({ filter: true });

/** The repository's filter for the API's EventFilter (checked): the list and its featured courses read the same. */
export async function eventFilterOf(ctx: ReadContext, input: unknown): Promise<EventFilter> {
  const { filter } = parseArgs(filterArgs, { filter: input });
  const text = await searchOf(ctx, filter?.text);
  return {
    endsAfter: filter?.from ?? ctx.now,
    startsBefore: filter?.to ?? undefined,
    // What one can still join, unless an earlier `from` asks for the past as well (the API's archive).
    joinableAt: filter?.from && filter.from.getTime() < ctx.now.getTime() ? undefined : ctx.now,
    craftSlug: filter?.craft ?? undefined,
    venueSlug: filter?.venue ?? undefined,
    citySlug: filter?.city ?? undefined,
    near: filter?.near ?? undefined,
    placePostalCodes: filter?.placePostalCodes ?? undefined,
    text: text ?? undefined,
    maxPriceCents: filter?.maxPriceCents ?? undefined,
    level: filter?.level ?? undefined,
    // An age asks for children's courses as well.
    ...(filter?.forChildren || filter?.childAge != null ? childAgeFilter(filter.childAge ?? undefined) : {}),
    accessibility: filter?.accessibility,
  };
}

export async function listEvents(ctx: ReadContext, args: z.input<typeof listArgs>): Promise<Connection<EventRecord>> {
  const { first, after, offset: skip } = parseArgs(listArgs, args);
  const repositoryFilter = await eventFilterOf(ctx, args.filter);
  const ranked = Boolean(repositoryFilter.near || repositoryFilter.placePostalCodes || repositoryFilter.text);
  const { request, start } = pageRequest(ranked, first, after, skip);
  const page = await ctx.store.events.list(repositoryFilter, request);
  return toConnection(page, (event) => [event.startsAt.getTime(), event.slug], start);
}

/** A published event, or one of the sample courses that /musterspace links to. */
export async function eventBySlug(ctx: ReadContext, args: { slug: string }): Promise<EventRecord | null> {
  const input = parseArgs(z.object({ slug }), args);
  const event = await ctx.loaders.event.load(input.slug);
  return event && (event.published || isSampleEvent(event)) ? event : null;
}

const upcomingArgs = z.object({ first: pageSize(5) });

/**
 * A venue's next published events a person can still join, soonest first (batched across venues). The sample venue of
 * /musterspace shows its unpublished sample courses instead.
 */
export async function upcomingEventsAt(
  ctx: ReadContext,
  venueSlug: string,
  args: z.input<typeof upcomingArgs>,
): Promise<EventRecord[]> {
  const { first } = parseArgs(upcomingArgs, args);
  if (venueSlug === SAMPLE_VENUE_SLUG) return upcomingSampleEvents(ctx, first);
  return ctx.loaders.upcomingEvents(first).load(venueSlug);
}

const organiserArgs = z.object({
  uid: z.string().regex(ACCOUNT_UID_PATTERN, { error: 'must be an account id (letters, digits, - and _, at most 128)' }),
  first: pageSize(20),
});

/**
 * The published events an organiser created that a person can still join at the request's moment, soonest first: the
 * same rule as every upcoming list (joinable.ts), read from the organiser's own events (a person keeps a few dozen).
 */
export async function organiserUpcomingEvents(ctx: ReadContext, args: z.input<typeof organiserArgs>): Promise<EventRecord[]> {
  const { uid, first } = parseArgs(organiserArgs, args);
  const own = await ctx.store.events.byOwner(uid);
  return orderUpcoming(
    own.filter((event) => event.published),
    ctx.now,
    { dropClosed: true },
  ).slice(0, first);
}

const relatedArgs = z.object({ first: pageSize(3) });

/**
 * What an event's page suggests („Das könnte dich auch interessieren“): the next events of its crafts in its own
 * city that a person can still join (joinable.ts), never another city's however soon; of those, the ones sharing
 * its first (main) craft first, then by their next session. One batched read for every event of a list, reading as many events as each shows.
 */
export async function relatedEvents(ctx: ReadContext, event: EventRecord, args: z.input<typeof relatedArgs>): Promise<EventRecord[]> {
  const { first } = parseArgs(relatedArgs, args);
  const candidates = [...(await ctx.loaders.joinableInCity(first).load({ craftSlugs: event.craftSlugs, citySlug: event.citySlug, exclude: event.slug }))];
  const mainCraft = event.craftSlugs[0];
  const sharesMain = (other: EventRecord) => (mainCraft !== undefined && other.craftSlugs.includes(mainCraft) ? 0 : 1);
  const upcoming = compareUpcoming<EventRecord>(ctx.now);
  return candidates.sort((a, b) => sharesMain(a) - sharesMain(b) || upcoming(a, b));
}

/**
 * What a venue's page offers when nothing there can be joined: the next joinable events of its crafts at other
 * venues of its city, soonest first; none while the venue has its own.
 */
export async function alternativeEventsFor(ctx: ReadContext, venue: VenueRecord, args: z.input<typeof relatedArgs>): Promise<EventRecord[]> {
  const { first } = parseArgs(relatedArgs, args);
  if (venue.slug === SAMPLE_VENUE_SLUG || (await ctx.loaders.upcomingEvents(1).load(venue.slug)).length > 0) return [];
  return ctx.loaders.joinableInCity(first).load({ craftSlugs: venue.craftSlugs, citySlug: venue.citySlug });
}

/** Upcoming published events for any of these crafts, soonest first, without `exclude` (batched). */
export async function upcomingEventsFor(
  ctx: ReadContext,
  craftSlugs: readonly string[],
  args: z.input<typeof relatedArgs>,
  exclude?: string,
): Promise<EventRecord[]> {
  const { first } = parseArgs(relatedArgs, args);
  // One more per craft, in case the excluded event is among them.
  const loader = ctx.loaders.upcomingEventsByCraft(exclude === undefined ? first : first + 1);
  return mergeByCrafts(loader, craftSlugs, compareEvents, first, exclude);
}
