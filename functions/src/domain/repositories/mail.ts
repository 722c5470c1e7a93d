// The mail outbox's port: what the stores read of the mails queued (writes go through Store.write).
import type { MailRecord } from '../records.js';

/** The mail outbox (Firebase: the `mail` collection the Trigger Email extension sends from). Newest first. */
export interface MailRepository {
  list(filter: { to?: string }, limit: number): Promise<MailRecord[]>;
}
