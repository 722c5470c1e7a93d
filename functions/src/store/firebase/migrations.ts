// Versioned changes to the shape of stored documents, the Firestore counterpart of the embedded store's
// migrations. The document `meta/schema` holds the number of the last applied migration. Each migration is
// idempotent (it only fills what is missing), so two instances starting at once may both run it without harm.
import { type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { joinableUntil } from '../../domain/joinable.js';
import type { EventRecord } from '../../domain/records.js';
import { fromDocument } from './documents.js';
import { BATCH_LIMIT } from './kernel.js';

interface FirestoreMigration {
  version: number;
  run: (db: Firestore) => Promise<void>;
}

const migrations: FirestoreMigration[] = [
  {
    // Courses: every event meets on one or more sessions and is either booked or drop-in. An event stored before
    // is one session spanning its start and end, and takes bookings as it did.
    version: 1,
    run: async (db) => {
      const events = await db.collection('events').select('startsAt', 'endsAt', 'sessions', 'registration').get();
      const pending = events.docs.filter((doc) => doc.get('sessions') === undefined || doc.get('registration') === undefined);
      const batches: WriteBatch[] = [];
      pending.forEach((doc, index) => {
        if (index % BATCH_LIMIT === 0) batches.push(db.batch());
        batches.at(-1)!.update(doc.ref, {
          sessions: doc.get('sessions') ?? [{ startsAt: doc.get('startsAt'), endsAt: doc.get('endsAt') }],
          registration: doc.get('registration') ?? 'BOOKING',
        });
      });
      for (const batch of batches) await batch.commit();
    },
  },
  {
    // Joinable lists: every event carries the moment it can no longer be joined (joinable.ts), which the queries of
    // an event's suggestions read instead of every event that has not ended. Later writes keep it in step.
    version: 2,
    run: async (db) => {
      const events = await db.collection('events').get();
      const pending = events.docs.filter((doc) => doc.get('joinableUntil') === undefined);
      const batches: WriteBatch[] = [];
      pending.forEach((doc, index) => {
        if (index % BATCH_LIMIT === 0) batches.push(db.batch());
        batches.at(-1)!.update(doc.ref, { joinableUntil: joinableUntil(fromDocument<EventRecord>(doc.data())) });
      });
      for (const batch of batches) await batch.commit();
    },
  },
];

export const LATEST_FIRESTORE_VERSION = migrations.at(-1)!.version;

/** Brings the documents up to the newest migration; returns the resulting version. */
export async function migrateFirestore(db: Firestore): Promise<number> {
  const marker = db.collection('meta').doc('schema');
  let version = ((await marker.get()).get('version') as number | undefined) ?? 0;
  for (const migration of migrations) {
    if (migration.version <= version) continue;
    await migration.run(db);
    await marker.set({ version: migration.version });
    version = migration.version;
  }
  return version;
}
