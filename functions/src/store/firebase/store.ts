// The Firestore store (firebase-admin). One collection per record type, document id = the record's key, dates as
// Timestamps (documents.ts). Lists use keyset pagination (orderBy + startAfter) and a count() aggregation for
// totalCount, sent together; the composite indexes these queries need are in /firestore.indexes.json (keep them in
// step with the queries of the repository modules). This file only assembles the repositories on the shared kernel.
import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { Store } from '../../domain/repositories.js';
import { bumpingContentVersion } from '../content-version.js';
import { analyticsRepository } from './analytics.js';
import { attemptRepository } from './attempts.js';
import { articleRepository } from './articles.js';
import { bookingRepository } from './bookings.js';
import { checkInRepository } from './check-ins.js';
import { cityRepository } from './cities.js';
import { contentVersionRepository } from './content-version.js';
import { craftRepository } from './crafts.js';
import { eventRepository } from './events.js';
import { invoiceRepository } from './invoices.js';
import { createKernel, type FirebaseStoreOptions } from './kernel.js';
import { livePostRepository } from './live-posts.js';
import { mailRepository } from './mail.js';
import { orderRepository } from './orders.js';
import { payoutRepository } from './payouts.js';
import { premiumRepository } from './premium.js';
import { moderationRepository } from './moderation.js';
import { profileRepository } from './profiles.js';
import { radarRepository } from './radar.js';
import { reminderRepository } from './reminders.js';
import { savedAnswerRepository } from './saved-answers.js';
import { venueRepository } from './venues.js';
import { promoCodeRepository, voucherRepository } from './vouchers.js';
import { writeOperations } from './writes.js';

export function openFirebaseStore(db: Firestore, options: FirebaseStoreOptions = {}): Store {
  const kernel = createKernel(db, options);
  const { crafts } = kernel.collections;
  return bumpingContentVersion({
    adapter: 'firebase',
    venues: venueRepository(kernel),
    events: eventRepository(kernel),
    articles: articleRepository(kernel),
    crafts: craftRepository(kernel),
    cities: cityRepository(kernel),
    profiles: profileRepository(kernel),
    bookings: bookingRepository(kernel),
    orders: orderRepository(kernel),
    premium: premiumRepository(kernel),
    payouts: payoutRepository(kernel),
    invoices: invoiceRepository(kernel),
    vouchers: voucherRepository(kernel),
    promoCodes: promoCodeRepository(kernel),
    moderation: moderationRepository(kernel),
    mail: mailRepository(kernel),
    livePosts: livePostRepository(kernel),
    radar: radarRepository(kernel),
    reminders: reminderRepository(kernel),
    savedAnswers: savedAnswerRepository(kernel),
    checkIns: checkInRepository(kernel),
    attempts: attemptRepository(kernel),
    analytics: analyticsRepository(kernel),
    contentVersion: contentVersionRepository(kernel),
    write: writeOperations(kernel),
    ping: () =>
      kernel.guard(async () => {
        await crafts.select().limit(1).get();
      }),
    // A document of its own per probe, so that probes of several instances at once do not meet.
    probeWrite: () =>
      kernel.guard(async () => {
        const probe = db.collection('writeProbes').doc(randomUUID());
        await probe.set({ at: new Date() });
        await probe.delete();
      }),
    isEmpty: () => kernel.guard(async () => (await crafts.select().limit(1).get()).empty),
    close: () => kernel.close(),
  });
}
