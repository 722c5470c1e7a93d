// Venues' Premium subscriptions in Firestore: premium/{venueSlug}, and the provider's event ids applied to them in
// premiumEvents. `change` is one transaction that reads the record and the event id, applies
// premium-subscriptions.ts's plan and writes the record, the id and the mails; it may run several times, only the
// committed run's writes and mails count.
import { isFeatured, planPremiumChange, type PremiumRecord } from '../../domain/premium-subscriptions.js';
import type { PremiumChangeResult, PremiumRepository } from '../../domain/repositories.js';
import { fromDocument, toDocument } from './documents.js';
import type { FirebaseKernel } from './kernel.js';
import { mailDocument } from './mail.js';
import { runTransaction } from './transactions.js';

export function premiumRepository(kernel: FirebaseKernel): PremiumRepository {
  const { guard, db, read } = kernel;
  const { mail, premium, premiumEvents } = kernel.collections;
  return {
    change: (venueSlug, change, now, options, mails) =>
      guard(
        () =>
          runTransaction(db, async (tx) => {
            const data = (await tx.get(premium.doc(venueSlug))).data();
            const before = data ? fromDocument<PremiumRecord>(data) : null;
            const seen = options.providerEventId ? (await tx.get(premiumEvents.doc(options.providerEventId))).exists : false;
            if (seen) return { record: before, changed: false, before, duplicateEvent: true } satisfies PremiumChangeResult;
            const result: PremiumChangeResult = { ...planPremiumChange(before, venueSlug, change, now), before, duplicateEvent: false };
            if (options.providerEventId) tx.create(premiumEvents.doc(options.providerEventId), { venueSlug, at: now });
            if (!result.changed || !result.record) return result;
            tx.set(premium.doc(venueSlug), toDocument(result.record));
            for (const m of mails(result)) tx.set(mail.doc(m.id), mailDocument(m));
            return result;
          }),
        false,
      ),
    getByVenues: (venueSlugs) => guard(() => kernel.byKeys<PremiumRecord>(premium, venueSlugs)),
    // Few venues hold Premium: one equality query, the period checked here (no composite index needed).
    featured: async (now) =>
      (await guard(() => read<PremiumRecord>(premium.where('status', '==', 'ACTIVE')))).filter((record) => isFeatured(record, now)).sort((a, b) => (a.venueSlug < b.venueSlug ? -1 : 1)),
  };
}
