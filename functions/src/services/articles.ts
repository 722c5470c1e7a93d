// Magazine articles: published ones only, newest first (publishedAt descending, ties by slug).
import { z } from 'zod';
import type { ArticleRecord } from '../domain/records.js';
import { cursor, pageSize, parseArgs, slug, toConnection, type Connection } from './input.js';
import type { ServiceContext } from './loaders.js';

const listArgs = z.object({
  first: pageSize(10),
  after: cursor(
    z
      .tuple([z.number().int(), slug])
      .transform(([publishedAt, articleSlug]) => ({ publishedAt: new Date(publishedAt), slug: articleSlug })),
  ),
  filter: z
    .object({ craft: slug.nullish(), tag: z.string().min(1).max(50, { error: 'must be at most 50 characters long' }).nullish() })
    .nullish()
    .transform((filter) => ({ craftSlug: filter?.craft ?? undefined, tag: filter?.tag ?? undefined })),
});

export async function listArticles(ctx: ServiceContext, args: z.input<typeof listArgs>): Promise<Connection<ArticleRecord>> {
  const { first, after, filter } = parseArgs(listArgs, args);
  const page = await ctx.store.articles.list(filter, { first, after });
  return toConnection(page, (article) => [article.publishedAt.getTime(), article.slug]);
}

export async function articleBySlug(ctx: ServiceContext, args: { slug: string }): Promise<ArticleRecord | null> {
  const input = parseArgs(z.object({ slug }), args);
  const article = await ctx.loaders.article.load(input.slug);
  return article?.published ? article : null;
}
