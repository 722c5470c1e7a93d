// The version bumps behind the writes, coalesced: a rush of bookings makes a version write per round trip, and every
// writer still waits for a bump that began after its own write.
import { describe, expect, it } from 'vitest';
import { coalesced, onLocalBump } from './content-version.js';
import { openEmbeddedStore } from './embedded/store.js';

describe('coalesced bumps', () => {
  it('runs one bump at a time and one more for every call made while it ran', async () => {
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const bump = coalesced(() => {
      started.push(started.length + 1);
      return new Promise<void>((resolve) => releases.push(resolve));
    });
    const first = bump();
    // Ten writes commit while the first bump is under way: it may not cover them, so they wait for a second one.
    const during = Array.from({ length: 10 }, () => bump());
    expect(started).toEqual([1]);
    let duringDone = false;
    void Promise.all(during).then(() => (duringDone = true));
    releases[0]!();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2]);
    expect(duringDone).toBe(false);
    releases[1]!();
    await Promise.all(during);
    expect(started).toEqual([1, 2]);
    // Idle again: the next call starts a bump of its own at once.
    const later = bump();
    expect(started).toEqual([1, 2, 3]);
    releases[2]!();
    await later;
  });

  it('runs the next bump after one that failed', async () => {
    let calls = 0;
    const bump = coalesced(async () => {
      calls += 1;
      if (calls === 1) throw new Error('store down');
    });
    const first = bump();
    const second = bump();
    await expect(first).rejects.toThrow('store down');
    await second;
    expect(calls).toBe(2);
  });
});

describe('local bumps', () => {
  it('tells this instance after its own write bumped the version, and not for writes that change nothing public', async () => {
    const store = openEmbeddedStore({ file: ':memory:' });
    try {
      const heard: number[] = [];
      onLocalBump(store, () => heard.push(heard.length + 1));
      await store.mail.list({}, 1); // a read
      expect(heard).toEqual([]);
      await store.crafts.upsertMany([{ slug: 'toepfern', name: { de: 'Töpfern', en: 'Pottery' }, position: 1 }]);
      expect(heard).toEqual([1]);
      expect(await store.contentVersion.current()).toBe(1);
    } finally {
      await store.close();
    }
  });
});

describe('featuring that runs out', () => {
  it('bumps the version at the first reading after a featured period ended, once, though no record changed', async () => {
    const store = openEmbeddedStore({ file: ':memory:' });
    try {
      const now = new Date();
      const opened = { kind: 'CHECKOUT_OPENED', uid: 'u-owner', planId: 'premium-monthly', provider: 'test', sessionId: 'cs_1' } as const;
      await store.premium.change('atelier', opened, now, {}, () => []);
      const end = new Date(Date.now() + 300);
      await store.premium.change('atelier', { kind: 'PAID', subscriptionId: 'sub_1', customerId: null, periodEnd: end }, now, {}, () => []);
      const paid = await store.contentVersion.current();
      expect(await store.contentVersion.current()).toBe(paid);
      await new Promise((resolve) => setTimeout(resolve, end.getTime() - Date.now() + 20));
      expect(await store.contentVersion.current()).toBe(paid + 1);
      expect(await store.contentVersion.current()).toBe(paid + 1);
    } finally {
      await store.close();
    }
  });
});
