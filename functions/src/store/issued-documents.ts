// What both stores check of a document InvoiceRepository.issue built, before storing it: that it is the document
// asked for, in the series and at the number the store handed out. A builder that printed another number or source
// would otherwise put a gap or a twin into an issuer's series, which the stored counter could not notice.
import type { IssuedDocument } from '../domain/invoices.js';

export function checkIssuedDocument(document: IssuedDocument, expected: Pick<IssuedDocument, 'issuerKey' | 'sourceKey' | 'number'>): void {
  const wrong = (['issuerKey', 'sourceKey', 'number'] as const).filter((field) => document[field] !== expected[field]);
  if (wrong.length > 0) {
    throw new Error(`The document built for ${expected.sourceKey} has ${wrong.map((field) => `${field} ${String(document[field])} instead of ${String(expected[field])}`).join(', ')}`);
  }
}
