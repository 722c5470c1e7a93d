// The narrow interfaces every store adapter implements (embedded: SQLite, firebase: Firestore). One contract test
// suite (store/contract.ts) holds both adapters to the same behaviour. Each method is ONE store round trip, so the
// request-scoped DataLoaders can promise a constant number of round trips per request.
// The ports live per subject in repositories/; this barrel keeps one import path for all of them.
export * from './repositories/errors.js';
export * from './repositories/pages.js';
export * from './repositories/venues.js';
export * from './repositories/events.js';
export * from './repositories/editorial.js';
export * from './repositories/profiles.js';
export * from './repositories/bookings.js';
export * from './repositories/orders.js';
export * from './repositories/premium.js';
export * from './repositories/payouts.js';
export * from './repositories/vouchers.js';
export * from './repositories/moderation.js';
export * from './repositories/live-posts.js';
export * from './repositories/radar.js';
export * from './repositories/reminders.js';
export * from './repositories/saved-answers.js';
export * from './repositories/check-ins.js';
export * from './repositories/attempts.js';
export * from './repositories/analytics.js';
export * from './repositories/mail.js';
export * from './repositories/writes.js';
export * from './repositories/content-version.js';
export * from './repositories/store.js';
