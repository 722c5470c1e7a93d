// The tickets' PDF in the mails through the whole API with the built-in test provider: a free course's confirmation
// and a paid seat's receipt each carry it (beside the receipt's own PDF), with the seat's short code.
import { describe, expect, it } from 'vitest';
import type { MailRecord } from '../domain/records.js';
import { pdfText } from '../invoices/pdf-text.testing.js';
import { ticketsOf } from '../services/tickets.js';
import { usePaidSeatsApi } from './paid-seats.testing.js';

const PEOPLE = { olga: { role: 'USER' }, anna: { role: 'USER' }, ben: { role: 'USER' }, eddie: { role: 'EDITOR' } } as const;
type Who = keyof typeof PEOPLE;
const { opened, as, draftCourse, onboard, paySeat } = usePaidSeatsApi(PEOPLE, { percent: 7, fixedCents: 30 });

const mailsOf = async (who: Who, template: string): Promise<MailRecord[]> => (await opened.store.mail.list({ to: `${who}@example.org` }, 50)).filter((mail) => mail.template === template);
const ticketsPdfIn = (mail: MailRecord) => mail.attachments?.find((attachment) => attachment.filename.startsWith('Tickets-'));

describe('mails with tickets', () => {
  it('attach the tickets to a free course’s confirmation', async () => {
    const booked = await as('anna')('mutation { bookEvent(slug: "kurs-2") { id status } }');
    expect(booked.errors).toBeUndefined();
    const [booking] = await opened.store.bookings.getByIds([(booked.data!.bookEvent as { id: string }).id]);
    const [mail] = await mailsOf('anna', 'bookingConfirmed');
    const attachment = ticketsPdfIn(mail!);
    expect(attachment).toMatchObject({ filename: 'Tickets-kurs-2.pdf', contentType: 'application/pdf', encoding: 'base64' });
    const pdf = await pdfText(Buffer.from(attachment!.content, 'base64'));
    expect(pdf.pages).toBe(1);
    expect(pdf.lines).toContain(`Code ${ticketsOf(booking!)[0]!.shortCode}`);
    expect(pdf.lines).toContain('Zeig diesen Code am Eingang – gedruckt oder auf dem Handy.');
  });

  it('attach the tickets to a paid seat’s receipt, after the receipt’s own PDF', async () => {
    await onboard('olga');
    await draftCourse('olga', 'olga-tickets', 4_500, { title: { de: 'Ringe schmieden', en: 'Forging rings' } });
    expect((await as('olga')('mutation { submitEvent(slug: "olga-tickets") { review } }')).errors).toBeUndefined();
    expect((await as('eddie')('mutation { reviewEvent(slug: "olga-tickets", decision: APPROVE) { review } }')).errors).toBeUndefined();
    const orderId = await paySeat('ben', 'olga-tickets');
    const [order] = await opened.store.orders.getByIds([orderId]);
    const [booking] = await opened.store.bookings.getByIds([order!.bookingId]);
    expect(booking!.status).toBe('CONFIRMED');
    const [receipt] = await mailsOf('ben', 'invoiceIssued');
    expect(receipt!.attachments!.map((attachment) => attachment.filename)).toEqual([expect.stringMatching(/^R-.*\.pdf$/), 'Tickets-olga-tickets.pdf']);
    const pdf = await pdfText(Buffer.from(ticketsPdfIn(receipt!)!.content, 'base64'));
    expect(pdf.lines).toContain('Ringe schmieden');
    expect(pdf.lines).toContain(`Code ${ticketsOf(booking!)[0]!.shortCode}`);
  });
});
