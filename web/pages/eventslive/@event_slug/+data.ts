// A course's live view: its live state and the organiser's posts. Unknown or unpublished courses are a 404.
import type { PageContextServer } from 'vike/types';
import { LiveEventFields, LiveEventQuery } from '../../../features/live/live-fields';
import { LivePostsQuery } from '../../../features/live/live-posts';
import type { LiveView } from '../../../features/live/use-live';
import { getFragmentData } from '../../../graphql/generated';
import { queryPage } from '../../../lib/graphql/run-operation.server';
import { requireRecord } from '../../../lib/graphql/page-data';

export async function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.event_slug ?? '';
  const now = new Date();
  const [live, posts] = await Promise.all([queryPage(pageContext, LiveEventQuery, { slug }), queryPage(pageContext, LivePostsQuery, { slug })]);
  const view = requireRecord(pageContext, live.data?.liveEvent, live.errors, 'liveEvent');
  return {
    view: getFragmentData(LiveEventFields, view) as LiveView,
    posts: posts.data?.event?.livePosts ?? [],
    postsError: posts.errors.event ?? posts.errors['*'] ?? null,
    now: now.toISOString(),
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
