// A course's live view: where it is (city, address, a route), its state, seats and whether one can still come, kept
// current by its own stream after hydration, and the organiser's posts as a timeline (text as text, addresses linked;
// an optional photo), fetched again when they may have changed.
import { print } from 'graphql';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DetailHeader } from '../../../components/DetailHeader';
import { LocalizedLink, useLocalizedUrl } from '../../../components/LocalizedLink';
import { SectionFailure } from '../../../components/SectionFailure';
import { UploadedImage } from '../../../components/UploadedImage';
import { useData } from '../../../components/useData';
import { LivePostText, OrganiserWords } from '../../../features/live/LivePostText';
import { LiveStatusLine } from '../../../features/live/LiveStatusLine';
import { LiveWhere } from '../../../features/live/LiveWhere';
import { queryOverHttp } from '../../../features/live/live-client';
import { livePath, liveListPath } from '../../../features/live/live-paths';
import { timelineMayHaveChanged } from '../../../features/live/live-posts';
import { useLiveEvent, useNow, type LiveView } from '../../../features/live/use-live';
import { LivePostsDocument, type LivePostsQuery as LivePostsResult } from '../../../graphql/generated/graphql';
import { formatDateTime } from '../../../lib/i18n/clock';
import type { Data } from './+data';
import '../../../features/live/live.css';

type Post = Data['posts'][number];

export default function Page() {
  const data = useData<Data>();
  return <LiveEventView key={data.view.event.slug} {...data} />;
}

function LiveEventView({ view: initial, posts: initialPosts, postsError, now: serverNow }: Data) {
  const intl = useIntl();
  const localize = useLocalizedUrl();
  const now = useNow(serverNow);
  const view = useLiveEvent(initial);
  const posts = useLatestPosts(view, initialPosts);
  const { event } = view;
  const clock = (at: string) => formatDateTime(intl, at, { hour: '2-digit', minute: '2-digit', timeZone: event.timeZone });
  return (
    <article className="live-event">
      <DetailHeader trail={[{ href: liveListPath, message: 'live.heading' }]} title={event.title} kicker={event.venue.name} />
      <LiveWhere venue={event.venue} />
      <LiveStatusLine view={view} now={now} />
      <p className="live-snapshot">
        <FormattedMessage id="live.snapshot" values={{ time: clock(serverNow) }} />{' '}
        <a href={localize(livePath(event.slug))}>
          <FormattedMessage id="live.reload" />
        </a>{' '}
        · <LocalizedLink href={`/events/${event.slug}`}>{event.title}</LocalizedLink>
      </p>
      <section aria-labelledby="live-updates">
        <h2 id="live-updates">
          <FormattedMessage id="live.updates" />
        </h2>
        {postsError ? (
          <SectionFailure error={postsError} />
        ) : posts.length === 0 ? (
          <p className="empty">
            <FormattedMessage id="live.noUpdates" />
          </p>
        ) : (
          <ol className="live-timeline">
            {posts.map((post) => (
              <li key={post.id} data-post={post.id}>
                <time dateTime={post.createdAt}>{clock(post.createdAt)}</time>
                <PostChange post={post} />
                {post.text ? <LivePostText text={post.text} textEn={post.textEn} /> : null}
                {post.image ? <UploadedImage image={post.image} /> : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}

/** What a post changed besides its words: a delay, a room, the early end. */
function PostChange({ post }: { post: Post }) {
  if (post.kind === 'DELAY' && post.delayMinutes) return <p><FormattedMessage id="live.delayed" values={{ minutes: post.delayMinutes }} /></p>;
  if (post.kind === 'ROOM' && post.room) return <p><FormattedMessage id="live.room" values={{ room: <OrganiserWords>{post.room}</OrganiserWords> }} /></p>;
  if (post.kind === 'ENDED') return <p><FormattedMessage id="live.endedEarly" /></p>;
  return null;
}

/** The server's posts, fetched again whenever the stream reports a change that may have touched them (a new post,
 * a deleted one, older ones too). */
function useLatestPosts(view: LiveView, initial: Post[]): Post[] {
  const [posts, setPosts] = useState(initial);
  const seen = useRef(view);
  // Only the answer to the latest request counts (a later change that needs no posts must not discard it).
  const latestRequest = useRef(0);
  const slug = view.event.slug;
  useEffect(() => {
    const changed = timelineMayHaveChanged(seen.current, view);
    seen.current = view;
    if (!changed) return;
    const request = ++latestRequest.current;
    void queryOverHttp<LivePostsResult>(print(LivePostsDocument), { slug }).then((result) => {
      if (request === latestRequest.current && result?.event) setPosts(result.event.livePosts);
    });
  }, [slug, view]);
  return posts;
}
