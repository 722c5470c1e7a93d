// What the tests of forged client addresses send, on `npm start` (src/forwarded-for.test.ts) and through Hosting
// (firebase-hosting-address.e2e.ts): a sign-up, throttled per address, and a query that spends a client's GraphQL budget.
export const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { session { token } } }`;

/** Near the cost limit of 5,000 (limits.ts): four or five of them spend a client's budget (fairness.ts). */
export const HEAVY = `{ venues(first: 50) { edges { node {
  slug name description openNow city { name } crafts { name }
  upcomingEvents(first: 7) { slug title startsAt seatsLeft bookingOpen venue { name } crafts { name } }
  nearbyVenues(first: 4) { node { slug name } }
  relatedArticles(first: 3) { slug title }
} } } }`;
