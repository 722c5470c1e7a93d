// The Restplatz-Radar end to end in Chromium against the built site: a person sets up an alert on /app without
// JavaScript and edits it; with JavaScript they pause and resume it; an editor publishes a matching course and one
// that does not match, and the person's open /app announces the match without reload while exactly one German mail
// tells of it; a full matching course that gets a seat back matches again but waits for the hourly digest; the
// mail's link pauses the alert signed out and its button undoes that; another person cannot pause or delete the
// alert by posting its id. No page reports a console error along the way.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MailRecord } from '../../functions/src/domain/records.js';
import { expectErrorPage, hydrated, openPage, register, siteForTests, watchConsole } from './harness';
import { activePayoutAccount, asPerson } from './live-helpers';

const site = siteForTests();

const TIME_ZONE = 'Europe/Vienna';

/** 'YYYY-MM-DD' of the first Thursday at least two days ahead, Vienna time: far enough that nothing has begun. */
function nextThursday(): string {
  for (let days = 2; ; days += 1) {
    const day = new Date(Date.now() + days * 86_400_000);
    const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: TIME_ZONE }).format(day);
    if (weekday === 'Thu') return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: TIME_ZONE }).format(day);
  }
}

type Course = { slug: string; title: string };

/** An editor's course in Vienna (published at once): pottery, on `date` at `time`, Vienna time. */
async function publishCourse(editor: Page, title: string, { date, time, priceCents, capacity }: { date: string; time: string; priceCents: number; capacity: number }): Promise<Course> {
  const { venues } = await asPerson<{ venues: { edges: { node: { slug: string } }[] } }>(editor, '{ venues(first: 1, filter: { city: "wien" }) { edges { node { slug } } } }');
  const { createEvent } = await asPerson<{ createEvent: { slug: string }[] }>(editor, 'mutation ($input: EventInput!) { createEvent(input: $input) { slug } }', {
    input: {
      title,
      description: 'Ein Abend an der Drehscheibe, für alle, die schon einmal zentriert haben.',
      crafts: ['toepfern-keramik'],
      venue: venues.edges[0]!.node.slug,
      startsAtLocal: `${date}T${time}`,
      durationMinutes: 120,
      priceCents,
      capacity,
      level: 'ALL_LEVELS',
      materialsIncluded: true,
    },
  });
  const slug = createEvent[0]!.slug;
  const { submitEvent } = await asPerson<{ submitEvent: { review: string } }>(editor, 'mutation ($slug: ID!) { submitEvent(slug: $slug) { review } }', { slug });
  expect(submitEvent.review).toBe('PUBLISHED');
  return { slug, title };
}

type Alert = { id: string; active: boolean; matches: { reason: string; event: { slug: string } }[] };

async function alertsOf(page: Page): Promise<Alert[]> {
  const { myRadarAlerts } = await asPerson<{ myRadarAlerts: Alert[] }>(page, '{ myRadarAlerts { id active matches(first: 10) { reason event { slug } } } }');
  return myRadarAlerts;
}

const radarMails = async (to: string): Promise<MailRecord[]> => (await site.outbox(to)).filter((mail) => mail.template === 'radarMatches');

/** Submits a form of `page` whose button is `button`, as the browser does, and waits for the page it leads to. */
async function submit(page: Page, button: string, scope = page.locator('form', { has: page.getByRole('button', { name: button, exact: true }) })): Promise<void> {
  await Promise.all([page.waitForNavigation(), scope.getByRole('button', { name: button, exact: true }).first().click()]);
}

