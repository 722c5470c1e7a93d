// Atom feed of the magazine's newest articles: /blog/feed.xml (German), /en/blog/feed.xml (English).
import { writeAtom } from '../features/feeds/atom';
import { articlePath } from '../features/feeds/public-pages';
import { localeTags, localizeUrl } from '../lib/i18n/locales';
import { graphql } from '../graphql/generated';
import type { FeedContext } from './calendar-feed';
import type { RouteResponse } from './route-response';
import { pageSize } from '../lib/graphql/read-all';
import { runQuery } from './run-query';

const ArticleFeedQuery = graphql(`
  query ArticleFeed($first: Int!) {
    articles(first: $first) {
      edges {
        node {
          slug
          title
          excerpt
          publishedAt
          updatedAt
          tags
          author {
            name
          }
          crafts {
            slug
            name
          }
        }
      }
    }
  }
`);

export async function articleFeed(context: FeedContext): Promise<RouteResponse> {
  const { origin, locale, intl } = context;
  const { articles } = await runQuery(context.graphql, ArticleFeedQuery, { first: pageSize });
  const nodes = articles?.edges.map((edge) => edge.node) ?? [];
  const selfUrl = origin + localizeUrl('/blog/feed.xml', locale);
  const newest = nodes.map((article) => Date.parse(article.updatedAt)).reduce((a, b) => Math.max(a, b), 0);
  const body = writeAtom({
    id: selfUrl,
    title: intl.formatMessage({ id: 'feeds.atom.title' }),
    subtitle: intl.formatMessage({ id: 'feeds.atom.subtitle' }),
    language: localeTags[locale],
    selfUrl,
    alternateUrl: origin + localizeUrl('/blog', locale),
    iconUrl: `${origin}/favicon.svg`,
    updated: new Date(newest || context.now.getTime()).toISOString(),
    entries: nodes.map((article) => {
      const url = origin + localizeUrl(articlePath(article.slug), locale);
      return {
        id: url,
        url,
        title: article.title,
        summary: article.excerpt,
        author: article.author.name,
        published: article.publishedAt,
        updated: article.updatedAt,
        categories: [
          ...article.crafts.map((craft) => ({ term: craft.slug, label: craft.name })),
          ...article.tags.map((tag) => ({ term: tag, label: tag })),
        ],
      };
    }),
  });
  return {
    status: 200,
    headers: { 'content-type': 'application/atom+xml; charset=utf-8', 'cache-control': 'public, max-age=900' },
    body,
  };
}
