// The listener sets both buses share. Their fan-out is held to the LiveBus contract; what is tested here is what the
// contract cannot see: when a key's first listener comes and its last goes (the Firestore bus listens to notices
// exactly while someone on the instance does).
import { describe, expect, it } from 'vitest';
import { Listeners, ListenersByKey } from './changes.js';

describe('Listeners', () => {
  it('tells onRemoved once, when the subscription is stopped, not when cleared', () => {
    const listeners = new Listeners<number>(() => {});
    const removed: string[] = [];
    const stop = listeners.add(() => {}, () => removed.push('a'));
    listeners.add(() => {}, () => removed.push('b'));
    stop();
    stop();
    listeners.clear();
    expect(removed).toEqual(['a']);
    expect(listeners.size).toBe(0);
  });

  it('delivers to a copy of the set: a listener stopping another mid-delivery still lets it hear this value', () => {
    const listeners = new Listeners<number>(() => {});
    const heard: string[] = [];
    let stopSecond = () => {};
    listeners.add((value) => {
      heard.push(`first ${value}`);
      stopSecond();
    });
    stopSecond = listeners.add((value) => heard.push(`second ${value}`));
    listeners.deliver(1);
    listeners.deliver(2);
    expect(heard).toEqual(['first 1', 'second 1', 'first 2']);
  });
});

describe('ListenersByKey', () => {
  function tracked() {
    const events: string[] = [];
    const byKey = new ListenersByKey<string>(() => {}, {
      onFirst: (key) => events.push(`first ${key}`),
      onLast: (key) => events.push(`last ${key}`),
    });
    return { events, byKey };
  }

  it('tells onFirst when a key gets its first listener and onLast when its last one goes, once each', () => {
    const { events, byKey } = tracked();
    const one = byKey.add('alice', () => {});
    const two = byKey.add('alice', () => {});
    const bob = byKey.add('bob', () => {});
    expect(events).toEqual(['first alice', 'first bob']);
    one();
    one();
    expect(events).toEqual(['first alice', 'first bob']);
    two();
    bob();
    expect(events).toEqual(['first alice', 'first bob', 'last alice', 'last bob']);
    expect(byKey.keys()).toEqual([]);
  });

  it('starts a key again after its last listener went', () => {
    const { events, byKey } = tracked();
    byKey.add('alice', () => {})();
    const heard: string[] = [];
    byKey.add('alice', (value) => heard.push(value));
    byKey.deliver('alice', 'match-1');
    expect(events).toEqual(['first alice', 'last alice', 'first alice']);
    expect(heard).toEqual(['match-1']);
  });

  it('delivers to the listeners of that key only', () => {
    const { byKey } = tracked();
    const alice: string[] = [];
    const bob: string[] = [];
    byKey.add('alice', (value) => alice.push(value));
    byKey.add('bob', (value) => bob.push(value));
    byKey.deliver('alice', 'match-1');
    byKey.deliver('nobody', 'match-2');
    expect(alice).toEqual(['match-1']);
    expect(bob).toEqual([]);
  });

  it('after clear, tells nothing, also not when a subscription from before is stopped', () => {
    const { events, byKey } = tracked();
    const heard: string[] = [];
    const stop = byKey.add('alice', (value) => heard.push(value));
    byKey.clear();
    stop();
    byKey.deliver('alice', 'match-1');
    expect(events).toEqual(['first alice']);
    expect(heard).toEqual([]);
    expect(byKey.keys()).toEqual([]);
  });

  it('reports a throwing listener with the value and still delivers to the others', () => {
    const failures: [unknown, string][] = [];
    const byKey = new ListenersByKey<string>((error, value) => failures.push([error, value]));
    const failure = new Error('stream gone');
    byKey.add('alice', () => {
      throw failure;
    });
    const heard: string[] = [];
    byKey.add('alice', (value) => heard.push(value));
    byKey.deliver('alice', 'match-1');
    expect(failures).toEqual([[failure, 'match-1']]);
    expect(heard).toEqual(['match-1']);
  });
});
