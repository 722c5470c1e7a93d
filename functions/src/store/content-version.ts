// The one place that keeps the public content version (Store.contentVersion) in step with the writes: both adapters
// wrap their store in bumpingContentVersion when they open it, so no service can forget a bump. Instances compare
// the version to know when the responses they cached for anonymous visitors are stale (decision 017).
import type { Store, WriteOp } from '../domain/repositories.js';

/**
 * The kinds of record Store.write takes that a cached anonymous response shows: the feeds, the sitemap and the crawl
 * index list events and venues (with their crafts, cities and articles, which only upsertMany writes). Profiles,
 * claims, venue changes, the moderation log, contact messages, mail and live posts appear in none of them; nor do
 * bookings (no cached response shows seats left), so booking a seat never empties the caches. Drafts are events and
 * venues too: a draft saved bumps the version, which costs a render but never shows stale content.
 */
const publicKinds: ReadonlySet<string> = new Set(['event', 'venue']);

function touchesPublicContent(op: WriteOp): boolean {
  const kind = 'put' in op ? op.put : 'create' in op ? op.create : op.delete;
  return publicKinds.has(kind);
}

/** The store, bumping its content version after every write that may change public content. */
export function bumpingContentVersion(store: Store): Store {
  // After the write, never in its transaction: a single version document in every transaction would serialise all
  // writes on Firestore. A reader that saw the new version therefore reads the new content. Should the bump itself
  // fail, the write stands and is reported as done; the caches then catch up within their entries' maximum age.
  const bump = async () => {
    try {
      await store.contentVersion.bump();
    } catch (error) {
      console.error('Could not bump the public content version; cached responses stay until their maximum age:', error);
    }
  };
  const bumpingUpsert = <T>(upsertMany: (records: readonly T[]) => Promise<void>) => async (records: readonly T[]) => {
    await upsertMany(records);
    if (records.length > 0) await bump();
  };
  return {
    ...store,
    venues: { ...store.venues, upsertMany: bumpingUpsert(store.venues.upsertMany) },
    events: { ...store.events, upsertMany: bumpingUpsert(store.events.upsertMany) },
    articles: { ...store.articles, upsertMany: bumpingUpsert(store.articles.upsertMany) },
    crafts: { ...store.crafts, upsertMany: bumpingUpsert(store.crafts.upsertMany) },
    cities: { ...store.cities, upsertMany: bumpingUpsert(store.cities.upsertMany) },
    async write(ops) {
      await store.write(ops);
      if (ops.some(touchesPublicContent)) await bump();
    },
  };
}
