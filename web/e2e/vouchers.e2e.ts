// Gift vouchers and promo codes end to end in Chromium against the built site on the built-in test provider: a buyer
// gives a course's worth from its page as a 50 € value voucher, pays on the test checkout, sees the code on the
// voucher's page, downloads its PDF and finds it attached to the confirmation mail; the person she gives it to
// redeems part of it on a 30 € course (the voucher pays all), checks the balance, redeems the rest on a 45 € course
// and pays what is left by card, with both parts on the receipt; a third try finds the voucher used up. An organiser
// with an active payout account creates a 10 % code for one course at /app/promo-codes; a participant types it in
// lower case, pays the lower price and finds the discount on the receipt; the next person finds the code used up,
// and a wrong code and a code that is none get their own messages. The organiser is paid her share of every sale,
// what the card did not carry moved from the platform's balance, and her figures show her code's discount.
//
// Everything is asserted as the people see it, in German, with one look at the English page. The forms work without
// JavaScript, so everyone browses without it. One server, the people and courses registered once.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../functions/src/invoices/pdf-text.testing.js';
import { loadTestProviderState } from '../../functions/src/payments/test-provider-state.js';
import { siteForTests } from './harness';
import { activePayoutAccount, asPerson, createPaidCourse } from './live-helpers';
import { plain, said, storyPeople, submit } from './people';

const site = siteForTests();


/** An amount as /payment and the receipts show it, „€ 25,00“ (in English, „€25.00“). */
const euros = (cents: number, locale = 'de-AT') => plain(new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100));
/** An amount as the voucher pages show it, without cents when whole: „€ 50“, „€ 0“. */
const price = (cents: number) => plain(new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR', minimumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100));

/** /payment's button for what the card pays („€ 25,00 bezahlen“, the space a non-breaking one). */
const payButton = (cents: number) => new RegExp(`^€\\s${(cents / 100).toFixed(2).replace('.', ',')} bezahlen$`);

/** A voucher bought now is valid to the end of the 30th year after. */
const validUntil = () => `31. Dezember ${Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Vienna' }).format(new Date())) + 30}`;

const { person, who, everyone } = storyPeople(site, 'gutschein');

/** Books a seat of the course on its page: the held seat's /payment. */
async function bookSeat(page: Page, slug: string): Promise<void> {
  await page.goto(`/events/${slug}`);
  await submit(page, 'Platz buchen');
  expect(new URL(page.url()).pathname).toBe('/payment');
}

/** Types a code into /payment's field and redeems it; the page it comes back to. */
async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Gutschein- oder Rabattcode').fill(code);
  await submit(page, 'Einlösen');
}

/** The message next to the code field after a refused code. */
const codeError = (page: Page) => said(page, 'form.payment-code .form-field__error');

/** The payment summary as term → amount: „Betrag“, „Rabatt (…)“, „Gutschein (…)“, „Mit Karte zu zahlen“. */
async function summary(page: Page): Promise<Record<string, string>> {
  return figures(page, '.payment-summary');
}

async function figures(page: Page, selector: string): Promise<Record<string, string>> {
  const list = page.locator(selector).first();
  const terms = (await list.locator('dt').allTextContents()).map(plain);
  const values = (await list.locator('dd').allTextContents()).map(plain);
  return Object.fromEntries(terms.map((term, i) => [term, values[i]!]));
}

/** Checks that a download is a PDF served privately, and reads its text back. */
async function privatePdf(page: Page, href: string): Promise<{ lines: string[]; text: string }> {
  const response = await page.context().request.get(href);
  expect([response.status(), response.headers()['content-type'], response.headers()['cache-control']], href).toEqual([200, 'application/pdf', 'private, no-store']);
  const body = await response.body();
  expect(body.subarray(0, 5).toString('latin1'), href).toBe('%PDF-');
  const { lines, text } = await pdfText(body);
  return { lines, text: plain(text) };
}

