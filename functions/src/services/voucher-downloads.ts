// A gift voucher's PDF to download: for its buyer (signed in) and editors, and only while the voucher is paid and
// valid (voucherPdfPath); anyone else is told nothing exists (the route answers 404), so that purchases cannot be
// probed. The PDF is drawn from the stored voucher on every download (invoices/voucher-pdf.ts), in its language.
import type { Viewer } from '../domain/viewer.js';
import { renderVoucherPdf, voucherFileName } from '../invoices/voucher-pdf.js';
import { isEditor } from './access.js';
import type { InvoiceDownload } from './invoice-downloads.js';
import type { ServiceContext } from './service-context.js';
import { voucherPdfPath } from './vouchers.js';

/** The PDF of voucher `id`, or null: signed out, no such voucher, not paid or no longer valid, or not the viewer's. */
export async function voucherPdf(deps: Pick<ServiceContext, 'store'>, viewer: Viewer | null, id: string): Promise<InvoiceDownload | null> {
  if (!viewer) return null;
  const [voucher] = await deps.store.vouchers.getByIds([id]);
  if (!voucher || !(voucher.buyerUid === viewer.uid || isEditor(viewer)) || !voucherPdfPath(voucher)) return null;
  // A course voucher prints the course it was bought as; one whose course is gone prints its value alone.
  const [course] = voucher.kind === 'COURSE' && voucher.courseSlug ? await deps.store.events.getBySlugs([voucher.courseSlug]) : [null];
  return { filename: voucherFileName(voucher), pdf: await renderVoucherPdf(voucher, course ?? null) };
}
