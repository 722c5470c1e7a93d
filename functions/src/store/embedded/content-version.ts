// The public content version in the embedded store: one row of the table content_version (migration 10).
import type { ContentVersionRepository } from '../../domain/repositories.js';
import type { EmbeddedKernel } from './kernel.js';

export function contentVersionRepository(kernel: EmbeddedKernel): ContentVersionRepository {
  return {
    current: () => kernel.guard(() => (kernel.prepare('SELECT version FROM content_version WHERE id = 1').get() as { version: number }).version),
    // Committed without a sync to disk of its own (the write it follows had one): the version only tells this
    // machine's caches that content changed, and they live in memory, so after a power cut there is nothing that
    // remembers a version to compare with; the change reaches the disk with the next durable commit. A herd of
    // bookings thus waits for one sync each instead of two (the bench's herd part).
    bump: () =>
      kernel.guard(() => {
        const durable = kernel.db.pragma('synchronous', { simple: true }) as number;
        kernel.db.pragma('synchronous = NORMAL');
        try {
          kernel.prepare('UPDATE content_version SET version = version + 1 WHERE id = 1').run();
        } finally {
          kernel.db.pragma(`synchronous = ${durable}`);
        }
      }),
  };
}
