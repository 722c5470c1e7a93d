// The reminders sent, in the embedded store: the `reminders` table, one row per booking and session. The marker and
// the mail go in one IMMEDIATE transaction; the primary key lets only the first of two processes (a restart
// overlapping the old one) insert it, and only that one queues the mail.
import type { ReminderRecord, ReminderRepository } from '../../domain/repositories.js';
import { reminderId } from '../../domain/repositories.js';
import type { EmbeddedKernel } from './kernel.js';
import { writeMail } from './mail.js';
import { fromRow, ms, toJson } from './rows.js';

export function reminderRepository(kernel: EmbeddedKernel): ReminderRepository {
  return {
    sendOnce: (reminder, mail, now) =>
      kernel.transaction(() => {
        // Whatever has expired goes first: the table stays as small as the sessions still ahead, and an expired
        // marker no longer stands in the way.
        kernel.prepare('DELETE FROM reminders WHERE expires_at <= ?').run(ms(now));
        const record: ReminderRecord = { ...reminder, sentAt: now };
        const inserted = kernel
          .prepare('INSERT OR IGNORE INTO reminders (id, expires_at, data) VALUES (?, ?, ?)')
          .run(reminderId(record), ms(record.expiresAt), toJson(record));
        if (inserted.changes === 0) return false;
        writeMail(kernel, mail);
        return true;
      }),

    getMany: (keys) =>
      kernel.guard(() => {
        const ids = keys.map(reminderId);
        const rows = kernel.all('SELECT data FROM reminders WHERE id IN (SELECT value FROM json_each(?))', [JSON.stringify([...new Set(ids)])]);
        const found = new Map(rows.map((row) => fromRow<ReminderRecord>(row)).map((record) => [reminderId(record), record]));
        return ids.map((id) => found.get(id) ?? null);
      }),
  };
}
