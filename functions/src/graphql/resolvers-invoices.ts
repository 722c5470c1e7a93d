// The invoice documents of paid seats and the editors' list of Premium invoices (schema/invoices.graphql): thin
// resolvers over services/invoice-lists.ts, which keeps a person to their own documents and the full lists to editors.
import { invoiceDocumentPath } from '../services/invoice-downloads.js';
import { listInvoices, listPremiumInvoices, viewerInvoices } from '../services/invoice-lists.js';
import type { InvoiceDocumentKind, Resolvers } from './generated/resolvers.js';

/** The kinds this store holds; Premium invoices have their own lists (VenuePremium.invoices, Query.premiumInvoices). */
const documentKind = (kind: string): InvoiceDocumentKind => {
  if (kind === 'RECEIPT' || kind === 'FEE_INVOICE' || kind === 'CREDIT_NOTE') return kind;
  throw new Error(`An invoice document of kind ${kind} in the documents' store`);
};

export const invoiceResolvers = {
  Query: {
    myInvoices: (_, args, ctx) => viewerInvoices(ctx, args),
    invoices: (_, args, ctx) => listInvoices(ctx, args),
    premiumInvoices: (_, args, ctx) => listPremiumInvoices(ctx, args),
  },
  PremiumInvoice: {
    venue: async (invoice, _, ctx) => (invoice.venueSlug ? ctx.loaders.venue.load(invoice.venueSlug) : null),
    buyerName: (invoice) => invoice.buyerName ?? null,
  },
  InvoiceDocument: {
    number: (document) => document.id,
    kind: (document) => documentKind(document.kind),
    correctsKind: (document) => (document.corrects ? documentKind(document.corrects.kind) : null),
    corrects: (document) => document.corrects?.id ?? null,
    issuerName: (document) => document.issuer.name,
    recipientName: (document) => document.recipient.name,
    amountCents: (document) => document.grossCents,
    orderId: (document) => document.orderId ?? null,
    event: async (document, _, ctx) => (document.eventSlug ? ctx.loaders.event.load(document.eventSlug) : null),
    pdfUrl: (document) => invoiceDocumentPath(document.id),
  },
} satisfies Pick<Resolvers, 'Query' | 'InvoiceDocument' | 'PremiumInvoice'>;
