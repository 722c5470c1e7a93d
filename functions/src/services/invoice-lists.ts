// The lists of invoice documents (schema/invoices.graphql): a person's own, as a participant on /app and as an
// organiser on /app/payouts, and every document for editors on /admin. Each entry links to its PDF, which the
// invoices route serves to the document's parties and editors alone (invoice-downloads.ts).
import { z } from 'zod';
import { organiserIssuer, type InvoiceDocumentRecord, type IssuedDocument } from '../domain/invoices.js';
import { assertCan, isEditor, requireViewer } from './access.js';
import { premiumInvoiceListing, type PremiumInvoiceListing } from './invoice-downloads.js';
import { parseArgs } from './argument-checks.js';
import { pageOffset, pageSize } from './pagination.js';
import type { ViewerContext } from './service-context.js';

/** Which of a person's documents: what they received as a participant, or what they have as an organiser. */
export type InvoiceSide = 'PARTICIPANT' | 'ORGANISER';

/**
 * How many of a person's newest documents one list reads before it keeps one side: an organiser who also books
 * courses has both sides in one list of parties (InvoiceRepository.ofParty).
 */
const PARTY_SCAN = 200;

/** Every stored document of the invoice store is one of domain/invoices.ts's records. */
const asDocument = (stored: IssuedDocument): InvoiceDocumentRecord | null => ('lines' in stored ? (stored as InvoiceDocumentRecord) : null);

/**
 * The side of `uid` a document is on: issued in their name or a fee invoice to them (or a credit note of either) is
 * the organiser's; anything else they are a party to was made out to them as a participant.
 */
export function invoiceSideOf(document: InvoiceDocumentRecord, uid: string): InvoiceSide {
  if (document.issuerKey === organiserIssuer(uid)) return 'ORGANISER';
  const kind = document.kind === 'CREDIT_NOTE' ? document.corrects?.kind : document.kind;
  return kind === 'FEE_INVOICE' ? 'ORGANISER' : 'PARTICIPANT';
}

const myArgs = z.object({ first: pageSize(50), side: z.enum(['PARTICIPANT', 'ORGANISER']).nullish() });

/** The viewer's documents of one side, newest first. */
export async function viewerInvoices(ctx: ViewerContext, args: z.input<typeof myArgs>): Promise<InvoiceDocumentRecord[]> {
  const viewer = requireViewer(ctx.viewer);
  const { first, side } = parseArgs(myArgs, args);
  const stored = await ctx.store.invoices.ofParty(viewer.uid, PARTY_SCAN);
  return stored
    .map(asDocument)
    .filter((document): document is InvoiceDocumentRecord => document !== null && invoiceSideOf(document, viewer.uid) === (side ?? 'PARTICIPANT'))
    .slice(0, first);
}

const listArgs = z.object({ first: pageSize(50), offset: pageOffset });

/** The editors' list of every venue's Premium invoices, newest first, one page with the total. */
export async function listPremiumInvoices(ctx: ViewerContext, args: z.input<typeof listArgs>): Promise<{ invoices: PremiumInvoiceListing[]; totalCount: number }> {
  assertCan(isEditor(requireViewer(ctx.viewer)), 'list Premium invoices');
  const { first, offset } = parseArgs(listArgs, args);
  const page = await ctx.store.premium.allInvoices({ first, offset });
  return {
    invoices: page.items.map((invoice) => ({ ...premiumInvoiceListing(invoice), venueSlug: invoice.venueSlug, buyerName: invoice.buyerName })),
    totalCount: page.totalCount,
  };
}

/** The editors' list: every document, newest first, one page with the total. */
export async function listInvoices(ctx: ViewerContext, args: z.input<typeof listArgs>): Promise<{ documents: InvoiceDocumentRecord[]; totalCount: number }> {
  assertCan(isEditor(requireViewer(ctx.viewer)), 'list invoices');
  const { first, offset } = parseArgs(listArgs, args);
  const page = await ctx.store.invoices.list({ first, offset });
  return { documents: page.items.map(asDocument).filter((document): document is InvoiceDocumentRecord => document !== null), totalCount: page.totalCount };
}
