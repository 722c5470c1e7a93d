// The organiser's posts as the live view's timeline shows them, newest first; fetched again in the browser when
// the stream reports a change that may have touched them.
import { graphql } from '../../graphql/generated';

export const LivePostsQuery = graphql(`
  query LivePosts($slug: ID!) {
    event(slug: $slug) {
      livePosts(first: 50) {
        id
        kind
        text
        textEn
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

type TimelineState = { version: number; seatsLeft: number | null; watchers: number };

/**
 * Whether the timeline may differ once the course's state went from `previous` to `next`. The state names only the
 * latest post, so a deleted older post shows as a new version and nothing else: every newer state counts, except
 * one that only moved the seats (bookings, cancellations, capacity edits: the frequent changes, which would
 * otherwise send every watcher back for the posts each time).
 */
export function timelineMayHaveChanged<T extends TimelineState>(previous: T, next: T): boolean {
  if (next.version <= previous.version) return false;
  const rest = ({ version: _version, seatsLeft: _seats, watchers: _watchers, ...other }: T) => JSON.stringify(other);
  return next.seatsLeft === previous.seatsLeft || rest(previous) !== rest(next);
}
