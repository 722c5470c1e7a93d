// The course day end to end in Chromium against the built site on the built-in test provider: an organiser's paid
// children's course (6 to 10 years, the accompanying adult needs a seat of her own) starts tomorrow; a parent books
// two seats in one booking, for herself and her daughter, pays once and finds two tickets in /app, as a PDF and in
// her receipt mail. At the door the organiser, on a phone-sized page, checks the mother in by her typed short code
// and the daughter by a photo of her QR code fed to the page's decoder; a second try says when she came. The mother
// then gives up her daughter's seat and is refunded one seat's price. The reminder before the session reaches
// everyone with a seat, with the session's calendar entry, and the organiser's word about a new room reaches them by
// mail and on the live page.
//
// The booking and the organiser's forms work without JavaScript, so the people browse without it; the check-in page
// runs with it, as a phone at the door does. One server, the people and the course made once.
import { join } from 'node:path';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MailRecord } from '../../functions/src/domain/records.js';
import { isoWithOffset } from '../../functions/src/domain/time.js';
import { pdfText } from '../../functions/src/invoices/pdf-text.testing.js';
import { loadTestProviderState } from '../../functions/src/payments/test-provider-state.js';
import { sendReminders } from '../../functions/src/services/reminders.js';
import { siteForTests, watchConsole } from './harness';
import { activePayoutAccount, asPerson } from './live-helpers';
import { plain, said, storyPeople, submit } from './people';

const site = siteForTests();

