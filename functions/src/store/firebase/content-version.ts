// The public content version in Firestore, a distributed counter: every bump increments one of
// `contentVersionShards` documents meta/contentVersion/shards/{n}, and the version is their sum (one aggregation,
// billed as one read) plus the field `version` of meta/contentVersion, where versions before the shards were counted
// (kept as it is, so no migration moves it). A missing document counts 0. Bumps follow editorial writes, bookings and
// live posts from every instance; store/content-version.ts coalesces an instance's to one write at a time, and each
// instance takes the shards in turn from a random one, so that no single document takes more than Firestore's
// sustained write rate (docs/decisions/050). Only the server reads and writes them (firestore.rules deny clients
// everything they do not allow).
import { AggregateField, FieldValue } from 'firebase-admin/firestore';
import type { ContentVersionRepository } from '../../domain/repositories.js';
import type { FirebaseKernel } from './kernel.js';
import { shardRotation } from './shards.js';

/**
 * How many documents share the bumps. An instance bumps at most once per round trip (~20–50 ms under a herd), so 100
 * keep each at ≤ 0.5 writes per second from one busy instance; the reading's cost does not grow with them.
 */
export const contentVersionShards = 100;

export function contentVersionRepository(kernel: FirebaseKernel, nextShard = shardRotation(contentVersionShards)): ContentVersionRepository {
  const counted = kernel.db.collection('meta').doc('contentVersion');
  const shards = counted.collection('shards');
  const total = shards.aggregate({ version: AggregateField.sum('version') });
  return {
    current: () =>
      kernel.guard(async () => {
        const [before, sum] = await Promise.all([counted.get(), total.get()]);
        const version: unknown = before.get('version');
        return (typeof version === 'number' ? version : 0) + (sum.data().version ?? 0);
      }),
    bump: () =>
      kernel.guard(async () => {
        await shards.doc(String(nextShard())).set({ version: FieldValue.increment(1) }, { merge: true });
      }),
  };
}
