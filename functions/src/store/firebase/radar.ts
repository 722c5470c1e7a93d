// The Restplatz-Radar in Firestore: `radarAlerts` and `radarMatches` (document id = the record's id), closed to
// clients (firestore.rules). Recording and mailing matches are transactions (transactions.ts) that read what decides
// them first, so that two instances never record or mail the same thing twice: one of them runs again and finds it
// done. An alert that looks for every craft has no crafts, found by equality with the empty list.
import type { Query } from 'firebase-admin/firestore';
import type { RadarAlertRecord, RadarMatchRecord } from '../../domain/radar.js';
import type { RadarRepository } from '../../domain/repositories.js';
import { fromDocument, toDocument } from './documents.js';
import { BATCH_LIMIT, inChunks, type FirebaseKernel } from './kernel.js';
import { mailDocument } from './mail.js';
import { runTransaction } from './transactions.js';

export function radarRepository(kernel: FirebaseKernel): RadarRepository {
  const { guard, db, read } = kernel;
  const { radarAlerts, radarMatches, mail } = kernel.collections;
  const newestOf = (alertId: string) => radarMatches.where('alertId', '==', alertId).orderBy('at', 'desc');

  /** Deletes what the queries find, up to a batch at a time, until they find nothing more. */
  async function deleteAll(queries: Query[]): Promise<void> {
    for (const query of queries) {
      for (;;) {
        const found = await query.select().limit(BATCH_LIMIT).get();
        if (found.empty) break;
        const batch = db.batch();
        for (const doc of found.docs) batch.delete(doc.ref);
        await batch.commit();
      }
    }
  }

  return {
    alertsOf: (uid) => guard(() => read<RadarAlertRecord>(radarAlerts.where('uid', '==', uid).orderBy('createdAt', 'desc'))),
    getAlerts: (ids) => guard(() => kernel.byKeys<RadarAlertRecord>(radarAlerts, ids)),
    saveAlert: (alert) => guard(() => radarAlerts.doc(alert.id).set(toDocument(alert)).then(() => undefined), false),
    // The matches first, the alert last: a call failing half-way leaves the alert, to be deleted again.
    deleteAlert: (id) => guard(() => deleteAll([radarMatches.where('alertId', '==', id), radarAlerts.where('id', '==', id)]), false),

    candidates: (craftSlugs) =>
      guard(async () => {
        const active = radarAlerts.where('active', '==', true);
        const [everyCraft, byCraft] = await Promise.all([
          read<RadarAlertRecord>(active.where('craftSlugs', '==', [])),
          inChunks([...new Set(craftSlugs)], (chunk) => read<RadarAlertRecord>(active.where('craftSlugs', 'array-contains-any', chunk))),
        ]);
        const unique = new Map([...everyCraft, ...byCraft].map((alert) => [alert.id, alert]));
        return [...unique.values()].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      }),

    recordMatches: (candidates, seatFreedQuietMs) =>
      guard(
        () =>
          runTransaction(db, async (tx) => {
            // Every read before the first write, as Firestore transactions require.
            const checks = await Promise.all(
              candidates.map(async (match) => {
                const pair = radarMatches.where('alertId', '==', match.alertId).where('eventSlug', '==', match.eventSlug);
                const [alert, earlier] = await Promise.all([
                  tx.get(radarAlerts.doc(match.alertId)),
                  match.reason === 'NEW_EVENT' ? tx.get(pair.where('reason', '==', 'NEW_EVENT').limit(1)) : tx.get(pair.orderBy('at', 'desc').limit(1)),
                ]);
                if (!alert.exists) return false;
                if (match.reason === 'NEW_EVENT') return earlier.empty;
                const last = earlier.docs[0] && fromDocument<RadarMatchRecord>(earlier.docs[0].data());
                return !last || match.at.getTime() - last.at.getTime() > seatFreedQuietMs;
              }),
            );
            const recorded = candidates.filter((_, index) => checks[index]);
            for (const match of recorded) tx.create(radarMatches.doc(match.id), toDocument(match));
            return recorded;
          }),
        false,
      ),

    getMatches: (ids) => guard(() => kernel.byKeys<RadarMatchRecord>(radarMatches, ids)),
    matchesOf: (uid, since, limit) =>
      guard(() => read<RadarMatchRecord>(radarMatches.where('uid', '==', uid).where('at', '>=', since).orderBy('at', 'desc').limit(limit))),
    latestMatchesByAlerts: (alertIds, limit) => guard(() => kernel.firstPerKey<RadarMatchRecord>(alertIds, limit, newestOf)),
    waitingMatches: (filter, limit) => {
      const waiting = (filter.alertId === undefined ? radarMatches : radarMatches.where('alertId', '==', filter.alertId)).where('mailedAt', '==', null);
      return guard(() => read<RadarMatchRecord>(waiting.orderBy('at').limit(limit)));
    },

    mailMatches: (alertId, matchIds, message, tokenHash, quietSince) =>
      guard(
        () =>
          runTransaction(db, async (tx) => {
            const [alertSnapshot, ...matchSnapshots] = await tx.getAll(radarAlerts.doc(alertId), ...matchIds.map((id) => radarMatches.doc(id)));
            const alertData = alertSnapshot!.data();
            const alert = alertData && fromDocument<RadarAlertRecord>(alertData);
            if (!alert || (alert.lastMailedAt !== null && alert.lastMailedAt.getTime() > quietSince.getTime())) return false;
            const found = matchSnapshots.map((snapshot) => {
              const data = snapshot.data();
              return data ? fromDocument<RadarMatchRecord>(data) : null;
            });
            if (found.some((match) => match === null || match.alertId !== alertId || match.mailedAt !== null)) return false;
            for (const snapshot of matchSnapshots) tx.update(snapshot.ref, { mailedAt: message.createdAt, mailTokenHash: tokenHash });
            tx.update(alertSnapshot!.ref, { lastMailedAt: message.createdAt });
            tx.set(mail.doc(message.id), mailDocument(message));
            return true;
          }),
        false,
      ),

    dismissMatches: (matchIds, at) =>
      guard(async () => {
        for (let start = 0; start < matchIds.length; start += BATCH_LIMIT) {
          const chunk = matchIds.slice(start, start + BATCH_LIMIT);
          await runTransaction(db, async (tx) => {
            const snapshots = await tx.getAll(...chunk.map((id) => radarMatches.doc(id)));
            for (const snapshot of snapshots) {
              if (snapshot.exists && snapshot.get('mailedAt') === null) tx.update(snapshot.ref, { mailedAt: at });
            }
          });
        }
      }, false),

    matchByTokenHash: (tokenHash) =>
      guard(async () => (await read<RadarMatchRecord>(radarMatches.where('mailTokenHash', '==', tokenHash).limit(1)))[0] ?? null),

    deleteAllOf: (uid) => guard(() => deleteAll([radarMatches.where('uid', '==', uid), radarAlerts.where('uid', '==', uid)]), false),
  };
}
