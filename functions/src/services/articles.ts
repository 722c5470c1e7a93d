// Magazine articles: published ones only, newest first (publishedAt descending, ties by slug), or by relevance.
import { z } from 'zod';
import { analyticsDay, mostReadArticleSlugs } from '../domain/analytics.js';
import { compareVenues } from '../domain/discovery.js';
import type { ArticleRecord, VenueRecord } from '../domain/records.js';
import { addDays } from '../domain/time.js';
import { parseArgs, searchText, slug } from './argument-checks.js';
import { cursor, pageRequest, pageSize, position, toConnection, type Connection } from './pagination.js';
import { mergeByCrafts } from './loaders.js';
import type { ReadContext } from './service-context.js';
import { publishedBySlug, searchOf } from './public-records.js';

const listArgs = z.object({
  first: pageSize(10),
  after: cursor(
    z.union([
      position,
      z.tuple([z.number().int(), slug]).transform(([publishedAt, articleSlug]) => ({ publishedAt: new Date(publishedAt), slug: articleSlug })),
    ]),
  ),
  filter: z
    .object({
      craft: slug.nullish(),
      tag: z.string().min(1, { error: 'must not be empty' }).max(50, { error: 'must be at most 50 characters long' }).nullish(),
      text: searchText.nullish(),
    })
    .nullish(),
});

export async function listArticles(ctx: ReadContext, args: z.input<typeof listArgs>): Promise<Connection<ArticleRecord>> {
  const { first, after, filter } = parseArgs(listArgs, args);
  const text = await searchOf(ctx, filter?.text);
  const repositoryFilter = { craftSlug: filter?.craft ?? undefined, tag: filter?.tag ?? undefined, text: text ?? undefined };
  const { request, start } = pageRequest(Boolean(text), first, after, undefined);
  const page = await ctx.store.articles.list(repositoryFilter, request);
  return toConnection(page, (article) => [article.publishedAt.getTime(), article.slug], start);
}

export function articleBySlug(ctx: ReadContext, args: { slug: string }): Promise<ArticleRecord | null> {
  return publishedBySlug(ctx.loaders.article, args);
}

const WORDS_PER_MINUTE = 200;

/**
 * Reading time of a Markdown text (the body in the reader's language) at about 200 words a minute. A started minute
 * counts, as readers expect from a "3-minute read": 450 words take three minutes, not two. At least one minute.
 */
export function readingMinutes(markdown: string): number {
  // The numbers of an ordered list ("1. ") are markup, not words; symbols (#, -, *, _) never match a word.
  const text = markdown.replace(/^\s*\d+\.\s/gm, '');
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/**
 * The reading time an article shows, the same in every language (decision 041): counted in its German original,
 * which every translation renders. Counted per language, compounds made the same article „2 Minuten“ in German and
 * a "3-minute read" in English, as if the translation were a longer text.
 */
export function articleReadingMinutes(article: Pick<ArticleRecord, 'body'>): number {
  return readingMinutes(article.body.de);
}

const venuesArgs = z.object({ first: pageSize(3) });

/** Published venues for any of the article's crafts, by name (batched across articles). */
export async function venuesForArticle(ctx: ReadContext, article: ArticleRecord, args: z.input<typeof venuesArgs>): Promise<VenueRecord[]> {
  const { first } = parseArgs(venuesArgs, args);
  return mergeByCrafts(ctx.loaders.venuesByCraft(first), article.craftSlugs, compareVenues, first);
}

/** The days the most read articles are counted over, today (a Vienna day) included. */
export const MOST_READ_DAYS = 7;

const mostReadArgs = z.object({ first: pageSize(5, 20) });

/**
 * The published articles read most in the last MOST_READ_DAYS days, most first, from the site's own page counting
 * (decision 021; an article's German and English page together). Only the order is public, not the counts. A few
 * more slugs than asked are ranked, so that a draft or a deleted article among them does not shorten the list.
 */
export async function mostReadArticles(ctx: ReadContext, args: z.input<typeof mostReadArgs>, now: Date): Promise<ArticleRecord[]> {
  const { first } = parseArgs(mostReadArgs, args);
  const to = analyticsDay(now);
  const views = await ctx.store.analytics.pageViews({ from: addDays(to, -(MOST_READ_DAYS - 1)), to });
  const articles = await ctx.loaders.article.loadMany(mostReadArticleSlugs(views, first * 2));
  return articles.filter((article): article is ArticleRecord => !!article && !(article instanceof Error) && article.published).slice(0, first);
}
