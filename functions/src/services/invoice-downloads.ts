// Invoices as PDFs to download: who may read which, and the file. A venue's Premium invoices are for its owners and
// editors; a stored invoice document (a receipt, a fee invoice, a credit note) for its parties (the participant, the
// organiser) and editors. Anyone else is told nothing exists (the route answers 404), so that numbers cannot be
// probed. The PDF is drawn from the stored record on every download (invoices/pdf.ts).
import { PREMIUM_ISSUER, documentId, premiumInvoiceDocument, type InvoiceDocumentRecord } from '../domain/invoices.js';
import type { PremiumInvoiceRecord } from '../domain/premium-invoices.js';
import type { Locale } from '../domain/records.js';
import type { Viewer } from '../domain/viewer.js';
import { invoiceFileName, renderInvoicePdf } from '../invoices/pdf.js';
import type { ServiceContext } from './service-context.js';

type DownloadContext = Pick<ServiceContext, 'store'>;

/** A PDF to send, under the name the recipient saves it as. */
export interface InvoiceDownload {
  filename: string;
  pdf: Buffer;
}

const isEditor = (viewer: Viewer) => viewer.role === 'EDITOR' || viewer.role === 'ADMIN';

/** Where a Premium invoice's PDF is downloaded: /invoices/premium/<venue>/P-000042.pdf. */
export const premiumInvoicePath = (venueSlug: string, number: number): string =>
  `/invoices/premium/${encodeURIComponent(venueSlug)}/${documentId(PREMIUM_ISSUER, number)}.pdf`;

/** Where a stored invoice document's PDF is downloaded: /invoices/R-7K3M9Q2X-000012.pdf. */
export const invoiceDocumentPath = (id: string): string => `/invoices/${encodeURIComponent(id)}.pdf`;

/** A Premium invoice as its document, in the buyer's language and with the venue's name as they are now. */
async function premiumDocument(deps: DownloadContext, invoice: PremiumInvoiceRecord, venueName: string): Promise<InvoiceDocumentRecord> {
  const [owner] = await deps.store.profiles.getByUids([invoice.uid]);
  const locale: Locale = owner?.locale ?? 'de';
  return premiumInvoiceDocument(invoice, { locale, venueName, ownerName: owner?.name ?? '' });
}

/**
 * The PDF of a venue's Premium invoice `id` (P-000042), or null: signed out, no such venue or invoice, or the viewer
 * neither an owner of the venue nor an editor.
 */
export async function premiumInvoicePdf(deps: DownloadContext, viewer: Viewer | null, venueSlug: string, id: string): Promise<InvoiceDownload | null> {
  if (!viewer) return null;
  const [venue] = await deps.store.venues.getBySlugs([venueSlug]);
  if (!venue || !(venue.ownerUids?.includes(viewer.uid) || isEditor(viewer))) return null;
  const invoice = (await deps.store.premium.invoices(venue.slug)).find((candidate) => documentId(PREMIUM_ISSUER, candidate.number) === id);
  if (!invoice) return null;
  const document = await premiumDocument(deps, invoice, venue.name);
  return { filename: invoiceFileName(document), pdf: await renderInvoicePdf(document) };
}

/**
 * A Premium invoice as the lists show it: its printed number, period, amount and where its PDF is; the editors' list
 * of every venue's adds the venue and the buyer.
 */
export interface PremiumInvoiceListing {
  number: string;
  issuedAt: Date;
  periodStart: Date;
  periodEnd: Date;
  amountCents: number;
  currency: string;
  pdfUrl: string;
  venueSlug?: string;
  buyerName?: string | null;
}

export function premiumInvoiceListing(invoice: PremiumInvoiceRecord): PremiumInvoiceListing {
  return {
    number: documentId(PREMIUM_ISSUER, invoice.number),
    issuedAt: invoice.issuedAt,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    amountCents: invoice.grossCents,
    currency: invoice.currency,
    pdfUrl: premiumInvoicePath(invoice.venueSlug, invoice.number),
  };
}

/** A venue's Premium invoices as its owners' and editors' list shows them (the caller checked who may see it). */
export async function premiumInvoiceList(deps: DownloadContext, venueSlug: string) {
  return (await deps.store.premium.invoices(venueSlug)).map(premiumInvoiceListing);
}

/**
 * The PDF of a stored invoice document (InvoiceRepository: receipts, fee invoices, credit notes), or null: signed
 * out, no such document, or the viewer neither one of its parties nor an editor.
 */
export async function invoiceDocumentPdf(deps: DownloadContext, viewer: Viewer | null, id: string): Promise<InvoiceDownload | null> {
  if (!viewer) return null;
  const stored = await deps.store.invoices.get(id);
  // Every stored document is one of domain/invoices.ts's; one without lines would have nothing to draw.
  const document = stored && 'lines' in stored ? (stored as InvoiceDocumentRecord) : null;
  if (!document || !(document.partyUids.includes(viewer.uid) || isEditor(viewer))) return null;
  return { filename: invoiceFileName(document), pdf: await renderInvoicePdf(document) };
}
