// What a list of invoice documents shows (<InvoiceList>), from a page query that spreads
// `myInvoices(side: …) { ...InvoiceDocumentFields @unmask }`: number, kind, what a credit note corrects, date,
// amount, the course, who issued it and to whom, and the path of its PDF.
import { graphql } from '../../graphql/generated';
import type { InvoiceDocumentFieldsFragment } from '../../graphql/generated/graphql';
import { missingBecause } from '../../lib/graphql/page-data';
import type { SectionError, SectionErrors } from '../../lib/graphql/section-errors';

export const InvoiceDocumentFields = graphql(`
  fragment InvoiceDocumentFields on InvoiceDocument {
    number
    kind
    corrects
    correctsKind
    issuedAt
    issuerName
    recipientName
    amountCents
    currency
    pdfUrl
    event {
      slug
      title
    }
  }
`);

export type InvoiceDocument = InvoiceDocumentFieldsFragment;

export type InvoicesData = {
  /** The documents, newest first; null when they could not be loaded (`error` says why). */
  documents: InvoiceDocument[] | null;
  error: SectionError | null;
};

export function invoicesData(result: { myInvoices?: InvoiceDocument[] | null } | undefined, errors: SectionErrors): InvoicesData {
  const documents = result?.myInvoices ?? null;
  return { documents, error: documents ? null : missingBecause(errors, 'myInvoices') };
}
