// Articles in the embedded store: the `articles` table with crafts and tags in join tables, newest first.
import { compareArticles, matchArticle } from '../../domain/discovery.js';
import type { ArticleRecord } from '../../domain/records.js';
import type { ArticleRepository } from '../../domain/repositories.js';
import { firstPublishedPerCraft, publishedCraftSets } from './craft-sets.js';
import type { EmbeddedKernel } from './kernel.js';
import { termsOf, writeTerms } from './search-terms.js';
import { ms, toJson } from './rows.js';
import { Where, type LinkTable } from './where.js';

const articleCrafts: LinkTable = { links: 'article_crafts', owner: 'article_slug', value: 'craft_slug' };

function writeArticle(kernel: EmbeddedKernel, article: ArticleRecord): void {
  kernel
    .prepare(
      `INSERT INTO articles (slug, published, published_at, updated_at, data) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (slug) DO UPDATE SET published = excluded.published, published_at = excluded.published_at,
         updated_at = excluded.updated_at, data = excluded.data`,
    )
    .run(article.slug, article.published ? 1 : 0, ms(article.publishedAt), ms(article.updatedAt), toJson(article));
  kernel.replaceLinks(articleCrafts.links, articleCrafts.owner, articleCrafts.value, article.slug, article.craftSlugs);
  kernel.replaceLinks('article_tags', 'article_slug', 'tag', article.slug, article.tags);
  writeTerms(kernel.db, 'article', article.slug, termsOf.article(article));
}

export function articleRepository(kernel: EmbeddedKernel): ArticleRepository {
  const { guard } = kernel;
  return {
    list: (filter, { first, after, offset }) =>
      guard(() => {
        const where = new Where('published = 1');
        if (filter.craftSlug !== undefined) {
          where.add('EXISTS (SELECT 1 FROM article_crafts c WHERE c.article_slug = articles.slug AND c.craft_slug = ?)', filter.craftSlug);
        }
        if (filter.tag !== undefined) {
          where.add('EXISTS (SELECT 1 FROM article_tags t WHERE t.article_slug = articles.slug AND t.tag = ?)', filter.tag);
        }
        if (filter.text) {
          where.text('article', 'articles', filter.text);
          return kernel.ranked('articles', where, (a: ArticleRecord) => matchArticle(a, filter), filter, { first, after, offset }, compareArticles);
        }
        const at = after?.publishedAt.getTime() ?? 0;
        return kernel.page<ArticleRecord>('articles', where, {
          after: after && { sql: '(published_at < ? OR (published_at = ? AND slug > ?))', params: [at, at, after.slug] },
          orderBy: 'published_at DESC, slug',
          first,
          offset,
        });
      }),

    getBySlugs: (slugs) => guard(() => kernel.byKeys<ArticleRecord>('articles', 'slug', slugs)),

    latestByCrafts: (craftSlugs, limit) =>
      guard(() => firstPublishedPerCraft<ArticleRecord>(kernel, 'articles', articleCrafts, craftSlugs, 'published_at DESC, slug', limit)),

    craftSets: () => guard(() => publishedCraftSets(kernel, 'articles', articleCrafts)),

    upsertMany: (articles) => kernel.upsert(articles, (article) => writeArticle(kernel, article)),
  };
}
