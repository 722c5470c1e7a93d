// The in-memory cache of the responses that are expensive to make and the same for every anonymous visitor: the
// iCal and Atom feeds, the sitemap and the crawl index (decision 017). One per instance; its entries belong to the
// public content version they were rendered under, which the store keeps for all instances (Store.contentVersion):
// when a write anywhere bumps it, every instance renders afresh once it has read the new version.
import { LRUCache } from 'lru-cache';
import type { RouteResponse } from './route-response';

export type ResponseCacheOptions = {
  /** The shared public content version (one cheap store read). */
  contentVersion: () => Promise<number>;
  /**
   * How often an instance reads the version, at most: how long a change made elsewhere may go unseen here. A request
   * that finds the last reading older waits for a new one (one read, shared by all requests waiting for it).
   */
  checkIntervalMs?: number;
  /** How long an entry serves at most, whatever the version: the feeds depend on the time (past events drop off). */
  maxAgeMs?: number;
  /** How many bytes of bodies the cache keeps at most; the least recently used entries go first. */
  maxBytes?: number;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
};

export const defaultCheckIntervalMs = 5_000;
export const defaultMaxAgeMs = 5 * 60_000;
const defaultMaxBytes = 32 * 1024 * 1024;

export interface ResponseCache {
  /**
   * The response for `key`: the cached one when it was rendered under the current content version and is younger
   * than the maximum age, else the one `render` makes, rendered once however many requests ask for it at once, and
   * kept when it is a 200. Without a readable version (the store is down) it renders without the cache.
   */
  get(key: string, render: () => Promise<RouteResponse | undefined>): Promise<RouteResponse | undefined>;
}

type Entry = { response: RouteResponse; version: number; renderedAt: number };

export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const { contentVersion, checkIntervalMs = defaultCheckIntervalMs, maxAgeMs = defaultMaxAgeMs, maxBytes = defaultMaxBytes, now = Date.now } = options;
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    // Bodies are mostly ASCII (XML, iCal, HTML): their length is a fair measure of their size.
    sizeCalculation: (entry) => Math.max(1, entry.response.body.length),
  });
  /** Renders under way, by version and key: the requests that miss at once share one. */
  const rendering = new Map<string, Promise<RouteResponse | undefined>>();
  let known: { version: number; readAt: number } | undefined;
  let reading: Promise<number> | undefined;

  async function currentVersion(): Promise<number> {
    if (known && now() - known.readAt < checkIntervalMs) return known.version;
    reading ??= contentVersion()
      .then((version) => {
        // Entries of an older version can never serve again: free their memory now.
        if (known && known.version !== version) entries.clear();
        known = { version, readAt: now() };
        return version;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  }

  return {
    async get(key, render) {
      let version: number;
      try {
        version = await currentVersion();
      } catch (error) {
        console.warn('Public content version unreadable, rendering without the cache:', (error as Error).message);
        return render();
      }
      const entry = entries.get(key);
      if (entry && entry.version === version && now() - entry.renderedAt < maxAgeMs) return entry.response;

      const flight = `${version}\n${key}`;
      let pending = rendering.get(flight);
      if (!pending) {
        // The time the render began: what it shows is at least as new as that.
        const renderedAt = now();
        pending = render()
          .then((response) => {
            // A render that began before the version changed may end after: it must not replace a newer entry.
            if (response?.status === 200 && known?.version === version) entries.set(key, { response, version, renderedAt });
            return response;
          })
          .finally(() => rendering.delete(flight));
        rendering.set(flight, pending);
      }
      return pending;
    },
  };
}
