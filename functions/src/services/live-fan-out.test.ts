// The live streams of one process share one bus subscription and one read per change (a counting store shows it),
// keep each stream's order, push watcher counts when people come and go, and let go of everything when streams end.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { events as scenarioEvents, seedScenario } from '../../test/fixtures.scenarios.js';
import type { LiveBus, LiveView } from '../domain/live.js';
import type { EventRecord } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import { openEmbeddedLiveBus } from '../live/embedded.js';
import { countRoundTrips, type CountingStore } from '../store/counting.js';
import { openEmbeddedStore } from '../store/embedded/store.js';
import { createLiveFanOut, liveFanOutOver, type LiveFanOut } from './live-fan-out.js';
import { announce, liveEventStream, liveEventsStream, type LiveContext } from './live.js';

const HOUR = 3_600_000;
const eventually = { timeout: 5_000, interval: 10 };
let store: Store;
let counting: CountingStore;
let live: LiveBus;

/** A published course with one session at `startsAt` for `hours`. */
function course(slug: string, startsAt: Date, hours: number, fields: Partial<EventRecord> = {}): EventRecord {
  const endsAt = new Date(startsAt.getTime() + hours * HOUR);
  return { ...scenarioEvents[0]!, slug, startsAt, endsAt, sessions: [{ startsAt, endsAt }], seatsLeft: 20, capacity: 20, ...fields };
}

/** A request's context whose store counts its round trips. */
function context(): LiveContext {
  const now = new Date();
  return { store: counting.store, live, now };
}

/** Reads a stream in the background: every message it yields, and whether it ended. */
function follow<T>(stream: AsyncIterable<T>) {
  const iterator = stream[Symbol.asyncIterator]();
  const followed = { messages: [] as T[], ended: false, stop: async () => void (await iterator.return?.()) };
  void (async () => {
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) followed.messages.push(next.value);
    followed.ended = true;
  })();
  return followed;
}

async function book(slug: string, uid: string): Promise<void> {
  await store.bookings.book(slug, uid, new Date(), () => []);
  await announce({ store, live }, slug);
}

beforeEach(async () => {
  store = openEmbeddedStore({ file: ':memory:' });
  await seedScenario(store);
  counting = countRoundTrips(store);
  live = openEmbeddedLiveBus();
  // Under way and still taking bookings: a date of an open studio (a course under way takes none).
  const underWay = { ...course('jetzt', new Date(Date.now() - HOUR), 3), seriesId: 'jetzt' };
  await store.events.upsertMany([underWay, course('naechste-woche', new Date(Date.now() + 7 * 24 * HOUR), 2)]);
});

afterEach(async () => {
  await live.close();
  await store.close();
});

