// Request-scoped DataLoaders: every lookup a field makes goes through them, so a list of N records with their
// relations costs one store round trip per relation, not N. Created per request so that nothing leaks between viewers;
// only the crafts and cities, public and the same for everybody, may come from the instance's taxonomy cache.
import type { PayoutAccountRecord } from '../domain/payouts.js';
import DataLoader from 'dataloader';
import type { ArticleRecord, BookingRecord, CityRecord, CraftRecord, EventRecord, GeoPoint, ProfileRecord, VenueRecord } from '../domain/records.js';
import type { JoinableInCity, Nearby, Store } from '../domain/repositories.js';
import { CRAFT_GUIDES } from '../domain/craft-guides.js';
import { craftLinks, type CraftLinks } from '../domain/craft-links.js';
import { catalog, type Catalog, type TaxonomyCache } from './taxonomy-cache.js';

export type { Catalog };

export interface Loaders {
  venue: DataLoader<string, VenueRecord | null>;
  event: DataLoader<string, EventRecord | null>;
  article: DataLoader<string, ArticleRecord | null>;
  /** Organisers' connected accounts by uid: whether their paid courses can be sold now. */
  payoutAccount: DataLoader<string, PayoutAccountRecord | null>;
  /** Profiles by uid. Only for resolvers that have checked who may see the person. */
  profile: DataLoader<string, ProfileRecord | null>;
  /** A person's bookings (all states, newest first) by uid: Viewer.bookings and every Event.viewerBooking share one read. */
  bookingsByUser: DataLoader<string, BookingRecord[]>;
  /** The whole craft taxonomy, read once per request (or kept by the instance's taxonomy cache). */
  crafts(): Promise<Catalog<CraftRecord>>;
  /** All cities, read once per request (or kept by the instance's taxonomy cache). */
  cities(): Promise<Catalog<CityRecord>>;
  /**
   * Every craft's counts and related crafts (domain/craft-links.ts), once per request from the crafts of every
   * published venue, upcoming event and article: one query per kind, whatever the number of crafts.
   */
  craftLinks(): Promise<Map<string, CraftLinks>>;
  /** Upcoming published events per venue slug, at most `limit` each (one loader per limit). */
  upcomingEvents(limit: number): DataLoader<string, EventRecord[]>;
  /** Upcoming published events per craft slug, at most `limit` each. */
  upcomingEventsByCraft(limit: number): DataLoader<string, EventRecord[]>;
  /** The next joinable events of some crafts in a city, at most `limit` each (events.joinableInCities). */
  joinableInCity(limit: number): DataLoader<JoinableInCity, EventRecord[], string>;
  /** Published venues per craft slug by name, at most `limit` each. */
  venuesByCraft(limit: number): DataLoader<string, VenueRecord[]>;
  /** Newest published articles per craft slug, at most `limit` each. */
  articlesByCraft(limit: number): DataLoader<string, ArticleRecord[]>;
  /** Other published venues near a venue (keyed by its slug), nearest first. */
  nearbyVenues(limit: number, radiusKm: number): DataLoader<{ slug: string; geo: GeoPoint }, Nearby<VenueRecord>[], string>;
}

/** One loader per set of parameters, created on first use. */
function perParameters<L>(create: (key: string) => L): (key: string) => L {
  const loaders = new Map<string, L>();
  return (key) => {
    let loader = loaders.get(key);
    if (!loader) {
      loader = create(key);
      loaders.set(key, loader);
    }
    return loader;
  };
}

/** A loader of lists by slug over a repository method answering a Map for many slugs in one round trip. */
function listsBySlug<T>(load: (slugs: readonly string[]) => Promise<Map<string, T[]>>): DataLoader<string, T[]> {
  return new DataLoader(async (slugs) => {
    const found = await load(slugs);
    return slugs.map((slug) => found.get(slug) ?? []);
  });
}

