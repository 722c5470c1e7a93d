// The in-memory cache of what is the same for every anonymous visitor: every public page with its _payload.json,
// the iCal and Atom feeds and the sitemap (decision 017). One per instance; its entries belong to the build and the
// public content version they were rendered under, which the store keeps for all instances (Store.contentVersion):
// when a write anywhere bumps it, every instance renders afresh once it has read the new version. Each entry is
// compressed once, when it is made (gzip and brotli), so that a hit costs no compression.
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { RouteResponse } from './route-response';
import type { PageStream } from './streamed-response';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

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
  /** The web build the server runs: entries belong to it (one process serves one build; a new one starts empty). */
  buildId?: string;
  /**
   * Registers a listener for the bumps this instance's own writes make: the next request then reads the version at
   * once, so that someone who just booked a seat and reloads sees it taken, not the page of a few seconds ago.
   */
  onLocalChange?: (listener: () => void) => void;
  /**
   * The version as last read, while that reading is recent enough to trust, else undefined: lets `peek` answer
   * without waiting. Given with a `contentVersion` that keeps its own reading (store/content-version.ts); without
   * it, `peek` trusts the cache's own reading for `checkIntervalMs`.
   */
  knownVersion?: () => number | undefined;
};

/**
 * A cached response: as rendered, and its body as bytes, plain and compressed, made once when it is large enough to
 * gain from it (a hit then converts nothing per request).
 */
export type CachedResponse = RouteResponse & { encoded?: { identity: Buffer; br: Buffer; gzip: Buffer } };

/**
 * What a render gives the cache; `keep: false` marks an answer for this request alone (part of its data failed). A
 * page that streams (`stream`, docs/decisions/029) has no body yet: it is never kept, and only the request that
 * claims the stream can send it.
 */
export type Rendered = RouteResponse & { keep?: boolean; stream?: PageStream };

/** Bodies below this go uncompressed (the threshold the `compression` middleware uses too). */
export const compressionThreshold = 1024;

export const defaultCheckIntervalMs = 5_000;
export const defaultMaxAgeMs = 5 * 60_000;
const defaultMaxBytes = 64 * 1024 * 1024;

export interface ResponseCache {
  /**
   * The response for `key`: the cached one when it was rendered under the current content version and is younger
   * than the maximum age, else the one `render` makes, rendered once however many requests ask for it at once, and
   * kept when it is a 200. Without a readable version (the store is down) it renders without the cache.
   */
  get(key: string, render: () => Promise<Rendered | undefined>): Promise<(CachedResponse & Rendered) | undefined>;
  /**
   * The cached response for `key` if `get` would answer with it now, found without waiting for anything; undefined
   * when there is none or the version must be read first (then `get` decides).
   */
  peek(key: string): CachedResponse | undefined;
}

type Entry = { response: CachedResponse; version: number; renderedAt: number };

/** The response with its body compressed both ways, off the event loop (zlib's thread pool). */
async function precompressed(response: RouteResponse): Promise<CachedResponse> {
  const body = Buffer.from(response.body);
  if (body.length < compressionThreshold) return response;
  const [br, gz] = await Promise.all([
    // Quality 9 of 11: nearly the smallest output at a fraction of 11's time; an entry is made once per change.
    brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { ...response, encoded: { identity: body, br, gzip: gz } };
}

export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const { contentVersion, checkIntervalMs = defaultCheckIntervalMs, maxAgeMs = defaultMaxAgeMs, maxBytes = defaultMaxBytes, now = Date.now } = options;
  const build = options.buildId ?? '';
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    // A string's length counts a byte per character; V8 keeps a page with characters beyond Latin-1 (typographic
    // quotes) at two, so the real memory is up to a plain body's length more than counted: under 1.5 × the budget.
    sizeCalculation: ({ response }) =>
      Math.max(1, response.body.length + (response.encoded ? response.encoded.identity.length + response.encoded.br.length + response.encoded.gzip.length : 0)),
  });
  /** Renders under way, by version and key: the requests that miss at once share one. */
  const rendering = new Map<string, Promise<CachedResponse | undefined>>();
  let known: { version: number; readAt: number } | undefined;
  let reading: Promise<number> | undefined;
  /** Counts this instance's own changes: a reading begun before one may return the version before it. */
  let localChanges = 0;
  options.onLocalChange?.(() => {
    localChanges += 1;
    known = undefined;
    reading = undefined;
  });

  async function currentVersion(): Promise<number> {
    if (known && now() - known.readAt < checkIntervalMs) return known.version;
    if (reading) return reading;
    const changesBefore = localChanges;
    const read: Promise<number> = contentVersion()
      .then((version) => {
        if (changesBefore !== localChanges) return version; // outdated by a change made here meanwhile: not remembered
        // Entries of an older version can never serve again: free their memory now.
        if (known && known.version !== version) entries.clear();
        known = { version, readAt: now() };
        return version;
      })
      .finally(() => {
        if (reading === read) reading = undefined;
      });
    reading = read;
    return reading;
  }

  /** The entry for `key` if it belongs to `version` and is young enough to serve. */
  function servable(key: string, version: number): CachedResponse | undefined {
    const entry = entries.get(key);
    return entry && entry.version === version && now() - entry.renderedAt < maxAgeMs ? entry.response : undefined;
  }

  return {
    peek(requestKey) {
      const version = options.knownVersion ? options.knownVersion() : known && now() - known.readAt < checkIntervalMs ? known.version : undefined;
      return version === undefined ? undefined : servable(`${build}\n${requestKey}`, version);
    },
    async get(requestKey, render) {
      const key = `${build}\n${requestKey}`;
      let version: number;
      try {
        version = await currentVersion();
      } catch (error) {
        console.warn('Public content version unreadable, rendering without the cache:', (error as Error).message);
        return render();
      }
      const cached = servable(key, version);
      if (cached) return cached;

      const flight = `${version}\n${key}`;
      let pending = rendering.get(flight);
      if (!pending) {
        // The time the render began: what it shows is at least as new as that.
        const renderedAt = now();
        pending = render()
          .then(async (rendered) => {
            // Not kept, and handed as it is to every request that waited for it: they learn it was not for sharing.
            if (rendered?.status !== 200 || rendered.keep === false || rendered.stream) return rendered;
            const { keep: _, ...plain } = rendered;
            const response = await precompressed(plain);
            // A render that began before the version changed may end after: it must not replace a newer entry.
            if (known?.version === version) entries.set(key, { response, version, renderedAt });
            return response;
          })
          .finally(() => rendering.delete(flight));
        rendering.set(flight, pending);
      }
      return pending;
    },
  };
}
