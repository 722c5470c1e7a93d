// An article, its body rendered from Markdown here on the server (the browser gets sanitised HTML and no Markdown
// parser), and what the magazine offers for its crafts: upcoming courses and venues.
import type { PageContextServer } from 'vike/types';
import { loadRecord } from '../../../lib/graphql/page-data';
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
  // An error beneath the article can only come from its nullable upcomingEvents or venues.
  const { record, errorBeneath: sideError } = await loadRecord(pageContext, ArticlePageQuery, { slug }, 'article');
  const { body, ...article } = record;
  return { article, bodyHtml: renderMarkdown(body), sideError, origin: pageContext.origin };
}

export type Data = Awaited<ReturnType<typeof data>>;
