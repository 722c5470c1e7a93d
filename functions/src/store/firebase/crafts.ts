// Crafts in Firestore: `crafts/{slug}`, by position.
import type { CraftRecord } from '../../domain/records.js';
import type { CraftRepository } from '../../domain/repositories.js';
import type { FirebaseKernel } from './kernel.js';

export function craftRepository(kernel: FirebaseKernel): CraftRepository {
  const { crafts } = kernel.collections;
  return {
    listAll: () => kernel.guard(() => kernel.read<CraftRecord>(crafts.orderBy('position').orderBy('slug'))),
    upsertMany: (records) => kernel.guard(() => kernel.upsert(crafts, records), false),
  };
}
