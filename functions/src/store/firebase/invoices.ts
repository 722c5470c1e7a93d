// Invoices and credit notes in Firestore: invoiceDocuments/{id} (the whole document), invoiceSources/{sourceKey}
// naming the document issued for a source, and invoiceCounters/{issuerKey} holding each issuer's last number; all
// closed to clients (firestore.rules). `issue` is one transaction that reads the source and the counter and writes
// the document, the source, the counter and the mails: a lost race runs again on the new counter, so an issuer's
// numbers have no gaps and no twins, and a source gets one document. An instance runs one issue per issuer at a
// time (queuePerKey), leaving Firestore to settle only the races between instances.
import { FieldPath } from 'firebase-admin/firestore';
import type { IssuedDocument } from '../../domain/invoices.js';
import type { MailRecord } from '../../domain/records.js';
import type { InvoiceRepository, IssueResult } from '../../domain/repositories.js';
import { checkIssuedDocument } from '../issued-documents.js';
import { queuePerKey } from './bookings.js';
import { fromDocument, toDocument } from './documents.js';
import type { FirebaseKernel } from './kernel.js';
import { mailDocument } from './mail.js';
import { runTransaction } from './transactions.js';

export function invoiceRepository(kernel: FirebaseKernel): InvoiceRepository {
  const { guard, db, read } = kernel;
  const { invoiceDocuments, invoiceSources, invoiceCounters, mail } = kernel.collections;
  const oneAtATime = queuePerKey();
  const newestFirst = invoiceDocuments.orderBy('issuedAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
  const get = async (id: string) => (await kernel.byKeys<IssuedDocument>(invoiceDocuments, [id]))[0] ?? null;
  return {
    issue: <T extends IssuedDocument>(issuerKey: string, sourceKey: string, build: (number: number) => T, mails: (document: T) => MailRecord[]) =>
      guard(
        () =>
          oneAtATime(issuerKey, () =>
            runTransaction(db, async (tx): Promise<IssueResult<T>> => {
              // Every read before the first write (Firestore transactions): the source, its document, the counter.
              const source = await tx.get(invoiceSources.doc(sourceKey));
              const storedId = source.get('id') as string | undefined;
              if (storedId !== undefined) {
                const stored = (await tx.get(invoiceDocuments.doc(storedId))).data();
                if (!stored) throw new Error(`invoiceSources/${sourceKey} names the missing document ${storedId}`);
                return { document: fromDocument<T>(stored), created: false };
              }
              const counter = invoiceCounters.doc(issuerKey);
              const number = (((await tx.get(counter)).get('last') as number | undefined) ?? 0) + 1;
              const document = build(number);
              checkIssuedDocument(document, { issuerKey, sourceKey, number });
              tx.create(invoiceDocuments.doc(document.id), toDocument(document));
              tx.create(invoiceSources.doc(sourceKey), { id: document.id });
              tx.set(counter, { last: number });
              for (const m of mails(document)) tx.set(mail.doc(m.id), mailDocument(m));
              return { document, created: true };
            }),
          ),
        false,
      ),
    get: (id) => guard(() => get(id)),
    bySource: (sourceKey) =>
      guard(async () => {
        const source = await invoiceSources.doc(sourceKey).get();
        const id = source.get('id') as string | undefined;
        return id === undefined ? null : get(id);
      }),
    // Ties of issuedAt by id, descending (Firestore's implicit order after a descending field), as the embedded
    // store orders them.
    ofParty: (uid, limit) =>
      limit <= 0
        ? Promise.resolve([])
        : guard(() => read<IssuedDocument>(invoiceDocuments.where('partyUids', 'array-contains', uid).orderBy('issuedAt', 'desc').limit(limit))),
    list: ({ first, offset }) => guard(() => kernel.page<IssuedDocument>(newestFirst, { first, offset })),
  };
}
