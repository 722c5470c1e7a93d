// ONE contract for every LiveBus adapter: embedded.test.ts and firestore.test.ts call describeLiveBusContract, so the
// in-process bus and the Firestore bus are held to the same behaviour (versions, which overlapping publishes of one
// instance may share but two instances never do, current versions, fan-out across
// instances, unsubscribing, watcher counts, personal notices, closing). Changes, counts and notices may reach
// another instance a moment later, so everything seen from a second instance is awaited with vi.waitFor; that
// something did NOT arrive is checked once a later marker did.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveBus, LiveChange, PersonalNotice } from '../domain/live.js';
import type { LiveBusOptions } from './changes.js';

export interface LiveBusContractSetup {
  /** A new bus on an empty backend of its own, with these options (the contract sets the clock). */
  open(options: LiveBusOptions): Promise<LiveBus>;
  /**
   * Another instance on the same backend as `bus`, as a second function instance would be. Absent where there is
   * only one (the embedded bus is one server): the contract then plays both instances with the one bus.
   */
  connectAgain?(bus: LiveBus, options: LiveBusOptions): Promise<LiveBus>;
  /** Releases what open and connectAgain made, after every bus was closed. */
  cleanup?(): Promise<void>;
  /** Each instance counts only its own watchers (a Firestore bus without a Realtime Database). */
  watchersPerInstance?: boolean;
}

const eventually = { timeout: 10_000, interval: 20 };

/**
 * The least time between two writes of an event's version that a bus under the contract should be opened with: the
 * contract's publishes one after another would wait a second each at the production spacing, yet its overlapping
 * publishes of one instance still share writes at this one.
 */
export const contractVersionWriteIntervalMs = 50;