/** `taxonomy`: the instance's kept crafts and cities (services/taxonomy-cache.ts); without it each request reads them. */
export function createLoaders(store: Store, now: Date, taxonomy?: TaxonomyCache): Loaders {
  const upcoming = perParameters((limit) => listsBySlug((slugs) => store.events.upcomingByVenues(slugs, now, Number(limit))));
  const upcomingByCraft = perParameters((limit) => listsBySlug((slugs) => store.events.upcomingByCrafts(slugs, now, Number(limit))));
  const venuesByCraft = perParameters((limit) => listsBySlug((slugs) => store.venues.byCrafts(slugs, Number(limit))));
  const articlesByCraft = perParameters((limit) => listsBySlug((slugs) => store.articles.latestByCrafts(slugs, Number(limit))));
  const joinableInCity = perParameters(
    (limit) =>
      new DataLoader<JoinableInCity, EventRecord[], string>((requests) => store.events.joinableInCities(requests, now, Number(limit)), {
        cacheKeyFn: (request) => JSON.stringify([request.craftSlugs, request.citySlug, request.exclude ?? null]),
      }),
  );
  const nearby = perParameters((key) => {
    const [limit, radiusKm] = key.split('/').map(Number) as [number, number];
    return new DataLoader<{ slug: string; geo: GeoPoint }, Nearby<VenueRecord>[], string>(
      async (origins) => {
        const found = await store.venues.nearby(origins, radiusKm, limit);
        return origins.map((origin) => found.get(origin.slug) ?? []);
      },
      { cacheKeyFn: (origin) => origin.slug },
    );
  });
  const loaders: Loaders = {
    venue: new DataLoader((slugs) => store.venues.getBySlugs(slugs)),
    event: new DataLoader((slugs) => store.events.getBySlugs(slugs)),
    article: new DataLoader((slugs) => store.articles.getBySlugs(slugs)),
    profile: new DataLoader((uids) => store.profiles.getByUids(uids)),
    payoutAccount: new DataLoader((uids) => Promise.all(uids.map((uid) => store.payouts.account(uid)))),
    bookingsByUser: new DataLoader((uids) => Promise.all(uids.map((uid) => store.bookings.byUser(uid)))),
    crafts: once(async () => (taxonomy ? taxonomy.crafts() : catalog(await store.crafts.listAll()))),
    cities: once(async () => (taxonomy ? taxonomy.cities() : catalog(await store.cities.listAll()))),
    craftLinks: once(async () => {
      const [crafts, venues, upcomingEvents, articles] = await Promise.all([
        loaders.crafts(),
        store.venues.craftSets(),
        store.events.upcomingCraftSets(now),
        store.articles.craftSets(),
      ]);
      return craftLinks({ crafts: crafts.all, venues, upcomingEvents, articles, materials: (slug) => CRAFT_GUIDES[slug]?.materialKinds ?? [] });
    }),
    upcomingEvents: (limit) => upcoming(String(limit)),
    upcomingEventsByCraft: (limit) => upcomingByCraft(String(limit)),
    joinableInCity: (limit) => joinableInCity(String(limit)),
    venuesByCraft: (limit) => venuesByCraft(String(limit)),
    articlesByCraft: (limit) => articlesByCraft(String(limit)),
    nearbyVenues: (limit, radiusKm) => nearby(`${limit}/${radiusKm}`),
  };
  return loaders;
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= load());
}

/** The records of several crafts' lists, each once, in `compare` order, the first `limit`. */
export async function mergeByCrafts<T extends { slug: string }>(
  loader: DataLoader<string, T[]>,
  craftSlugs: readonly string[],
  compare: (a: T, b: T) => number,
  limit: number,
  exclude?: string,
): Promise<T[]> {
  const lists = await loader.loadMany(craftSlugs);
  const unique = new Map<string, T>();
  for (const list of lists) {
    if (list instanceof Error) throw list;
    for (const record of list) if (record.slug !== exclude) unique.set(record.slug, record);
  }
  return [...unique.values()].sort(compare).slice(0, limit);
}