/** The participant's receipt for the course `title`, from /app (issued just after the payment: waited for). */
async function receiptFor(page: Page, title: string): Promise<{ lines: string[]; text: string }> {
  const item = page.locator('#invoices-participant ~ ul li', { hasText: `Kurs „${title}“` });
  await expect.poll(async () => (await page.goto('/app'), await item.count())).toBe(1);
  const link = item.getByRole('link', { name: /^Rechnung \S+ \(PDF\)$/ });
  return privatePdf(page, (await link.getAttribute('href'))!);
}

/** The balance of a code as /vouchers/balance answers it, as term → value. */
async function balanceOf(page: Page, code: string): Promise<Record<string, string>> {
  await page.goto('/vouchers/balance');
  await page.getByLabel('Gutscheincode').fill(code);
  await submit(page, 'Guthaben prüfen');
  return figures(page, 'section[aria-labelledby="voucher-balance-answer"] dl');
}

/** The organiser's share of a sale at `cents`: the price less the platform's fee, by the site's own rule. */
async function shareOf(page: Page, cents: number): Promise<number> {
  const { platformFee } = await asPerson<{ platformFee: { feeCentsFor: number } }>(page, `{ platformFee { feeCentsFor(priceCents: ${cents}) } }`);
  return cents - platformFee.feeCentsFor;
}

/** What the test provider moved to the organiser's account: every transfer's amount, and those the platform made from its own balance. */
async function transfersTo(page: Page): Promise<{ total: number; fromPlatform: number[] }> {
  const { viewer } = await asPerson<{ viewer: { uid: string } }>(page, '{ viewer { uid } }');
  const provider = loadTestProviderState(join(site.dataDir, 'test-payments.json'));
  const account = Object.values(provider.accounts).find((candidate) => candidate.uid === viewer.uid)!;
  const transfers = Object.values(provider.transfers).filter((transfer) => transfer.accountId === account.accountId);
  return {
    total: transfers.reduce((sum, transfer) => sum + transfer.amountCents, 0),
    fromPlatform: transfers.filter((transfer) => transfer.paymentId === null).map((transfer) => transfer.amountCents).sort((a, b) => a - b),
  };
}

