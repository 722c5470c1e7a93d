// The one place that keeps the public content version (Store.contentVersion) in step with the writes: both adapters
// wrap their store in bumpingContentVersion when they open it, so no service can forget a bump. Instances compare
// the version to know when the pages and responses they cached for anonymous visitors are stale (decision 017).
import type { Store, WriteOp } from '../domain/repositories.js';

/**
 * The kinds of record Store.write takes that a page cached for anonymous visitors shows: every public page is cached
 * (the lists, venue, event and article pages, the feeds), so events (with their live status and seats left), venues,
 * live posts (the live cards and the event's ticker) and bookings (a cancelled one frees a seat) all count. Profiles,
 * claims, pending venue changes (shown once applied, which writes the venue), the moderation log, contact messages
 * and mail appear on no anonymous page. Drafts are events and venues too: a draft saved bumps the version, which
 * costs renders but never shows stale content.
 */
const publicKinds: ReadonlySet<string> = new Set(['event', 'venue', 'livePost', 'booking']);

function touchesPublicContent(op: WriteOp): boolean {
  // Refunding a cancelled event's paid orders cancels their bookings and frees their seats.
  if ('refundPaidOrders' in op) return true;
  const kind = 'put' in op ? op.put : 'create' in op ? op.create : op.delete;
  return publicKinds.has(kind);
}

/** The listeners of each store bumpingContentVersion made, called after each bump of that store's writes. */
const localBumpListeners = new WeakMap<Store, Set<() => void>>();

/**
 * Calls `listener` after each bump the writes through `store` make in this process, so that this instance's caches
 * need not wait for their next reading of the version. A store not opened by an adapter (a test's stand-in, or a
 * wrapper around the opened one) never calls it: its caches then learn of changes by reading the version.
 */
export function onLocalBump(store: Store, listener: () => void): void {
  localBumpListeners.get(store)?.add(listener);
}

/** How long a change made on another instance may go unseen by this one's caches (their reading of the version). */
export const contentVersionCheckIntervalMs = 5_000;

/**
 * Reads the version (one read shared by all who ask meanwhile, none while the last reading is recent); `current()`
 * says it without waiting: the last reading while it is recent, else undefined (a read is due).
 */
export type ContentVersionReading = (() => Promise<number>) & { current(): number | undefined };

/**
 * The instance's reading of the public content version, shared by everything it keeps by version (the page cache,
 * the taxonomy): read at most every `checkIntervalMs`, one read for all who ask meanwhile, and at once after a bump
 * of this instance's own writes (onLocalBump).
 */
export function watchContentVersion(
  store: Store,
  { checkIntervalMs = contentVersionCheckIntervalMs, now = Date.now } = {},
): ContentVersionReading {
  let known: { version: number; readAt: number } | undefined;
  let reading: Promise<number> | undefined;
  /** Counts this instance's own bumps: a reading begun before one may return the version before it. */
  let localChanges = 0;
  onLocalBump(store, () => {
    localChanges += 1;
    known = undefined;
    reading = undefined;
  });
  const current = () => (known && now() - known.readAt < checkIntervalMs ? known.version : undefined);
  const read = () => {
    const recent = current();
    if (recent !== undefined) return Promise.resolve(recent);
    if (reading) return reading;
    const changesBefore = localChanges;
    const pending: Promise<number> = store.contentVersion
      .current()
      .then((version) => {
        if (changesBefore === localChanges) known = { version, readAt: now() };
        return version;
      })
      .finally(() => {
        if (reading === pending) reading = undefined;
      });
    reading = pending;
    return pending;
  };
  return Object.assign(read, { current });
}

