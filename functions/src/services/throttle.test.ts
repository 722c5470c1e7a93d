// The throttles' rules over the embedded store (the store contract checks the counters themselves on both adapters).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmbeddedStore } from '../store/embedded/store.js';
import { TooManyAttemptsError } from './errors.js';
import { Budget, BudgetSpentError, spendBudgets, Throttle } from './throttle.js';

const store = openEmbeddedStore({ file: ':memory:' });
afterAll(() => store.close());

const t0 = Date.parse('2026-11-22T10:00:00Z');
const at = (ms: number) => new Date(t0 + ms);
const limits = { freeAttempts: 5, windowMs: 15 * 60_000 };

describe('Throttle', () => {
  it('doubles the lockout per further attempt within the window, and forgets after it', async () => {
    const throttle = new Throttle('doubling', limits);
    for (let i = 0; i < 4; i += 1) await throttle.count(store, ['k'], at(i));
    await expect(throttle.check(store, ['k'], at(10))).resolves.toBeUndefined();
    await throttle.count(store, ['k'], at(10));
    await expect(throttle.check(store, ['k'], at(11))).rejects.toMatchObject({ retryAfterSeconds: 30 });
    await throttle.count(store, ['k'], at(40_000));
    await expect(throttle.check(store, ['k'], at(40_001))).rejects.toMatchObject({ retryAfterSeconds: 60 });
    // Sixteen minutes later the old attempts are outside the window: one more does not lock.
    await throttle.count(store, ['k'], at(16 * 60_000 + 40_000));
    await expect(throttle.check(store, ['k'], at(16 * 60_000 + 100_000))).resolves.toBeUndefined();
  });

  it('locks when any of the keys is locked, and forgets a key on request', async () => {
    const throttle = new Throttle('keys', limits);
    for (let i = 0; i < 5; i += 1) await throttle.count(store, ['account:a', 'client:1'], at(i));
    await expect(throttle.check(store, ['account:b', 'client:1'], at(10))).rejects.toBeInstanceOf(TooManyAttemptsError);
    await throttle.forget(store, 'client:1', at(10));
    await expect(throttle.check(store, ['account:b', 'client:1'], at(10))).resolves.toBeUndefined();
    await expect(throttle.check(store, ['account:a'], at(10))).rejects.toBeInstanceOf(TooManyAttemptsError);
  });

  it('takes attempts until the lock, then refuses without counting', async () => {
    const throttle = new Throttle('take', limits);
    for (let i = 0; i < 5; i += 1) await throttle.take(store, ['k'], at(i));
    await expect(throttle.take(store, ['k'], at(5))).rejects.toMatchObject({ retryAfterSeconds: 30 });
    // Refused attempts do not lengthen the lock: after it, the next one passes and locks for 1 min.
    await expect(throttle.take(store, ['k'], at(31_000))).resolves.toBeUndefined();
    await expect(throttle.take(store, ['k'], at(31_001))).rejects.toMatchObject({ retryAfterSeconds: 60 });
  });

  it('lets no two of many simultaneous attempts slip through on the same free one', async () => {
    const throttle = new Throttle('race', limits);
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => throttle.take(store, ['k'], at(0))));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
  });

  it('keeps apart the counters of throttles with different names, and stores no key in the clear', async () => {
    const one = new Throttle('one', limits);
    const other = new Throttle('other', limits);
    for (let i = 0; i < 5; i += 1) await one.count(store, ['client:203.0.113.9'], at(i));
    await expect(other.check(store, ['client:203.0.113.9'], at(10))).resolves.toBeUndefined();
    const stored = await store.attempts.get(['client:203.0.113.9'], at(10));
    expect(stored).toEqual([]);
  });

  it('counts together across two stores over the same file (two instances, or a restart)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'throttle-'));
    const first = openEmbeddedStore({ file: join(dir, 'shared.sqlite') });
    const second = openEmbeddedStore({ file: join(dir, 'shared.sqlite') });
    try {
      const throttle = new Throttle('shared', limits);
      for (let i = 0; i < 5; i += 1) await throttle.count(i % 2 ? first : second, ['k'], at(i));
      await expect(throttle.check(first, ['k'], at(10))).rejects.toBeInstanceOf(TooManyAttemptsError);
      await expect(throttle.check(second, ['k'], at(10))).rejects.toBeInstanceOf(TooManyAttemptsError);
    } finally {
      await first.close();
      await second.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('Budget', () => {
  it('allows `max` uses within the sliding window, then refuses until the oldest leaves it, spending nothing', async () => {
    const budget = new Budget('budget', { max: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i += 1) await budget.take(store, ['k'], at(i * 10_000));
    await expect(budget.take(store, ['k'], at(30_000))).rejects.toMatchObject({ retryAfterSeconds: 30 });
    // The refusal spent nothing: once the first use (at 0 s) is a minute old, exactly one more fits.
    await expect(budget.take(store, ['k'], at(60_001))).resolves.toBeUndefined();
    await expect(budget.take(store, ['k'], at(60_002))).rejects.toMatchObject({ retryAfterSeconds: 10 });
  });

  it('spends from every key or from none, and counts simultaneous uses on two stores over one file together', async () => {
    const budget = new Budget('budget-keys', { max: 2, windowMs: 60_000 });
    await budget.take(store, ['client:a', 'site'], at(0));
    await budget.take(store, ['client:b', 'site'], at(1));
    // The site's budget is spent: client c is refused, and its own budget stays untouched.
    await expect(budget.take(store, ['client:c', 'site'], at(2))).rejects.toBeInstanceOf(TooManyAttemptsError);
    await budget.take(store, ['client:c'], at(3));
    await budget.take(store, ['client:c'], at(4));
    await expect(budget.take(store, ['client:c'], at(5))).rejects.toBeInstanceOf(TooManyAttemptsError);

    const dir = mkdtempSync(join(tmpdir(), 'budget-'));
    const first = openEmbeddedStore({ file: join(dir, 'shared.sqlite') });
    const second = openEmbeddedStore({ file: join(dir, 'shared.sqlite') });
    try {
      const shared = new Budget('budget-shared', { max: 4, windowMs: 60_000 });
      const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => shared.take(i % 2 ? first : second, ['site'], at(i))));
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(4);
    } finally {
      await first.close();
      await second.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('spends from budgets of different sizes in one step and names the ones that refused', async () => {
    const short = new Budget('budget-short', { max: 1, windowMs: 60_000 });
    const day = new Budget('budget-day', { max: 5, windowMs: 24 * 3_600_000 });
    await spendBudgets(store, [{ budget: short, key: 'c' }, { budget: day, key: 'site' }], at(0));
    const refusal = await spendBudgets(store, [{ budget: short, key: 'c' }, { budget: day, key: 'site' }], at(1_000)).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BudgetSpentError);
    expect(refusal).toMatchObject({ budgets: ['budget-short'], retryAfterSeconds: 59 });
    // The refused step spent nothing of the day's budget: four more fit.
    for (let i = 0; i < 4; i += 1) await day.take(store, ['site'], at(2_000 + i));
    await expect(day.take(store, ['site'], at(3_000))).rejects.toMatchObject({ budgets: ['budget-day'] });
  });
});
