// The embedded store: one SQLite file (better-sqlite3) for a single-server deployment and for development. Each table
// keeps whole records as JSON (rows.ts) beside the columns lists filter and sort on; crafts, tags and owners live in
// join tables, so that every filter is SQL. This file only assembles the repositories on the shared kernel.
import type Database from 'better-sqlite3';
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
import { createKernel, openDatabase, type EmbeddedStoreOptions } from './kernel.js';
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

const databases = new WeakMap<Store, Database.Database>();

/**
 * The SQLite connection behind an embedded store, for the embedded identity adapter (its accounts live in the same
 * file, migration 3); undefined for any other store.
 */
export function embeddedDatabase(store: Store): Database.Database | undefined {
  return databases.get(store);
}

export function openEmbeddedStore(options: EmbeddedStoreOptions): Store {
  const db = openDatabase(options);
  const kernel = createKernel(db, options.stats);
  const store: Store = bumpingContentVersion({
    adapter: 'embedded',
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
      kernel.guard(() => {
        kernel.prepare('SELECT 1').get();
      }),
    // A table made, given a few pages and dropped in one transaction: its commit writes those pages (a full disk or a
    // file that may not grow refuses them, a read-only file refuses the table) and leaves the data as it was.
    probeWrite: () =>
      kernel.transaction(() => {
        kernel.db.exec('CREATE TABLE write_probe (bytes BLOB); INSERT INTO write_probe VALUES (zeroblob(65536)); DROP TABLE write_probe;');
      }),
    isEmpty: () => kernel.guard(() => (kernel.prepare('SELECT EXISTS (SELECT 1 FROM crafts) AS found').get() as { found: number }).found === 0),
    close: async () => {
      if (db.open) db.close();
    },
  });
  databases.set(store, db);
  return store;
}
