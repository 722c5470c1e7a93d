// The craft taxonomy and the cities, kept per instance: nearly every page shows them (filters, every venue's and
// event's crafts and city), and they change only with a seed or a migration. Reading both whole for every request
// cost more Firestore documents than the rest of a list page together.
//
// They belong to the public content version (store/content-version.ts, decision 017), which every write of crafts and
// cities bumps: kept under the version the instance last read (watchContentVersion, shared with the page cache), they
// are read again once it has changed. A write made on another instance is therefore seen here when the cached pages
// see it, within the version's check interval; this instance's own writes at once.
import type { CityRecord, CraftRecord } from '../domain/records.js';

/** A whole list, and its records by slug. */
export interface Catalog<T extends { slug: string }> {
  all: T[];
  bySlug: Map<string, T>;
}

export interface TaxonomyCache {
  crafts(): Promise<Catalog<CraftRecord>>;
  cities(): Promise<Catalog<CityRecord>>;
}

export function catalog<T extends { slug: string }>(all: T[]): Catalog<T> {
  return { all, bySlug: new Map(all.map((item) => [item.slug, item])) };
}

/** As the page cache's entries (web/server/response-cache.ts): should a bump fail, the lists are read again after it. */
export const taxonomyMaxAgeMs = 5 * 60_000;

/** `version`: the instance's reading of the public content version (watchContentVersion). */
export function createTaxonomyCache(
  lists: { crafts: { listAll(): Promise<CraftRecord[]> }; cities: { listAll(): Promise<CityRecord[]> } },
  version: () => Promise<number>,
  { maxAgeMs = taxonomyMaxAgeMs, now = Date.now } = {},
): TaxonomyCache {
  /** The list under the current version, read once per version; a failed read is not kept. */
  function perVersion<T>(load: () => Promise<T>): () => Promise<T> {
    let kept: { version: number; readAt: number; value: Promise<T> } | undefined;
    return async () => {
      let current: number;
      try {
        current = await version();
      } catch {
        // Without a readable version nothing can be trusted to be current: the list is read itself (it fails alike
        // when the store is down, and the page says so where it shows it).
        return load();
      }
      if (kept?.version !== current || now() - kept.readAt >= maxAgeMs) {
        const entry = { version: current, readAt: now(), value: load() };
        kept = entry;
        entry.value.catch(() => {
          if (kept === entry) kept = undefined;
        });
      }
      return kept.value;
    };
  }

  // Frozen: every request of the instance shares the same arrays, so none may change them.
  return {
    crafts: perVersion(async () => catalog(Object.freeze(await lists.crafts.listAll()) as CraftRecord[])),
    cities: perVersion(async () => catalog(Object.freeze(await lists.cities.listAll()) as CityRecord[])),
  };
}
