// The mail outbox in the embedded store (npm run outbox prints it), newest first.
import type { MailRecord } from '../../domain/records.js';
import type { MailRepository } from '../../domain/repositories.js';
import type { EmbeddedKernel } from './kernel.js';
import { fromRow, ms, toJson } from './rows.js';
import { Where } from './where.js';

export function writeMail(kernel: EmbeddedKernel, mail: MailRecord): void {
  kernel
    .prepare('INSERT OR REPLACE INTO mail (id, to_address, created_at, data) VALUES (?, ?, ?, ?)')
    .run(mail.id, mail.to, ms(mail.createdAt), toJson(mail));
}

export function mailRepository(kernel: EmbeddedKernel): MailRepository {
  return {
    list: (filter, limit) =>
      kernel.guard(() => {
        const where = new Where();
        if (filter.to !== undefined) where.add('to_address = ?', filter.to);
        return kernel
          .all(`SELECT * FROM mail WHERE ${where.sql} ORDER BY created_at DESC, id DESC LIMIT ?`, [...where.params, limit])
          .map((row) => fromRow<MailRecord>(row));
      }),
  };
}
