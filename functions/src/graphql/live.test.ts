import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events as scenarioEvents } from '../../test/fixtures.scenarios.js';
import type { LiveBus } from '../domain/live.js';
import type { EventRecord } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import { isoWithOffset } from '../domain/time.js';
import type { IdentityProvider } from '../identity/identity.js';
import { openEmbeddedLiveBus } from '../live/embedded.js';
import { announce, liveEvent, liveEvents, type LiveContext } from '../services/live.js';
import { giveActivePayoutAccount, openSeededStore, serveApiOverHttp, sessionHeaders, signUpPerson } from './api.testing.js';
import { createGraphQLApi } from './server.js';
import { STREAM_PATH } from './stream.js';

const HOUR = 3_600_000;
let store: Store;
let identity: IdentityProvider;
let live: LiveBus;

/** A published course with one session at `startsAt` for `hours`. */
function course(slug: string, startsAt: Date, hours: number, fields: Partial<EventRecord> = {}): EventRecord {
  const endsAt = new Date(startsAt.getTime() + hours * HOUR);
  return { ...scenarioEvents[0]!, slug, startsAt, endsAt, sessions: [{ startsAt, endsAt }], seatsLeft: 2, capacity: 8, ...fields };
}

beforeAll(async () => {
  ({ store, identity } = await openSeededStore());
  live = openEmbeddedLiveBus();
});

afterAll(async () => {
  await live.close();
  await store.close();
});

describe('the live list', () => {
  it('holds what runs now and what starts later the same Vienna day, not tomorrow’s, filtered by craft and city', async () => {
    // 10:00 in Vienna.
    const now = new Date('2026-12-01T09:00:00.000Z');
    await store.events.upsertMany([
      course('live-laeuft', new Date(now.getTime() - HOUR), 3),
      course('live-abends', new Date('2026-12-01T18:00:00.000Z'), 2),
      course('live-morgen', new Date('2026-12-01T23:30:00.000Z'), 2), // 00:30 on 2 December in Vienna
      course('live-graz', new Date(now.getTime() + HOUR), 2, { citySlug: 'graz' }),
    ]);
    const ctx: LiveContext = { store, live, now };
    const slugs = async (filter?: { craft?: string; city?: string }) =>
      (await liveEvents(ctx, { filter })).map((view) => view.event.slug).filter((slug) => slug.startsWith('live-'));
    expect(await slugs()).toEqual(['live-laeuft', 'live-graz', 'live-abends']);
    expect(await slugs({ city: 'graz' })).toEqual(['live-graz']);
    const views = await liveEvents(ctx, {});
    expect(views.find((view) => view.event.slug === 'live-laeuft')?.state).toMatchObject({ phase: 'RUNNING', seatsLeft: 2 });
  });
});

describe('a live card’s data', () => {
  it('says how one joins and until when (from the joinable rule), and where: the venue’s city, address and point', async () => {
    const api = await createGraphQLApi({ store, identity, live, buildInfo: { buildId: 'test', builtAt: new Date() } });
    try {
      const soon = new Date(Date.now() + 2 * HOUR);
      const dropInStart = new Date(Date.now() - HOUR / 2);
      await store.events.upsertMany([
        course('live-karte-laeuft', new Date(Date.now() - HOUR), 3),
        course('live-karte-bald', soon, 2),
        course('live-karte-offen', dropInStart, 3, { registration: 'DROP_IN', capacity: 0, seatsLeft: 0 }),
        course('live-karte-abgesagt', soon, 2, { status: 'CANCELLED' }),
      ]);
      const card = async (slug: string) => {
        const result = await api.execute(
          {
            query: `query ($slug: ID!) { liveEvent(slug: $slug) { joinMode joinableUntil event { venue { slug city { name } address { street postalCode locality } geo { lat lng } } } } }`,
            variables: { slug },
          },
          {},
        );
        expect(result.errors).toBeUndefined();
        return (result.data as { liveEvent: { joinMode: string; joinableUntil: string | null; event: { venue: Record<string, unknown> } } }).liveEvent;
      };
      // A course under way takes nobody in; one later today is booked until it starts (no window was set).
      expect(await card('live-karte-laeuft')).toMatchObject({ joinMode: 'BOOK', joinableUntil: null });
      expect(await card('live-karte-bald')).toMatchObject({ joinMode: 'BOOK', joinableUntil: soon.toISOString() });
      // A drop-in date is walked into until shortly before it ends.
      const dropInEnd = dropInStart.getTime() + 3 * HOUR;
      expect(await card('live-karte-offen')).toMatchObject({ joinMode: 'WALK_IN', joinableUntil: new Date(dropInEnd - 30 * 60_000).toISOString() });
      expect(await card('live-karte-abgesagt')).toMatchObject({ joinableUntil: null });

      const { venue } = (await card('live-karte-bald')).event;
      const [record] = await store.venues.getBySlugs([venue.slug as string]);
      expect(venue).toEqual({
        slug: record!.slug,
        city: { name: expect.any(String) },
        address: { street: record!.address.street, postalCode: record!.address.postalCode, locality: record!.address.locality },
        geo: { lat: record!.geo.lat, lng: record!.geo.lng },
      });
      expect((venue.city as { name: string }).name.length).toBeGreaterThan(0);
    } finally {
      await api.stop();
    }
  });
});