describe('streams of one process', () => {
  it('cost one read of the course per change however many streams follow it, each getting every change in order', async () => {
    const fanOut = liveFanOutOver({ store: counting.store, live });
    const streams = await Promise.all(Array.from({ length: 40 }, () => liveEventStream(context(), { slug: 'jetzt' }, { fanOut }).then(follow)));
    await expect.poll(() => streams.every((stream) => stream.messages.length === 1), eventually).toBe(true);

    counting.reset();
    await book('jetzt', 'gast-1');
    await expect.poll(() => streams.every((stream) => stream.messages.length === 2), eventually).toBe(true);
    expect(counting.calls.get('events.getBySlugs')).toBe(1);
    expect(counting.calls.get('livePosts.latestByEvents')).toBe(1);

    // Changes in quick succession: never more reads than changes, and every stream ends at the last one, in order.
    counting.reset();
    for (const uid of ['gast-2', 'gast-3', 'gast-4']) await book('jetzt', uid);
    await expect.poll(() => streams.every((stream) => stream.messages.at(-1)?.state.seatsLeft === 16), eventually).toBe(true);
    expect(counting.calls.get('events.getBySlugs')).toBeLessThanOrEqual(3);
    for (const stream of streams) {
      const versions = stream.messages.map((view) => view.state.version);
      expect(versions).toEqual([...versions].sort((a, b) => a - b));
      expect(new Set(versions).size).toBe(versions.length);
    }
    await Promise.all(streams.map((stream) => stream.stop()));
  });

  it('start, while the course is followed, from the view sent last: no read, the same object for all', async () => {
    const fanOut = liveFanOutOver({ store: counting.store, live });
    const first = follow(await liveEventStream(context(), { slug: 'jetzt' }, { fanOut }));
    await expect.poll(() => first.messages.length, eventually).toBe(1);
    await book('jetzt', 'gast-1');
    await expect.poll(() => first.messages.length, eventually).toBe(2);

    counting.reset();
    const later = await Promise.all(Array.from({ length: 5 }, () => liveEventStream(context(), { slug: 'jetzt' }, { fanOut }).then(follow)));
    await expect.poll(() => later.every((stream) => stream.messages.length === 1), eventually).toBe(true);
    expect(counting.total()).toBe(0);
    for (const stream of later) expect(stream.messages[0]).toBe(first.messages[1]);

    // Once nobody follows the course, a stream reads it again.
    await Promise.all([first, ...later].map((stream) => stream.stop()));
    const alone = follow(await liveEventStream(context(), { slug: 'jetzt' }, { fanOut }));
    await expect.poll(() => alone.messages.length, eventually).toBe(1);
    expect(counting.calls.get('events.getBySlugs')).toBe(1);
    expect(alone.messages[0]).toMatchObject({ watchers: 1, state: { seatsLeft: 19 } });
    await alone.stop();
  });

  it('hear about a course only while it is shown: a list leaves out a course of next week that someone books', async () => {
    const list = follow(await liveEventsStream(context(), {}, { fanOut: liveFanOutOver({ store, live }) }));
    await expect.poll(() => list.messages.length, eventually).toBe(1);
    expect(list.messages[0]!.map((view) => view.event.slug)).toContain('jetzt');
    await book('naechste-woche', 'gast-1');
    await book('jetzt', 'gast-1');
    await expect.poll(() => list.messages.length, eventually).toBe(2);
    expect(list.messages[1]!.map((view) => [view.event.slug, view.state.seatsLeft])).toEqual([['jetzt', 19]]);
    await list.stop();
  });

  it('send the new watcher count (same version) when people come and go, only to streams whose count differs', async () => {
    const fanOut = liveFanOutOver({ store, live }, { watcherRefreshMs: 20 });
    const first = follow(await liveEventStream(context(), { slug: 'jetzt' }, { fanOut }));
    await expect.poll(() => first.messages.map((view) => view.watchers), eventually).toEqual([1]);
    // The second stream starts from the view the first was sent (one watcher), and both hear of two.
    const second = follow(await liveEventStream(context(), { slug: 'jetzt' }, { fanOut }));
    await expect.poll(() => first.messages.map((view) => view.watchers), eventually).toEqual([1, 2]);
    await expect.poll(() => second.messages.map((view) => view.watchers), eventually).toEqual([1, 2]);
    expect(first.messages[1]!.state.version).toBe(first.messages[0]!.state.version);

    await second.stop();
    await expect.poll(() => first.messages.map((view) => view.watchers), eventually).toEqual([1, 2, 1]);
    await first.stop();
  });

  it('miss no change made after the snapshot, even one made before the stream is first read and followed by nobody else', async () => {
    const fanOut = liveFanOutOver({ store, live });
    const opened = await liveEventStream(context(), { slug: 'jetzt' }, { fanOut });
    // Nobody reads the stream yet, and no other stream follows the course.
    await book('jetzt', 'gast-1');
    const stream = follow(opened);
    await expect.poll(() => stream.messages.map((view) => view.state.seatsLeft), eventually).toEqual([20, 19]);
    await stream.stop();
  });

  it('let go of the watcher and the bus when the client goes before the stream was ever read', async () => {
    const fanOut = liveFanOutOver({ store: counting.store, live });
    const subscribed = liveEventStream(context(), { slug: 'jetzt' }, { fanOut });
    const list = liveEventsStream(context(), {}, { fanOut });
    expect((await live.watchers(['jetzt'])).get('jetzt')).toBe(1);
    for (const stream of await Promise.all([subscribed, list])) await stream[Symbol.asyncIterator]().return?.();
    expect((await live.watchers(['jetzt'])).get('jetzt')).toBe(0);
    // Nothing is served any more: a change reads nothing.
    counting.reset();
    await live.publish('jetzt');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(counting.total()).toBe(0);
    expect(fanOut.current('jetzt')).toBeUndefined();
  });

  it('end after their maximum age, and the fan-out then leaves the bus and counts nothing', async () => {
    const subscriptions = { open: 0 };
    const counted: LiveBus = {
      ...live,
      subscribe(listener) {
        subscriptions.open++;
        const stop = live.subscribe(listener);
        return () => {
          subscriptions.open--;
          stop();
        };
      },
    };
    const fanOut = liveFanOutOver({ store, live: counted });
    const stream = follow(await liveEventStream({ ...context(), live: counted }, { slug: 'jetzt' }, { fanOut, maxAgeMs: 50 }));
    await expect.poll(() => subscriptions.open, eventually).toBe(1);
    await expect.poll(() => stream.ended, eventually).toBe(true);
    expect(subscriptions.open).toBe(0);
    expect((await live.watchers(['jetzt'])).get('jetzt')).toBe(0);
  });
  it('end at a random moment in the last fifth of their maximum age, so that streams opened together do not end together', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const fanOut = liveFanOutOver({ store, live });
      const open = (random: number) => liveEventStream(context(), { slug: 'jetzt' }, { fanOut, maxAgeMs: 10_000, random: () => random }).then(follow);
      const [soonest, middle, latest] = await Promise.all([open(1), open(0.5), open(0)]);
      await vi.advanceTimersByTimeAsync(7_999);
      expect([soonest.ended, middle.ended, latest.ended]).toEqual([false, false, false]);
      await vi.advanceTimersByTimeAsync(1);
      expect([soonest.ended, middle.ended, latest.ended]).toEqual([true, false, false]);
      await vi.advanceTimersByTimeAsync(1_000);
      expect([middle.ended, latest.ended]).toEqual([true, false]);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(latest.ended).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the fan-out', () => {
  it('ends the streams of a course it cannot read, and goes on serving the others', async () => {
    const failure = new Error('store down');
    const errors: unknown[] = [];
    const view = (slug: string) => ({ event: { slug }, state: { version: 1 }, watchers: 0 }) as unknown as LiveView;
    const fanOut: LiveFanOut = createLiveFanOut(live, async (slug) => (slug === 'kaputt' ? Promise.reject(failure) : view(slug)), {
      onError: (error) => errors.push(error),
    });
    const failed: unknown[] = [];
    const offered: string[] = [];
    const stream = (slug: string) => ({ slug, shows: () => [slug], offer: (v: LiveView) => offered.push(v.event.slug), fail: (error: unknown) => failed.push(error) });
    const stops = [fanOut.add(stream('kaputt')), fanOut.add(stream('heil'))];
    await live.publish('kaputt');
    await live.publish('heil');
    await expect.poll(() => offered, eventually).toEqual(['heil']);
    expect(failed).toEqual([failure]);
    expect(errors).toEqual([failure]);
    for (const stop of stops) stop();
  });
});
