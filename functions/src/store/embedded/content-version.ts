// The public content version in the embedded store: one row of the table content_version (migration 10).
import type { ContentVersionRepository } from '../../domain/repositories.js';
import type { EmbeddedKernel } from './kernel.js';

export function contentVersionRepository(kernel: EmbeddedKernel): ContentVersionRepository {
  return {
    current: () => kernel.guard(() => (kernel.prepare('SELECT version FROM content_version WHERE id = 1').get() as { version: number }).version),
    bump: () =>
      kernel.guard(() => {
        kernel.prepare('UPDATE content_version SET version = version + 1 WHERE id = 1').run();
      }),
  };
}