describe('the stream at /graphql/stream', () => {
  let base: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ base, close } = await serveApiOverHttp({ store, identity, live, buildInfo: { buildId: 'test', builtAt: new Date() } }));
  });
  afterAll(() => close());

  it('sends the course’s state first, then each change with a greater version, and counts the watcher', async () => {
    // A date of an open studio, which people may still book while it runs (a course that has begun takes nobody).
    await store.events.upsertMany([course('live-stream', new Date(Date.now() - HOUR), 3, { seriesId: 'live-stream-serie' })]);
    const client = createClient({ url: base + STREAM_PATH });
    const received: { seatsLeft: number; version: number; watchers: number }[] = [];
    const subscription = client.iterate<{ liveEvent: { seatsLeft: number; version: number; watchers: number } }>({
      query: 'subscription { liveEvent(slug: "live-stream") { seatsLeft version watchers phase } }',
    });
    const first = await subscription.next();
    received.push(first.value!.data!.liveEvent);
    expect(received[0]).toMatchObject({ seatsLeft: 2, phase: 'RUNNING', watchers: 1 });

    await store.bookings.book('live-stream', 'jemand', new Date(), () => []);
    await announce({ store, live }, 'live-stream');
    const second = await subscription.next();
    received.push(second.value!.data!.liveEvent);
    expect(received[1]!.seatsLeft).toBe(1);
    expect(received[1]!.version).toBeGreaterThan(received[0]!.version);

    await subscription.return?.(undefined);
    client.dispose();
    await expect.poll(async () => (await live.watchers(['live-stream'])).get('live-stream') ?? 0).toBe(0);
  });

  it('answers an unknown course with NOT_FOUND and a malformed query with a GraphQL error, not a 500', async () => {
    const client = createClient({ url: base + STREAM_PATH });
    const unknown = client.iterate({ query: 'subscription { liveEvent(slug: "gibt-es-nicht") { version } }' });
    const answer = await unknown.next();
    expect((answer.value as { errors?: { extensions?: { code?: string } }[] })?.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    client.dispose();
    const response = await fetch(base + STREAM_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: 'subscription { nichtDa }' }),
    });
    expect(response.status).toBeLessThan(500);
    expect(await response.text()).toContain('nichtDa');
  });
});

describe('every write that changes what watchers see publishes it', () => {
  it('booking, cancelling, a live post, more seats and cancelling the course each publish a new version', async () => {
    const api = await createGraphQLApi({ store, identity, live, buildInfo: { buildId: 'test', builtAt: new Date() } });
    try {
      const organiser = await signUpPerson(identity, 'olga-live', { role: 'USER' });
      const guest = await signUpPerson(identity, 'gina-live', { role: 'USER' });
      await store.write([
        { put: 'profile', record: organiser.profile },
        { put: 'profile', record: guest.profile },
      ]);
      await giveActivePayoutAccount(store, organiser.profile.uid);
      const slug = 'live-hooks';
      await store.events.upsertMany([course(slug, new Date(Date.now() + HOUR), 2, { ownerUid: organiser.profile.uid, review: 'PUBLISHED' })]);
      // What the bus carries is which course changed and its version; what watchers see is read from the records.
      const heard: number[] = [];
      const stop = live.subscribe((change) => {
        if (change.eventSlug === slug) heard.push(change.version);
      });
      const seen = async () => {
        const now = new Date();
        const view = await liveEvent({ store, live, now }, { slug });
        expect(view!.state.version).toBe(heard.at(-1));
        return { seatsLeft: view!.state.seatsLeft, phase: view!.state.phase, text: view!.state.latestPost?.text };
      };
      const as = (who: { cookie: string }) => (query: string, variables: Record<string, unknown>) =>
        api.execute({ query, variables }, sessionHeaders(who.cookie));
      const versions = async () => (await live.versions([slug]))[0] ?? 0;
      const expectPublished = async (step: () => Promise<{ errors?: unknown }>) => {
        const before = await versions();
        const result = await step();
        expect(result.errors).toBeUndefined();
        expect(await versions()).toBeGreaterThan(before);
      };

      let bookingId = '';
      await expectPublished(async () => {
        const result = await as(guest)(`mutation ($slug: ID!) { bookEvent(slug: $slug) { id } }`, { slug });
        bookingId = (result.data as { bookEvent: { id: string } }).bookEvent.id;
        return result;
      });
      expect((await seen()).seatsLeft).toBe(1);
      await expectPublished(() => as(guest)(`mutation ($id: ID!) { cancelBooking(id: $id) { id } }`, { id: bookingId }));
      expect((await seen()).seatsLeft).toBe(2);
      await expectPublished(() =>
        as(organiser)(`mutation ($slug: ID!, $input: LivePostInput!) { postLiveUpdate(slug: $slug, input: $input) { id } }`, {
          slug,
          input: { kind: 'UPDATE', text: 'Wir starten im Hof.' },
        }),
      );
      expect((await seen()).text).toBe('Wir starten im Hof.');
      // The organiser (a trusted one edits in place) adds two seats.
      await store.write([{ put: 'profile', record: { ...organiser.profile, trustedOrganiser: true } }]);
      const [stored] = await store.events.getBySlugs([slug]);
      await expectPublished(() =>
        as(organiser)(`mutation ($slug: ID!, $input: EventInput!) { updateEvent(slug: $slug, input: $input) { capacity } }`, {
          slug,
          input: {
            title: stored!.title.de,
            description: stored!.description.de,
            crafts: stored!.craftSlugs,
            venue: stored!.venueSlug,
            startsAtLocal: isoWithOffset(stored!.startsAt, 'Europe/Vienna').slice(0, 16),
            durationMinutes: 120,
            priceCents: stored!.price.amountCents,
            capacity: stored!.capacity + 2,
            level: stored!.level,
            materialsIncluded: stored!.materialsIncluded,
          },
        }),
      );
      expect((await seen()).seatsLeft).toBe(4);
      await expectPublished(() => as(organiser)(`mutation ($slug: ID!) { cancelEvent(slug: $slug) { status } }`, { slug }));
      expect((await seen()).phase).toBe('CANCELLED');
      stop();
    } finally {
      await api.stop();
    }
  });
});
