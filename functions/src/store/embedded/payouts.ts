// Organisers' connected accounts and their payouts in the embedded store: `payout_accounts`, one row per organiser
// (the provider's account id unique beside it, as webhooks name the account), and `payouts` by the provider's payout
// id, an organiser's newest arrival first. The whole record is in `data`.
import type { PayoutAccountRecord, PayoutRecord } from '../../domain/payouts.js';
import type { PayoutRepository } from '../../domain/repositories.js';
import type { EmbeddedKernel } from './kernel.js';
import { fromRow, ms, toJson, type Row } from './rows.js';

export function payoutRepository(kernel: EmbeddedKernel): PayoutRepository {
  const { guard } = kernel;
  const accountWhere = (column: 'uid' | 'account_id', key: string): PayoutAccountRecord | null => {
    const row = kernel.prepare(`SELECT data FROM payout_accounts WHERE ${column} = ?`).get(key) as Row | undefined;
    return row ? fromRow<PayoutAccountRecord>(row) : null;
  };
  return {
    account: (uid) => guard(() => accountWhere('uid', uid)),
    accountById: (accountId) => guard(() => accountWhere('account_id', accountId)),
    saveAccount: (record) =>
      kernel.transaction(() => {
        kernel
          .prepare(
            `INSERT INTO payout_accounts (uid, account_id, data) VALUES (?, ?, ?)
             ON CONFLICT (uid) DO UPDATE SET account_id = excluded.account_id, data = excluded.data`,
          )
          .run(record.uid, record.accountId, toJson(record));
      }),
    recordPayout: (payout) =>
      kernel.transaction(() => {
        const known = kernel.prepare('SELECT 1 FROM payouts WHERE id = ?').get(payout.id) !== undefined;
        kernel
          .prepare('INSERT OR REPLACE INTO payouts (id, uid, arrival_date, data) VALUES (?, ?, ?, ?)')
          .run(payout.id, payout.uid, ms(payout.arrivalDate), toJson(payout));
        return { known };
      }),
    payouts: (uid) =>
      guard(() => kernel.all('SELECT data FROM payouts WHERE uid = ? ORDER BY arrival_date DESC, id DESC', [uid]).map((row) => fromRow<PayoutRecord>(row))),
  };
}
