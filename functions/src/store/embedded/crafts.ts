// Crafts in the embedded store, by position.
import type { CraftRecord } from '../../domain/records.js';
import type { CraftRepository } from '../../domain/repositories.js';
import type { EmbeddedKernel } from './kernel.js';
import { fromRow, toJson } from './rows.js';

export function craftRepository(kernel: EmbeddedKernel): CraftRepository {
  return {
    listAll: () => kernel.guard(() => kernel.all('SELECT data FROM crafts ORDER BY position, slug', []).map((row) => fromRow<CraftRecord>(row))),
    upsertMany: (crafts) =>
      kernel.upsert(crafts, (craft) => {
        kernel.prepare('INSERT OR REPLACE INTO crafts (slug, position, data) VALUES (?, ?, ?)').run(craft.slug, craft.position, toJson(craft));
      }),
  };
}
