// Query.mostReadArticles through the whole API over a seeded embedded store: the articles read most in the last
// seven days from the site's own counting, an article's German and English page together, drafts left out, older
// views not counted, and no counts given away.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsDay } from '../domain/analytics.js';
import type { ArticleRecord } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import { addDays } from '../domain/time.js';
import type { IdentityProvider } from '../identity/identity.js';
import { apiOver, openSeededStore, type GraphQLApi } from './api.testing.js';

let store: Store;
let identity: IdentityProvider;
let api: GraphQLApi;
let articles: ArticleRecord[];

async function view(path: string, times: number, daysAgo = 0) {
  const day = addDays(analyticsDay(new Date()), -daysAgo);
  for (let i = 0; i < times; i++) await store.analytics.record({ day, path, referrerHost: null, language: 'de', search: null });
}

beforeAll(async () => {
  ({ store, identity } = await openSeededStore());
  articles = (await store.articles.list({}, { first: 4 })).items;
  const [a, b, c, draft] = articles as [ArticleRecord, ArticleRecord, ArticleRecord, ArticleRecord];
  await store.articles.upsertMany([{ ...draft, published: false }]);
  await view(`/blog/${a.slug}`, 2);
  await view(`/en/blog/${a.slug}`, 2, 6);
  await view(`/blog/${b.slug}`, 3);
  await view(`/blog/${c.slug}`, 1);
  // Read most, but more than seven days ago; and a draft.
  await view(`/blog/${c.slug}`, 9, 7);
  await view(`/blog/${draft.slug}`, 9);
  // Not an article's page.
  await view(`/blog`, 20);
  await view(`/venues/${a.slug}`, 20);
  api = await apiOver(store, identity);
});

afterAll(async () => {
  await api.stop();
  await identity.close();
  await store.close();
});

const MOST_READ = `query ($first: Int) { mostReadArticles(first: $first) { slug } }`;

describe('most read articles', () => {
  it('ranks the published articles by their views of the last seven days, both languages together', async () => {
    const { data, errors } = await api.execute({ query: MOST_READ }, {});
    expect(errors).toBeUndefined();
    const [a, b, c] = articles;
    expect((data as { mostReadArticles: { slug: string }[] }).mostReadArticles.map((article) => article.slug)).toEqual([a!.slug, b!.slug, c!.slug]);
  });

  it('gives at most `first`, at most 20', async () => {
    const { data } = await api.execute({ query: MOST_READ, variables: { first: 1 } }, {});
    expect((data as { mostReadArticles: unknown[] }).mostReadArticles).toHaveLength(1);
    const { errors } = await api.execute({ query: MOST_READ, variables: { first: 21 } }, {});
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
