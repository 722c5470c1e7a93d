// The organisers' live posts in the embedded store: the `live_posts` table, newest first per event.
import type { LivePostRecord } from '../../domain/records.js';
import type { LivePostRepository } from '../../domain/repositories.js';
import type { EmbeddedKernel } from './kernel.js';
import { fromRow, ms, toJson } from './rows.js';

export function writeLivePost(kernel: EmbeddedKernel, post: LivePostRecord): void {
  kernel
    .prepare('INSERT OR REPLACE INTO live_posts (id, event_slug, created_at, data) VALUES (?, ?, ?, ?)')
    .run(post.id, post.eventSlug, ms(post.createdAt), toJson(post));
}

export function livePostRepository(kernel: EmbeddedKernel): LivePostRepository {
  const { guard } = kernel;
  return {
    getByIds: (ids) => guard(() => kernel.byKeys<LivePostRecord>('live_posts', 'id', ids)),

    byEvent: (eventSlug, limit) =>
      guard(() =>
        kernel
          .all('SELECT * FROM live_posts WHERE event_slug = ? ORDER BY created_at DESC, id DESC LIMIT ?', [eventSlug, limit])
          .map((row) => fromRow<LivePostRecord>(row)),
      ),

    latestByEvents: (eventSlugs) =>
      guard(() => {
        const newest = kernel.firstPerKey<LivePostRecord>(
          eventSlugs,
          'SELECT *, event_slug AS key FROM live_posts WHERE event_slug IN (SELECT value FROM json_each(?))',
          [],
          'created_at DESC, id DESC',
          1,
        );
        return new Map([...newest].map(([slug, posts]) => [slug, posts[0] ?? null]));
      }),
  };
}
