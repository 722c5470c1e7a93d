// Events in the embedded store: the `events` table (coordinates, price, level, owner and review as columns) with the
// crafts in a join table. seatsLeft belongs to the booking transactions (bookings.ts); an edit keeps the stored one.
import { compareEvents, matchEvent, placeCandidateCircle } from '../../domain/discovery.js';
import { firstJoinablePerKey, isJoinable } from '../../domain/joinable.js';
import { criteriaAsked, eventCriteria, type EventCriterion } from '../../domain/list-filters.js';
import type { EventRecord } from '../../domain/records.js';
import { hasSessionStarting } from '../../domain/reminders.js';
import type { EventRepository } from '../../domain/repositories.js';
import { seatsAfterEdit } from '../../domain/seat-count.js';
import { publishedCraftSets } from './craft-sets.js';
import type { EmbeddedKernel } from './kernel.js';
import { termsOf, writeTerms } from './search-terms.js';
import { fromRow, ms, toJson, type Row } from './rows.js';
import { findPlace, venuesWithFeatures } from './venues.js';
import { Where, type ColumnsOf } from './where.js';

/** Writes one event with its crafts and search terms, as it is (upsertMany and Store.write). */
export function writeEvent(kernel: EmbeddedKernel, event: EventRecord): void {
  kernel
    .prepare(
      `INSERT INTO events (slug, published, venue_slug, city_slug, starts_at, ends_at, lat, lng, price_cents, level,
         owner_uid, review, updated_at, data)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (slug) DO UPDATE SET published = excluded.published, venue_slug = excluded.venue_slug,
         city_slug = excluded.city_slug, starts_at = excluded.starts_at, ends_at = excluded.ends_at,
         lat = excluded.lat, lng = excluded.lng, price_cents = excluded.price_cents, level = excluded.level,
         owner_uid = excluded.owner_uid, review = excluded.review, updated_at = excluded.updated_at, data = excluded.data`,
    )
    .run(
      event.slug,
      event.published ? 1 : 0,
      event.venueSlug,
      event.citySlug,
      ms(event.startsAt),
      ms(event.endsAt),
      event.geo.lat,
      event.geo.lng,
      event.price.amountCents,
      event.level,
      event.ownerUid ?? null,
      event.review ?? null,
      ms(event.updatedAt),
      toJson(event),
    );
  kernel.replaceLinks('event_crafts', 'event_slug', 'craft_slug', event.slug, event.craftSlugs);
  writeTerms(kernel.db, 'event', event.slug, termsOf.event(event));
}

/** Store.write's put of an event: a stored event keeps its seat count, shifted by a change of capacity. */
export function putEvent(kernel: EmbeddedKernel, event: EventRecord): void {
  const stored = getEvent(kernel, event.slug);
  writeEvent(kernel, stored ? { ...event, seatsLeft: seatsAfterEdit(stored, event) } : event);
}

export function getEvent(kernel: EmbeddedKernel, slug: string): EventRecord | undefined {
  const row = kernel.prepare('SELECT data FROM events WHERE slug = ?').get(slug) as Row | undefined;
  return row && fromRow<EventRecord>(row);
}

/** Moves seatsLeft by `delta` (the record's JSON and nothing else: a seat is no edit of the event). */
export function moveSeats(kernel: EmbeddedKernel, slug: string, delta: number): void {
  kernel
    .prepare(`UPDATE events SET data = json_set(data, '$.seatsLeft', json_extract(data, '$.seatsLeft') + ?) WHERE slug = ?`)
    .run(delta, slug);
}

/** Where the events table keeps the fields the list's criteria compare. */
const eventColumns: ColumnsOf<EventCriterion> = {
  craftSlugs: { links: 'event_crafts', owner: 'event_slug', value: 'craft_slug' },
  venueSlug: 'venue_slug',
  citySlug: 'city_slug',
  'price.amountCents': 'price_cents',
  level: 'level',
  // No columns of their own (that would take a migration of every row): read from the record, for the few lists
  // that ask for children's courses, after the indexed criteria narrowed the rows.
  'children.maxAge': "json_extract(events.data, '$.children.maxAge')",
  'children.minAge': "json_extract(events.data, '$.children.minAge')",
};

