// The mails of a gift voucher, composed in the voucher's language from the voucher as a change left it: the buyer's
// confirmation when paid and the recipient's mail on the buyer's day, each with the voucher's PDF attached
// (invoices/voucher-pdf.ts, drawn by the caller before the store's transaction), and the buyer's refund mail. They
// are written in the transaction of the change that causes them (voucher-changes.ts), so they are dated by it: the
// voucher's updatedAt.
import type { EventRecord, MailRecord } from '../domain/records.js';
import { formatVoucherCode } from '../domain/voucher-codes.js';
import { VOUCHER_WITHDRAWAL_DAYS, type VoucherRecord } from '../domain/vouchers.js';
import { voucherAttachment } from '../invoices/voucher-pdf.js';
import { composeMail, pageUrl } from './mail.js';
import type { VoucherMail, VoucherRefundedMail } from './mail-templates.js';
import { formatAmount } from './order-mails.js';

/** A voucher's dates (validity, sending day, withdrawal) are Vienna's days. */
const TIME_ZONE = 'Europe/Vienna';

const formatDay = (date: Date, locale: VoucherRecord['locale']) =>
  new Intl.DateTimeFormat(locale === 'de' ? 'de-AT' : 'en-GB', { dateStyle: 'long', timeZone: TIME_ZONE }).format(date);

/** The voucher's own page, where its buyer finds it, its PDF and its balance. */
export const voucherLink = (voucher: Pick<VoucherRecord, 'id' | 'locale'>): string => pageUrl(`/vouchers/${encodeURIComponent(voucher.id)}`, voucher.locale);

/** What every voucher mail says of the voucher, in its language. */
function aboutVoucher(voucher: VoucherRecord, course: EventRecord | null): VoucherMail {
  const { locale } = voucher;
  const courseTitle = voucher.kind === 'COURSE' && course ? ((locale === 'en' ? course.title.en : undefined) ?? course.title.de) : null;
  return {
    recipientName: voucher.recipientName,
    value: formatAmount(voucher.valueCents, voucher.currency, locale),
    ...(courseTitle ? { course: courseTitle } : {}),
    code: formatVoucherCode(voucher.code),
    validUntil: formatDay(voucher.validUntil, locale),
    coursesLink: pageUrl('/events', locale),
    balanceLink: pageUrl('/vouchers/balance', locale),
  };
}

const withPdf = (mail: MailRecord, voucher: VoucherRecord, pdf: Buffer): MailRecord => ({ ...mail, attachments: [voucherAttachment(voucher, pdf)] });

/**
 * To the buyer once the voucher is paid: thanks, the code and its validity, who receives it (the buyer to print or
 * pass on, or the recipient by mail on the day chosen), the right to withdraw, the voucher's page; the PDF attached.
 */
export function voucherPaidMails(voucher: VoucherRecord, course: EventRecord | null, pdf: Buffer): MailRecord[] {
  const { locale, delivery } = voucher;
  const paidAt = voucher.paidAt ?? voucher.updatedAt;
  const mail = composeMail(
    'voucherPaid',
    voucher.buyerEmail,
    locale,
    {
      ...aboutVoucher(voucher, course),
      ...(voucher.buyerName ? { name: voucher.buyerName } : {}),
      ...(delivery.kind === 'RECIPIENT' ? { sendTo: { email: delivery.email, on: formatDay(delivery.sendOn, locale) } } : {}),
      withdrawUntil: formatDay(new Date(paidAt.getTime() + VOUCHER_WITHDRAWAL_DAYS * 86_400_000), locale),
      voucherLink: voucherLink(voucher),
    },
    voucher.updatedAt,
  );
  return [withPdf(mail, voucher, pdf)];
}

/** To the recipient on the buyer's day: who gives it (or „Jemand“), the message, how to redeem it; the PDF attached. */
export function voucherDeliveryMails(voucher: VoucherRecord, course: EventRecord | null, pdf: Buffer): MailRecord[] {
  if (voucher.delivery.kind !== 'RECIPIENT') return [];
  const mail = composeMail(
    'voucherDelivered',
    voucher.delivery.email,
    voucher.locale,
    { ...aboutVoucher(voucher, course), ...(voucher.buyerName ? { giver: voucher.buyerName } : {}), message: voucher.message.trim() },
    voucher.updatedAt,
  );
  return [withPdf(mail, voucher, pdf)];
}

const REFUND_REASONS: readonly string[] = ['WITHDRAWN', 'LATE_PAYMENT', 'AMOUNT_MISMATCH'] satisfies VoucherRefundedMail['reason'][];

/** To the buyer when the money of a withdrawn, late-paid or mispaid voucher goes back. */
export function voucherRefundMails(voucher: VoucherRecord): MailRecord[] {
  const reason = (REFUND_REASONS.includes(voucher.refundReason ?? '') ? voucher.refundReason : 'OTHER') as VoucherRefundedMail['reason'];
  const params: VoucherRefundedMail = {
    ...(voucher.buyerName ? { name: voucher.buyerName } : {}),
    reason,
    // A payment of another amount goes back whole, whatever it was: the mail names no amount then.
    ...(reason === 'AMOUNT_MISMATCH' ? {} : { amount: formatAmount(voucher.valueCents, voucher.currency, voucher.locale) }),
    voucherLink: voucherLink(voucher),
  };
  return [composeMail('voucherRefunded', voucher.buyerEmail, voucher.locale, params, voucher.updatedAt)];
}
