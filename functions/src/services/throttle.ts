// Attempts that must not come too often: failed sign-ins, mails on request, contact messages. Counted per key (an
// account, a client address) in process memory.
import { TooManyAttemptsError } from './errors.js';

/**
 * Slows down password guessing: after FREE_FAILURES failed sign-ins within WINDOW_MS for one account (email) or
 * one client address, each further attempt waits for an exponentially growing lockout (30 s, 1 min, 2 min, ... up
 * to an hour). Kept in process memory with a size cap (oldest entries go first): a restart or another instance
 * starts afresh, which is acceptable for slowing guessing down (decision 007); a shared store is the step after.
 */
export class SignInThrottle {
  static readonly FREE_FAILURES = 5;
  static readonly WINDOW_MS = 15 * 60 * 1000;
  static readonly BASE_LOCK_MS = 30_000;
  static readonly MAX_LOCK_MS = 60 * 60 * 1000;
  private readonly entries = new Map<string, { failures: number[]; lockedUntil: number }>();

  /** `limits` lets other attempts (posts, messages) allow more within their own window before locking. */
  constructor(
    private readonly maxEntries = 10_000,
    private readonly limits = { freeAttempts: SignInThrottle.FREE_FAILURES, windowMs: SignInThrottle.WINDOW_MS },
  ) {}

  /** Throws TooManyAttemptsError while any of the keys is locked. */
  check(keys: readonly string[], now: Date): void {
    const waits = keys.map((key) => (this.entries.get(key)?.lockedUntil ?? 0) - now.getTime()).filter((ms) => ms > 0);
    if (waits.length > 0) throw new TooManyAttemptsError(Math.ceil(Math.max(...waits) / 1000));
  }

  fail(keys: readonly string[], now: Date): void {
    const at = now.getTime();
    for (const key of keys) {
      const entry = this.entries.get(key) ?? { failures: [], lockedUntil: 0 };
      entry.failures = [...entry.failures.filter((time) => time > at - this.limits.windowMs), at];
      const excess = entry.failures.length - this.limits.freeAttempts;
      if (excess >= 0) entry.lockedUntil = at + Math.min(SignInThrottle.BASE_LOCK_MS * 2 ** excess, SignInThrottle.MAX_LOCK_MS);
      this.entries.delete(key); // re-inserted last: the Map's order is least recently failed first
      this.entries.set(key, entry);
      while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
  }

  succeed(key: string): void {
    this.entries.delete(key);
  }
}

/** One throttle per process (see SignInThrottle). */
export const signInThrottle = new SignInThrottle();
/**
 * Mails on request (sign-in links, resets) count as attempts of their own: more than five to one address or from
 * one client within 15 minutes wait likewise, so nobody floods a mailbox through us.
 */
export const mailThrottle = new SignInThrottle();
/**
 * Sign-ups from one client: more than five within 10 minutes wait likewise, so nobody creates accounts (or probes
 * which addresses have one) by the hundred, while a workshop's guests on one network can still all register.
 */
export const signUpThrottle = new SignInThrottle(10_000, { freeAttempts: 5, windowMs: 10 * 60_000 });
