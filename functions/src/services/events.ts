// Events: published ones only, by start time (startsAt, slug); lists default to events that have not ended yet.
import { z } from 'zod';
import type { EventRecord } from '../domain/records.js';
import { cursor, dateTime, pageSize, parseArgs, slug, toConnection, type Connection } from './input.js';
import type { ServiceContext } from './loaders.js';

const listArgs = z.object({
  first: pageSize(20),
  after: cursor(
    z.tuple([z.number().int(), slug]).transform(([startsAt, eventSlug]) => ({ startsAt: new Date(startsAt), slug: eventSlug })),
  ),
  filter: z
    .object({
      from: dateTime.nullish(),
      to: dateTime.nullish(),
      craft: slug.nullish(),
      venue: slug.nullish(),
      city: slug.nullish(),
    })
    .nullish(),
});

export async function listEvents(ctx: ServiceContext, args: z.input<typeof listArgs>): Promise<Connection<EventRecord>> {
  const { first, after, filter } = parseArgs(listArgs, args);
  const page = await ctx.store.events.list(
    {
      endsAfter: filter?.from ?? ctx.now,
      startsBefore: filter?.to ?? undefined,
      craftSlug: filter?.craft ?? undefined,
      venueSlug: filter?.venue ?? undefined,
      citySlug: filter?.city ?? undefined,
    },
    { first, after },
  );
  return toConnection(page, (event) => [event.startsAt.getTime(), event.slug]);
}

export async function eventBySlug(ctx: ServiceContext, args: { slug: string }): Promise<EventRecord | null> {
  const input = parseArgs(z.object({ slug }), args);
  const event = await ctx.loaders.event.load(input.slug);
  return event?.published ? event : null;
}

const upcomingArgs = z.object({ first: pageSize(5) });

/** A venue's next published events that have not ended, soonest first (batched across venues). */
export async function upcomingEventsAt(
  ctx: ServiceContext,
  venueSlug: string,
  args: z.input<typeof upcomingArgs>,
): Promise<EventRecord[]> {
  const { first } = parseArgs(upcomingArgs, args);
  return ctx.loaders.upcomingEvents(first).load(venueSlug);
}