describe('the Restplatz-Radar', () => {
  it('is set up without JavaScript, announces and mails a match once, waits for the digest, pauses by the mail link and keeps others out', async () => {
    const contexts: BrowserContext[] = [];
    const problems: string[][] = [];
    const visitor = async (options: Parameters<typeof site.visitor>[1] = {}) => {
      const context = await site.visitor('de-AT', options);
      contexts.push(context);
      return context;
    };
    /** A new page in `context` whose console errors, warnings and page errors fail the test at its end. */
    const watched = async (context: BrowserContext) => {
      const page = await context.newPage();
      problems.push(watchConsole(page));
      return page;
    };

    // An editor, and a course of one seat that is booked full before any alert exists.
    const editorContext = await visitor();
    const editor = await watched(editorContext);
    await register(editor, 'Edda Redaktion', 'edda.radar@example.com');
    await site.setRole('edda.radar@example.com', 'EDITOR');
    await activePayoutAccount(editor);
    const thursday = nextThursday();
    const full = await publishCourse(editor, 'Drehen am Donnerstag (voll)', { date: thursday, time: '19:00', priceCents: 3000, capacity: 1 });
    const { bookEvent } = await asPerson<{ bookEvent: { id: string; status: string } }>(editor, 'mutation ($slug: ID!) { bookEvent(slug: $slug) { id status } }', { slug: full.slug });
    // A paid course: the seat is held for payment, which fills the course just as well.
    expect(bookEvent.status).toBe('HELD');

    // 1. Anna sets up an alert on /app without JavaScript: pottery, Vienna, from 18:00, at most € 40.
    const plainContext = await visitor({ javaScriptEnabled: false });
    const plain = await watched(plainContext);
    await register(plain, 'Anna Abend', 'anna.radar@example.com');
    expect((await plain.goto('/app'))?.status()).toBe(200);
    const form = plain.locator('form.radar-form');
    await form.getByLabel('Töpfern & Keramik').check();
    await form.getByLabel('Stadt, Bezirk oder Postleitzahl').fill('Wien');
    await form.getByLabel('Beginn frühestens um').fill('18:00');
    await form.getByLabel('Höchstpreis in Euro').fill('40');
    await submit(plain, 'Radar einrichten', form);
    expect(plain.url()).toContain('done=radarSaved');
    const summary = plain.locator('.radar-alert__summary');
    expect(await summary.count()).toBe(1);
    const words = (await summary.textContent())!;
    expect(words).toBe('Töpfern & Keramik · Wien · jeden Tag · ab 18:00\u00a0Uhr · bis €\u00a040');

    // Editing shows the saved values and keeps them.
    await Promise.all([plain.waitForNavigation(), plain.getByRole('link', { name: 'Bearbeiten', exact: true }).click()]);
    expect(await form.getByLabel('Töpfern & Keramik').isChecked()).toBe(true);
    expect(await form.getByLabel('Stadt, Bezirk oder Postleitzahl').inputValue()).toBe('Wien');
    expect(await form.getByLabel('Beginn frühestens um').inputValue()).toBe('18:00');
    expect(await form.getByLabel('Höchstpreis in Euro').inputValue()).toBe('40');
    await submit(plain, 'Änderungen speichern', form);
    expect(await summary.count()).toBe(1);
    expect(await summary.textContent()).toBe(words);
    const [alert] = await alertsOf(plain);
    expect(alert).toMatchObject({ active: true, matches: [] });
    // /profile manages the same alerts.
    expect((await plain.goto('/profile'))?.status()).toBe(200);
    expect(await summary.allTextContents()).toEqual([words]);

    // With JavaScript: pausing and resuming.
    const annaContext = await visitor({ storageState: await plainContext.storageState() });
    const anna = await watched(annaContext);
    expect((await anna.goto('/app'))?.status()).toBe(200);
    await hydrated(anna);
    await submit(anna, 'Pausieren');
    await hydrated(anna);
    expect(await anna.locator('.radar-alert .status').textContent()).toBe('pausiert');
    expect((await alertsOf(anna))[0]!.active).toBe(false);
    await submit(anna, 'Fortsetzen');
    await hydrated(anna);
    expect(await anna.locator('.radar-alert .status').count()).toBe(0);
    expect((await alertsOf(anna))[0]!.active).toBe(true);

    // 2. With /app open, the editor publishes a matching course and one that starts too early in the day.
    const stream = anna.waitForResponse((response) => new URL(response.url()).pathname === '/graphql/stream', { timeout: 8_000 });
    await anna.goto('/app');
    await hydrated(anna);
    expect((await stream).status()).toBe(200);
    // The stream's snapshot comes first and announces nothing; what is published after it is news.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const matching = await publishCourse(editor, 'Abendkurs an der Scheibe', { date: thursday, time: '18:00', priceCents: 3500, capacity: 6 });
    const early = await publishCourse(editor, 'Morgenrunde an der Scheibe', { date: thursday, time: '10:00', priceCents: 3500, capacity: 6 });
    const dayAndMonth = new Intl.DateTimeFormat('de-AT', { weekday: 'short', day: 'numeric', month: 'short', timeZone: TIME_ZONE }).format(new Date(`${thursday}T12:00:00Z`));
    expect(dayAndMonth).toMatch(/^Do\., \d{1,2}\. \S+$/);
    const notices = anna.locator('.radar-notice');
    await expect
      .poll(() => notices.first().textContent(), { timeout: 5_000 })
      .toBe(`Neuer Kurs für deinen Radar: „Abendkurs an der Scheibe“ – ${dayAndMonth}, 18:00\u00a0Uhr Ausblenden`);
    expect(await notices.count()).toBe(1);
    expect(await notices.first().locator('a').getAttribute('href')).toBe(`/events/${matching.slug}`);

    await expect.poll(async () => (await radarMails('anna.radar@example.com')).length).toBe(1);
    const [mail] = await radarMails('anna.radar@example.com');
    expect(mail!.message.subject).toBe('Restplatz-Radar: neuer Kurs „Abendkurs an der Scheibe“');
    expect(mail!.message.text).toContain('Dein Restplatz-Radar hat einen Kurs für dich gefunden');
    expect(mail!.message.text).toContain(`Neuer Kurs: „Abendkurs an der Scheibe“\n${dayAndMonth}, 18:00 Uhr`);
    expect(mail!.message.text).not.toContain(early.title);
    const unsubscribeLink = mail!.message.text.match(/https?:\/\/\S+\/radar\/unsubscribe\?token=\S+/)?.[0];
    expect(unsubscribeLink).toBeTruthy();
    expect(mail!.headers?.['List-Unsubscribe']).toBe(`<${unsubscribeLink}>`);
    expect((await alertsOf(anna))[0]!.matches.map((match) => match.event.slug)).toEqual([matching.slug]);

    // 3. The full course gets its seat back: a match again, announced, but no second mail within the hour.
    await asPerson(editor, 'mutation ($id: ID!) { cancelBooking(id: $id) { status } }', { id: bookEvent.id });
    await expect.poll(() => notices.first().textContent(), { timeout: 5_000 }).toContain('Im Kurs „Drehen am Donnerstag (voll)“ ist ein Platz frei geworden');
    const afterSeat = (await alertsOf(anna))[0]!.matches;
    expect(afterSeat.map((match) => [match.reason, match.event.slug])).toEqual([
      ['SEAT_FREED', full.slug],
      ['NEW_EVENT', matching.slug],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await radarMails('anna.radar@example.com')).toHaveLength(1);

    // 4. Signed out, the mail's link pauses the alert; the button undoes it.
    const strangerContext = await visitor();
    const link = new URL(unsubscribeLink!);
    const { page: signedOut, problems: signedOutProblems } = await openPage(strangerContext, link.pathname + link.search);
    problems.push(signedOutProblems);
    expect(await signedOut.locator('h1').textContent()).toBe('Dein Radar ist pausiert');
    expect(await signedOut.textContent('main')).toContain(words);
    expect((await alertsOf(anna))[0]!.active).toBe(false);
    await anna.goto('/app');
    await hydrated(anna);
    expect(await anna.locator('.radar-alert .status').textContent()).toBe('pausiert');
    await submit(signedOut, 'Radar wieder aktivieren');
    expect(await signedOut.locator('h1').textContent()).toBe('Dein Radar ist wieder aktiv');
    expect((await alertsOf(anna))[0]!.active).toBe(true);
    // A link that was never sent explains itself (a page of its own: the browser logs the 404).
    await expectErrorPage(await strangerContext.newPage(), `/radar/unsubscribe?token=${'A'.repeat(43)}`, 404, 'Dieser Link funktioniert nicht (mehr)');

    // 5. Another person posting Anna's alert id to /app's forms gets a refusal, and the alert stays as it is.
    const bertaContext = await visitor();
    const berta = await bertaContext.newPage();
    const bertaProblems = watchConsole(berta);
    await register(berta, 'Berta Borgt', 'berta.radar@example.com');
    await hydrated(berta);
    for (const fields of [
      { _form: 'radarActive', id: alert!.id, active: 'false' },
      { _form: 'radarDelete', id: alert!.id },
    ]) {
      const [response] = await Promise.all([
        berta.waitForNavigation(),
        berta.evaluate((values) => {
          const forged = document.createElement('form');
          forged.method = 'post';
          forged.action = '/app';
          for (const [name, value] of Object.entries(values)) {
            const input = document.createElement('input');
            input.type = 'hidden';
            input.name = name;
            input.value = value;
            forged.append(input);
          }
          document.body.append(forged);
          forged.submit();
        }, fields),
      ]);
      // Someone else's alert is, for her, one that does not exist: her /app again, refused (4xx) in words.
      expect(response!.status(), fields._form).toBeGreaterThanOrEqual(400);
      expect(response!.status(), fields._form).toBeLessThan(500);
      expect(await berta.textContent('main'), fields._form).toContain('Das gibt es nicht (mehr).');
      expect(await berta.locator('.radar-alert').count()).toBe(0);
    }
    // The refusals are the page's own words; the browser logs the 4xx responses themselves.
    expect(bertaProblems.filter((problem) => !/status of 4\d\d/.test(problem))).toEqual([]);
    const [untouched] = await alertsOf(anna);
    expect(untouched).toMatchObject({ id: alert!.id, active: true });

    // 6. No console errors or page errors anywhere.
    for (const found of problems) expect(found).toEqual([]);
    for (const context of contexts) await context.close();
  });
});
