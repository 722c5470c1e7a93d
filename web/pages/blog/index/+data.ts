// The magazine: published articles, newest first (by relevance with ?q=), 10 per page with ?after=, filtered by
// ?craft= or ?tag=.
import type { PageContextServer } from 'vike/types';
import { articleList } from '../../../features/articles/filters';
import { defineFilters, slugField, textField, type FilterProblem } from '../../../features/discovery/filters';
import { queryPage } from '../../../lib/graphql/run-operation.server';
import { graphql } from '../../../graphql/generated';

const ArticleListQuery = graphql(`
  query ArticleList($first: Int!, $after: String, $filter: ArticleFilter) {
    crafts {
      slug
      name
    }
    articles(first: $first, after: $after, filter: $filter) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          slug
          ...ArticleCard_article
        }
      }
    }
  }
`);

const pageSize = 10;

const articleFilters = defineFilters(articleList, {
  q: textField,
  craft: slugField,
  // Tags are words or short phrases such as „Wien“ or „Drehscheibe“: letters, digits, spaces and dashes.
  tag: (value) => (/^[\p{L}\p{N}][\p{L}\p{N} &'’-]{0,48}$/u.test(value) ? value : undefined),
});

export async function data(pageContext: PageContextServer) {
  const { filters, problems } = articleFilters.parse(pageContext.urlParsed.search);
  const { data, errors } = await queryPage(pageContext, ArticleListQuery, {
    first: pageSize,
    after: filters.after ?? null,
    filter: { craft: filters.craft ?? null, tag: filters.tag ?? null, text: filters.q ?? null },
  });
  const crafts = data?.crafts ?? [];
  const unknownCraft = filters.craft && data?.crafts && !crafts.some((craft) => craft.slug === filters.craft);
  // The API rejects a cursor it did not issue; the page then explains that the link has expired.
  const cursorRejected = Boolean(filters.after) && errors.articles === 'ERROR';
  const allProblems: FilterProblem[] = [
    ...problems,
    ...(unknownCraft ? [{ param: 'craft', value: filters.craft ?? '' }] : []),
    ...(cursorRejected ? [{ param: 'after', value: (filters.after ?? '').slice(0, 40) }] : []),
  ];
  return {
    filters,
    problems: allProblems,
    crafts,
    articles: data?.articles?.edges.map((edge) => edge.node) ?? [],
    totalCount: data?.articles?.totalCount ?? 0,
    nextCursor: data?.articles?.pageInfo.hasNextPage ? (data.articles.pageInfo.endCursor ?? null) : null,
    error: cursorRejected ? null : (errors.articles ?? errors['*'] ?? null),
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
