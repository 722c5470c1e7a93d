// The throttles' port: each key's recent attempts and lock, counted together by every instance.

/**
 * One key's counter of a throttle (services/throttle.ts): its recent attempts and how long it is locked. Keys reach
 * the store hashed, so it holds neither addresses nor emails.
 */
export interface AttemptRecord {
  key: string;
  /** The attempts within the throttle's window, oldest first. */
  attempts: Date[];
  lockedUntil: Date | null;
  /** From when on the record no longer matters (lock over, attempts out of the window): stores drop it then. */
  expiresAt: Date;
}

/**
 * The throttles' counters, in the store so that every instance counts together and a restart forgets nothing
 * (decision 015).
 */
export interface AttemptRepository {
  /** The records of these keys that have not expired at `now`. */
  get(keys: readonly string[], now: Date): Promise<AttemptRecord[]>;
  /**
   * In one transaction: reads the records of these distinct keys (null where missing or expired at `now`), in the
   * keys' order, and stores what `next` makes of them (null deletes), so that attempts made at once on two instances
   * all count. `next` may run more than once (Firestore retries a transaction that met another).
   */
  update(keys: readonly string[], now: Date, next: (current: readonly (AttemptRecord | null)[]) => readonly (AttemptRecord | null)[]): Promise<void>;
}
