// Request-scoped DataLoaders: every lookup a field makes goes through them, so a list of N records with their
// relations costs one store round trip per relation, not N. Created per request so that nothing leaks between viewers.
import DataLoader from 'dataloader';
import type { ArticleRecord, CityRecord, CraftRecord, EventRecord, VenueRecord } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';

export interface Catalog<T extends { slug: string }> {
  all: T[];
  bySlug: Map<string, T>;
}

export interface Loaders {
  venue: DataLoader<string, VenueRecord | null>;
  event: DataLoader<string, EventRecord | null>;
  article: DataLoader<string, ArticleRecord | null>;
  /** The whole craft taxonomy, read once per request. */
  crafts(): Promise<Catalog<CraftRecord>>;
  /** All cities, read once per request. */
  cities(): Promise<Catalog<CityRecord>>;
  /** Upcoming published events per venue slug, at most `limit` each (one loader per limit). */
  upcomingEvents(limit: number): DataLoader<string, EventRecord[]>;
}

/** What every service function works with: the store, the loaders and one fixed "now" for the whole request. */
export interface ServiceContext {
  store: Store;
  loaders: Loaders;
  now: Date;
}

export function createLoaders(store: Store, now: Date): Loaders {
  const upcoming = new Map<number, DataLoader<string, EventRecord[]>>();
  return {
    venue: new DataLoader((slugs) => store.venues.getBySlugs(slugs)),
    event: new DataLoader((slugs) => store.events.getBySlugs(slugs)),
    article: new DataLoader((slugs) => store.articles.getBySlugs(slugs)),
    crafts: once(async () => catalog(await store.crafts.listAll())),
    cities: once(async () => catalog(await store.cities.listAll())),
    upcomingEvents(limit) {
      let loader = upcoming.get(limit);
      if (!loader) {
        loader = new DataLoader(async (venueSlugs) => {
          const byVenue = await store.events.upcomingByVenues(venueSlugs, now, limit);
          return venueSlugs.map((slug) => byVenue.get(slug) ?? []);
        });
        upcoming.set(limit, loader);
      }
      return loader;
    },
  };
}

function catalog<T extends { slug: string }>(all: T[]): Catalog<T> {
  return { all, bySlug: new Map(all.map((item) => [item.slug, item])) };
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= load());
}