/** The store, bumping its content version after every write that may change public content. */
export function bumpingContentVersion(store: Store): Store {
  const listeners = new Set<() => void>();
  // After the write, never in its transaction: a single version document in every transaction would serialise all
  // writes on Firestore. A reader that saw the new version therefore reads the new content. Should the bump itself
  // fail, the write stands and is reported as done; the caches then catch up within their entries' maximum age.
  const bump = coalesced(async () => {
    try {
      await store.contentVersion.bump();
      for (const listener of listeners) listener();
    } catch (error) {
      console.error('Could not bump the public content version; cached responses stay until their maximum age:', error);
    }
  });
  const bumpingUpsert = <T>(upsertMany: (records: readonly T[]) => Promise<void>) => async (records: readonly T[]) => {
    await upsertMany(records);
    if (records.length > 0) await bump();
  };
  const bumping: Store = {
    ...store,
    venues: { ...store.venues, upsertMany: bumpingUpsert(store.venues.upsertMany) },
    events: { ...store.events, upsertMany: bumpingUpsert(store.events.upsertMany) },
    articles: { ...store.articles, upsertMany: bumpingUpsert(store.articles.upsertMany) },
    crafts: { ...store.crafts, upsertMany: bumpingUpsert(store.crafts.upsertMany) },
    cities: { ...store.cities, upsertMany: bumpingUpsert(store.cities.upsertMany) },
    // Booking and cancelling change an event's seats left, which its page and the lists show. A booking the person
    // already held changes nothing.
    bookings: {
      ...store.bookings,
      async book(eventSlug, uid, now, mails, request) {
        const result = await store.bookings.book(eventSlug, uid, now, mails, request);
        if (!result.existing) await bump();
        return result;
      },
      async cancel(bookingId, now, mails) {
        const result = await store.bookings.cancel(bookingId, now, mails);
        await bump();
        return result;
      },
      async cancelSeats(bookingId, seats, now, mails) {
        const result = await store.bookings.cancelSeats(bookingId, seats, now, mails);
        await bump();
        return result;
      },
      async importConfirmed(bookings, orders) {
        await store.bookings.importConfirmed(bookings, orders);
        if (bookings.length > 0) await bump();
      },
    },
    // A subscription paid, renewed or ended changes which venues the lists feature. A period running out ends the
    // featuring at read time without a write: the version's reading below bumps for it.
    contentVersion: { ...store.contentVersion, current: featuringEnds(store, bump) },
    premium: {
      ...store.premium,
      async change(venueSlug, change, now, options, mails) {
        const result = await store.premium.change(venueSlug, change, now, options, mails);
        if (result.changed) await bump();
        return result;
      },
    },
    async write(ops) {
      await store.write(ops);
      if (ops.some(touchesPublicContent)) await bump();
    },
  };
  localBumpListeners.set(bumping, listeners);
  return bumping;
}

/**
 * The version's reading, which also bumps it once a featured venue's paid period has run out: no record changes then
 * (featuring is decided when read), yet the cached lists that show the venue as an ad are stale. With each version
 * it learns the featured periods' ends (one small read per version and instance); the first reading after one of them
 * passed bumps, so every instance drops its cached pages within its version check interval, as after a write. A
 * failed look-up of the ends only leaves the pages to their maximum age, never fails the reading.
 */
function featuringEnds(store: Store, bump: () => Promise<void>): () => Promise<number> {
  let watched: { version: number; ends: number[] } | undefined;
  return async () => {
    const version = await store.contentVersion.current();
    if (watched?.version !== version) {
      try {
        const featured = await store.premium.featured(new Date());
        watched = { version, ends: featured.map((record) => record.currentPeriodEnd?.getTime() ?? Infinity) };
      } catch (error) {
        console.error('Could not read when featured venues end; cached pages keep them until their maximum age:', error);
        return version;
      }
    }
    if (!watched.ends.some((end) => end <= Date.now())) return version;
    watched = undefined;
    await bump();
    return store.contentVersion.current();
  };
}

/**
 * `bumpOnce`, run at most once at a time: a call while one runs waits for the next run, which starts when that one
 * ends and serves every call made meanwhile. A bump under way may have begun before the caller's write committed (a
 * reader could see its version and still read the old content), so the caller needs one that begins after; one is
 * enough for all of them. Bookings bump too, so a rush of them makes one version write per round trip per instance,
 * not one per booking (Firestore takes about one write a second to a single document in sustained load).
 */
export function coalesced(bumpOnce: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const start = (): Promise<void> => {
    const run = bumpOnce().finally(() => {
      if (running === run) running = undefined;
    });
    running = run;
    return run;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => {})
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