describe('gift vouchers and promo codes', () => {
  const courses = { pottery: 'Töpfern mit Gutschein', weaving: 'Weben mit Restbetrag', turning: 'Drechseln mit Rabatt' };
  const slugs: Record<keyof typeof courses, string> = { pottery: '', weaving: '', turning: '' };
  let code = '';

  beforeAll(async () => {
    // Registered side by side (the server hashes the passwords at once); Olga organises as an editor, so her courses
    // are published without a review.
    await Promise.all(['Olga Werkstatt', 'Greta Schenkt', 'Hanna Beschenkt', 'Ida Spart', 'Jonas Zuspät'].map(person));
    await site.setRole(who('Olga').email, 'EDITOR');
    await activePayoutAccount(who('Olga').page);
    const course = (title: string, priceCents: number) => createPaidCourse(who('Olga').page, title, { priceCents, capacity: 5 });
    [slugs.pottery, slugs.weaving, slugs.turning] = await Promise.all([course(courses.pottery, 3000), course(courses.weaving, 4500), course(courses.turning, 6000)]);
  }, 60_000);

  it('sells a value voucher through the checkout, with its code on its page, in its PDF and in the mail', async () => {
    const { page, email } = who('Greta');
    // Every paid course offers itself as a present; a value instead of the course is one choice away.
    await page.goto(`/events/${slugs.pottery}`);
    await Promise.all([page.waitForNavigation(), page.getByRole('link', { name: 'Als Gutschein verschenken' }).click()]);
    expect(await said(page, 'h1')).toBe('Gutscheine');
    await page.getByLabel('Einen Betrag').check();
    await page.locator('input[name="amountCents"][value="5000"]').check();
    await page.getByLabel('Für wen ist der Gutschein?').fill('Hanna Beschenkt');
    await page.getByLabel('Deine Nachricht (freiwillig)').fill('Alles Gute zum Geburtstag – such dir einen Kurs aus!');
    await page.getByLabel('Ich – ich drucke ihn aus oder gebe ihn selbst weiter').check();
    await submit(page, 'Weiter zur Bezahlung');
    expect(new URL(page.url()).pathname).toBe('/payment/test-checkout');
    expect(await said(page)).toContain(`Geschenkgutschein über ${euros(5000)}: ${euros(5000)}`);
    await submit(page, 'Bezahlen');
    const path = new URL(page.url()).pathname;
    expect(path).toMatch(/^\/vouchers\/gift-[0-9a-f-]+$/);

    // Back on the voucher's page: paid (the provider's event may arrive just after), with its code.
    await expect.poll(async () => (await page.goto(path), await said(page, 'p[role="status"]'))).toBe('Bezahlt – der Gutschein ist einlösbar.');
    expect(await said(page, 'h1')).toBe('Gutschein für Hanna Beschenkt');
    const shown = await figures(page, '.voucher-figures');
    code = shown.Code!;
    expect(code).toMatch(/^[0-9A-Z]{6}-[0-9A-Z]{6}-[0-9A-Z]{6}$/);
    expect(shown).toEqual({
      Stand: 'Einlösbar',
      Wert: price(5000),
      Guthaben: price(5000),
      Code: code,
      'Gültig bis': validUntil(),
      Für: 'Hanna Beschenkt',
      Nachricht: 'Alles Gute zum Geburtstag – such dir einen Kurs aus!',
      Zustellung: expect.any(String),
    });

    // The printable voucher: private to the buyer, with the recipient, the value, the code and the validity.
    const pdf = await privatePdf(page, (await page.getByRole('link', { name: 'Gutschein als PDF' }).getAttribute('href'))!);
    expect(pdf.lines).toContain(code);
    expect(pdf.text).toContain('für Hanna Beschenkt');
    expect(pdf.text).toContain('von Greta Schenkt');
    expect(pdf.text).toContain(euros(5000));
    expect(pdf.text).toContain(validUntil());
    expect(pdf.text).toContain('So löst du ihn ein');
    // Anyone else is told there is none.
    expect((await who('Jonas').page.context().request.get(`${path}.pdf`)).status()).toBe(404);

    // The confirmation mail, the same PDF attached.
    const mail = (await site.outbox(email)).find((each) => each.template === 'voucherPaid');
    expect(mail?.message.subject).toBe('Dein Gutschein für Hanna Beschenkt');
    const text = plain(mail!.message.text);
    expect(text).toContain(`Gutscheincode: ${code}`);
    expect(text).toContain(`Gutschein über ${euros(5000)} für Hanna Beschenkt ist bezahlt`);
    const attached = mail!.attachments ?? [];
    expect(attached.map((file) => file.contentType)).toEqual(['application/pdf']);
    expect((await pdfText(Buffer.from(attached[0]!.content, 'base64'))).lines).toContain(code);
  }, 60_000);

  it('pays a course wholly from the voucher, then the rest of the voucher and the card pay another; then it is used up', async () => {
    expect(code, 'the voucher of the test before').not.toBe('');
    const { page } = who('Hanna');

    // 30 € of the 50: the voucher pays all, typed as people type (lower case, spaces for the hyphens).
    await bookSeat(page, slugs.pottery);
    await typeCode(page, code.toLowerCase().replaceAll('-', ' '));
    expect(await said(page, '.flash-notice')).toBe('Der Code ist eingelöst.');
    const hint = code.slice(-4);
    expect(await summary(page)).toEqual({
      Wofür: expect.stringContaining(courses.pottery),
      Betrag: euros(3000),
      [`Gutschein (…${hint})`]: `−${euros(3000)}`,
      'Mit Karte zu zahlen': euros(0),
    });
    expect(await said(page, 'p.lead[role="status"]')).toBe('Bezahlt – dein Platz ist fix. Den Beleg schicken wir dir per E-Mail.');
    expect(await balanceOf(page, code)).toEqual({ Guthaben: price(2000), Wert: price(5000), 'Gültig bis': validUntil(), Stand: 'Einlösbar' });

    // 45 €: the voucher's last 20 €, the card the other 25 €.
    await bookSeat(page, slugs.weaving);
    await typeCode(page, code);
    expect(await summary(page)).toEqual({
      Wofür: expect.stringContaining(courses.weaving),
      Betrag: euros(4500),
      [`Gutschein (…${hint})`]: `−${euros(2000)}`,
      'Mit Karte zu zahlen': euros(2500),
    });
    await submit(page, payButton(2500));
    expect(new URL(page.url()).pathname).toBe('/payment/test-checkout');
    expect(await said(page)).toContain(euros(2500));
    await submit(page, 'Bezahlen');
    expect(new URL(page.url()).pathname).toBe('/payment');
    await expect.poll(async () => (await page.reload(), await said(page))).toContain('Bezahlt – dein Platz ist fix.');

    // The receipts say how each was paid.
    const first = await receiptFor(page, courses.pottery);
    expect(first.lines).toContain(`Gesamtbetrag ${euros(3000)}`);
    expect(first.text).toContain(`${euros(3000)} mit dem Gutschein …${hint}`);
    const second = await receiptFor(page, courses.weaving);
    expect(second.lines).toContain(`Gesamtbetrag ${euros(4500)}`);
    expect(second.text).toContain(`${euros(2000)} mit dem Gutschein …${hint}, ${euros(2500)} per Karte`);
    expect(await balanceOf(page, code)).toMatchObject({ Guthaben: price(0), Wert: price(5000) });

    // The buyer sees where her present went.
    const greta = who('Greta').page;
    await greta.goto('/app');
    const mine = greta.locator('section[aria-labelledby="app-vouchers"] li').first();
    expect(await said(greta, 'section[aria-labelledby="app-vouchers"] li')).toBe(`Gutschein für Hanna Beschenkt – ${price(5000)}, noch ${price(0)} (Einlösbar)`);
    await Promise.all([greta.waitForNavigation(), mine.getByRole('link', { name: 'Gutschein für Hanna Beschenkt' }).click()]);
    expect(await figures(greta, '.voucher-figures')).toMatchObject({ Guthaben: price(0) });
    const uses = (await greta.locator('main ul li').allTextContents()).map(plain);
    expect(uses).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`: ${price(3000)} für ${courses.pottery}$`)), expect.stringMatching(new RegExp(`: ${price(2000)} für ${courses.weaving}$`))]));

    // The organiser is paid as for any sale: her share of each price, what the card did not carry moved to her from the
    // platform's balance, where the voucher's money is.
    const olga = who('Olga').page;
    const [pottery, weaving] = [await shareOf(olga, 3000), await shareOf(olga, 4500)];
    expect(await transfersTo(olga)).toEqual({ total: pottery + weaving, fromPlatform: [pottery, weaving - 2500].filter((cents) => cents > 0).sort((a, b) => a - b) });

    // A third course: nothing is left on it.
    const ida = who('Ida').page;
    await bookSeat(ida, slugs.pottery);
    await typeCode(ida, code);
    expect(await codeError(ida)).toBe('Auf diesem Gutschein ist kein Guthaben mehr.');
    expect(await summary(ida)).toMatchObject({ Betrag: euros(3000) });
    await submit(ida, 'Platz doch nicht nehmen');
  }, 60_000);

  it('takes an organiser’s promo code in lower case once, shows the discount on the receipt, and says why other codes fail', async () => {
    const olga = who('Olga').page;
    await olga.goto('/app/promo-codes');
    await olga.getByLabel('Code', { exact: true }).fill('HERBST-10');
    await olga.getByLabel('Prozent vom Preis').check();
    await olga.getByLabel('Prozent', { exact: true }).fill('10');
    await olga.getByLabel('Höchstens so oft einlösbar').fill('1');
    await olga.getByLabel(courses.turning).check();
    await submit(olga, 'Code anlegen');
    expect(await said(olga, '.flash-notice')).toBe('Der Code ist angelegt.');
    // The list's row: the code, the discount and who pays it, uses of the limit and per person, when, for which course, on.
    const row = async () => (await olga.locator('table.promo-codes tr', { hasText: 'HERBST-10' }).locator('td').allTextContents()).map(plain);
    expect(await row()).toEqual(['HERBST-10', '10 %von dir bezahlt', '0 von 1einmal pro Person', 'unbefristet', courses.turning, 'EingeschaltetAusschalten']);

    // Ida types it in lower case: 10 % off, the card pays the rest.
    const ida = who('Ida').page;
    await bookSeat(ida, slugs.turning);
    await typeCode(ida, 'herbst-10');
    expect(await summary(ida)).toEqual({
      Wofür: expect.stringContaining(courses.turning),
      Betrag: euros(6000),
      'Rabatt (HERBST-10)': `−${euros(600)}`,
      'Mit Karte zu zahlen': euros(5400),
    });
    const order = new URL(ida.url()).searchParams.get('order')!;
    await submit(ida, payButton(5400));
    expect(await said(ida)).toContain(euros(5400));
    await submit(ida, 'Bezahlen');
    await expect.poll(async () => (await ida.reload(), await said(ida))).toContain('Bezahlt – dein Platz ist fix.');
    const receipt = await receiptFor(ida, courses.turning);
    expect(receipt.text).toContain('Rabatt mit dem Code „HERBST-10“');
    expect(receipt.lines).toContain(`Gesamtbetrag ${euros(5400)}`);
    // In English too.
    await ida.goto(`/en/payment?order=${order}`);
    expect(await summary(ida)).toMatchObject({ 'Discount (HERBST-10)': `−${euros(600, 'en-GB')}`, 'To pay by card': euros(5400, 'en-GB') });

    // Jonas comes too late for it; a code nobody has and one that is no code say so.
    const jonas = who('Jonas').page;
    await bookSeat(jonas, slugs.turning);
    await typeCode(jonas, 'Herbst-10');
    expect(await codeError(jonas)).toBe('Dieser Code ist schon so oft eingelöst worden, wie er gilt.');
    await typeCode(jonas, 'WINTER-99');
    expect(await codeError(jonas)).toBe('Diesen Code kennen wir nicht. Prüf bitte, ob du dich vertippt hast.');
    await typeCode(jonas, '%!');
    expect(await codeError(jonas)).toBe('Das ist kein gültiger Code. Prüf bitte, ob du dich vertippt hast.');
    expect(await summary(jonas)).toEqual({ Wofür: expect.stringContaining(courses.turning), Betrag: euros(6000) });

    // Her own code lowers her sale: her share is that of the lower price, and her figures say so; a voucher's sales
    // count as any other.
    const shares = { pottery: await shareOf(olga, 3000), weaving: await shareOf(olga, 4500), turning: await shareOf(olga, 5400) };
    expect((await transfersTo(olga)).total).toBe(shares.pottery + shares.weaving + shares.turning);
    await olga.goto('/app/payouts');
    const courseRow = async (title: string) =>
      (await olga.locator('.payouts-table tr', { has: olga.getByRole('link', { name: title, exact: true }) }).locator('td').allTextContents()).map(plain);
    expect(await courseRow(courses.pottery)).toEqual(['1', euros(3000), euros(3000 - shares.pottery), euros(0), euros(shares.pottery)]);
    expect(await courseRow(courses.weaving)).toEqual(['1', euros(4500), euros(4500 - shares.weaving), euros(0), euros(shares.weaving)]);
    expect(await courseRow(courses.turning)).toEqual(['1', `${euros(5400)} (deine Rabattcodes: −${euros(600)})`, euros(5400 - shares.turning), euros(0), euros(shares.turning)]);

    await olga.goto('/app/promo-codes');
    expect((await row())[2]).toBe('1 von 1einmal pro Person');

    // Refused codes answer 422 on purpose; Chromium logs those responses.
    const problems = everyone().flatMap((each) => each.problems);
    expect(problems.filter((problem) => !problem.includes('status of 422'))).toEqual([]);
  }, 60_000);
});