export function eventRepository(kernel: EmbeddedKernel): EventRepository {
  const { guard } = kernel;
  const decode = (row: Row) => fromRow<EventRecord>(row);
  return {
    list: (filter, { first, after, offset }) =>
      guard(() => {
        const where = new Where('published = 1');
        if (filter.endsAfter !== undefined) where.add('ends_at >= ?', filter.endsAfter.getTime());
        if (filter.startsBefore !== undefined) {
          where.add('starts_at < ?', filter.startsBefore.getTime());
          // The span overlaps the window; one of the sessions must too (meetsWithin).
          where.add(
            `EXISTS (SELECT 1 FROM json_each(events.data, '$.sessions') s
               WHERE json_extract(s.value, '$.startsAt."$date"') < ? AND json_extract(s.value, '$.endsAt."$date"') >= ?)`,
            filter.startsBefore.getTime(),
            filter.endsAfter?.getTime() ?? Number.MIN_SAFE_INTEGER,
          );
        }
        where.criteria('events', criteriaAsked(eventCriteria, filter), eventColumns);
        // The venues in the place, read first: the events follow their venue's address, and the others are
        // measured from those venues (the shared rule ranks the candidates).
        const place = filter.placePostalCodes && findPlace(kernel, filter.placePostalCodes);
        if (place) {
          const inPlace = { sql: 'venue_slug IN (SELECT value FROM json_each(?))', params: [JSON.stringify([...place.venueSlugs])] };
          where.placeOrNear(inPlace, filter.near && placeCandidateCircle(filter.near, place.origins));
        } else if (filter.near) where.near(filter.near);
        if (filter.text) where.text('event', 'events', filter.text);
        // The features asked: the venues having them first; a course has its own or its venue's (matchEvent decides,
        // the clause only leaves out the courses that can have neither).
        const withFeatures = filter.accessibility && venuesWithFeatures(kernel, filter.accessibility);
        if (withFeatures) {
          where.add(
            "(json_type(events.data, '$.accessibility') IS NOT NULL OR venue_slug IN (SELECT value FROM json_each(?)))",
            JSON.stringify([...withFeatures]),
          );
        }
        // Whether an event can still be joined is the domain's rule (joinable.ts), applied to the rows that have not ended.
        if (filter.text || filter.joinableAt || place || withFeatures) {
          const match = (e: EventRecord) => matchEvent(e, filter, place, withFeatures);
          return kernel.ranked('events', where, match, filter, { first, after, offset }, compareEvents);
        }
        return kernel.page<EventRecord>('events', where, {
          after: after && { sql: '(starts_at, slug) > (?, ?)', params: [after.startsAt.getTime(), after.slug] },
          orderBy: 'starts_at, slug',
          first,
          offset,
          near: filter.near,
        });
      }),

    getBySlugs: (slugs) => guard(() => kernel.byKeys<EventRecord>('events', 'slug', slugs)),

    // Every event of the key that has not ended is read, then cut to the joinable ones (joinable.ts).
    upcomingByVenues: (venueSlugs, at, limit) =>
      guard(() =>
        firstJoinablePerKey(
          kernel.firstPerKey<EventRecord>(
            venueSlugs,
            `SELECT *, venue_slug AS key FROM events
             WHERE published = 1 AND ends_at >= ? AND venue_slug IN (SELECT value FROM json_each(?))`,
            [at.getTime()],
            'starts_at, slug',
            Number.MAX_SAFE_INTEGER,
          ),
          at,
          limit,
        ),
      ),

    upcomingByCrafts: (craftSlugs, at, limit) =>
      guard(() =>
        firstJoinablePerKey(
          kernel.firstPerKey<EventRecord>(
          craftSlugs,
          // CROSS JOIN keeps SQLite's join order: the asked crafts' events (event_crafts_craft), then each event by
          // its key. Left to choose, it walked every published event (events_list) and probed its crafts, which took
          // 1.5 to 2 times as long for an event page's related events.
          `SELECT e.*, c.craft_slug AS key FROM event_crafts c CROSS JOIN events e ON e.slug = c.event_slug
           WHERE e.published = 1 AND e.ends_at >= ? AND c.craft_slug IN (SELECT value FROM json_each(?))`,
            [at.getTime()],
            'starts_at, slug',
            Number.MAX_SAFE_INTEGER,
          ),
          at,
          limit,
        ),
      ),

    joinableInCities: (requests, at, limit) =>
      guard(() =>
        requests.map(({ craftSlugs, citySlug, exclude }) => {
          if (craftSlugs.length === 0 || limit <= 0) return [];
          const found = kernel.firstPerKey<EventRecord>(
            [citySlug],
            `SELECT e.*, e.city_slug AS key FROM events e
             WHERE e.published = 1 AND e.ends_at >= ?
               AND EXISTS (SELECT 1 FROM event_crafts c WHERE c.event_slug = e.slug AND c.craft_slug IN (SELECT value FROM json_each(?)))
               AND e.city_slug IN (SELECT value FROM json_each(?))`,
            [at.getTime(), JSON.stringify(craftSlugs)],
            'starts_at, slug',
            Number.MAX_SAFE_INTEGER,
          );
          return (found.get(citySlug) ?? []).filter((event) => event.slug !== exclude && isJoinable(event, at)).slice(0, limit);
        }),
      ),

    upcomingCraftSets: (endsAfter) =>
      guard(() => publishedCraftSets(kernel, 'events', eventColumns.craftSlugs, { sql: 'r.ends_at >= ?', params: [endsAfter.getTime()] })),

    upsertMany: (events) => kernel.upsert(events, (event) => writeEvent(kernel, event)),

    byOwner: (uid) => guard(() => kernel.all('SELECT * FROM events WHERE owner_uid = ? ORDER BY starts_at, slug', [uid]).map(decode)),

    inReview: (limit) =>
      guard(() => kernel.all(`SELECT * FROM events WHERE review = 'IN_REVIEW' ORDER BY updated_at, slug LIMIT ?`, [limit]).map(decode)),

    // The terms match the partial index events_decisions (migration 12) word for word, so SQLite uses it.
    decisionsDue: (now, limit) =>
      guard(() =>
        kernel
          .all(
            `SELECT * FROM events
             WHERE published = 1 AND json_extract(data, '$.minimum.outcome') = 'PENDING'
               AND json_extract(data, '$.minimum.decidesAt."$date"') <= ?
             ORDER BY json_extract(data, '$.minimum.decidesAt."$date"'), slug LIMIT ?`,
            [now.getTime(), limit],
          )
          .map(decode),
      ),

    // Served by events_ends (migration 22): the events ending after `from`, whose sessions are then checked.
    withSessionStarting: (from, until) =>
      guard(() =>
        kernel
          .all('SELECT * FROM events WHERE published = 1 AND ends_at > ? AND starts_at < ?', [from.getTime(), until.getTime()])
          .map(decode)
          .filter((event) => hasSessionStarting(event, from, until)),
      ),
  };
}
