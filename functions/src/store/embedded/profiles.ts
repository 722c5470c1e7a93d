// Profiles in the embedded store, listed by (email, uid).
import type { ProfileRecord } from '../../domain/records.js';
import type { ProfileRepository } from '../../domain/repositories.js';
import type { EmbeddedKernel } from './kernel.js';
import { ms, toJson } from './rows.js';
import { Where } from './where.js';

export function writeProfile(kernel: EmbeddedKernel, profile: ProfileRecord): void {
  kernel
    .prepare('INSERT OR REPLACE INTO profiles (uid, email, created_at, updated_at, data) VALUES (?, ?, ?, ?, ?)')
    .run(profile.uid, profile.email, ms(profile.createdAt), ms(profile.updatedAt), toJson(profile));
}

export function profileRepository(kernel: EmbeddedKernel): ProfileRepository {
  return {
    getByUids: (uids) => kernel.guard(() => kernel.byKeys<ProfileRecord>('profiles', 'uid', uids)),
    list: ({ first, offset }) => kernel.guard(() => kernel.page<ProfileRecord>('profiles', new Where(), { orderBy: 'email, uid', first, offset })),
  };
}
