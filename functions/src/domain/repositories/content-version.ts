// The content version's port: the number whose change empties every instance's caches of anonymous pages.

/**
 * The public content version: a number that changes whenever what anonymous visitors see may have changed (events,
 * venues, articles, crafts, cities, live posts, seats left). Every instance keeps the pages and responses it rendered
 * for anonymous visitors in memory tied to the version it read, so a change on one instance empties the others' caches too
 * (decision 017). The store bumps it itself after such writes (store/content-version.ts); services never call bump.
 */
export interface ContentVersionRepository {
  /** One cheap read (one row, one document); 0 before the first bump. */
  current(): Promise<number>;
  bump(): Promise<void>;
}
