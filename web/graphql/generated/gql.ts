/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ArticleCard_article on Article {\n    slug\n    title\n    excerpt\n    publishedAt\n    author {\n      name\n    }\n    cover {\n      url\n      alt\n      width\n      height\n    }\n  }\n": typeof types.ArticleCard_ArticleFragmentDoc,
    "\n  fragment EventCard_event on Event {\n    slug\n    title\n    startsAt\n    endsAt\n    timeZone\n    status\n    seatsLeft\n    price {\n      amountCents\n      currency\n    }\n    venue {\n      slug\n      name\n    }\n    crafts {\n      slug\n      name\n    }\n  }\n": typeof types.EventCard_EventFragmentDoc,
    "\n  fragment VenueCard_venue on Venue {\n    slug\n    name\n    kind\n    crafts {\n      slug\n      name\n    }\n    address {\n      district\n      locality\n    }\n  }\n": typeof types.VenueCard_VenueFragmentDoc,
    "\n  query FrontPage {\n    crafts {\n      slug\n      name\n    }\n    cities {\n      slug\n      name\n    }\n    featuredVenues: venues(first: 6) {\n      edges {\n        node {\n          slug\n          ...VenueCard_venue\n        }\n      }\n    }\n    upcomingEvents: events(first: 6) {\n      edges {\n        node {\n          slug\n          ...EventCard_event\n        }\n      }\n    }\n    latestArticles: articles(first: 3) {\n      edges {\n        node {\n          slug\n          ...ArticleCard_article\n        }\n      }\n    }\n  }\n": typeof types.FrontPageDocument,
    "\n  query Diagnostics {\n    diagnostics {\n      buildId\n      builtAt\n      storeAdapter\n      storeReachable\n      serverTime\n    }\n  }\n": typeof types.DiagnosticsDocument,
    "\n  query VenuePage($slug: ID!) {\n    venue(slug: $slug) {\n      slug\n      name\n      kind\n      description\n      website\n      timeZone\n      crafts {\n        slug\n        name\n      }\n      address {\n        street\n        postalCode\n        locality\n        district\n        country\n      }\n      city {\n        slug\n        name\n      }\n      geo {\n        lat\n        lng\n      }\n      openingHours {\n        day\n        opens\n        closes\n      }\n      contact {\n        email\n        phone\n      }\n      images {\n        url\n        alt\n        width\n        height\n      }\n      upcomingEvents(first: 5) {\n        slug\n        ...EventCard_event\n      }\n    }\n  }\n": typeof types.VenuePageDocument,
    "\n  query VenueList($first: Int!, $after: String, $filter: VenueFilter) {\n    crafts {\n      slug\n      name\n    }\n    cities {\n      slug\n      name\n    }\n    venues(first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          slug\n          ...VenueCard_venue\n        }\n      }\n    }\n  }\n": typeof types.VenueListDocument,
};
const documents: Documents = {
    "\n  fragment ArticleCard_article on Article {\n    slug\n    title\n    excerpt\n    publishedAt\n    author {\n      name\n    }\n    cover {\n      url\n      alt\n      width\n      height\n    }\n  }\n": types.ArticleCard_ArticleFragmentDoc,
    "\n  fragment EventCard_event on Event {\n    slug\n    title\n    startsAt\n    endsAt\n    timeZone\n    status\n    seatsLeft\n    price {\n      amountCents\n      currency\n    }\n    venue {\n      slug\n      name\n    }\n    crafts {\n      slug\n      name\n    }\n  }\n": types.EventCard_EventFragmentDoc,
    "\n  fragment VenueCard_venue on Venue {\n    slug\n    name\n    kind\n    crafts {\n      slug\n      name\n    }\n    address {\n      district\n      locality\n    }\n  }\n": types.VenueCard_VenueFragmentDoc,
    "\n  query FrontPage {\n    crafts {\n      slug\n      name\n    }\n    cities {\n      slug\n      name\n    }\n    featuredVenues: venues(first: 6) {\n      edges {\n        node {\n          slug\n          ...VenueCard_venue\n        }\n      }\n    }\n    upcomingEvents: events(first: 6) {\n      edges {\n        node {\n          slug\n          ...EventCard_event\n        }\n      }\n    }\n    latestArticles: articles(first: 3) {\n      edges {\n        node {\n          slug\n          ...ArticleCard_article\n        }\n      }\n    }\n  }\n": types.FrontPageDocument,
    "\n  query Diagnostics {\n    diagnostics {\n      buildId\n      builtAt\n      storeAdapter\n      storeReachable\n      serverTime\n    }\n  }\n": types.DiagnosticsDocument,
    "\n  query VenuePage($slug: ID!) {\n    venue(slug: $slug) {\n      slug\n      name\n      kind\n      description\n      website\n      timeZone\n      crafts {\n        slug\n        name\n      }\n      address {\n        street\n        postalCode\n        locality\n        district\n        country\n      }\n      city {\n        slug\n        name\n      }\n      geo {\n        lat\n        lng\n      }\n      openingHours {\n        day\n        opens\n        closes\n      }\n      contact {\n        email\n        phone\n      }\n      images {\n        url\n        alt\n        width\n        height\n      }\n      upcomingEvents(first: 5) {\n        slug\n        ...EventCard_event\n      }\n    }\n  }\n": types.VenuePageDocument,
    "\n  query VenueList($first: Int!, $after: String, $filter: VenueFilter) {\n    crafts {\n      slug\n      name\n    }\n    cities {\n      slug\n      name\n    }\n    venues(first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          slug\n          ...VenueCard_venue\n        }\n      }\n    }\n  }\n": types.VenueListDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleCard_article on Article {\n    slug\n    title\n    excerpt\n    publishedAt\n    author {\n      name\n    }\n    cover {\n      url\n      alt\n      width\n      height\n    }\n  }\n"): (typeof documents)["\n  fragment ArticleCard_article on Article {\n    slug\n    title\n    excerpt\n    publishedAt\n    author {\n      name\n    }\n    cover {\n      url\n      alt\n      width\n      height\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventCard_event on Event {\n    slug\n    title\n    startsAt\n    endsAt\n    timeZone\n    status\n    seatsLeft\n    price {\n      amountCents\n      currency\n    }\n    venue {\n      slug\n      name\n    }\n    crafts {\n      slug\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment EventCard_event on Event {\n    slug\n    title\n    startsAt\n    endsAt\n    timeZone\n    status\n    seatsLeft\n    price {\n      amountCents\n      currency\n    }\n    venue {\n      slug\n      name\n    }\n    crafts {\n      slug\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VenueCard_venue on Venue {\n    slug\n    name\n    kind\n    crafts {\n      slug\n      name\n    }\n    address {\n      district\n      locality\n    }\n  }\n"): (typeof documents)["\n  fragment VenueCard_venue on Venue {\n    slug\n    name\n    kind\n    crafts {\n      slug\n      name\n    }\n    address {\n      district\n      locality\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FrontPage {\n    crafts {\n      slug\n      name\n    }\n    cities {\n      slug\n      name\n    }\n    featuredVenues: venues(first: 6) {\n      edges {\n        node {\n          slug\n          ...VenueCard_venue\n        }\n      }\n    }\n    upcomingEvents: events(first: 6) {\n      edges {\n        node {\n          slug\n          ...EventCard_event\n        }\n      }\n    }\n    latestArticles: articles(first: 3) {\n      edges {\n        node {\n          slug\n          ...ArticleCard_article\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FrontPage {\n    crafts {\n      slug\n      name\n    }\n    cities {\n      slug\n      name\n    }\n    featuredVenues: venues(first: 6) {\n      edges {\n        node {\n          slug\n          ...VenueCard_venue\n        }\n      }\n    }\n    upcomingEvents: events(first: 6) {\n      edges {\n        node {\n          slug\n          ...EventCard_event\n        }\n      }\n    }\n    latestArticles: articles(first: 3) {\n      edges {\n        node {\n          slug\n          ...ArticleCard_article\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Diagnostics {\n    diagnostics {\n      buildId\n      builtAt\n      storeAdapter\n      storeReachable\n      serverTime\n    }\n  }\n"): (typeof documents)["\n  query Diagnostics {\n    diagnostics {\n      buildId\n      builtAt\n      storeAdapter\n      storeReachable\n      serverTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VenuePage($slug: ID!) {\n    venue(slug: $slug) {\n      slug\n      name\n      kind\n      description\n      website\n      timeZone\n      crafts {\n        slug\n        name\n      }\n      address {\n        street\n        postalCode\n        locality\n        district\n        country\n      }\n      city {\n        slug\n        name\n      }\n      geo {\n        lat\n        lng\n      }\n      openingHours {\n        day\n        opens\n        closes\n      }\n      contact {\n        email\n        phone\n      }\n      images {\n        url\n        alt\n        width\n        height\n      }\n      upcomingEvents(first: 5) {\n        slug\n        ...EventCard_event\n      }\n    }\n  }\n"): (typeof documents)["\n  query VenuePage($slug: ID!) {\n    venue(slug: $slug) {\n      slug\n      name\n      kind\n      description\n      website\n      timeZone\n      crafts {\n        slug\n        name\n      }\n      address {\n        street\n        postalCode\n        locality\n        district\n        country\n      }\n      city {\n        slug\n        name\n      }\n      geo {\n        lat\n        lng\n      }\n      openingHours {\n        day\n        opens\n        closes\n      }\n      contact {\n        email\n        phone\n      }\n      images {\n        url\n        alt\n        width\n        height\n      }\n      upcomingEvents(first: 5) {\n        slug\n        ...EventCard_event\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VenueList($first: Int!, $after: String, $filter: VenueFilter) {\n    crafts {\n      slug\n      name\n    }\n    cities {\n      slug\n      name\n    }\n    venues(first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          slug\n          ...VenueCard_venue\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query VenueList($first: Int!, $after: String, $filter: VenueFilter) {\n    crafts {\n      slug\n      name\n    }\n    cities {\n      slug\n      name\n    }\n    venues(first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          slug\n          ...VenueCard_venue\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;