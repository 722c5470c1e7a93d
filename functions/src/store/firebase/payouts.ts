// Organisers' connected accounts and their payouts in Firestore: payoutAccounts/{uid} (found by `accountId` too, as
// webhooks name the account) and payouts/{provider's payout id}, an organiser's newest arrival first. Both closed
// to clients (firestore.rules).
import type { PayoutAccountRecord, PayoutRecord } from '../../domain/payouts.js';
import type { PayoutRepository } from '../../domain/repositories.js';
import { fromDocument, toDocument } from './documents.js';
import type { FirebaseKernel } from './kernel.js';
import { runTransaction } from './transactions.js';

export function payoutRepository(kernel: FirebaseKernel): PayoutRepository {
  const { guard, db, read } = kernel;
  const { payoutAccounts, payouts } = kernel.collections;
  return {
    account: (uid) => guard(async () => (await kernel.byKeys<PayoutAccountRecord>(payoutAccounts, [uid]))[0] ?? null),
    accountById: (accountId) => guard(async () => (await read<PayoutAccountRecord>(payoutAccounts.where('accountId', '==', accountId).limit(1)))[0] ?? null),
    saveAccount: (record) => guard(() => payoutAccounts.doc(record.uid).set(toDocument(record)).then(() => undefined), false),
    // A transaction, so that `known` is true for exactly one of two deliveries of the same payout at once.
    recordPayout: (payout) =>
      guard(
        () =>
          runTransaction(db, async (tx) => {
            const known = (await tx.get(payouts.doc(payout.id))).exists;
            tx.set(payouts.doc(payout.id), toDocument(payout));
            return { known };
          }),
        false,
      ),
    // Ties of arrivalDate by id, descending (Firestore's implicit order after a descending field), as the embedded
    // store orders them.
    payouts: (uid) => guard(() => read<PayoutRecord>(payouts.where('uid', '==', uid).orderBy('arrivalDate', 'desc'), fromDocument)),
  };
}
