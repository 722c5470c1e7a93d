// The organiser's posts as the live view's timeline shows them, newest first; fetched again in the browser when
// the stream reports another latest post.
import { graphql } from '../../graphql/generated';

export const LivePostsQuery = graphql(`
  query LivePosts($slug: ID!) {
    event(slug: $slug) {
      livePosts(first: 50) {
        id
        kind
        text
        image {
          url
          alt
          width
          height
        }
        delayMinutes
        room
        createdAt
      }
    }
  }
`);
