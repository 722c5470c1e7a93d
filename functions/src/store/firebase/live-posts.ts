// The organisers' live posts in Firestore: the `livePosts` collection (document id = post id), newest first per
// event. Ties on createdAt fall to the document id, descending: Firestore orders by it in the direction of the
// last orderBy, as the embedded store's `id DESC` does.
import type { LivePostRecord } from '../../domain/records.js';
import type { LivePostRepository } from '../../domain/repositories.js';
import type { FirebaseKernel } from './kernel.js';

export function livePostRepository(kernel: FirebaseKernel): LivePostRepository {
  const { livePosts } = kernel.collections;
  const newestOf = (eventSlug: string) => livePosts.where('eventSlug', '==', eventSlug).orderBy('createdAt', 'desc');
  return {
    getByIds: (ids) => kernel.guard(() => kernel.byKeys<LivePostRecord>(livePosts, ids)),

    byEvent: (eventSlug, limit) => kernel.guard(() => kernel.read<LivePostRecord>(newestOf(eventSlug).limit(limit))),

    latestByEvents: (eventSlugs) =>
      kernel.guard(async () => {
        const newest = await kernel.firstPerKey<LivePostRecord>(eventSlugs, 1, newestOf);
        return new Map([...newest].map(([slug, posts]) => [slug, posts[0] ?? null]));
      }),
  };
}
