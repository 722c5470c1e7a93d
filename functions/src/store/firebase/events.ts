// Events in Firestore: `events/{slug}`, with the venue's geohash and search terms for circle and text queries.
// seatsLeft belongs to the booking transactions (bookings.ts); Store.write keeps the stored one on an edit.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { compareEvents, matchEvent, placeCandidateCircle } from '../../domain/discovery.js';
import { firstJoinablePerKey, joinableUntil } from '../../domain/joinable.js';
import type { EventRecord, VenueRecord } from '../../domain/records.js';
import { hasSessionStarting } from '../../domain/reminders.js';
import { criteriaAsked, eventCriteria, type EventCriterion } from '../../domain/list-filters.js';
import type { EventFilter, EventRepository } from '../../domain/repositories.js';
import { eventTerms } from '../../domain/search.js';
import { constrained } from './filter-criteria.js';
import { geohashOf } from './geohash.js';
import { venuesWithFeatures } from './venues.js';
import { craftsOf, inChunks, uniqueBySlug, type FirebaseKernel } from './kernel.js';

/**
 * What an event document carries for queries besides the record (upsertMany and Store.write alike). `joinableUntil`
 * (joinable.ts; null for an event nobody can join) lets a query read only the events joinable at a moment.
 */
export const eventQueryFields = (event: EventRecord): DocumentData => ({
  geohash: geohashOf(event.geo),
  searchTerms: [...eventTerms(event).keys()],
  // A document of the shape before courses has no sessions yet: the migrations give it both in turn.
  ...(event.sessions ? { joinableUntil: joinableUntil(event) } : {}),
});

/** The criteria the declared indexes serve together with the order by start. */
const queried: ReadonlySet<EventCriterion['key']> = new Set(['citySlug', 'venueSlug', 'craftSlug']);

