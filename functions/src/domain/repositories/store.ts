// The store every adapter implements (embedded: SQLite, firebase: Firestore): its repositories, Store.write and the
// checks of its health.
import type { AnalyticsRepository } from './analytics.js';
import type { AttemptRepository } from './attempts.js';
import type { BookingRepository } from './bookings.js';
import type { CheckInRepository } from './check-ins.js';
import type { ContentVersionRepository } from './content-version.js';
import type { ArticleRepository, CityRepository, CraftRepository } from './editorial.js';
import type { EventRepository } from './events.js';
import type { LivePostRepository } from './live-posts.js';
import type { MailRepository } from './mail.js';
import type { ModerationRepository } from './moderation.js';
import type { OrderRepository } from './orders.js';
import type { InvoiceRepository, PayoutRepository } from './payouts.js';
import type { PremiumRepository } from './premium.js';
import type { ProfileRepository } from './profiles.js';
import type { RadarRepository } from './radar.js';
import type { ReminderRepository } from './reminders.js';
import type { SavedAnswerRepository } from './saved-answers.js';
import type { VenueRepository } from './venues.js';
import type { PromoCodeRepository, VoucherRepository } from './vouchers.js';
import type { WriteOp } from './writes.js';

export type StoreAdapterName = 'embedded' | 'firebase';

/**
 * Read counters an adapter increments when given one (for the benchmark): queries sent to the backing store and
 * documents (rows) they returned.
 */
export interface ReadStats {
  queries: number;
  documents: number;
}

export interface Store {
  readonly adapter: StoreAdapterName;
  readonly venues: VenueRepository;
  readonly events: EventRepository;
  readonly articles: ArticleRepository;
  readonly crafts: CraftRepository;
  readonly cities: CityRepository;
  readonly profiles: ProfileRepository;
  readonly bookings: BookingRepository;
  readonly orders: OrderRepository;
  readonly premium: PremiumRepository;
  readonly payouts: PayoutRepository;
  readonly invoices: InvoiceRepository;
  readonly vouchers: VoucherRepository;
  readonly promoCodes: PromoCodeRepository;
  readonly moderation: ModerationRepository;
  readonly mail: MailRepository;
  readonly livePosts: LivePostRepository;
  readonly radar: RadarRepository;
  readonly reminders: ReminderRepository;
  readonly savedAnswers: SavedAnswerRepository;
  readonly checkIns: CheckInRepository;
  readonly attempts: AttemptRepository;
  readonly analytics: AnalyticsRepository;
  readonly contentVersion: ContentVersionRepository;
  /** Applies the writes all or nothing, in one transaction (Firestore: one batch). */
  write(ops: readonly WriteOp[]): Promise<void>;
  /** One cheap read; rejects when the store cannot be reached. */
  ping(): Promise<void>;
  /**
   * Writes a probe and removes it again, leaving the data as it was; rejects with StoreUnavailableError when the store
   * can be read but not written (a full disk, a read-only file, a Firestore refusing writes).
   */
  probeWrite(): Promise<void>;
  /** True when the store holds no crafts yet (a new store, to be seeded with demo content). */
  isEmpty(): Promise<boolean>;
  close(): Promise<void>;
}
