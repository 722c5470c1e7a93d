// A course's live view: its state and seats, kept current by its own stream after hydration, and the organiser's
// posts as a timeline (text as text, addresses linked; an optional photo), fetched again when a new one is reported.
import { print } from 'graphql';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DetailHeader } from '../../../components/DetailHeader';
import { LocalizedLink, useLocalizedUrl } from '../../../components/LocalizedLink';
import { SectionFailure } from '../../../components/SectionFailure';
import { UploadedImage } from '../../../components/UploadedImage';
import { useData } from '../../../components/useData';
import { LinkifiedText } from '../../../features/live/LinkifiedText';
import { LiveStatusLine } from '../../../features/live/LiveStatusLine';
import { queryOverHttp } from '../../../features/live/live-client';
import { livePath, liveListPath } from '../../../features/live/live-paths';
import { useLiveEvent, useNow } from '../../../features/live/use-live';
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
  const posts = useLatestPosts(view.event.slug, view.latestUpdate?.id ?? null, initialPosts);
  const { event } = view;
  const clock = (at: string) => formatDateTime(intl, at, { hour: '2-digit', minute: '2-digit', timeZone: event.timeZone });
  return (
    <article className="live-event">
      <DetailHeader trail={[{ href: liveListPath, message: 'live.heading' }]} title={event.title} kicker={event.venue.name} />
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
                {post.text ? <LinkifiedText text={post.text} /> : null}
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
  if (post.kind === 'ROOM' && post.room) return <p><FormattedMessage id="live.room" values={{ room: post.room }} /></p>;
  if (post.kind === 'ENDED') return <p><FormattedMessage id="live.endedEarly" /></p>;
  return null;
}

/** The server's posts, fetched again whenever the stream reports another latest post (a new one, or one deleted). */
function useLatestPosts(slug: string, latestId: string | null, initial: Post[]): Post[] {
  const [posts, setPosts] = useState(initial);
  const seen = useRef(latestId);
  useEffect(() => {
    if (latestId === seen.current) return;
    seen.current = latestId;
    let current = true;
    void queryOverHttp<LivePostsResult>(print(LivePostsDocument), { slug }).then((result) => {
      if (current && result?.event) setPosts(result.event.livePosts);
    });
    return () => {
      current = false;
    };
  }, [slug, latestId]);
  return posts;
}
