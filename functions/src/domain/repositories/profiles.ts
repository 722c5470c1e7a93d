// The profiles' port: what the stores read of the people who signed in.
import type { ProfileRecord } from '../records.js';
import type { Page } from './pages.js';

/** Profiles of signed-in people. */
export interface ProfileRepository {
  getByUids(uids: readonly string[]): Promise<(ProfileRecord | null)[]>;
  /** Everyone, by (email, uid), for the admin's list of users. */
  list(page: { first: number; offset: number }): Promise<Page<ProfileRecord>>;
}
