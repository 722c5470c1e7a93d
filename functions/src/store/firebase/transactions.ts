// Every Firestore transaction of this adapter runs through one retry policy. A transaction is run again only when
// Firestore says it did not commit: ABORTED (it lost a lock to another transaction), or a read naming a transaction
// the server has already closed (expired, or aborted after a lock timeout on a read the client then sent again; the
// emulator words it "Transaction is invalid or closed", production "The referenced transaction has expired or is no
// longer valid"). Other failures of the service, and conflicts that outlast the attempts, become
// StoreUnavailableError: the caller sees STORE_UNAVAILABLE and nothing of the transaction is kept.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { StoreUnavailableError } from '../../domain/repositories.js';
import { Code, codeOf } from './errors.js';

/** Where an attempt failed: while its function read (nothing sent to commit yet) or in the commit. */
export type Stage = 'reading' | 'committing';

/** What to do about a failed attempt: run it again, report the store as unavailable, or pass the error on. */
export type Failure = 'retry' | 'unavailable' | 'fail';

const TRANSACTION_CLOSED = /transaction (has expired|is invalid or (closed|expired)|is no longer valid)/i;

/** Codes meaning the service did not (or could not) answer, as opposed to a rejected request. */
const SERVICE_FAILURES: readonly unknown[] = [Code.CANCELLED, Code.UNKNOWN, Code.DEADLINE_EXCEEDED, Code.RESOURCE_EXHAUSTED, Code.INTERNAL, Code.UNAVAILABLE];

export function classifyTransactionError(error: unknown, stage: Stage): Failure {
  const code = codeOf(error);
  if (code === Code.ABORTED) return 'retry';
  if (code === Code.INVALID_ARGUMENT && TRANSACTION_CLOSED.test(String((error as Error).message))) {
    // A commit can meet a closed transaction when the client sent it again after the first one went through but its
    // answer was lost: whether it committed is unknown, so it is not run a second time.
    return stage === 'reading' ? 'retry' : 'unavailable';
  }
  return SERVICE_FAILURES.includes(code) ? 'unavailable' : 'fail';
}

export interface RetryPolicy {
  attempts: number;
  firstDelayMs: number;
  /** Each wait is this much longer than the one before. */
  growth: number;
  maxDelayMs: number;
}

/**
 * 8 attempts, the waits between them growing from 1 s by half each time, each a random half to whole of that: at most
 * about 32 s of waiting (the client library's own backoff, bounded). Within one client the seat transactions of an
 * event are queued (bookings.ts), so the conflicts left are with other clients; a loser that waits about a second
 * lets the other client's queued transactions pass before it tries again (on the emulator, where every conflict
 * costs a lock timeout of 2 s, two clients booking 25 seats took 5-6 s so, 10-16 s with a first wait of 100 ms).
 */
export const TRANSACTION_RETRIES: RetryPolicy = { attempts: 8, firstDelayMs: 1000, growth: 1.5, maxDelayMs: 15_000 };

export const backoffMs = (attempt: number, policy: RetryPolicy, random = Math.random): number =>
  Math.min(policy.maxDelayMs, policy.firstDelayMs * policy.growth ** (attempt - 1)) * (0.5 + random() / 2);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in a transaction, again on a new transaction while Firestore reports that an attempt did not commit.
 * The client's own retries are off (maxAttempts 1), so that this policy is the only one. `work` may run several
 * times and must not act outside the transaction.
 */
export async function runTransaction<T>(
  db: Pick<Firestore, 'runTransaction'>,
  work: (tx: Transaction) => Promise<T>,
  policy: RetryPolicy = TRANSACTION_RETRIES,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    let stage: Stage = 'reading';
    try {
      return await db.runTransaction(
        async (tx) => {
          const result = await work(tx);
          stage = 'committing';
          return result;
        },
        { maxAttempts: 1 },
      );
    } catch (error) {
      const failure = classifyTransactionError(error, stage);
      if (failure === 'fail') throw error;
      const message = String((error as Error).message);
      if (failure === 'unavailable') throw new StoreUnavailableError(`Firestore transaction failed: ${message}`, { cause: error });
      if (attempt >= policy.attempts) {
        throw new StoreUnavailableError(`Firestore transaction did not commit in ${attempt} attempts: ${message}`, { cause: error });
      }
      await wait(backoffMs(attempt, policy));
    }
  }
}
