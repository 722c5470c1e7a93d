// Invoices and credit notes in the embedded store: `invoice_documents` (the whole document in `data`, unique per
// issuer and number and per source), `invoice_parties` (who may read each, for a person's list) and
// `invoice_counters` (the last number of each issuer). `issue` is one IMMEDIATE transaction: another connection
// waits for the write lock before it reads the counter, so two processes issuing at once take consecutive numbers.
import type { IssuedDocument } from '../../domain/invoices.js';
import type { MailRecord } from '../../domain/records.js';
import type { InvoiceRepository, IssueResult } from '../../domain/repositories.js';
import { checkIssuedDocument } from '../issued-documents.js';
import type { EmbeddedKernel } from './kernel.js';
import { writeMail } from './mail.js';
import { fromRow, ms, toJson, type Row } from './rows.js';
import { Where } from './where.js';

export function invoiceRepository(kernel: EmbeddedKernel): InvoiceRepository {
  const { guard } = kernel;
  const byColumn = (column: 'id' | 'source_key', key: string): IssuedDocument | null => {
    const row = kernel.prepare(`SELECT data FROM invoice_documents WHERE ${column} = ?`).get(key) as Row | undefined;
    return row ? fromRow<IssuedDocument>(row) : null;
  };
  return {
    issue: <T extends IssuedDocument>(issuerKey: string, sourceKey: string, build: (number: number) => T, mails: (document: T) => MailRecord[]) =>
      kernel.transaction((): IssueResult<T> => {
        const stored = byColumn('source_key', sourceKey);
        if (stored) return { document: stored as T, created: false };
        const counter = kernel.prepare('SELECT last FROM invoice_counters WHERE issuer_key = ?').get(issuerKey) as { last: number } | undefined;
        const number = (counter?.last ?? 0) + 1;
        const document = build(number);
        checkIssuedDocument(document, { issuerKey, sourceKey, number });
        const issuedAt = ms(document.issuedAt);
        kernel
          .prepare('INSERT INTO invoice_documents (id, issuer_key, number, source_key, issued_at, data) VALUES (?, ?, ?, ?, ?, ?)')
          .run(document.id, issuerKey, number, sourceKey, issuedAt, toJson(document));
        const party = kernel.prepare('INSERT OR IGNORE INTO invoice_parties (uid, document_id, issued_at) VALUES (?, ?, ?)');
        for (const uid of document.partyUids) party.run(uid, document.id, issuedAt);
        kernel
          .prepare('INSERT INTO invoice_counters (issuer_key, last) VALUES (?, ?) ON CONFLICT (issuer_key) DO UPDATE SET last = excluded.last')
          .run(issuerKey, number);
        mails(document).forEach((mail) => writeMail(kernel, mail));
        return { document, created: true };
      }),
    get: (id) => guard(() => byColumn('id', id)),
    bySource: (sourceKey) => guard(() => byColumn('source_key', sourceKey)),
    ofParty: (uid, limit) =>
      guard(() =>
        kernel
          .all(
            `SELECT d.data FROM invoice_parties p JOIN invoice_documents d ON d.id = p.document_id
             WHERE p.uid = ? ORDER BY p.issued_at DESC, p.document_id DESC LIMIT ?`,
            [uid, Math.max(0, limit)],
          )
          .map((row) => fromRow<IssuedDocument>(row)),
      ),
    list: ({ first, offset }) => guard(() => kernel.page<IssuedDocument>('invoice_documents', new Where(), { orderBy: 'issued_at DESC, id DESC', first, offset })),
  };
}