export function eventRepository(kernel: FirebaseKernel): EventRepository {
  const { guard } = kernel;
  const { events } = kernel.collections;
  // The criteria a query takes beside the order by start; price, level and a child's age are matched on the candidates
  // (matchEvent): the ages are two inequalities on fields other than the start, which the order by start cannot take.
  const inQuery = (filter: EventFilter) => criteriaAsked(eventCriteria, filter).filter(({ criterion }) => queried.has(criterion.key));
  const published = (filter: EventFilter) => {
    let query = constrained(events.where('published', '==', true), inQuery(filter));
    if (filter.startsBefore !== undefined) query = query.where('startsAt', '<', filter.startsBefore);
    if (filter.endsAfter !== undefined) query = query.where('endsAt', '>=', filter.endsAfter);
    return query.orderBy('startsAt').orderBy('slug');
  };

  return {
    list: (filter, request) =>
      guard(async () => {
        const { first, after, offset } = request;
        // A window (startsBefore) needs each event's sessions checked (meetsWithin), and whether an event can still be
        // joined the domain's rule (joinable.ts), which no query can do.
        const simple =
          !filter.accessibility &&
          !filter.near &&
          !filter.placePostalCodes &&
          !filter.text &&
          inQuery(filter).length === criteriaAsked(eventCriteria, filter).length &&
          filter.startsBefore === undefined &&
          filter.joinableAt === undefined;
        if (simple) {
          return kernel.page<EventRecord>(published(filter), { startAfter: after && [Timestamp.fromDate(after.startsAt), after.slug], first, offset });
        }
        // The features asked: the venues having them first; a course has its own or its venue's (matchEvent).
        const withFeatures = filter.accessibility && (await venuesWithFeatures(kernel, filter.accessibility));
        if (filter.placePostalCodes) {
          // The venues in the place first (the events follow their venue's address, and the others are measured
          // from the published ones), then their events and those near one of them together; an event in both is
          // one candidate.
          const venuesInPlace = await kernel.inPostalCodes<VenueRecord>(kernel.collections.venues, filter.placePostalCodes);
          const place = {
            venueSlugs: new Set(venuesInPlace.map((venue) => venue.slug)),
            origins: venuesInPlace.filter((venue) => venue.published).map((venue) => venue.geo),
          };
          const [inPlace, around] = await Promise.all([
            inChunks([...place.venueSlugs], (chunk) => kernel.read<EventRecord>(published({ endsAfter: filter.endsAfter }).where('venueSlug', 'in', chunk))),
            filter.near ? kernel.inCircle<EventRecord>(events, placeCandidateCircle(filter.near, place.origins), filter.endsAfter) : [],
          ]);
          const candidates = uniqueBySlug([...inPlace, ...around]);
          return kernel.ranked(candidates, (event) => matchEvent(event, filter, place, withFeatures), filter, request, compareEvents);
        }
        const candidates = await kernel.candidates<EventRecord>(events, filter, published(filter), filter.endsAfter);
        return kernel.ranked(candidates, (event) => matchEvent(event, filter, undefined, withFeatures), filter, request, compareEvents);
      }),

    getBySlugs: (slugs) => guard(() => kernel.byKeys<EventRecord>(events, slugs)),

    // One `in` query per 30 venues (Firestore's limit), sent in parallel: one round trip for up to 30 venues.
    // Firestore cannot limit per group, so each venue's events that have not ended are all read and cut here to the first
    // `limit` joinable ones (joinable.ts).
    upcomingByVenues: (venueSlugs, at, limit) =>
      guard(async () => {
        const result = new Map<string, EventRecord[]>(venueSlugs.map((slug) => [slug, []]));
        const unique = [...result.keys()];
        if (unique.length === 0 || limit <= 0) return result;
        const found = await inChunks(unique, (chunk) =>
          kernel.read<EventRecord>(
            events.where('published', '==', true).where('venueSlug', 'in', chunk).where('endsAt', '>=', at).orderBy('startsAt').orderBy('slug'),
          ),
        );
        for (const event of found) result.get(event.venueSlug)?.push(event);
        return firstJoinablePerKey(result, at, limit);
      }),

    // Only events joinable at `at` are read, by their stored joinableUntil: an event page's suggestions read a few
    // documents per craft instead of every event of the craft that has not ended. The query takes the first by the
    // end of joining, the list orders by the start: the same events for courses (they close at their start, or a
    // set time before), while an open date that stays bookable into its session may give way to one closing sooner.
    upcomingByCrafts: (craftSlugs, at, limit) =>
      guard(async () => {
        if (limit <= 0) return new Map([...new Set(craftSlugs)].map((craftSlug) => [craftSlug, []]));
        const lists = await Promise.all(
          [...new Set(craftSlugs)].map(async (craftSlug) => {
            const joinable = await kernel.read<EventRecord>(
              events
                .where('published', '==', true)
                .where('craftSlugs', 'array-contains', craftSlug)
                .where('joinableUntil', '>', at)
                .orderBy('joinableUntil')
                .orderBy('slug')
                .limit(limit),
            );
            return [craftSlug, joinable.sort(compareByStart)] as const;
          }),
        );
        return firstJoinablePerKey(new Map(lists), at, limit);
      }),

    // One query per request for all its crafts (array-contains-any takes up to 30), sent in parallel, reading only
    // events joinable at `at` by their stored joinableUntil: as many documents as asked, plus the excluded event.
    joinableInCities: (requests, at, limit) =>
      guard(() =>
        Promise.all(
          requests.map(async ({ craftSlugs, citySlug, exclude }) => {
            const crafts = [...new Set(craftSlugs)].slice(0, 30);
            if (crafts.length === 0 || limit <= 0) return [];
            const found = await kernel.read<EventRecord>(
              events
                .where('published', '==', true)
                .where('citySlug', '==', citySlug)
                .where('craftSlugs', 'array-contains-any', crafts)
                .where('joinableUntil', '>', at)
                .orderBy('joinableUntil')
                .orderBy('slug')
                .limit(limit + (exclude === undefined ? 0 : 1)),
            );
            return found.filter((event) => event.slug !== exclude).sort(compareByStart).slice(0, limit);
          }),
        ),
      ),

    upcomingCraftSets: (endsAfter) => guard(() => kernel.read(published({ endsAfter }).select('craftSlugs'), craftsOf)),

    upsertMany: (records) => guard(() => kernel.upsert(events, records, eventQueryFields), false),

    byOwner: (uid) => guard(() => kernel.read<EventRecord>(events.where('ownerUid', '==', uid).orderBy('startsAt').orderBy('slug'))),

    inReview: (limit) =>
      guard(() => kernel.read<EventRecord>(events.where('review', '==', 'IN_REVIEW').orderBy('updatedAt').orderBy('slug').limit(limit))),

    // The minimum's fields are the record's own (nested in `minimum`), so no query field is added for them.
    decisionsDue: (now, limit) =>
      guard(() =>
        kernel.read<EventRecord>(
          events
            .where('published', '==', true)
            .where('minimum.outcome', '==', 'PENDING')
            .where('minimum.decidesAt', '<=', now)
            .orderBy('minimum.decidesAt')
            .orderBy('slug')
            .limit(limit),
        ),
      ),

    // Ordered by the end, so that Firestore scans only the events not yet over (and filters their first start).
    withSessionStarting: (from, until) =>
      guard(async () =>
        (
          await kernel.read<EventRecord>(
            events.where('published', '==', true).where('endsAt', '>', from).where('startsAt', '<', until).orderBy('endsAt'),
          )
        ).filter((event) => hasSessionStarting(event, from, until)),
      ),
  };
}

/** The stores' order of upcoming events per key: by start, then slug. */
const compareByStart = (a: EventRecord, b: EventRecord) => a.startsAt.getTime() - b.startsAt.getTime() || a.slug.localeCompare(b.slug);
