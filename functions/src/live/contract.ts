// ONE contract for every LiveBus adapter: embedded.test.ts and firebase.test.ts call describeLiveBusContract, so the
// in-process bus and the Realtime Database bus are held to the same behaviour (versions, current states, fan-out
// across instances, unsubscribing, watcher counts, personal notices, closing). Changes, counts and notices may reach
// another instance a moment later, so everything seen from a second instance is awaited with vi.waitFor; that
// something did NOT arrive is checked once a later marker did.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveBus, LiveChange, LiveEventState, PersonalNotice } from '../domain/live.js';
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
}

const eventually = { timeout: 10_000, interval: 20 };

export function liveState(eventSlug: string, overrides: Partial<LiveEventState> = {}): LiveEventState {
  return { eventSlug, phase: 'RUNNING', seatsLeft: 3, delayMinutes: 0, room: null, latestPost: null, ...overrides };
}

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

    describe('versions', () => {
      it('grow with every change of an event, at least to the clock, also when the clock stands still or goes back', async () => {
        expect((await bus.publish(liveState('toepfern'))).version).toBe(1_000_000);
        expect((await bus.publish(liveState('toepfern'))).version).toBe(1_000_001);
        clockMs = 2_000_000;
        expect((await bus.publish(liveState('toepfern'))).version).toBe(2_000_000);
        clockMs = 5;
        expect((await bus.publish(liveState('toepfern'))).version).toBe(2_000_001);
      });

      it('are kept per event', async () => {
        await bus.publish(liveState('toepfern'));
        await bus.publish(liveState('toepfern'));
        expect((await bus.publish(liveState('naehen'))).version).toBe(1_000_000);
      });

      it('grow across instances: one publishing after another continues from the other’s version', async () => {
        const second = await other();
        clockMs = 3_000_000;
        await bus.publish(liveState('toepfern'));
        clockMs = 10;
        expect((await second.publish(liveState('toepfern'))).version).toBe(3_000_001);
        expect((await bus.publish(liveState('toepfern'))).version).toBe(3_000_002);
      });

      it('stay unique when two instances publish the same event at once', async () => {
        const second = await other();
        const changes = await Promise.all(
          Array.from({ length: 6 }, (_, index) => (index % 2 ? second : bus).publish(liveState('toepfern', { seatsLeft: index }))),
        );
        const versions = changes.map((change) => change.version);
        expect(new Set(versions).size).toBe(versions.length);
        const [current] = await bus.current(['toepfern']);
        expect(current?.version).toBe(Math.max(...versions));
        expect(current).toEqual(changes.find((change) => change.version === current?.version));
      });
    });

    describe('current', () => {
      it('is the latest change of each event asked for, in order, null where none was published', async () => {
        await bus.publish(liveState('toepfern', { seatsLeft: 5 }));
        const post = { id: 'p1', text: 'Wir starten 10 Min. später', at: new Date('2026-06-05T16:20:30.123Z') };
        const latest = await bus.publish(
          liveState('toepfern', { phase: 'UPCOMING', seatsLeft: 4, delayMinutes: 10, room: 'Werkstatt 2', latestPost: post }),
        );
        const dropIn = await bus.publish(liveState('offenes-atelier', { seatsLeft: null }));
        expect(await bus.current(['toepfern', 'gibt-es-nicht', 'offenes-atelier', 'toepfern'])).toEqual([latest, null, dropIn, latest]);
        expect(latest).toEqual({ ...liveState('toepfern'), phase: 'UPCOMING', seatsLeft: 4, delayMinutes: 10, room: 'Werkstatt 2', latestPost: post, version: 1_000_001 });
        expect(await bus.current([])).toEqual([]);
      });

      it('is the same from every instance', async () => {
        const second = await other();
        const change = await bus.publish(liveState('toepfern', { phase: 'ENDED', seatsLeft: 0 }));
        await vi.waitFor(async () => expect(await second.current(['toepfern'])).toEqual([change]), eventually);
      });

      it('is not changed by the publisher editing its state afterwards', async () => {
        const state = liveState('toepfern', { latestPost: { id: 'p1', text: 'Hallo', at: new Date(1_000) } });
        const change = await bus.publish(state);
        state.seatsLeft = 0;
        state.latestPost!.at.setTime(2_000);
        expect(change).toMatchObject({ seatsLeft: 3, latestPost: { at: new Date(1_000) } });
        expect((await bus.current(['toepfern']))[0]).toMatchObject({ seatsLeft: 3, latestPost: { at: new Date(1_000) } });
      });
    });

    describe('subscribe', () => {
      it('tells the subscribers of every instance about a change published on one', async () => {
        const second = await other();
        const here = collect(bus);
        const there = collect(second);
        const change = await bus.publish(liveState('toepfern', { seatsLeft: 1 }));
        await vi.waitFor(() => expect(here).toEqual([change]), eventually);
        await vi.waitFor(() => expect(there).toEqual([change]), eventually);
        const back = await second.publish(liveState('toepfern', { seatsLeft: 0 }));
        await vi.waitFor(() => expect(here).toEqual([change, back]), eventually);
        await vi.waitFor(() => expect(there).toEqual([change, back]), eventually);
      });

      it('tells nothing of what was published before subscribing', async () => {
        await bus.publish(liveState('toepfern'));
        const second = await other();
        const there = collect(second);
        const marker = await bus.publish(liveState('naehen'));
        await vi.waitFor(() => expect(there).toEqual([marker]), eventually);
      });

      it('stops telling a subscriber once it unsubscribed, and unsubscribing twice is harmless', async () => {
        const second = await other();
        const stopped: LiveChange[] = [];
        const unsubscribe = second.subscribe((change) => stopped.push(change));
        const still = collect(second);
        unsubscribe();
        unsubscribe();
        const change = await bus.publish(liveState('toepfern'));
        await vi.waitFor(() => expect(still).toEqual([change]), eventually);
        expect(stopped).toEqual([]);
      });

      it('gives one subscription per subscribe, also of the same function', async () => {
        const heard: LiveChange[] = [];
        const listener = (change: LiveChange) => heard.push(change);
        const first = bus.subscribe(listener);
        bus.subscribe(listener);
        first();
        const change = await bus.publish(liveState('toepfern'));
        await vi.waitFor(() => expect(heard).toEqual([change]), eventually);
      });

      it('tells the others when one subscriber throws, and reports the error', async () => {
        const failure = new Error('stream gone');
        bus.subscribe(() => {
          throw failure;
        });
        const heard = collect(bus);
        const change = await bus.publish(liveState('toepfern'));
        await vi.waitFor(() => expect(heard).toEqual([change]), eventually);
        expect(listenerErrors).toEqual([failure]);
      });
    });

    describe('watchers', () => {
      it('add up over instances, per event, 0 for none', async () => {
        const second = await other();
        bus.watch('toepfern');
        const leaving = bus.watch('toepfern');
        second.watch('toepfern');
        second.watch('naehen');
        const expected = new Map([
          ['toepfern', 3],
          ['naehen', 1],
          ['stricken', 0],
        ]);
        await vi.waitFor(async () => expect(await bus.watchers(['toepfern', 'naehen', 'stricken'])).toEqual(expected), eventually);
        await vi.waitFor(async () => expect(await second.watchers(['toepfern', 'naehen', 'stricken'])).toEqual(expected), eventually);

        leaving();
        leaving();
        expected.set('toepfern', 2);
        await vi.waitFor(async () => expect(await second.watchers(['toepfern', 'naehen', 'stricken'])).toEqual(expected), eventually);
        expect(await bus.watchers(['toepfern', 'naehen', 'stricken'])).toEqual(expected);
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
        await vi.waitFor(async () => expect((await bus.watchers(['toepfern'])).get('toepfern')).toBe(2), eventually);
        await second.close();
        await second.close();
        await expect(second.publish(liveState('toepfern'))).rejects.toThrow(/closed/);
        await expect(second.notify({ uid: 'alice', matchId: 'match-1' })).rejects.toThrow(/closed/);
        expect(() => second.subscribeNotices('alice', () => {})).toThrow(/closed/);
        if (second === bus) return;

        const here = collect(bus);
        const noticesHere = collectNotices(bus, 'alice');
        await bus.notify({ uid: 'alice', matchId: 'match-1' });
        const change = await bus.publish(liveState('toepfern'));
        await vi.waitFor(() => expect(here).toEqual([change]), eventually);
        await vi.waitFor(() => expect(noticesHere).toEqual([{ uid: 'alice', matchId: 'match-1' }]), eventually);
        expect(there).toEqual([]);
        expect(noticesThere).toEqual([]);
        await vi.waitFor(async () => expect((await bus.watchers(['toepfern'])).get('toepfern')).toBe(1), eventually);
      });
    });
  });
}