export function describeLiveBusContract(name: string, setup: LiveBusContractSetup): void {
  describe(`LiveBus contract: ${name}`, () => {
    let clockMs = 0;
    const clock = () => clockMs;
    const listenerErrors: unknown[] = [];
    const options: LiveBusOptions = { now: clock, onListenerError: (error) => listenerErrors.push(error) };
    let bus: LiveBus;
    let opened: LiveBus[];

    /** The second instance: another bus on the same backend, or the same bus where there is only one. */
    async function other(): Promise<LiveBus> {
      if (!setup.connectAgain) return bus;
      const second = await setup.connectAgain(bus, options);
      opened.push(second);
      return second;
    }

    function collect(on: LiveBus): LiveChange[] {
      const heard: LiveChange[] = [];
      on.subscribe((change) => heard.push(change));
      return heard;
    }

    function collectNotices(on: LiveBus, uid: string): PersonalNotice[] {
      const heard: PersonalNotice[] = [];
      on.subscribeNotices(uid, (notice) => heard.push(notice));
      return heard;
    }

    beforeEach(async () => {
      clockMs = 1_000_000;
      listenerErrors.length = 0;
      bus = await setup.open(options);
      opened = [bus];
    });
    afterEach(async () => {
      for (const each of opened) await each.close();
      await setup.cleanup?.();
    });

    describe('publish', () => {
      it('gives versions that grow with every change of an event, at least to the clock, also when the clock stands still or goes back', async () => {
        expect((await bus.publish('toepfern')).version).toBe(1_000_000);
        expect((await bus.publish('toepfern')).version).toBe(1_000_001);
        clockMs = 2_000_000;
        expect((await bus.publish('toepfern')).version).toBe(2_000_000);
        clockMs = 5;
        expect((await bus.publish('toepfern')).version).toBe(2_000_001);
      });

      it('keeps versions per event', async () => {
        await bus.publish('toepfern');
        await bus.publish('toepfern');
        expect((await bus.publish('naehen')).version).toBe(1_000_000);
      });

      it('continues across instances: one publishing after another continues from the other’s version', async () => {
        const second = await other();
        clockMs = 3_000_000;
        await bus.publish('toepfern');
        clockMs = 10;
        expect((await second.publish('toepfern')).version).toBe(3_000_001);
        expect((await bus.publish('toepfern')).version).toBe(3_000_002);
      });

      it('never gives two instances the same version, nor a version older than one published before, when publishes overlap', async () => {
        const second = await other();
        const before = await bus.publish('toepfern');
        const changes = await Promise.all(Array.from({ length: 6 }, (_, index) => (index % 2 ? second : bus).publish('toepfern')));
        const versions = (of: number) => changes.filter((_, index) => index % 2 === of).map((change) => change.version);
        for (const version of [...versions(0), ...versions(1)]) expect(version).toBeGreaterThan(before.version);
        // Overlapping publishes of one instance may share a version (the Firestore bus spares its document so).
        if (second !== bus) expect(versions(0).filter((version) => versions(1).includes(version))).toEqual([]);
        await vi.waitFor(async () => expect(await bus.versions(['toepfern'])).toEqual([Math.max(...versions(0), ...versions(1))]), eventually);
      });

      it('gives every publish made after the last one resolved a new version', async () => {
        const first = await Promise.all([bus.publish('toepfern'), bus.publish('toepfern')]);
        const next = await bus.publish('toepfern');
        expect(next.version).toBeGreaterThan(Math.max(...first.map((change) => change.version)));
        expect((await bus.publish('toepfern')).version).toBeGreaterThan(next.version);
      });
    });

    describe('versions', () => {
      it('are each event’s latest, in the order asked for, null where none was published', async () => {
        await bus.publish('toepfern');
        const latest = await bus.publish('toepfern');
        const dropIn = await bus.publish('offenes-atelier');
        expect(latest).toEqual({ eventSlug: 'toepfern', version: 1_000_001 });
        expect(await bus.versions(['toepfern', 'gibt-es-nicht', 'offenes-atelier', 'toepfern'])).toEqual([1_000_001, null, dropIn.version, 1_000_001]);
        expect(await bus.versions([])).toEqual([]);
      });

      it('are the same from every instance, also after one was asked for before it was published', async () => {
        const second = await other();
        expect(await second.versions(['toepfern'])).toEqual([null]);
        const change = await bus.publish('toepfern');
        await vi.waitFor(async () => expect(await second.versions(['toepfern'])).toEqual([change.version]), eventually);
        clockMs = 4_000_000;
        const later = await second.publish('toepfern');
        await vi.waitFor(async () => expect(await bus.versions(['toepfern'])).toEqual([later.version]), eventually);
      });
    });

    describe('subscribe', () => {
      it('tells the subscribers of every instance about a change published on one', async () => {
        const second = await other();
        const here = collect(bus);
        const there = collect(second);
        const change = await bus.publish('toepfern');
        await vi.waitFor(() => expect(here).toEqual([change]), eventually);
        await vi.waitFor(() => expect(there).toEqual([change]), eventually);
        const back = await second.publish('toepfern');
        await vi.waitFor(() => expect(here).toEqual([change, back]), eventually);
        await vi.waitFor(() => expect(there).toEqual([change, back]), eventually);
      });

      it('tells nothing of what was published before subscribing', async () => {
        await bus.publish('toepfern');
        const second = await other();
        const there = collect(second);
        const marker = await bus.publish('naehen');
        await vi.waitFor(() => expect(there).toEqual([marker]), eventually);
      });

      it('stops telling a subscriber once it unsubscribed, and unsubscribing twice is harmless', async () => {
        const second = await other();
        const stopped: LiveChange[] = [];
        const unsubscribe = second.subscribe((change) => stopped.push(change));
        const still = collect(second);
        unsubscribe();
        unsubscribe();
        const change = await bus.publish('toepfern');
        await vi.waitFor(() => expect(still).toEqual([change]), eventually);
        expect(stopped).toEqual([]);
      });

      it('gives one subscription per subscribe, also of the same function', async () => {
        const heard: LiveChange[] = [];
        const listener = (change: LiveChange) => heard.push(change);
        const first = bus.subscribe(listener);
        bus.subscribe(listener);
        first();
        const change = await bus.publish('toepfern');
        await vi.waitFor(() => expect(heard).toEqual([change]), eventually);
      });

      it('tells the others when one subscriber throws, and reports the error', async () => {
        const failure = new Error('stream gone');
        bus.subscribe(() => {
          throw failure;
        });
        const heard = collect(bus);
        const change = await bus.publish('toepfern');
        await vi.waitFor(() => expect(heard).toEqual([change]), eventually);
        expect(listenerErrors).toEqual([failure]);
      });
    });

    describe('watchers', () => {
      it(setup.watchersPerInstance ? 'are counted per instance, per event, 0 for none' : 'add up over instances, per event, 0 for none', async () => {
        const second = await other();
        bus.watch('toepfern');
        const leaving = bus.watch('toepfern');
        second.watch('toepfern');
        second.watch('naehen');
        const slugs = ['toepfern', 'naehen', 'stricken'];
        const counts = (here: number[], there: number[]) => ({
          here: new Map(slugs.map((slug, index) => [slug, here[index]])),
          there: new Map(slugs.map((slug, index) => [slug, there[index]])),
        });
        // The one bus of a single server plays both instances: its counts are all of them.
        const together = !setup.watchersPerInstance || second === bus;
        let expected = together ? counts([3, 1, 0], [3, 1, 0]) : counts([2, 0, 0], [1, 1, 0]);
        await vi.waitFor(async () => expect(await bus.watchers(slugs)).toEqual(expected.here), eventually);
        await vi.waitFor(async () => expect(await second.watchers(slugs)).toEqual(expected.there), eventually);

        leaving();
        leaving();
        expected = together ? counts([2, 1, 0], [2, 1, 0]) : counts([1, 0, 0], [1, 1, 0]);
        await vi.waitFor(async () => expect(await second.watchers(slugs)).toEqual(expected.there), eventually);
        expect(await bus.watchers(slugs)).toEqual(expected.here);
        expect(await bus.watchers([])).toEqual(new Map());
      });
    });

    describe('notices', () => {
      it('reach the subscribers of that person on every instance, and nobody else', async () => {
        const second = await other();
        const aliceHere = collectNotices(bus, 'alice');
        const aliceThere = collectNotices(second, 'alice');
        const bobThere = collectNotices(second, 'bob');
        const changes = collect(second);
        await bus.notify({ uid: 'alice', matchId: 'match-1' });
        await vi.waitFor(() => expect(aliceHere).toEqual([{ uid: 'alice', matchId: 'match-1' }]), eventually);
        await vi.waitFor(() => expect(aliceThere).toEqual([{ uid: 'alice', matchId: 'match-1' }]), eventually);

        await second.notify({ uid: 'bob', matchId: 'match-2' });
        await vi.waitFor(() => expect(bobThere).toEqual([{ uid: 'bob', matchId: 'match-2' }]), eventually);
        expect(aliceHere).toHaveLength(1);
        expect(aliceThere).toHaveLength(1);
        expect(changes).toEqual([]);
      });

      it('tell nothing of what was notified before subscribing', async () => {
        const second = await other();
        await bus.notify({ uid: 'alice', matchId: 'earlier' });
        clockMs += 1;
        const heard = collectNotices(second, 'alice');
        await bus.notify({ uid: 'alice', matchId: 'later' });
        await vi.waitFor(() => expect(heard).toEqual([{ uid: 'alice', matchId: 'later' }]), eventually);
      });

      it('are not changed by the notifier editing its notice afterwards', async () => {
        const heard = collectNotices(bus, 'alice');
        const notice = { uid: 'alice', matchId: 'match-1' };
        await bus.notify(notice);
        notice.matchId = 'edited';
        await vi.waitFor(() => expect(heard).toEqual([{ uid: 'alice', matchId: 'match-1' }]), eventually);
      });

      it('stop once unsubscribed, unsubscribing twice is harmless, and other subscribers of that person go on', async () => {
        const second = await other();
        const stopped: PersonalNotice[] = [];
        const unsubscribe = second.subscribeNotices('alice', (notice) => stopped.push(notice));
        const still = collectNotices(second, 'alice');
        unsubscribe();
        unsubscribe();
        await bus.notify({ uid: 'alice', matchId: 'match-1' });
        await vi.waitFor(() => expect(still).toEqual([{ uid: 'alice', matchId: 'match-1' }]), eventually);
        expect(stopped).toEqual([]);
      });

      it('reach a person who subscribes again after their last subscription stopped', async () => {
        const second = await other();
        const first: PersonalNotice[] = [];
        second.subscribeNotices('alice', (notice) => first.push(notice))();
        clockMs += 1;
        const again = collectNotices(second, 'alice');
        await bus.notify({ uid: 'alice', matchId: 'match-1' });
        await vi.waitFor(() => expect(again).toEqual([{ uid: 'alice', matchId: 'match-1' }]), eventually);
        expect(first).toEqual([]);
      });

      it('give one subscription per subscribe, also of the same function', async () => {
        const heard: PersonalNotice[] = [];
        const listener = (notice: PersonalNotice) => heard.push(notice);
        const first = bus.subscribeNotices('alice', listener);
        bus.subscribeNotices('alice', listener);
        first();
        await bus.notify({ uid: 'alice', matchId: 'match-1' });
        await vi.waitFor(() => expect(heard).toEqual([{ uid: 'alice', matchId: 'match-1' }]), eventually);
      });

      it('reach the other subscribers when one throws, and the error is reported', async () => {
        const failure = new Error('stream gone');
        bus.subscribeNotices('alice', () => {
          throw failure;
        });
        const heard = collectNotices(bus, 'alice');
        await bus.notify({ uid: 'alice', matchId: 'match-1' });
        await vi.waitFor(() => expect(heard).toEqual([{ uid: 'alice', matchId: 'match-1' }]), eventually);
        expect(listenerErrors).toEqual([failure]);
      });
    });

    describe('close', () => {
      it('stops the instance’s listeners of changes and notices, takes its watchers out of the counts, and refuses to publish or notify', async () => {
        const second = await other();
        const there = collect(second);
        const noticesThere = collectNotices(second, 'alice');
        second.watch('toepfern');
        bus.watch('toepfern');
        const together = !setup.watchersPerInstance || second === bus;
        await vi.waitFor(async () => expect((await bus.watchers(['toepfern'])).get('toepfern')).toBe(together ? 2 : 1), eventually);
        await second.close();
        await second.close();
        await expect(second.publish('toepfern')).rejects.toThrow(/closed/);
        await expect(second.notify({ uid: 'alice', matchId: 'match-1' })).rejects.toThrow(/closed/);
        expect(() => second.subscribeNotices('alice', () => {})).toThrow(/closed/);
        if (second === bus) return;

        const here = collect(bus);
        const noticesHere = collectNotices(bus, 'alice');
        await bus.notify({ uid: 'alice', matchId: 'match-1' });
        const change = await bus.publish('toepfern');
        await vi.waitFor(() => expect(here).toEqual([change]), eventually);
        await vi.waitFor(() => expect(noticesHere).toEqual([{ uid: 'alice', matchId: 'match-1' }]), eventually);
        expect(there).toEqual([]);
        expect(noticesThere).toEqual([]);
        await vi.waitFor(async () => expect((await bus.watchers(['toepfern'])).get('toepfern')).toBe(1), eventually);
      });
    });
  });
}
