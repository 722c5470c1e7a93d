// Front page data: the crafts and cities for the search form, featured venues, upcoming events, latest articles.
import type { PageContextServer } from 'vike/types';
import { queryPage } from '../../../lib/graphql/apollo.server';
import { graphql } from '../../../graphql/generated';

const FrontPageQuery = graphql(`
  query FrontPage {
    ...TaxonomyFields @unmask
    featuredVenues: venues(first: 6) {
      edges {
        node {
          slug
          ...VenueCard_venue
        }
      }
    }
    upcomingEvents: events(first: 6) {
      edges {
        node {
          slug
          ...EventCard_event
        }
      }
    }
    latestArticles: articles(first: 3) {
      edges {
        node {
          slug
          ...ArticleCard_article
        }
      }
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const { data, errors } = await queryPage(pageContext, FrontPageQuery, {});
  return {
    crafts: data?.crafts ?? [],
    cities: data?.cities ?? [],
    venues: data?.featuredVenues?.edges.map((edge) => edge.node) ?? [],
    events: data?.upcomingEvents?.edges.map((edge) => edge.node) ?? [],
    articles: data?.latestArticles?.edges.map((edge) => edge.node) ?? [],
    errors,
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
