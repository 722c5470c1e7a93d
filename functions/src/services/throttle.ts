// Attempts that must not come too often: failed sign-ins, sign-ups, mails on request, contact messages, live posts;
// and budgets of uses that cost money (the assistant's model answers).
// Counted per key (an account, a client address) in the store, so that every instance counts together and a
// restart forgets nothing (decision 015).
import { createHash } from 'node:crypto';
import type { AttemptRecord, Store } from '../domain/repositories.js';
import { TooManyAttemptsError } from './errors.js';

export interface ThrottleLimits {
  /** Attempts within the window that pass before the lockout starts. */
  freeAttempts: number;
  windowMs: number;
}

/**
 * Slows down what must not come too often: after `freeAttempts` attempts within `windowMs` for a key, each further
 * attempt locks the key for an exponentially growing time (30 s, 1 min, 2 min, ... up to an hour).
 */
export class Throttle {
  static readonly BASE_LOCK_MS = 30_000;
  static readonly MAX_LOCK_MS = 60 * 60 * 1000;

  /** `name` keeps the counters of different throttles apart in the store. */
  constructor(
    private readonly name: string,
    private readonly limits: ThrottleLimits,
  ) {}

  /** Throws TooManyAttemptsError while any of the keys is locked. */
  async check(store: Store, keys: readonly string[], now: Date): Promise<void> {
    const records = await store.attempts.get(keys.map(this.storeKey), now);
    throwIfLocked(records.map((record) => waitOf(record, now)));
  }

  /** Counts an attempt for each key (and locks those that had enough). */
  async count(store: Store, keys: readonly string[], now: Date): Promise<void> {
    const storeKeys = keys.map(this.storeKey);
    await store.attempts.update(storeKeys, now, (current) => current.map((record, index) => this.counted(record, storeKeys[index]!, now)));
  }

  /**
   * Checks and counts in one transaction: throws TooManyAttemptsError while a key is locked (counting nothing),
   * else counts the attempt. Two requests at once cannot both slip through on the same free attempt.
   */
  async take(store: Store, keys: readonly string[], now: Date): Promise<void> {
    const storeKeys = keys.map(this.storeKey);
    let waits: number[] = [];
    await store.attempts.update(storeKeys, now, (current) => {
      waits = current.map((record) => (record ? waitOf(record, now) : 0));
      return waits.some((ms) => ms > 0) ? current : current.map((record, index) => this.counted(record, storeKeys[index]!, now));
    });
    throwIfLocked(waits);
  }

  /** Forgets a key's attempts (a successful sign-in clears its account's failures). */
  async forget(store: Store, key: string, now: Date): Promise<void> {
    await store.attempts.update([this.storeKey(key)], now, () => [null]);
  }

  /** Keys are hashed: the store keeps no addresses or emails, and any key makes a valid document id. */
  private readonly storeKey = (key: string): string => createHash('sha256').update(`${this.name}\n${key}`).digest('hex');

  private counted(current: AttemptRecord | null, key: string, now: Date): AttemptRecord {
    const at = now.getTime();
    const attempts = [...(current?.attempts ?? []).filter((time) => time.getTime() > at - this.limits.windowMs), now];
    const excess = attempts.length - this.limits.freeAttempts;
    const lockedUntil =
      excess >= 0 ? new Date(at + Math.min(Throttle.BASE_LOCK_MS * 2 ** excess, Throttle.MAX_LOCK_MS)) : (current?.lockedUntil ?? null);
    const expiresAt = new Date(Math.max(at + this.limits.windowMs, lockedUntil?.getTime() ?? 0));
    return { key, attempts, lockedUntil, expiresAt };
  }
}

/**
 * A hard cap: at most `max` uses within the sliding `windowMs` per key, and none beyond until the oldest use leaves
 * the window (no growing lockout: a budget is spent, not guessed at). Counted in the same store records as the
 * throttles, so every instance spends from one budget.
 */
export class Budget {
  constructor(
    readonly name: string,
    readonly limits: { max: number; windowMs: number },
  ) {}