const euros = (cents: number) => plain(new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' }).format(cents / 100));

const { person, who, everyone } = storyPeople(site, 'kurstag');

const PRICE = 3600;
const title = 'Töpfern für Familien';

interface TicketSeen {
  seat: number;
  name: string | null;
  token: string;
  shortCode: string;
}

describe('the course day', () => {
  let slug = '';
  let bookingId = '';
  let tickets: TicketSeen[] = [];

  beforeAll(async () => {
    await Promise.all(['Olga Werkstatt', 'Paula Familie', 'Ben Nachbar'].map(person));
    const olga = who('Olga').page;
    await site.setRole(who('Olga').email, 'EDITOR');
    await activePayoutAccount(olga);
    // Tomorrow, 20 hours from now: inside the 24 hours before the session, when its reminder is due, and before the
    // 12 hours before it, until when a seat given up is refunded.
    const startsAtLocal = isoWithOffset(new Date(Date.now() + 20 * 3_600_000), 'Europe/Vienna').slice(0, 16);
    const { venues } = await asPerson<{ venues: { edges: { node: { slug: string } }[] } }>(olga, '{ venues(first: 1, filter: { city: "wien" }) { edges { node { slug } } } }');
    const { createEvent } = await asPerson<{ createEvent: { slug: string }[] }>(olga, 'mutation ($input: EventInput!) { createEvent(input: $input) { slug } }', {
      input: {
        title,
        description: 'Eltern und Kinder drehen gemeinsam ihre erste Schale.',
        crafts: ['toepfern-keramik'],
        venue: venues.edges[0]!.node.slug,
        startsAtLocal,
        durationMinutes: 120,
        priceCents: PRICE,
        capacity: 6,
        level: 'BEGINNER',
        materialsIncluded: true,
        maxSeatsPerBooking: 3,
        cancellationHoursBefore: 12,
        children: { minAge: 6, maxAge: 10, adult: 'ADULT_SEAT' },
      },
    });
    slug = createEvent[0]!.slug;
    await asPerson(olga, 'mutation ($slug: ID!) { submitEvent(slug: $slug) { review } }', { slug });
  }, 60_000);

  it('a parent books two seats for a children’s course, pays once and gets a ticket for each', async () => {
    const { page, email } = who('Paula');
    await page.goto(`/events/${slug}`);
    expect(await said(page)).toContain('Für Kinder von 6 bis 10 Jahren');
    expect(await said(page)).toContain('eine erwachsene Begleitperson braucht einen eigenen Platz');

    await page.getByLabel('Plätze', { exact: true }).selectOption('2');
    await page.getByText('Namen für die Plätze (optional)').click();
    await page.getByLabel('Name für Platz 1').fill('Paula Familie');
    await page.getByLabel('Name für Platz 2').fill('Lili Familie');
    await submit(page, 'Platz buchen');
    expect(new URL(page.url()).pathname).toBe('/payment');
    expect(await said(page)).toContain(`2 Plätze × ${euros(PRICE)}`);
    await submit(page, /^€\s72,00 bezahlen$/);
    expect(new URL(page.url()).pathname).toBe('/payment/test-checkout');
    await submit(page, 'Bezahlen');
    await expect.poll(async () => (await page.reload(), await said(page))).toContain('Bezahlt – deine 2 Plätze sind fix.');

    // Two tickets in /app, each with the name given, a QR code and a short code.
    await page.goto('/app');
    await Promise.all([page.waitForNavigation(), page.getByRole('link', { name: `Meine Tickets für „${title}“` }).click()]);
    bookingId = new URL(page.url()).pathname.split('/').pop()!;
    expect(await page.locator('main svg').count()).toBe(2);
    const text = await said(page);
    expect(text).toContain('Paula Familie');
    expect(text).toContain('Lili Familie');

    const { viewer } = await asPerson<{ viewer: { bookings: { id: string; seats: number; tickets: TicketSeen[] | null }[] } }>(
      page,
      '{ viewer { bookings { id seats tickets { seat name token shortCode } } } }',
    );
    const booking = viewer.bookings.find((each) => each.id === bookingId)!;
    expect(booking.seats).toBe(2);
    tickets = booking.tickets!;
    expect(tickets.map((ticket) => ticket.name)).toEqual(['Paula Familie', 'Lili Familie']);
    for (const ticket of tickets) expect(text).toContain(ticket.shortCode);

    // The same tickets as a PDF, private to her, and in the receipt mail.
    const response = await page.context().request.get(`/tickets/${bookingId}.pdf`);
    expect([response.status(), response.headers()['content-type'], response.headers()['cache-control']]).toEqual([200, 'application/pdf', 'private, no-store']);
    const pdf = plain((await pdfText(await response.body())).text);
    for (const ticket of tickets) expect(pdf).toContain(ticket.shortCode);
    expect((await who('Ben').page.context().request.get(`/tickets/${bookingId}.pdf`)).status()).toBe(404);

    // The receipt mail carries the tickets after its own PDF.
    let receipt: MailRecord | undefined;
    await expect.poll(async () => (receipt = (await site.outbox(email)).find((mail) => mail.template === 'invoiceIssued'))).toBeDefined();
    const attached = (receipt!.attachments ?? []).find((file) => file.filename === `Tickets-${slug}.pdf`);
    const mailed = plain((await pdfText(Buffer.from(attached!.content, 'base64'))).text);
    for (const ticket of tickets) expect(mailed).toContain(ticket.shortCode);

    // A neighbour books one seat for himself, as before.
    const ben = who('Ben').page;
    await ben.goto(`/events/${slug}`);
    await submit(ben, 'Platz buchen');
    await submit(ben, /^€\s36,00 bezahlen$/);
    await submit(ben, 'Bezahlen');
    await expect.poll(async () => (await ben.reload(), await said(ben))).toContain('Bezahlt – dein Platz ist fix.');
  }, 90_000);

  it('the organiser checks both in at the door on a phone, by typed code and by a photo of the QR code', async () => {
    expect(tickets, 'the tickets of the test before').toHaveLength(2);
    const context = await site.visitor('de-AT', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await context.addCookies(await who('Olga').page.context().cookies());
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`/app/checkin/${slug}?session=0`);
    expect(await said(page, 'h1')).toBe(`Einlass: ${title}`);

    // The mother reads her code out.
    await page.getByLabel('Ticket-Code').fill(tickets[0]!.shortCode.toLowerCase());
    await page.getByRole('button', { name: 'Einchecken' }).click();
    const result = page.locator('[role="status"].check-in-result');
    await expect.poll(async () => plain((await result.textContent()) ?? '')).toMatch(/Eingecheckt um \d{1,2}:\d{2}/);
    expect(plain((await result.textContent()) ?? '')).toContain('Paula Familie');

    // The daughter's ticket on the phone's screen, photographed: the page reads the QR code itself.
    const png = await QRCode.toBuffer(tickets[1]!.token, { type: 'png', width: 400, margin: 4 });
    await page.getByLabel('Foto eines Codes wählen').setInputFiles({ name: 'ticket.png', mimeType: 'image/png', buffer: png });
    await expect.poll(async () => plain((await result.textContent()) ?? '')).toContain('Lili Familie');
    expect(plain((await result.textContent()) ?? '')).toMatch(/Eingecheckt um \d{1,2}:\d{2}/);

    // Trying the mother's code again tells when she came.
    await page.getByLabel('Ticket-Code').fill(tickets[0]!.shortCode);
    await page.getByRole('button', { name: 'Einchecken' }).click();
    await expect.poll(async () => plain((await result.textContent()) ?? '')).toMatch(/Schon eingecheckt um \d{1,2}:\d{2}/);
    await expect.poll(async () => (await page.reload(), await said(page))).toContain('Plätze: 2 von 3 eingecheckt');
    expect(problems).toEqual([]);

    // The participant list as CSV: names and attendance, no addresses.
    const csv = await page.context().request.get(`/app/participants/${slug}.csv`);
    expect(csv.status()).toBe(200);
    const rows = await csv.text();
    expect(rows).toContain('Lili Familie');
    expect(rows).not.toContain('@example.com');
    await context.close();
  }, 60_000);

  it('the parent gives up her daughter’s seat and is refunded one seat', async () => {
    expect(bookingId, 'the booking of the first test').not.toBe('');
    const { page } = who('Paula');
    await page.goto('/app');
    await page.getByText('Einzelne Plätze stornieren').click();
    await submit(page, 'Platz von Lili Familie stornieren');
    await expect.poll(async () => {
      const provider = loadTestProviderState(join(site.dataDir, 'test-payments.json'));
      return Object.values(provider.refunds ?? {}).map((refund) => refund.amountCents);
    }).toEqual([PRICE]);
    const { viewer } = await asPerson<{ viewer: { bookings: { id: string; seats: number; tickets: TicketSeen[] | null }[] } }>(page, '{ viewer { bookings { id seats tickets { name } } } }');
    expect(viewer.bookings.find((each) => each.id === bookingId)).toMatchObject({ seats: 1, tickets: [{ name: 'Paula Familie' }] });
  }, 60_000);

  it('everyone with a seat gets the reminder with the session’s calendar entry, once', async () => {
    await site.withStore((store) => sendReminders(store));
    await site.withStore((store) => sendReminders(store));
    for (const name of ['Paula', 'Ben']) {
      const reminders = (await site.outbox(who(name).email)).filter((mail) => mail.template === 'sessionReminder');
      expect(reminders, name).toHaveLength(1);
      expect(reminders[0]!.message.subject).toContain(title);
      const calendar = (reminders[0]!.attachments ?? []).find((file) => file.contentType.startsWith('text/calendar'));
      expect(Buffer.from(calendar!.content, 'base64').toString('utf8')).toContain('BEGIN:VEVENT');
    }
  }, 60_000);

  it('the organiser’s word about a new room reaches everyone booked by mail and on the live page', async () => {
    const olga = who('Olga').page;
    await olga.goto(`/profile/event/${slug}`);
    await olga.getByLabel('Nachricht auf Deutsch').fill('Wir sind heute im Raum 2 im Hof, gleich links.');
    await olga.getByLabel('Nachricht auf Englisch (optional)').fill('Today we are in room 2 in the courtyard, on the left.');
    await submit(olga, 'Nachricht senden');
    for (const name of ['Paula', 'Ben']) {
      const mail = (await site.outbox(who(name).email)).find((each) => each.template === 'courseMessage');
      expect(plain(mail?.message.text ?? ''), name).toContain('Wir sind heute im Raum 2 im Hof, gleich links.');
    }
    const ben = who('Ben').page;
    await ben.goto(`/eventslive/${slug}`);
    expect(await said(ben)).toContain('Wir sind heute im Raum 2 im Hof, gleich links.');
    for (const { problems } of everyone()) expect(problems).toEqual([]);
  }, 60_000);
});
