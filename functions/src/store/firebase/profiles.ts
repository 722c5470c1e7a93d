// Profiles in Firestore: `profiles/{uid}`, listed by email.
import type { ProfileRecord } from '../../domain/records.js';
import type { ProfileRepository } from '../../domain/repositories.js';
import type { FirebaseKernel } from './kernel.js';

export function profileRepository(kernel: FirebaseKernel): ProfileRepository {
  const { profiles } = kernel.collections;
  return {
    getByUids: (uids) => kernel.guard(() => kernel.byKeys<ProfileRecord>(profiles, uids)),
    list: ({ first, offset }) => kernel.guard(() => kernel.page<ProfileRecord>(profiles.orderBy('email'), { first, offset })),
  };
}
