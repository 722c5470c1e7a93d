// An organiser gets paid, end to end in Chromium against the built site on the built-in test provider: a new
// organiser reads the platform's fee under the event form's price, cannot submit a paid course before her payout
// account is active, onboards at /app/payouts through the test provider's onboarding page (details given, pending,
// active), submits again and an editor approves the course; a participant pays for a seat and the organiser sees the
// sale, the fee by the page's own rule and her net; the participant cancels before the deadline and the organiser
// sees the refund and nets nothing for that seat; the participant's receipt and credit note and the organiser's fee
// invoice download as PDFs; a second seat is sold and paid out from the provider's dashboard, and nothing is left
// with Stripe, as the provider's own books agree.
//
// Everything is asserted as the people see it, in German, with one look at the English page. The forms work without
// JavaScript, so the three people browse without it (quicker, and the way the forms must work anyway).
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../functions/src/invoices/pdf-text.testing.js';
import { loadTestProviderState } from '../../functions/src/payments/test-provider-state.js';
import { register, siteForTests, watchConsole } from './harness';
import { asPerson } from './live-helpers';

const site = siteForTests();

/** What the page says, its whitespace (the narrow and non-breaking spaces of numbers included) as single spaces. */
const said = async (page: Page, selector = 'main') => (await page.locator(selector).first().textContent())!.replace(/\s+/g, ' ').trim();
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

/** An amount as the German pages show it, „€ 37,50“ (or the English ones, in en-GB: „€37.50“). */
const euros = (cents: number, locale = 'de-AT') => plain(new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100));

async function submit(page: Page, button: string | RegExp, scope = 'main'): Promise<void> {
  await Promise.all([page.waitForNavigation(), page.locator(scope).getByRole('button', { name: button }).first().click()]);
}

/** 'YYYY-MM-DDT18:00' three weeks ahead, Vienna time: well before the course's cancellation deadline. */
const inThreeWeeks = () =>
  `${new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/Vienna' }).format(new Date(Date.now() + 21 * 86_400_000))}T18:00`;

interface Person {
  page: Page;
  email: string;
  problems: string[];
}

async function person(name: string, email: string): Promise<Person> {
  const context = await site.visitor('de-AT', { javaScriptEnabled: false });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await register(page, name, email);
  return { page, email, problems };
}

/** The figures of the course's row in the sales table: seats, sales, fee, refunded, net. */
async function courseRow(page: Page, title: string): Promise<string[]> {
  const row = page.locator('.payouts-table tr', { has: page.getByRole('link', { name: title, exact: true }) });
  return (await row.locator('td').allTextContents()).map(plain);
}

/** The organiser's totals above the table: net earned, paid out, still with Stripe. */
async function totals(page: Page): Promise<Record<string, string>> {
  const list = page.locator('.payouts-totals');
  const terms = (await list.locator('dt').allTextContents()).map(plain);
  const amounts = (await list.locator('dd').allTextContents()).map(plain);
  return Object.fromEntries(terms.map((term, i) => [term, amounts[i]!]));
}

/**
 * The PDF behind the first link in `section` whose text matches „{kind} {number} (PDF)“, downloaded as the signed-in
 * person of `page`: its number and its text, after checking it is a PDF served privately.
 */
async function downloadPdf(page: Page, section: string, kind: string): Promise<{ number: string; lines: string[]; text: string }> {
  const link = page.locator(section).getByRole('link', { name: new RegExp(`^${kind} \\S+ \\(PDF\\)$`) }).first();
  const number = plain((await link.textContent())!).split(' ').at(-2)!;
  const response = await page.context().request.get((await link.getAttribute('href'))!);
  expect([response.status(), response.headers()['content-type'], response.headers()['cache-control']], number).toEqual([200, 'application/pdf', 'private, no-store']);
  const body = await response.body();
  expect(body.subarray(0, 5).toString('latin1'), number).toBe('%PDF-');
  const { lines, text } = await pdfText(body);
  expect(text, number).toContain(number);
  return { number, lines, text };
}

/** The account state's line on /app/payouts, after reloading it (the provider's events may arrive just after). */
async function accountState(page: Page): Promise<string> {
  await page.goto('/app/payouts');
  return (await page.locator('section[aria-labelledby="payouts-account"] [role="status"] strong').textContent())!.trim();
}

