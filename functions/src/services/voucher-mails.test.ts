// A gift voucher's mails: the buyer's confirmation (kept or mailed to the recipient on a day, the withdrawal right,
// the voucher's page), the recipient's mail (who gives it, the message, how to redeem it), each with the PDF
// attached, and the refund mail, in German and English, dated by the change that wrote them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventRecord, MailRecord } from '../domain/records.js';
import { sampleVoucher } from '../domain/sample-voucher.fixture.js';
import type { VoucherRecord } from '../domain/vouchers.js';
import { voucherDeliveryMails, voucherPaidMails, voucherRefundMails } from './voucher-mails.js';

const changedAt = new Date('2026-12-03T09:00:05Z');
const voucher = sampleVoucher({ updatedAt: changedAt });
const toRecipient: VoucherRecord = { ...voucher, delivery: { kind: 'RECIPIENT', email: 'paula@example.org', sendOn: new Date('2026-12-23T23:00:00Z') } };
const course = { slug: 'toepfern', title: { de: 'Töpfern für Anfänger', en: 'Pottery for beginners' } } as EventRecord;
const pdf = Buffer.from('%PDF-1.3 voucher');

let siteUrl: string | undefined;
beforeEach(() => {
  siteUrl = process.env.SITE_URL;
  process.env.SITE_URL = 'https://selbstgemacht.example';
});
afterEach(() => {
  if (siteUrl === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = siteUrl;
});

const only = (mails: MailRecord[]): MailRecord => {
  expect(mails).toHaveLength(1);
  return mails[0]!;
};
/** Amounts and dates come with no-break spaces (Intl); the expectations are written with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const attachedPdf = (mail: MailRecord) => mail.attachments?.map((file) => ({ ...file, content: Buffer.from(file.content, 'base64').toString() }));

describe('voucherPaidMails', () => {
  it('thanks the buyer who keeps the voucher in German: the value, the code grouped, the validity, the withdrawal right, the page, the PDF', () => {
    const mail = only(voucherPaidMails(voucher, null, pdf));
    expect(mail).toMatchObject({ to: 'maria@example.org', template: 'voucherPaid', createdAt: changedAt });
    expect(plain(mail.message.subject)).toBe('Dein Gutschein für Paula');
    const text = plain(mail.message.text);
    expect(text).toContain('Hallo Maria!');
    expect(text).toContain('Dein Gutschein über € 50,00 für Paula ist bezahlt');
    expect(text).toContain('Gutscheincode: K7QM3V-XD9HTA-RW2PF1\nGültig bis 31. Dezember 2056');
    expect(text).toContain('Druck ihn aus oder gib ihn weiter.');
    expect(text).toContain('innerhalb von 14 Tagen, bis 17. Dezember 2026,');
    expect(text).toContain('https://selbstgemacht.example/vouchers/gift-1');
    expect(mail.message.html).toContain('<a href="https://selbstgemacht.example/vouchers/gift-1">');
    expect(attachedPdf(mail)).toEqual([{ filename: 'Gutschein-RW2PF1.pdf', contentType: 'application/pdf', content: '%PDF-1.3 voucher', encoding: 'base64' }]);
  });

  it('tells the buyer in English to whom and on which Vienna day a course voucher is mailed', () => {
    const mail = only(voucherPaidMails({ ...toRecipient, kind: 'COURSE', courseSlug: 'toepfern', locale: 'en', buyerName: undefined }, course, pdf));
    expect(plain(mail.message.subject)).toBe('Your gift voucher for Paula');
    const text = plain(mail.message.text);
    expect(text).toMatch(/^Hello,\n/);
    expect(text).toContain('Your course voucher “Pottery for beginners” (€50.00) for Paula is paid');
    expect(text).toContain('Voucher code: K7QM3V-XD9HTA-RW2PF1\nValid until 31 December 2056');
    expect(text).toContain('We will send the voucher to paula@example.org on 24 December 2026.');
    expect(text).toContain('within 14 days, until 17 December 2026,');
    expect(text).toContain('https://selbstgemacht.example/en/vouchers/gift-1');
    expect(mail.attachments?.[0]?.filename).toBe('Gift-voucher-RW2PF1.pdf');
  });
});

describe('voucherDeliveryMails', () => {
  it('gives the recipient the voucher in German: who gives it, the message, the code, how to redeem it, the PDF', () => {
    const mail = only(voucherDeliveryMails(toRecipient, null, pdf));
    expect(mail).toMatchObject({ to: 'paula@example.org', template: 'voucherDelivered', createdAt: changedAt });
    expect(plain(mail.message.subject)).toBe('Maria schenkt dir einen Kursgutschein');
    const text = plain(mail.message.text);
    expect(text).toContain('Hallo Paula!');
    expect(text).toContain('Maria schenkt dir einen Gutschein über € 50,00 für einen Kurs deiner Wahl im Magazin für Selbstgemachtes.');
    expect(text).toContain('„Alles Liebe zum Geburtstag!“');
    expect(text).toContain('Gutscheincode: K7QM3V-XD9HTA-RW2PF1');
    expect(text).toContain('gib den Code auf der Zahlungsseite ein');
    expect(text).toContain('https://selbstgemacht.example/events');
    expect(text).toContain('https://selbstgemacht.example/vouchers/balance');
    expect(text).not.toContain('/vouchers/gift-1');
    expect(attachedPdf(mail)?.[0]?.content).toBe('%PDF-1.3 voucher');
  });

  it('names „Jemand“ / someone when the buyer’s name is unknown, and leaves out an empty message; in English the course', () => {
    const german = only(voucherDeliveryMails({ ...toRecipient, buyerName: undefined, message: ' ' }, null, pdf));
    expect(plain(german.message.subject)).toBe('Jemand schenkt dir einen Kursgutschein');
    expect(plain(german.message.text)).not.toContain('„');
    const english = only(voucherDeliveryMails({ ...toRecipient, buyerName: undefined, locale: 'en', kind: 'COURSE', courseSlug: 'toepfern' }, course, pdf));
    expect(plain(english.message.subject)).toBe('Someone is giving you a course voucher');
    expect(plain(english.message.text)).toContain('someone is giving you a course voucher “Pottery for beginners” (€50.00) at the Magazine for Homemade Things. You can redeem it on any other paid course too.');
    expect(plain(english.message.text)).toContain('“Alles Liebe zum Geburtstag!”');
    expect(plain(english.message.text)).toContain('https://selbstgemacht.example/en/vouchers/balance');
  });

  it('writes nothing for a voucher the buyer keeps', () => {
    expect(voucherDeliveryMails(voucher, null, pdf)).toEqual([]);
  });
});

describe('voucherRefundMails', () => {
  it('tells the buyer who withdrew in German what goes back', () => {
    const mail = only(voucherRefundMails({ ...voucher, status: 'REFUND_PENDING', balanceCents: 0, refundReason: 'WITHDRAWN' }));
    expect(mail).toMatchObject({ to: 'maria@example.org', template: 'voucherRefunded', createdAt: changedAt });
    expect(mail.attachments).toBeUndefined();
    expect(plain(mail.message.subject)).toBe('Rückerstattung: Gutschein über € 50,00');
    expect(plain(mail.message.text)).toContain('Du bist vom Kauf deines Gutscheins zurückgetreten');
    expect(plain(mail.message.text)).toContain('Wir erstatten dir € 50,00 auf dem Weg, auf dem du bezahlt hast.');
    expect(plain(mail.message.text)).toContain('https://selbstgemacht.example/vouchers/gift-1');
  });

  it('tells an English buyer of a late payment, and of a payment of another amount without naming one', () => {
    const late = only(voucherRefundMails({ ...voucher, locale: 'en', status: 'REFUND_PENDING', refundReason: 'LATE_PAYMENT' }));
    expect(plain(late.message.subject)).toBe('Refund: gift voucher worth €50.00');
    expect(plain(late.message.text)).toContain('arrived after the checkout had ended');
    const mismatch = only(voucherRefundMails({ ...voucher, locale: 'en', status: 'REFUND_PENDING', refundReason: 'AMOUNT_MISMATCH' }));
    expect(plain(mismatch.message.subject)).toBe('Refund: gift voucher');
    expect(plain(mismatch.message.text)).toContain('We are refunding the amount paid to the way you paid.');
  });
});
