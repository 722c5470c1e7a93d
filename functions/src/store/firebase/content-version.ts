// The public content version in Firestore: the document meta/contentVersion, { version }. A missing document reads
// as 0, so no migration creates it. Only the server reads and writes it (firestore.rules deny clients everything
// they do not allow). Bumps follow editorial writes, bookings and live posts; store/content-version.ts coalesces them to
// one write at a time per instance, so that a rush of bookings stays near a document's sustained write rate.
import { FieldValue } from 'firebase-admin/firestore';
import type { ContentVersionRepository } from '../../domain/repositories.js';
import type { FirebaseKernel } from './kernel.js';

export function contentVersionRepository(kernel: FirebaseKernel): ContentVersionRepository {
  const document = kernel.db.collection('meta').doc('contentVersion');
  return {
    current: () =>
      kernel.guard(async () => {
        const version: unknown = (await document.get()).get('version');
        return typeof version === 'number' ? version : 0;
      }),
    bump: () =>
      kernel.guard(async () => {
        await document.set({ version: FieldValue.increment(1) }, { merge: true });
      }),
  };
}
