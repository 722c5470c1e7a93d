// GET /invoices/premium/<venue>/P-000042.pdf (a venue's Premium invoice, for its owners and editors) and
// GET /invoices/<number>.pdf (a stored receipt, fee invoice or credit note, for its parties and editors): the
// invoice's PDF as a download, `private, no-store`. Anyone else, signed out included, gets the same 404 as for a
// number that does not exist; 503 with Retry-After when the store cannot be read. Who may read what is decided in
// services/invoice-downloads.ts. GET /vouchers/<id>.pdf (and /en/vouchers/<id>.pdf) serves a gift voucher's PDF the
// same way, to its buyer and editors (services/voucher-downloads.ts); other paths below /vouchers are pages.
// GET /tickets/<booking id>.pdf (and /en/tickets/…) serves a confirmed booking's tickets, one page per seat, to the
// person who booked and editors (services/tickets.ts).
import express from 'express';
import { StoreUnavailableError } from '../domain/repositories.js';
import type { Credentials, Viewer } from '../domain/viewer.js';
import { credentialsOf } from '../http/credentials.js';
import { invoiceDocumentPdf, premiumInvoicePdf, type InvoiceDownload } from '../services/invoice-downloads.js';
import type { ServiceContext } from '../services/service-context.js';
import { ticketsPdf } from '../services/tickets.js';
import { voucherPdf } from '../services/voucher-downloads.js';

export interface InvoicesHttpDeps extends Pick<ServiceContext, 'store'> {
  /** The signed-in person behind a request's `__session` cookie or Bearer token (as the GraphQL context finds them). */
  viewerOf(credentials: Credentials): Promise<Viewer | null>;
}

/** A document number as printed (P-000042, G-000012, R-7K3M9Q2X-000012): letters, digits and dashes. */
const NUMBER = /^[A-Z0-9][A-Z0-9-]{0,39}$/;
/** A voucher purchase's id (gift-<uuid>) or a booking's (a uuid, demo-<course>-3): letters, digits, dashes and underscores. */
const RECORD_ID = /^[\w-]{1,100}$/;

export function createInvoicesRouter(deps: InvoicesHttpDeps): express.Router {
  const router = express.Router();

  const send = async (res: express.Response, find: () => Promise<InvoiceDownload | null>) => {
    // Private to the viewer whatever the answer: no shared cache may keep an invoice or learn that one exists.
    res.set({ 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' });
    try {
      const download = await find();
      if (!download) return void res.status(404).type('text/plain').send('Not found');
      res
        .status(200)
        .set({ 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${download.filename}"`, 'Content-Length': String(download.pdf.length) })
        .end(download.pdf);
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      console.warn('Invoice not served:', error.message);
      res.status(503).type('text/plain').set('Retry-After', '30').send('Unavailable');
    }
  };
  const viewer = (req: express.Request) => deps.viewerOf(credentialsOf(req.headers));
  const number = (file: string) => {
    const id = file.endsWith('.pdf') ? file.slice(0, -'.pdf'.length) : '';
    return NUMBER.test(id) ? id : null;
  };

  router.get('/invoices/premium/:venue/:file', (req, res, next) => {
    const id = number(req.params.file);
    send(res, async () => (id ? premiumInvoicePdf(deps, await viewer(req), req.params.venue, id) : null)).catch(next);
  });
  router.get('/invoices/:file', (req, res, next) => {
    const id = number(req.params.file);
    send(res, async () => (id ? invoiceDocumentPdf(deps, await viewer(req), id) : null)).catch(next);
  });
  router.get(['/vouchers/:file', '/en/vouchers/:file'], (req, res, next) => {
    const file = req.params.file as string;
    // /vouchers/balance and /vouchers/<id> are the voucher pages: only a .pdf is answered here.
    if (!file.endsWith('.pdf')) return next();
    const id = file.slice(0, -'.pdf'.length);
    send(res, async () => (RECORD_ID.test(id) ? voucherPdf(deps, await viewer(req), id) : null)).catch(next);
  });
  router.get(['/tickets/:file', '/en/tickets/:file'], (req, res, next) => {
    const file = req.params.file as string;
    const id = file.endsWith('.pdf') ? file.slice(0, -'.pdf'.length) : '';
    send(res, async () => (RECORD_ID.test(id) ? ticketsPdf(deps, await viewer(req), id) : null)).catch(next);
  });
  return router;
}
