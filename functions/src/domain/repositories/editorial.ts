// The editorial content's ports: articles, and the crafts and cities the magazine is organised by.
import type { ArticleRecord, CityRecord, CraftRecord } from '../records.js';
import type { SearchQuery } from '../search.js';
import type { Page, PageRequest } from './pages.js';

/** Articles are listed newest first. */
export interface ArticleSortKey {
  publishedAt: Date;
  slug: string;
}

export interface ArticleFilter {
  craftSlug?: string;
  tag?: string;
  text?: SearchQuery;
}

export interface ArticleRepository {
  /** Published articles matching the filter, newest first, ties by slug (unless ranked). */
  list(filter: ArticleFilter, page: PageRequest<ArticleSortKey>): Promise<Page<ArticleRecord>>;
  getBySlugs(slugs: readonly string[]): Promise<(ArticleRecord | null)[]>;
  /** For each craft, its newest `limit` published articles (Venue.relatedArticles). */
  latestByCrafts(craftSlugs: readonly string[], limit: number): Promise<Map<string, ArticleRecord[]>>;
  /** The crafts of every published article, in one query (as venues.craftSets). */
  craftSets(): Promise<string[][]>;
  upsertMany(articles: readonly ArticleRecord[]): Promise<void>;
}

export interface CraftRepository {
  /** All crafts by position. */
  listAll(): Promise<CraftRecord[]>;
  upsertMany(crafts: readonly CraftRecord[]): Promise<void>;
}

export interface CityRepository {
  /** All cities, largest population first. */
  listAll(): Promise<CityRecord[]>;
  upsertMany(cities: readonly CityRecord[]): Promise<void>;
}