describe('an organiser gets paid', () => {
  let organiser: Person;
  let participant: Person;
  let editor: Person;

  beforeAll(async () => {
    // Registered side by side: the server hashes the passwords at once.
    [organiser, participant, editor] = await Promise.all([
      person('Paula Verkauft', 'paula.verkauft@example.com'),
      person('Tom Bucht', 'tom.bucht@example.com'),
      person('Rita Redaktion', 'rita.redaktion@example.com'),
    ]);
    await site.setRole(editor.email, 'EDITOR');
  });

  it('onboards, sells a seat with the fee shown, reverses it on a refund and pays the rest out', async () => {
    const page = organiser.page;
    const title = 'Emaillieren für Einsteiger';
    const priceCents = 4000;
    const { platformFee } = await asPerson<{ platformFee: { percent: number; fixedCents: number; feeCentsFor: number } }>(
      page,
      `{ platformFee { percent fixedCents feeCentsFor(priceCents: ${priceCents}) } }`,
    );
    const percentShown = plain(new Intl.NumberFormat('de-AT', { style: 'percent', maximumFractionDigits: 2 }).format(platformFee.percent / 100));

    // 1. The event form says under the price what the platform keeps and that selling needs an active payout account.
    await page.goto('/makeevent');
    const note = page.locator('.form-note', { hasText: 'Plattform' });
    expect(plain((await note.textContent())!)).toBe(
      `Bei einem Kurs mit Preis verkaufst du die Plätze in deinem Namen; die Plattform behält pro verkauftem Platz ${percentShown} des Preises plus ${euros(platformFee.fixedCents)}, den Rest zahlt Stripe dir aus. ` +
        'Einreichen kannst du einen Kurs mit Preis, sobald dein Auszahlungskonto aktiv ist. Auszahlungskonto einrichten',
    );
    expect(await note.getByRole('link', { name: 'Auszahlungskonto einrichten' }).getAttribute('href')).toBe('/app/payouts');

    // 2. A paid course is kept as a draft but not submitted; submitting it again says why.
    await page.locator('input[name="title"]').fill(title);
    await page.locator('textarea[name="description"]').fill('Zwei Stunden am Emaillierofen, Kupferplatten und Pulver sind dabei.');
    await page.locator('input[name="crafts"]').first().check();
    await page.locator('select[name="venue"]').selectOption({ index: 1 });
    await page.locator('input[name="startsAtLocal"]').fill(inThreeWeeks());
    await page.locator('input[name="durationMinutes"]').fill('120');
    await page.locator('input[name="price"]').fill('40');
    await page.locator('input[name="capacity"]').fill('4');
    await Promise.all([page.waitForNavigation(), page.locator('button[name="intent"][value="submit"]').click()]);
    expect(page.url()).toMatch(/\/profile\/event\/[^/?]+\?done=eventSubmitFailed$/);
    const slug = new URL(page.url()).pathname.split('/').pop()!;
    expect(await said(page, '.flash-notice')).toBe('Dein Kurs ist als Entwurf gespeichert, konnte aber nicht eingereicht werden. Bitte versuch es hier noch einmal.');
    await submit(page, 'Zur Prüfung einreichen', '.status-box');
    expect(await said(page, '.status-box .form-errors')).toBe(
      'Kurse mit Preis verkaufst du in deinem Namen. Richte dafür zuerst unter „Auszahlungen“ in deinem Bereich dein Auszahlungskonto ein; kostenlose Kurse gehen jederzeit.',
    );

    // 3. Onboarding: seller details, the provider's onboarding page, pending, then active.
    expect(await accountState(page)).toBe('Noch nicht eingerichtet.');
    const seller = page.locator('form', { has: page.locator('input[name="_form"][value="seller"]') });
    await seller.getByLabel('Name oder Firma').fill('Paula Verkauft Emailwerkstatt');
    await seller.getByLabel('Straße und Hausnummer').fill('Webgasse 12');
    await seller.getByLabel('Postleitzahl').fill('1060');
    await seller.getByLabel('Ort').fill('Wien');
    await seller.getByLabel('Umsatzsteuer').selectOption({ label: 'Kleinunternehmer:in, keine USt' });
    await submit(page, 'Speichern und Konto bei Stripe einrichten');
    expect(new URL(page.url()).pathname).toBe('/payment/test-onboarding');
    expect(await said(page, '[role="status"]')).toBe('Stand: Angaben fehlen');
    expect(await said(page)).toContain('Paula Verkauft Emailwerkstatt (paula.verkauft@example.com)');
    await submit(page, 'Vollständige Angaben übermitteln');
    expect(await said(page, '[role="status"]')).toBe('Stand: Angaben übermittelt, die Prüfung läuft');
    await submit(page, 'Zurück zur Website');
    expect(new URL(page.url()).pathname).toBe('/app/payouts');
    expect(await said(page, 'p.notice')).toBe('Willkommen zurück! Hier siehst du, wie es um dein Auszahlungskonto steht.');
    await expect.poll(() => accountState(page)).toBe('Wird geprüft.');
    await submit(page, 'Speichern und bei Stripe weitermachen');
    expect(new URL(page.url()).pathname).toBe('/payment/test-onboarding');
    await submit(page, 'Prüfung abschließen');
    expect(new URL(page.url()).pathname).toBe('/app/payouts');
    await expect.poll(() => accountState(page)).toBe('Aktiv.');

    // The fee by the page's own rule, as the organiser reads it, and its example.
    const rule = /behält die Plattform ([\d,]+) % des Preises plus € ([\d,]+),/.exec(await said(page, 'section[aria-labelledby="payouts-fee"]'))!;
    const [percent, fixedCents] = [Number(rule[1]!.replace(',', '.')), Math.round(Number(rule[2]!.replace(',', '.')) * 100)];
    const feeCents = Math.min(priceCents, Math.round((priceCents * percent) / 100) + fixedCents);
    expect(feeCents).toBe(platformFee.feeCentsFor);
    expect(await said(page, 'section[aria-labelledby="payouts-fee"]')).toContain(
      `Beispiel: Bei einem Kurs um ${euros(4000)} beträgt die Gebühr ${euros(feeCents)}, du bekommst ${euros(4000 - feeCents)}.`,
    );
    expect(await said(page, 'section[aria-labelledby="payouts-sales"]')).toContain('Noch keine verkauften Plätze.');

    // 4. Submitted again, in review; an editor approves it.
    await page.goto(`/profile/event/${slug}`);
    await submit(page, 'Zur Prüfung einreichen', '.status-box');
    expect(await said(page, '.flash-notice')).toBe('Eingereicht! Die Redaktion sieht sich deinen Kurs an; du bekommst eine E-Mail, sobald sie entschieden hat.');
    await editor.page.goto('/admin');
    await Promise.all([editor.page.waitForNavigation(), editor.page.getByRole('form', { name: title }).locator('button[name="decision"][value="APPROVE"]').click()]);
    expect(await said(editor.page, '.flash-notice')).toBe('Freigegeben. Die Person bekommt eine E-Mail.');

    // 5. A participant books a seat and pays on the test checkout.
    const payForSeat = async (buyer: Person) => {
      await buyer.page.goto(`/events/${slug}`);
      await submit(buyer.page, 'Platz buchen');
      await submit(buyer.page, new RegExp(`${euros(priceCents).replace('€ ', '€\\s')}.*bezahlen`));
      expect(new URL(buyer.page.url()).pathname).toBe('/payment/test-checkout');
      await submit(buyer.page, 'Bezahlen');
      expect(await said(buyer.page)).toContain('Bezahlt – dein Platz ist fix.');
    };
    await payForSeat(participant);

    // 6. The organiser sees the seat sold, the sales, the fee and her net for the course and the month.
    await page.goto('/app/payouts');
    const net = priceCents - feeCents;
    expect(await courseRow(page, title)).toEqual(['1', euros(priceCents), euros(feeCents), euros(0), euros(net)]);
    expect(await totals(page)).toEqual({ 'Deine Einnahmen': euros(net), 'Schon ausgezahlt': euros(0), 'Noch bei Stripe': euros(net) });

    // 7. The participant cancels before the deadline: refunded, and the organiser nets nothing for the seat.
    await participant.page.goto('/app');
    await submit(participant.page, `Buchung für „${title}“ stornieren`);
    expect(await said(participant.page, '.flash-notice')).toBe('Deine Buchung ist storniert.');
    await expect
      .poll(async () => (await participant.page.reload(), await said(participant.page, '#app-bookings + ul')))
      // Beside a booking the price is shown as on the course, whole euros without cents.
      .toContain(`storniert€ ${priceCents / 100} erstattet`);
    // Her receipt, issued in the organiser's name, and its credit note, as PDFs from /app.
    const receipts = 'section[aria-labelledby="invoices-participant"]';
    await expect.poll(async () => (await participant.page.reload(), await participant.page.locator(`${receipts} li`).count())).toBe(2);
    const receipt = await downloadPdf(participant.page, receipts, 'Rechnung');
    expect(receipt.text).toContain('Paula Verkauft Emailwerkstatt');
    expect(receipt.lines).toContain(`Gesamtbetrag ${euros(priceCents)}`);
    const creditNote = await downloadPdf(participant.page, receipts, 'Stornorechnung');
    expect(creditNote.text).toContain(`Korrektur der Rechnung ${receipt.number}`);
    await page.goto('/app/payouts');
    expect(await courseRow(page, title)).toEqual(['1', euros(priceCents), euros(0), euros(priceCents), euros(0)]);
    expect(await totals(page)).toEqual({ 'Deine Einnahmen': euros(0), 'Schon ausgezahlt': euros(0), 'Noch bei Stripe': euros(0) });

    // 8. A second seat is sold; the organiser pays it out from the provider's dashboard.
    await payForSeat(editor);
    await page.goto('/app/payouts');
    expect(await courseRow(page, title)).toEqual(['2', euros(2 * priceCents), euros(feeCents), euros(priceCents), euros(net)]);
    await submit(page, 'Zum Stripe-Dashboard');
    expect(new URL(page.url()).pathname).toBe('/payment/test-onboarding');
    expect(await said(page, 'dl')).toBe(`Überwiesen (dein Anteil an bezahlten Plätzen)${euros(2 * net)}Durch Erstattungen zurückgebucht${euros(net)}Ausgezahlt${euros(0)}Verfügbar${euros(net)}`);
    await submit(page, 'Auszahlung auslösen');
    expect(await said(page, 'dl')).toContain(`Ausgezahlt${euros(net)}Verfügbar${euros(0)}`);
    await submit(page, 'Zurück zur Website');
    expect(new URL(page.url()).pathname).toBe('/app/payouts');
    await expect.poll(async () => (await page.reload(), await totals(page))).toEqual({ 'Deine Einnahmen': euros(net), 'Schon ausgezahlt': euros(net), 'Noch bei Stripe': euros(0) });
    expect((await page.locator('.payouts-list li').allTextContents()).map(plain)).toEqual([expect.stringMatching(new RegExp(`^${euros(net)}, auf deinem Konto am \\d{1,2}\\. \\S+ \\d{4}$`))]);

    // The platform's fee invoice to her, as a PDF from the same page.
    const feeInvoice = await downloadPdf(page, 'section[aria-labelledby="invoices-organiser"]', 'Rechnung Plattformgebühr');
    expect(feeInvoice.lines).toContain(`Gesamtbetrag ${euros(feeCents)}`);

    // The English page says the same.
    await page.goto('/en/app/payouts');
    expect(await page.locator('section[aria-labelledby="payouts-account"] [role="status"] strong').textContent()).toBe('Active.');
    expect(await totals(page)).toEqual({ 'Your earnings': euros(net, 'en-GB'), 'Paid out': euros(net, 'en-GB'), 'Still with Stripe': euros(0, 'en-GB') });

    // The provider's books agree: what it moved to her account, less what refunds took back and what it paid out,
    // is nothing; the fee it kept is the one the page showed.
    const { viewer } = await asPerson<{ viewer: { uid: string } }>(page, '{ viewer { uid } }');
    const provider = loadTestProviderState(join(site.dataDir, 'test-payments.json'));
    const account = Object.values(provider.accounts).find((candidate) => candidate.uid === viewer.uid)!;
    const mine = <T extends { accountId: string }>(rows: Record<string, T>) => Object.values(rows).filter((row) => row.accountId === account.accountId);
    const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);
    const [transfers, reversals, payouts] = [mine(provider.transfers), mine(provider.reversals), mine(provider.payouts)];
    expect([transfers.length, reversals.length, payouts.map((payout) => payout.status)]).toEqual([2, 1, ['paid']]);
    expect(sum(transfers, (t) => t.amountCents) - sum(reversals, (r) => r.amountCents) - sum(payouts, (p) => p.amountCents)).toBe(0);
    expect(sum(payouts, (p) => p.amountCents)).toBe(net);
    expect(sum(transfers, (t) => t.feeCents) - sum(reversals, (r) => r.feeRefundCents)).toBe(feeCents);

    // The refused submission answers 422 on purpose; Chromium logs that response.
    const problems = [organiser, participant, editor].flatMap((each) => each.problems);
    expect(problems.filter((problem) => !problem.includes('status of 422'))).toEqual([]);
  }, 120_000);
});
