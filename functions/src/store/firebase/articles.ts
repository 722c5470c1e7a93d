// Articles in Firestore: `articles/{slug}`, newest first. Firestore allows one array-contains per query, so each
// article stores every filter key it matches as `facets` ("craft:x", "tag:y", "craft:x|tag:y") and a list asks for
// exactly one.
import { Timestamp, type Query } from 'firebase-admin/firestore';
import { compareArticles, matchArticle } from '../../domain/discovery.js';
import type { ArticleRecord } from '../../domain/records.js';
import type { ArticleRepository } from '../../domain/repositories.js';
import { articleTerms } from '../../domain/search.js';
import { craftsOf, type FirebaseKernel } from './kernel.js';

function facetsOf(article: ArticleRecord): string[] {
  const craft = article.craftSlugs.map((slug) => `craft:${slug}`);
  const tag = article.tags.map((t) => `tag:${t}`);
  return [...craft, ...tag, ...craft.flatMap((c) => tag.map((t) => `${c}|${t}`))];
}

function facetOf(filter: { craftSlug?: string; tag?: string }): string | undefined {
  const keys = [filter.craftSlug !== undefined ? `craft:${filter.craftSlug}` : undefined, filter.tag !== undefined ? `tag:${filter.tag}` : undefined].filter(
    (k) => k !== undefined,
  );
  return keys.length > 0 ? keys.join('|') : undefined;
}

const articleQueryFields = (article: ArticleRecord) => ({ facets: facetsOf(article), searchTerms: [...articleTerms(article).keys()] });

export function articleRepository(kernel: FirebaseKernel): ArticleRepository {
  const { guard } = kernel;
  const { articles } = kernel.collections;
  const published = (filter: { craftSlug?: string; tag?: string }) => {
    let query: Query = articles.where('published', '==', true);
    const facet = facetOf(filter);
    if (facet !== undefined) query = query.where('facets', 'array-contains', facet);
    return query.orderBy('publishedAt', 'desc').orderBy('slug');
  };

  return {
    list: (filter, request) =>
      guard(async () => {
        if (filter.text) {
          const candidates = await kernel.withTerms<ArticleRecord>(articles, filter.text);
          return kernel.ranked(candidates, (article) => matchArticle(article, filter), filter, request, compareArticles);
        }
        const { first, after, offset } = request;
        return kernel.page<ArticleRecord>(published(filter), { startAfter: after && [Timestamp.fromDate(after.publishedAt), after.slug], first, offset });
      }),
    getBySlugs: (slugs) => guard(() => kernel.byKeys<ArticleRecord>(articles, slugs)),
    latestByCrafts: (craftSlugs, limit) => guard(() => kernel.firstPerKey<ArticleRecord>(craftSlugs, limit, (craftSlug) => published({ craftSlug }))),
    craftSets: () => guard(() => kernel.read(published({}).select('craftSlugs'), craftsOf)),
    upsertMany: (records) => guard(() => kernel.upsert(articles, records, articleQueryFields), false),
  };
}
