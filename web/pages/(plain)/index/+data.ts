// Front page data: the crafts and cities for the search form, featured venues, upcoming events (Vienna's first),
// latest articles.
import type { PageContextServer } from 'vike/types';
import { homeCitySlug } from '../../../features/venues/venue-place';
import { queryPage } from '../../../lib/graphql/run-operation.server';
import { graphql } from '../../../graphql/generated';
import { homeCityFirst } from './home-city-first';

/** Events the front page shows. */
const eventCount = 6;

const FrontPageQuery = graphql(`
  query FrontPage($homeCity: ID!, $eventCount: Int!) {
    ...TaxonomyFields @unmask
    featuredVenues: venues(first: 6) {
      edges {
        node {
          slug
          ...VenueCard_venue
        }
      }
    }
    homeCityEvents: events(first: $eventCount, filter: { city: $homeCity }) {
      edges {
        node {
          slug
          ...EventCard_event
        }
      }
    }
    upcomingEvents: events(first: $eventCount) {
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
  const { data, errors } = await queryPage(pageContext, FrontPageQuery, { homeCity: homeCitySlug, eventCount });
  return {
    crafts: data?.crafts ?? [],
    cities: data?.cities ?? [],
    venues: data?.featuredVenues?.edges.map((edge) => edge.node) ?? [],
    events: homeCityFirst(
      data?.homeCityEvents?.edges.map((edge) => edge.node) ?? [],
      data?.upcomingEvents?.edges.map((edge) => edge.node) ?? [],
      eventCount,
    ),
    articles: data?.latestArticles?.edges.map((edge) => edge.node) ?? [],
    errors,
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
