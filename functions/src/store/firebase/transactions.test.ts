import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { ConflictError, StoreUnavailableError } from '../../domain/repositories.js';
import { backoffMs, classifyTransactionError, runTransaction, TRANSACTION_RETRIES } from './transactions.js';

/** An error as the Firestore client raises it: the gRPC status code and its message. */
const grpc = (code: number, details: string) => Object.assign(new Error(`${code} ${details}`), { code, details });
const aborted = grpc(10, 'ABORTED: Transaction lock timeout.');
const closedByEmulator = grpc(3, 'INVALID_ARGUMENT: Transaction is invalid or closed.');
const expiredInProduction = grpc(3, 'INVALID_ARGUMENT: The referenced transaction has expired or is no longer valid.');

describe('classifyTransactionError', () => {
  it('runs again what did not commit: a lost lock, or a read on a transaction the server closed', () => {
    expect(classifyTransactionError(aborted, 'reading')).toBe('retry');
    expect(classifyTransactionError(aborted, 'committing')).toBe('retry');
    expect(classifyTransactionError(closedByEmulator, 'reading')).toBe('retry');
    expect(classifyTransactionError(expiredInProduction, 'reading')).toBe('retry');
  });

  it('does not run again a commit that may have gone through, nor a service that does not answer', () => {
    expect(classifyTransactionError(closedByEmulator, 'committing')).toBe('unavailable');
    for (const code of [1, 2, 4, 8, 13, 14]) expect(classifyTransactionError(grpc(code, 'x'), 'reading')).toBe('unavailable');
  });

  it('passes on everything else: rejected requests and the transaction function\'s own errors', () => {
    expect(classifyTransactionError(grpc(3, 'INVALID_ARGUMENT: Cannot use "undefined" as a Firestore value'), 'reading')).toBe('fail');
    expect(classifyTransactionError(grpc(6, 'ALREADY_EXISTS: Document already exists'), 'committing')).toBe('fail');
    expect(classifyTransactionError(new ConflictError('EVENT_CLOSED', 'closed'), 'reading')).toBe('fail');
    expect(classifyTransactionError(new TypeError('bug'), 'reading')).toBe('fail');
  });
});

describe('runTransaction', () => {
  /** A client whose attempts fail as scripted (at the given stage), then succeed. */
  function client(failures: { error: Error; at: 'read' | 'commit' }[]) {
    const calls: { maxAttempts?: number }[] = [];
    const db = {
      runTransaction: async <T>(work: (tx: Transaction) => Promise<T>, options?: { maxAttempts?: number }) => {
        calls.push({ maxAttempts: options?.maxAttempts });
        const failure = failures.shift();
        if (failure?.at === 'read') throw failure.error;
        const result = await work({} as Transaction);
        if (failure) throw failure.error;
        return result;
      },
    } as Pick<Firestore, 'runTransaction'>;
    return { db, calls };
  }
  const waits: number[] = [];
  const wait = async (ms: number) => {
    waits.push(ms);
  };

  it('runs a new transaction after each attempt that did not commit, waiting longer each time, with the client retrying nothing itself', async () => {
    waits.length = 0;
    const { db, calls } = client([
      { error: aborted, at: 'commit' },
      { error: closedByEmulator, at: 'read' },
      { error: aborted, at: 'read' },
    ]);
    let runs = 0;
    // The function ran in the two attempts that got past their reads; the second one's result is returned.
    await expect(runTransaction(db, async () => ++runs, TRANSACTION_RETRIES, wait)).resolves.toBe(2);
    expect(calls).toEqual(Array(4).fill({ maxAttempts: 1 }));
    expect(waits).toHaveLength(3);
    expect(waits[0]).toBeGreaterThanOrEqual(500);
    expect(waits[2]).toBeGreaterThanOrEqual(1125);
  });

  it('reports a conflict that outlasts the attempts, and a failed service, as unavailable', async () => {
    const always = client(Array.from({ length: 30 }, () => ({ error: aborted, at: 'commit' as const })));
    const outlasted = runTransaction(always.db, async () => 'never', { ...TRANSACTION_RETRIES, attempts: 4 }, wait);
    await expect(outlasted).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(outlasted).rejects.toThrow(/did not commit in 4 attempts/);
    expect(always.calls).toHaveLength(4);

    const unanswered = client([{ error: grpc(14, 'UNAVAILABLE: No connection'), at: 'read' }]);
    await expect(runTransaction(unanswered.db, async () => 1, TRANSACTION_RETRIES, wait)).rejects.toBeInstanceOf(StoreUnavailableError);
    const maybeCommitted = client([{ error: closedByEmulator, at: 'commit' }]);
    await expect(runTransaction(maybeCommitted.db, async () => 1, TRANSACTION_RETRIES, wait)).rejects.toBeInstanceOf(StoreUnavailableError);
    expect([unanswered.calls.length, maybeCommitted.calls.length]).toEqual([1, 1]);
  });

  it('passes on the transaction function\'s own errors at once', async () => {
    const { db, calls } = client([]);
    const refused = new ConflictError('EVENT_CLOSED', 'no bookings');
    const work = async () => {
      throw refused;
    };
    await expect(runTransaction(db, work, TRANSACTION_RETRIES, wait)).rejects.toBe(refused);
    expect(calls).toHaveLength(1);
  });

  it('waits 1 s, then half as long again each time, each wait between half and all of that, about 32 s at most', () => {
    expect([1, 2, 3, 7].map((n) => backoffMs(n, TRANSACTION_RETRIES, () => 1))).toEqual([1000, 1500, 2250, 11_390.625]);
    expect(backoffMs(1, TRANSACTION_RETRIES, () => 0)).toBe(500);
    const waits = Array.from({ length: TRANSACTION_RETRIES.attempts - 1 }, (_, i) => backoffMs(i + 1, TRANSACTION_RETRIES, () => 1));
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBeLessThan(33_000);
  });
});
