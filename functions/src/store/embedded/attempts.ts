// The throttles' counters in the embedded store: the `attempts` table, one row per hashed key. An update is one
// IMMEDIATE transaction, so two processes on the same file (a restart overlapping the old one) count together.
import type { AttemptRecord, AttemptRepository } from '../../domain/repositories.js';
import type { EmbeddedKernel } from './kernel.js';
import { fromRow, ms, toJson } from './rows.js';

export function attemptRepository(kernel: EmbeddedKernel): AttemptRepository {
  const current = (keys: readonly string[], now: Date) =>
    kernel
      .all('SELECT data FROM attempts WHERE key IN (SELECT value FROM json_each(?)) AND expires_at > ?', [JSON.stringify([...new Set(keys)]), ms(now)])
      .map((row) => fromRow<AttemptRecord>(row));
  return {
    get: (keys, now) => kernel.guard(() => current(keys, now)),

    update: (keys, now, next) =>
      kernel.transaction(() => {
        const found = new Map(current(keys, now).map((record) => [record.key, record]));
        const records = next(keys.map((key) => found.get(key) ?? null));
        keys.forEach((key, index) => {
          const record = records[index];
          if (record) {
            kernel
              .prepare('INSERT OR REPLACE INTO attempts (key, expires_at, data) VALUES (?, ?, ?)')
              .run(key, ms(record.expiresAt), toJson(record));
          } else kernel.prepare('DELETE FROM attempts WHERE key = ?').run(key);
        });
        // Whatever has expired goes with the next update: the table stays as small as the live counters.
        kernel.prepare('DELETE FROM attempts WHERE expires_at <= ?').run(ms(now));
      }),
  };
}