  /** Spends one use from each key's budget, all or none (spendBudgets). */
  take(store: Store, keys: readonly string[], now: Date): Promise<void> {
    return spendBudgets(
      store,
      keys.map((key) => ({ budget: this, key })),
      now,
    );
  }

  /** Keys are hashed with the budget's name, like the throttles'. */
  storeKey(key: string): string {
    return createHash('sha256').update(`${this.name}\n${key}`).digest('hex');
  }
}

/** A budget had no use left; `budgets` names the ones that refused. */
export class BudgetSpentError extends TooManyAttemptsError {
  constructor(
    retryAfterSeconds: number,
    readonly budgets: readonly string[],
  ) {
    super(retryAfterSeconds);
  }
}

/**
 * Spends one use from each (budget, key), all or none, in one transaction: throws BudgetSpentError (the longest wait
 * until a use is free again, and which budgets refused) when any has none left, spending nothing.
 */
export async function spendBudgets(store: Store, uses: readonly { budget: Budget; key: string }[], now: Date): Promise<void> {
  const storeKeys = uses.map(({ budget, key }) => budget.storeKey(key));
  const at = now.getTime();
  let waits: number[] = [];
  await store.attempts.update(storeKeys, now, (current) => {
    const recent = current.map((record, index) => (record?.attempts ?? []).filter((time) => time.getTime() > at - uses[index]!.budget.limits.windowMs));
    waits = recent.map((times, index) => {
      const { max, windowMs } = uses[index]!.budget.limits;
      return times.length >= max ? times[times.length - max]!.getTime() + windowMs - at : 0;
    });
    if (waits.some((ms) => ms > 0)) return current;
    return recent.map((times, index) => ({
      key: storeKeys[index]!,
      attempts: [...times, now],
      lockedUntil: null,
      expiresAt: new Date(at + uses[index]!.budget.limits.windowMs),
    }));
  });
  const longest = Math.max(0, ...waits);
  if (longest > 0) throw new BudgetSpentError(Math.ceil(longest / 1000), uses.filter((_, index) => waits[index]! > 0).map(({ budget }) => budget.name));
}

function waitOf(record: AttemptRecord, now: Date): number {
  return (record.lockedUntil?.getTime() ?? 0) - now.getTime();
}

function throwIfLocked(waits: readonly number[]): void {
  const longest = Math.max(0, ...waits);
  if (longest > 0) throw new TooManyAttemptsError(Math.ceil(longest / 1000));
}

/**
 * Slows down password guessing: five failed sign-ins within 15 minutes for one account (email) or one client
 * address, then the growing lockout.
 */
export const signInThrottle = new Throttle('signIn', { freeAttempts: 5, windowMs: 15 * 60 * 1000 });
/**
 * Mails on request (sign-in links, resets) count as attempts of their own: more than five to one address or from
 * one client within 15 minutes wait likewise, so nobody floods a mailbox through us.
 */
export const mailThrottle = new Throttle('mail', { freeAttempts: 5, windowMs: 15 * 60 * 1000 });
/**
 * Sign-ups from one client: more than five within 10 minutes wait likewise, so nobody creates accounts (or probes
 * which addresses have one) by the hundred, while a workshop's guests on one network can still all register.
 */
export const signUpThrottle = new Throttle('signUp', { freeAttempts: 5, windowMs: 10 * 60_000 });
/** The public contact form: more than five messages from one client within 15 minutes wait likewise. */
export const contactThrottle = new Throttle('contact', { freeAttempts: 5, windowMs: 15 * 60 * 1000 });
/**
 * Live posts per person: twenty within ten minutes are free, then each further one waits, so that a stolen session
 * or a stuck button cannot flood the watchers.
 */
export const livePostThrottle = new Throttle('livePost', { freeAttempts: 20, windowMs: 10 * 60_000 });
/**
 * Codes typed in (a gift voucher's balance, a voucher or promo code at checkout): ten wrong ones within an hour per
 * person and per client address are free, then each further one waits, so that nobody guesses codes by the thousand.
 */
export const voucherCodeThrottle = new Throttle('voucher-code', { freeAttempts: 10, windowMs: 60 * 60_000 });
