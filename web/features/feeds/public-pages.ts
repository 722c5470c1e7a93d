// The site's public pages, in one place: the fixed ones and one per venue, event and article. /sitemap.xml lists
// them all for search engines and /crawlindex links them for people, so both read the lists with the same queries.
import { graphql } from '../../graphql/generated';

/** Whose changes date a fixed page (its lastmod in the sitemap). */
export type ChangedWith = 'anything' | 'venues' | 'viennaVenues' | 'events' | 'articles' | 'legal';

export type FixedPage = {
  /** The logical path, without language prefix. */
  path: string;
  changedWith: ChangedWith;
  /** Linked under „Bereiche“ on /crawlindex: the front page and the index itself are not, nor the contact form. */
  inCrawlIndex: boolean;
};

export const fixedPages: ReadonlyArray<FixedPage> = [
  { path: '/', changedWith: 'anything', inCrawlIndex: false },
  { path: '/venues', changedWith: 'venues', inCrawlIndex: true },
  { path: '/wien', changedWith: 'viennaVenues', inCrawlIndex: true },
  { path: '/events', changedWith: 'events', inCrawlIndex: true },
  { path: '/pagination', changedWith: 'events', inCrawlIndex: true },
  { path: '/eventslive', changedWith: 'events', inCrawlIndex: true },
  // „Diese Woche“: live courses, courses with free seats, the most read articles.
  { path: '/asyncpage', changedWith: 'anything', inCrawlIndex: true },
  { path: '/blog', changedWith: 'articles', inCrawlIndex: true },
  // Every craft with its venues, courses and articles: it changes with any of them.
  { path: '/indexx', changedWith: 'anything', inCrawlIndex: true },
  { path: '/musterspace', changedWith: 'venues', inCrawlIndex: true },
  // What a listing and Premium give, with prices and cancellation terms: it changes with the site's terms.
  { path: '/venue-benefits', changedWith: 'legal', inCrawlIndex: true },
  // The craft assistant: the form is fixed; its answers are made per question.
  { path: '/ai', changedWith: 'legal', inCrawlIndex: true },
  { path: '/gemini', changedWith: 'legal', inCrawlIndex: true },
  { path: '/claude', changedWith: 'legal', inCrawlIndex: true },
  // The palette tool: the same page for everyone; only its explaining text changes, with the site.
  { path: '/fun/colors', changedWith: 'legal', inCrawlIndex: true },
  // The photo palette: a tool that runs in the browser; only its explaining text changes, with the site.
  { path: '/fun/colors2', changedWith: 'legal', inCrawlIndex: true },
  { path: '/crawlindex', changedWith: 'anything', inCrawlIndex: false },
  { path: '/privacy', changedWith: 'legal', inCrawlIndex: true },
  { path: '/terms', changedWith: 'legal', inCrawlIndex: true },
  { path: '/impressum', changedWith: 'legal', inCrawlIndex: true },
  { path: '/contact', changedWith: 'legal', inCrawlIndex: false },
];

export const venuePath = (slug: string) => `/venues/${slug}`;
export const eventPath = (slug: string) => `/events/${slug}`;
export const articlePath = (slug: string) => `/blog/${slug}`;
/** The city's own landing page where there is one, else the venue list filtered to it. */
export const cityPath = (slug: string) => (slug === 'wien' ? '/wien' : `/venues?city=${encodeURIComponent(slug)}`);
export const craftPath = (slug: string) => `/venues?craft=${encodeURIComponent(slug)}`;

export const PublicVenuesQuery = graphql(`
  query PublicVenues($first: Int!, $after: String) {
    venues(first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          slug
          name
          updatedAt
          city {
            slug
            name
          }
        }
      }
    }
  }
`);

/** Upcoming events by default; the sitemap asks `filter.from` for past ones too (they keep their pages). */
export const PublicEventsQuery = graphql(`
  query PublicEvents($first: Int!, $after: String, $filter: EventFilter) {
    events(first: $first, after: $after, filter: $filter) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          slug
          title
          startsAt
          timeZone
          status
          updatedAt
          venue {
            name
          }
        }
      }
    }
  }
`);

export const PublicArticlesQuery = graphql(`
  query PublicArticles($first: Int!, $after: String) {
    articles(first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          slug
          title
          updatedAt
        }
      }
    }
  }
`);
