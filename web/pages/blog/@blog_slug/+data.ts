// An article, its body rendered from Markdown here on the server (the browser gets sanitised HTML and no Markdown
// parser), and what the magazine offers for its crafts: upcoming courses and venues.
import type { PageContextServer } from 'vike/types';
import { queryPage } from '../../../lib/graphql/apollo.server';
import { requireRecord } from '../../../lib/graphql/page-data';
import { renderMarkdown } from '../../../features/markdown/render-markdown.server';
import { graphql } from '../../../graphql/generated';

const ArticlePageQuery = graphql(`
  query ArticlePage($slug: ID!) {
    article(slug: $slug) {
      slug
      title
      excerpt
      body
      tags
      publishedAt
      updatedAt
      readingMinutes
      author {
        name
        bio
      }
      cover {
        url
        alt
        width
        height
      }
      crafts {
        slug
        name
      }
      upcomingEvents(first: 3) {
        slug
        ...EventCard_event
      }
      venues(first: 3) {
        slug
        ...VenueCard_venue
      }
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.blog_slug ?? '';
  const { data, errors } = await queryPage(pageContext, ArticlePageQuery, { slug });
  const { body, ...article } = requireRecord(pageContext, data?.article, errors, 'article');
  // The article arrived, so an error under it can only come from its nullable upcomingEvents or venues.
  const sideError = errors.article ?? null;
  return { article, bodyHtml: renderMarkdown(body), sideError, origin: pageContext.origin };
}

export type Data = Awaited<ReturnType<typeof data>>;
