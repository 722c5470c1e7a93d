// The gift voucher's PDF read back: what it prints (for whom, from whom, the message, the value or the course, the
// code grouped, the validity, how to redeem it with the site's addresses, the issuer) in German and English, one
// page whatever the message, and the same bytes for the same voucher.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventRecord } from '../domain/records.js';
import { sampleVoucher } from '../domain/sample-voucher.fixture.js';
import type { VoucherRecord } from '../domain/vouchers.js';
import { pdfText } from './pdf-text.testing.js';
import { renderVoucherPdf, voucherAttachment, voucherFileName } from './voucher-pdf.js';

const voucher = sampleVoucher({ recipientName: 'Paula Łukasiewicz', buyerName: 'Maria Huber' });
const course = { slug: 'toepfern', title: { de: 'Töpfern für Anfänger', en: 'Pottery for beginners' } } as EventRecord;

const read = async (record: VoucherRecord, event: EventRecord | null = null) => pdfText(await renderVoucherPdf(record, event));

let siteUrl: string | undefined;
beforeEach(() => {
  siteUrl = process.env.SITE_URL;
  process.env.SITE_URL = 'https://selbstgemacht.example/';
});
afterEach(() => {
  if (siteUrl === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = siteUrl;
});

describe('renderVoucherPdf', () => {
  it('prints a value voucher in German: for whom, from whom, the message, the value, the code grouped, the validity and how to redeem it', async () => {
    const { text, lines, pages, title } = await read(voucher);
    expect(pages).toBe(1);
    expect(title).toBe('Gutschein – Magazin für Selbstgemachtes');
    expect(lines[0]).toBe('Magazin für Selbstgemachtes');
    expect(text).toContain('Gutschein');
    expect(text).toContain('für Paula Łukasiewicz');
    expect(text).toContain('von Maria Huber');
    expect(text).toContain('„Alles Liebe zum Geburtstag!“');
    expect(text).toContain('IM WERT VON');
    expect(text).toContain('€ 50,00');
    expect(text).toContain('GÜLTIG BIS');
    expect(text).toContain('31. Dezember 2056');
    expect(lines).toContain('K7QM3V-XD9HTA-RW2PF1');
    expect(text).toContain('So löst du ihn ein');
    expect(text).toContain('https://selbstgemacht.example/events');
    expect(text).toContain('Dein Guthaben siehst du unter https://selbstgemacht.example/vouchers/balance');
    expect(text).toContain('Zahlungsseite');
    expect(lines.at(-1)).toBe('Ausgestellt von Selbstgemacht Medien GmbH · Zieglergasse 27/4 · 1070 Wien · Österreich · hallo@selbstgemacht-magazin.at');
  });

  it('prints a course voucher in English with the course’s title and its value, redeemable on any course, and the English addresses', async () => {
    const { text, lines, title } = await read({ ...voucher, kind: 'COURSE', courseSlug: 'toepfern', valueCents: 6_500, balanceCents: 6_500, locale: 'en', message: '' }, course);
    expect(title).toBe('Gift voucher – Magazine for Homemade Things');
    expect(text).toContain('for Paula Łukasiewicz');
    expect(text).toContain('from Maria Huber');
    expect(text).toContain('FOR THE COURSE');
    expect(text).toContain('Pottery for beginners');
    expect(text).toContain('worth €65.00');
    expect(text).toContain('Redeemable on any paid course on the site.');
    expect(text).toContain('VALID UNTIL');
    expect(text).toContain('31 December 2056');
    expect(lines).toContain('K7QM3V-XD9HTA-RW2PF1');
    expect(text).toContain('https://selbstgemacht.example/en/events');
    expect(text).toContain('https://selbstgemacht.example/en/vouchers/balance');
    expect(text).not.toContain('“”');
    expect(lines.at(-1)).toContain('Issued by Selbstgemacht Medien GmbH');
  });

  it('prints a course voucher whose course is gone as its value, and leaves out a buyer it does not know', async () => {
    const { text } = await read({ ...voucher, kind: 'COURSE', courseSlug: 'gone', buyerName: undefined });
    expect(text).toContain('IM WERT VON');
    expect(text).not.toContain('FÜR DEN KURS');
    expect(text).not.toMatch(/^von /m);
  });

  it('keeps to one page with the longest message and name, the message cut short', async () => {
    const message = 'Ein langer Gruß mit vielen Worten. '.repeat(14).trim().slice(0, 500);
    const { pages, lines, text } = await read({ ...voucher, message, recipientName: 'Maximiliane '.repeat(7).trim() });
    expect(pages).toBe(1);
    expect(lines).toContain('K7QM3V-XD9HTA-RW2PF1');
    expect(text).toContain('So löst du ihn ein');
    expect(text).toMatch(/…“/);
  });

  it('draws the same bytes for the same voucher and names the file by the code’s last group', async () => {
    expect((await renderVoucherPdf(voucher, null)).equals(await renderVoucherPdf(voucher, null))).toBe(true);
    expect(voucherFileName(voucher)).toBe('Gutschein-RW2PF1.pdf');
    expect(voucherFileName({ ...voucher, locale: 'en' })).toBe('Gift-voucher-RW2PF1.pdf');
    const pdf = await renderVoucherPdf(voucher, null);
    expect(voucherAttachment(voucher, pdf)).toEqual({ filename: 'Gutschein-RW2PF1.pdf', contentType: 'application/pdf', content: pdf.toString('base64'), encoding: 'base64' });
  });
});
