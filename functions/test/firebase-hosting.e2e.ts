// The Firebase path end to end: the built package (functions/lib) in the Functions emulator behind the Hosting
// emulator, over the demo content in the Firestore emulator, with the Auth emulator for accounts and a stand-in for
// Cloud Storage (storage-stand-in.ts). Every request goes to Hosting's port, which serves the client build itself and
// rewrites /graphql, /media, /uploads, /payments/webhook, /analytics, /invoices and the gift vouchers' PDFs to `api`
// and every other path to `ssr`, as deployed. After a few plain requests, people walk the site's journeys in Chromium,
// one step after the other (the Functions emulator starts a worker process for each concurrent request), each step
// checking what the person sees.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { Firestore } from 'firebase-admin/firestore';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MailRecord } from '../src/domain/records.js';
import type { Store } from '../src/domain/repositories.js';
import { seedDemoContent } from '../src/seed/seed.js';
import { openFirebaseStore } from '../src/store/firebase/store.js';
import { startFirebaseEmulators, type FirebaseEmulators } from './firebase-emulators.js';
import { clearFirestore, firestoreEmulatorMissing, startFirestoreEmulator, type FirestoreEmulator } from './firestore-emulator.js';
import { startStorageStandIn, type StorageStandIn } from './storage-stand-in.js';

const missing = firestoreEmulatorMissing();
const repoRoot = new URL('../../', import.meta.url).pathname;

interface Seeded {
  venue: { slug: string; name: string };
  event: { slug: string; title: string };
  article: { slug: string; title: string };
}

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

const password = 'tonerde-42';

/** 'YYYY-MM-DD' `days` ahead, Vienna time. */
const daysAhead = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/Vienna' }).format(new Date(Date.now() + days * 86_400_000));

/** Whether the browser holds a session: `__session` with more than a remembered language (`lang:de`) in it. */
async function holdsSession(context: BrowserContext): Promise<boolean> {
  return (await context.cookies()).some((cookie) => cookie.name === '__session' && !/^lang%3A[a-z]{2}$/.test(cookie.value));
}

/** Clicks `button` (in `scope`) and waits for the page the form post leads to; `landsOn` is part of its address. */
async function submit(page: Page, button: string | RegExp, landsOn: string, scope: Page | ReturnType<Page['locator']> = page): Promise<void> {
  await Promise.all([page.waitForNavigation(), scope.getByRole('button', { name: button }).first().click()]);
  try {
    // A post answered with a redirect may be followed by a second navigation.
    await page.waitForURL((url) => url.href.includes(landsOn), { timeout: 15_000 });
  } catch {
    // What the person reads when the post did not go through: the form's errors, or the error page.
    await page.waitForLoadState();
    const said = await page.locator('.form-field__error, [role="alert"], h1').allTextContents();
    expect.fail(`${String(button)} should lead to ${landsOn}, not ${page.url()}, which says: ${said.join(' | ')}`);
  }
  await page.waitForLoadState();
}

/** The answer to the next form post to `path` (before any redirect it gives). */
const postAnswer = (page: Page, path: string): Promise<Response> =>
  page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === path);

/** A response that sets a cookie must say `private` (else the Hosting emulator drops the cookie) and `no-store`. */
async function expectSessionCookieSetBy(response: Response): Promise<void> {
  const headers = await response.allHeaders();
  expect(headers['set-cookie'] ?? '', `${response.url()} sets the session cookie`).toMatch(/__session=/);
  expect(headers['cache-control']).toMatch(/\bprivate\b/);
  expect(headers['cache-control']).toMatch(/\bno-store\b/);
}

describe.skipIf(missing)('the Firebase path: Hosting, Functions, Auth and Firestore emulators, in Chromium', () => {
  const projectId = `demo-hosting-${Date.now().toString(36)}`;
  let firestore: FirestoreEmulator;
  let storage: StorageStandIn;
  let emulators: FirebaseEmulators;
  let store: Store;
  let browser: Browser;
  let seeded: Seeded;
  const contexts: BrowserContext[] = [];

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(emulators.hostingUrl + path, { redirect: 'manual', headers: { 'accept-language': 'de-AT,de;q=0.9', ...headers } });

  async function html(path: string, headers?: Record<string, string>): Promise<string> {
    const response = await get(path, headers);
    const text = await response.text();
    // The function's log tells why when a page fails.
    expect(response.status, `${path}: ${text.slice(0, 300)}\n${emulators.output().slice(-2000)}`).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    return text;
  }

  /** A new person's browser (German unless told), its page's console errors kept for failure messages. */
  async function person(options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
    const context = await browser.newContext({ locale: 'de-AT', baseURL: emulators.hostingUrl, ...options });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    page.setDefaultNavigationTimeout(30_000);
    return page;
  }

  async function register(page: Page, name: string, email: string): Promise<void> {
    await page.goto('/register');
    await page.getByLabel('Dein Name').fill(name);
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel('Passwort').fill(password);
    const answer = postAnswer(page, '/register');
    await page.getByRole('button', { name: 'Konto anlegen' }).click();
    await expectSessionCookieSetBy(await answer);
    await page.waitForURL('**/app');
    expect(await page.locator('h1').textContent()).toBe(`Hallo, ${name}!`);
    expect(await holdsSession(page.context())).toBe(true);
  }

  async function signIn(page: Page, email: string, secret = password): Promise<void> {
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Mit Passwort anmelden' }) });
    await form.getByLabel('E-Mail-Adresse').fill(email);
    await form.getByLabel('Passwort').fill(secret);
    const answer = postAnswer(page, '/login');
    await form.getByRole('button', { name: 'Anmelden' }).click();
    await expectSessionCookieSetBy(await answer);
    await page.waitForURL('**/app');
    expect(await holdsSession(page.context())).toBe(true);
  }

  async function signOut(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('done') === 'signedOut');
    expect(await page.locator('.flash-notice').textContent()).toBe('Du bist abgemeldet. Bis bald!');
    expect(await holdsSession(page.context())).toBe(false);
  }

  /** The newest mail of `template` to `to`, from the `mail` collection the Trigger Email extension sends from. */
  async function newestMail(to: string, template: MailRecord['template']): Promise<MailRecord> {
    let found: MailRecord | undefined;
    await expect
      .poll(async () => {
        const mails = (await store.mail.list({ to }, 20)).filter((mail) => mail.template === template);
        found = mails.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
        return found;
      })
      .toBeDefined();
    return found!;
  }

  /** What an operator runs to give a person a site role (`npm run set-role`), against the emulators' Firestore. */
  async function setRole(email: string, role: 'EDITOR' | 'ADMIN'): Promise<void> {
    const child = spawn(process.execPath, [`${repoRoot}node_modules/tsx/dist/cli.mjs`, 'functions/src/set-role.ts', email, role], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: '', FIRESTORE_EMULATOR_HOST: firestore.host, GCLOUD_PROJECT: projectId, METADATA_SERVER_DETECTION: 'none' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number];
    expect(code, output).toBe(0);
    expect(output).toContain(`${email} is now ${role}.`);
  }

  beforeAll(async () => {
    // The Firestore client of the seeding would probe for the Compute Engine metadata server while looking for
    // credentials, which the emulator does not need (firebase-emulators.ts says the same for the functions).
    vi.stubEnv('METADATA_SERVER_DETECTION', 'none');
    [firestore, storage] = await Promise.all([startFirestoreEmulator({ projectId }), startStorageStandIn()]);
    store = openFirebaseStore(new Firestore({ projectId, host: firestore.host, ssl: false }));
    // Seeding, starting the emulators and the browser take seconds each: all at once.
    const results = await Promise.allSettled([
      seedDemoContent(store),
      startFirebaseEmulators({
        projectId,
        firestoreHost: firestore.host,
        storageEmulatorHost: storage.url,
        testPayments: { webhookSecret: `whsec_test_${randomBytes(16).toString('hex')}` },
      }).then((started) => (emulators = started)),
      chromium
        .launch({
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        })
        .then((launched) => (browser = launched)),
    ]);
    for (const result of results) if (result.status === 'rejected') throw result.reason;
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await emulators?.stop();
    await store?.close();
    await storage?.close();
    if (firestore) {
      await clearFirestore(firestore.host, projectId);
      await firestore.stop();
    }
  });

  // The functions' log says why a step failed more often than the page does.
  afterEach(({ task }) => {
    if (task.result?.state === 'fail') console.error(`The emulators' last output:\n${emulators?.output().slice(-4000)}`);
  });

  it('answers a GraphQL query at /graphql through the api function, from Firestore', async () => {
    const response = await fetch(`${emulators.hostingUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `{
          venues(first: 1) { totalCount edges { node { slug name } } }
          events(first: 1) { edges { node { slug title } } }
          articles(first: 1) { edges { node { slug title } } }
          diagnostics { storeAdapter }
        }`,
      }),
    });
    const text = await response.text();
    expect(response.status, text).toBe(200);
    const { data } = JSON.parse(text) as {
      data: {
        venues: { totalCount: number; edges: Array<{ node: Seeded['venue'] }> };
        events: { edges: Array<{ node: Seeded['event'] }> };
        articles: { edges: Array<{ node: Seeded['article'] }> };
        diagnostics: { storeAdapter: string };
      };
    };
    expect(data.diagnostics.storeAdapter).toBe('firebase');
    expect(data.venues.totalCount).toBeGreaterThan(20);
    seeded = { venue: data.venues.edges[0]!.node, event: data.events.edges[0]!.node, article: data.articles.edges[0]!.node };
  });

  it('renders the public pages, the feeds and the client build, and sends a signed-out visitor to the sign-in page', async () => {
    const home = await html('/');
    expect(home).toContain('<html lang="de');
    expect(home).toMatch(/<title>[^<]*Magazin für Selbstgemachtes<\/title>/);
    const venues = await html('/venues');
    expect(venues).toContain(`href="/venues/${seeded.venue.slug}"`);
    expect(venues).toContain(escapeHtml(seeded.venue.name));
    expect(await html(`/events/${seeded.event.slug}`)).toContain(escapeHtml(seeded.event.title));
    expect(await html(`/blog/${seeded.article.slug}`)).toContain(escapeHtml(seeded.article.title));

    const asset = /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/.exec(venues)?.[1];
    expect(asset, 'a script or stylesheet of the client build').toBeDefined();
    const assetResponse = await get(asset!);
    await assetResponse.arrayBuffer();
    expect(assetResponse.status).toBe(200);
    expect(assetResponse.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const profile = await get('/profile');
    await profile.arrayBuffer();
    expect(profile.status).toBe(302);
    expect(profile.headers.get('location')).toBe('/login?next=%2Fprofile');

    const calendar = await get('/events.ics');
    expect((await calendar.text()).startsWith('BEGIN:VCALENDAR')).toBe(true);
    const feed = await get('/blog/feed.xml');
    expect(await feed.text()).toContain(`/blog/${seeded.article.slug}`);
    const sitemap = await get('/sitemap.xml');
    expect(await sitemap.text()).toContain(`/venues/${seeded.venue.slug}</loc>`);
  });

  // The people of the journeys, each with a browser of their own, met again in later steps.
  let mia: Page;
  let lea: Page;
  let ben: Page;
  const course = { title: `Drehen lernen ${Date.now().toString(36)}`, slug: '', day: daysAhead(21) };

  it('register, sign out, sign in, and a new password through the mailed reset link', async () => {
    mia = await person();
    await register(mia, 'Mia', 'mia@example.com');
    await signOut(mia);
    await mia.goto('/login');
    await signIn(mia, 'mia@example.com');
    await signOut(mia);

    await mia.goto('/login/reset');
    await mia.getByLabel('E-Mail-Adresse').fill('mia@example.com');
    await submit(mia, 'Link zum Zurücksetzen schicken', 'done=resetSent');
    expect(await mia.locator('.flash-notice').textContent()).toBe('Wenn es zu dieser Adresse ein Konto gibt, ist jetzt ein Link zum Zurücksetzen unterwegs.');
    const mail = await newestMail('mia@example.com', 'passwordReset');
    const link = new URL(/https?:\/\/\S+/.exec(mail.message.text)![0]);
    expect(link.origin).toBe(emulators.hostingUrl);
    // The code in the mail is the Auth emulator's own out-of-band code for this reset.
    const { oobCodes } = (await (await fetch(`${emulators.authUrl}/emulator/v1/projects/${projectId}/oobCodes`)).json()) as {
      oobCodes: Array<{ email: string; requestType: string; oobCode: string }>;
    };
    const codes = oobCodes.filter((entry) => entry.email === 'mia@example.com' && entry.requestType === 'PASSWORD_RESET').map((entry) => entry.oobCode);
    expect(codes).toContain(link.searchParams.get('code'));

    await mia.goto(link.pathname + link.search);
    expect(await mia.locator('h1').textContent()).toBe('Neues Passwort wählen');
    await mia.getByLabel('Neues Passwort').fill('neues-geheim-7');
    await submit(mia, 'Passwort speichern', '/login?done=passwordChanged');
    expect(await mia.locator('.flash-notice').textContent()).toBe('Dein neues Passwort ist gespeichert. Melde dich damit an.');
    await signIn(mia, 'mia@example.com', 'neues-geheim-7');
  });

  it('sets the session cookie on signUp and signIn over /graphql through Hosting', async () => {
    const page = await person();
    await page.goto('/');
    const call = (query: string, variables: Record<string, unknown>) =>
      page.evaluate(
        async ({ query, variables }) => {
          const response = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
          return { status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.text() };
        },
        { query, variables },
      );
    const signUp = await call('mutation ($input: SignUpInput!) { signUp(input: $input) { viewer { email } } }', {
      input: { email: 'api@example.com', password, name: 'Api Person' },
    });
    expect(signUp.status, signUp.body).toBe(200);
    expect(JSON.parse(signUp.body)).toEqual({ data: { signUp: { viewer: { email: 'api@example.com' } } } });
    expect(signUp.cacheControl).toMatch(/\bprivate\b.*\bno-store\b|\bno-store\b.*\bprivate\b/);
    expect(await holdsSession(page.context())).toBe(true);
    expect(await (await page.goto('/app'))?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('Hallo, Api Person!');

    await page.context().clearCookies();
    const signIn = await call('mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { viewer { email } } }', {
      email: 'api@example.com',
      password,
    });
    expect(signIn.status, signIn.body).toBe(200);
    expect(signIn.cacheControl).toMatch(/\bprivate\b.*\bno-store\b|\bno-store\b.*\bprivate\b/);
    expect(await holdsSession(page.context())).toBe(true);
  });

  it('saves the profile with an avatar in Cloud Storage, served back through Hosting', async () => {
    await mia.goto('/profile');
    await mia.getByLabel('Name', { exact: true }).fill('Mia Töpferin');
    await mia.getByLabel('Ein paar Worte über dich').fill('Ich drehe gern an der Scheibe.');
    const avatar = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#b4532a' } }).png().toBuffer();
    await mia.getByLabel('Profilbild').setInputFiles({ name: 'ich.png', mimeType: 'image/png', buffer: avatar });
    await submit(mia, 'Profil speichern', '/profile?done=profileSaved');
    expect(await mia.locator('.flash-notice').textContent()).toBe('Dein Profil ist gespeichert.');
    expect(await mia.locator('.account-menu__name').textContent()).toBe('Mia Töpferin');
    const src = (await mia.locator('.profile-avatar img').getAttribute('src'))!;
    expect(src).toMatch(/^\/media\/avatar\/[^/]+\/[^/]+\.webp$/);
    expect([...storage.objects.values()].map((object) => object.name)).toContain(src.slice(1));
    const image = await mia.request.get(src);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/webp');
    expect((await sharp(await image.body()).metadata()).format).toBe('webp');
  });

  it('a course is created and submitted, and an editor made by the operator approves it', async () => {
    await mia.goto('/makeevent');
    await mia.locator('input[name="title"]').fill(course.title);
    await mia.locator('textarea[name="description"]').fill('Drei Stunden an der Töpferscheibe.\n\nTon ist dabei.');
    await mia.locator('input[name="crafts"]').first().check();
    await mia.locator('select[name="venue"]').selectOption({ index: 1 });
    await mia.locator('input[name="startsAtLocal"]').fill(`${course.day}T18:00`);
    await mia.locator('input[name="durationMinutes"]').fill('180');
    await mia.locator('input[name="price"]').fill('0');
    await mia.locator('input[name="capacity"]').fill('6');
    await Promise.all([mia.waitForURL(/\/profile\/event\/[^/?]+\?done=/), mia.locator('button[name="intent"][value="submit"]').click()]);
    course.slug = new URL(mia.url()).pathname.split('/').pop()!;
    await mia.goto('/app');
    expect(await mia.locator('ul[aria-labelledby="app-events-upcoming"] > li', { hasText: course.title }).locator('.status').textContent()).toBe('in Prüfung');

    lea = await person();
    await register(lea, 'Lea Redaktion', 'lea@example.com');
    await setRole('lea@example.com', 'EDITOR');
    await lea.goto('/admin');
    await Promise.all([
      lea.waitForURL(/\/admin\?(.*&)?done=approved/),
      lea.getByRole('form', { name: course.title }).locator('button[name="decision"][value="APPROVE"]').click(),
    ]);
    expect(await lea.locator('.flash-notice').textContent()).toBe('Freigegeben. Die Person bekommt eine E-Mail.');
    await newestMail('mia@example.com', 'eventApproved');

    const anonymous = await person();
    await anonymous.goto(`/events?from=${course.day}&to=${course.day}`);
    expect(await anonymous.locator(`a[href="/events/${course.slug}"]`).count()).toBeGreaterThan(0);
  });

  it('another person books a free seat and cancels it', async () => {
    ben = await person();
    await register(ben, 'Ben', 'ben@example.com');
    await ben.goto(`/events/${course.slug}`);
    await submit(ben, 'Platz buchen', `/events/${course.slug}`);
    expect(await ben.locator('.booking-box').textContent()).toContain('Du hast einen Platz gebucht.');
    await newestMail('ben@example.com', 'bookingConfirmed');
    await ben.goto('/app');
    const booking = ben.locator('#app-bookings + ul > li', { hasText: course.title });
    expect(await booking.locator('.status').textContent()).toBe('gebucht');
    await submit(ben, `Buchung für „${course.title}“ stornieren`, '/app?done=bookingCancelled', booking);
    expect(await ben.locator('#app-bookings + ul > li', { hasText: course.title }).locator('.status').textContent()).toBe('storniert');
  });

  it('books two seats in one booking, shows their tickets, checks one in at the door and tells everyone booked', async () => {
    await ben.goto(`/events/${course.slug}`);
    await ben.getByLabel('Plätze', { exact: true }).selectOption('2');
    await ben.getByText('Namen für die Plätze (optional)').click();
    await ben.getByLabel('Name für Platz 2').fill('Ida');
    await submit(ben, 'Platz buchen', `/events/${course.slug}`);
    expect(await ben.locator('.booking-box').textContent()).toContain('2 Plätze');
    const confirmed = await newestMail('ben@example.com', 'bookingConfirmed');
    expect((confirmed.attachments ?? []).map((file) => file.contentType)).toContain('application/pdf');

    // The tickets page and its PDF through Hosting's rewrite to api, private to Ben.
    await ben.goto('/app');
    await Promise.all([ben.waitForNavigation(), ben.getByRole('link', { name: `Meine Tickets für „${course.title}“` }).click()]);
    const bookingId = new URL(ben.url()).pathname.split('/').pop()!;
    const codes = (await ben.locator('.ticket__short-code').allTextContents()).map((code) => code.trim());
    expect(codes).toHaveLength(2);
    const pdf = await ben.request.get(`/tickets/${bookingId}.pdf`);
    expect([pdf.status(), pdf.headers()['cache-control']]).toEqual([200, 'private, no-store']);
    expect((await mia.request.get(`/tickets/${bookingId}.pdf`)).status()).toBe(404);

    // Mia, the organiser, types Ida's code at the door: a form post through Hosting, answered once, then with the time.
    await mia.goto(`/app/checkin/${course.slug}?session=0`);
    await mia.getByLabel('Ticket-Code').fill(codes[1]!);
    await Promise.all([mia.waitForNavigation(), mia.getByRole('button', { name: 'Einchecken' }).click()]);
    expect(await mia.locator('[role="status"].check-in-result').textContent()).toMatch(/Eingecheckt um .*Ida/s);
    await mia.getByLabel('Ticket-Code').fill(codes[1]!);
    await Promise.all([mia.waitForNavigation(), mia.getByRole('button', { name: 'Einchecken' }).click()]);
    expect(await mia.locator('[role="status"].check-in-result').textContent()).toContain('Schon eingecheckt um');

    // A word to everyone booked, by mail and on the live page.
    await mia.goto(`/profile/event/${course.slug}`);
    await mia.getByLabel('Nachricht auf Deutsch').fill('Bitte bringt eine Schürze mit.');
    await submit(mia, 'Nachricht senden', 'done=messageSent');
    expect((await newestMail('ben@example.com', 'courseMessage')).message.text).toContain('Bitte bringt eine Schürze mit.');
  });

  /** The demo's paid course Ben pays a seat of, where Mia later pays one with his gift voucher. */
  let paidCourse: { slug: string; title: string; priceCents: number } | undefined;

  it('books a paid seat on the test checkout; the signed webhook reaches api through Hosting', async () => {
    // A published paid course with seats, from the demo content, a few days ahead.
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const answer = await ben.request.post('/graphql', {
      headers: { 'content-type': 'application/json' },
      data: { query: `{ events(first: 50, filter: { from: "${soon}" }) { edges { node { slug title startsAt seatsLeft price { amountCents } } } } }` },
    });
    type Listed = { slug: string; title: string; startsAt: string; seatsLeft: number; price: { amountCents: number } };
    const { data } = (await answer.json()) as { data: { events: { edges: Array<{ node: Listed }> } } };
    // Not one that has begun already (a course of several dates that ends later): its booking is closed.
    const paid = data.events.edges.map((edge) => edge.node).find((event) => event.price.amountCents > 0 && event.seatsLeft > 1 && event.startsAt > soon);
    expect(paid, 'a paid course with free seats in the demo content').toBeDefined();
    paidCourse = { slug: paid!.slug, title: paid!.title, priceCents: paid!.price.amountCents };

    await ben.goto(`/events/${paid!.slug}`);
    await submit(ben, 'Platz buchen', '/payment?');
    await submit(ben, /bezahlen/, '/payment/test-checkout?');
    expect(await ben.locator('h1').textContent()).toBe('Testzahlung – es wird kein Geld bewegt');
    // The checkout's signed event goes over HTTP to /payments/webhook through Hosting's rewrite to `api` (nothing in
    // the emulator applies it otherwise: the sweep that would reconcile a missed one does not run there).
    await submit(ben, 'Bezahlen', '/payment?');
    await expect.poll(async () => (await ben.reload(), await ben.locator('main').textContent())).toContain('Bezahlt – dein Platz ist fix.');
    const receipt = await newestMail('ben@example.com', 'paymentReceived');
    expect(receipt.message.text).toMatch(new RegExp(`€\\s${(paid!.price.amountCents / 100).toFixed(2).replace('.', ',')}`));
    const forged = await fetch(`${emulators.hostingUrl}/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: JSON.stringify({ id: 'evt_forged', type: 'checkout.session.completed', data: { object: {} } }),
    });
    expect(forged.status).toBe(400);
  });

  it('sells a gift voucher through the checkout, serves its PDF only to its buyer, and its code pays a seat', async () => {
    expect(paidCourse, 'the paid course of the step before').toBeDefined();
    const { slug, priceCents } = paidCourse!;
    // Enough to pay Mia's seat wholly (the voucher completes her order without a card) and leave ten euros.
    const euros = Math.ceil(priceCents / 100) + 10;
    await ben.goto('/vouchers');
    await ben.getByLabel('Anderer Betrag').check();
    await ben.locator('input[name="customEuros"]').fill(String(euros));
    await ben.getByLabel('Für wen ist der Gutschein?').fill('Mia Töpferin');
    await ben.getByLabel('Ich – ich drucke ihn aus oder gebe ihn selbst weiter').check();
    await submit(ben, 'Weiter zur Bezahlung', '/payment/test-checkout?');
    // The checkout's event reaches api through Hosting's rewrite of /payments/webhook, as for a seat.
    await submit(ben, 'Bezahlen', '/vouchers/gift-');
    const voucherPath = new URL(ben.url()).pathname;
    await expect.poll(async () => (await ben.goto(voucherPath), await ben.locator('p.lead[role="status"]').textContent())).toBe('Bezahlt – der Gutschein ist einlösbar.');
    const code = (await ben.locator('dd.voucher-code').textContent())!.trim();
    expect(code).toMatch(/^[0-9A-Z]{6}-[0-9A-Z]{6}-[0-9A-Z]{6}$/);

    // /vouchers/<id>.pdf goes to api, in both languages; the pages beside it stay with ssr.
    const pdfHref = new URL((await ben.getByRole('link', { name: 'Gutschein als PDF' }).getAttribute('href'))!, emulators.hostingUrl).pathname;
    expect(pdfHref).toBe(`${voucherPath}.pdf`);
    for (const href of [pdfHref, `/en${pdfHref}`]) {
      const pdf = await ben.request.get(href);
      expect([pdf.status(), pdf.headers()['content-type'], pdf.headers()['cache-control']], href).toEqual([200, 'application/pdf', 'private, no-store']);
      expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    // The same 404 for another person (not an editor, as Lea is) and for no one signed in.
    expect((await mia.request.get(pdfHref)).status()).toBe(404);
    const signedOut = await get(pdfHref);
    await signedOut.arrayBuffer();
    expect(signedOut.status).toBe(404);

    // Mia types the code in lower case on her seat's /payment: the voucher pays it all, at once.
    await mia.goto(`/events/${slug}`);
    await submit(mia, 'Platz buchen', '/payment?');
    await mia.getByLabel('Gutschein- oder Rabattcode').fill(code.toLowerCase());
    await submit(mia, 'Einlösen', '/payment?');
    expect(await mia.locator('.flash-notice').textContent()).toBe('Der Code ist eingelöst.');
    expect(await mia.locator('p.lead[role="status"]').textContent()).toContain('Bezahlt – dein Platz ist fix.');
    await newestMail('mia@example.com', 'paymentReceived');

    // What is left: the ten euros, on the balance page (a form post through Hosting).
    await mia.goto('/vouchers/balance');
    await mia.getByLabel('Gutscheincode').fill(code);
    await submit(mia, 'Guthaben prüfen', '/vouchers/balance');
    const answer = mia.locator('section[aria-labelledby="voucher-balance-answer"] dl');
    const [terms, values] = [await answer.locator('dt').allTextContents(), await answer.locator('dd').allTextContents()];
    // As the voucher pages write amounts: „€ 10“, cents only when there are some.
    const left = euros * 100 - priceCents;
    const shown = new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR', minimumFractionDigits: left % 100 === 0 ? 0 : 2 }).format(left / 100);
    expect(values[terms.indexOf('Guthaben')]).toBe(shown);
  });

  it('writes to the editors, who read it in /admin', async () => {
    const writer = await person({ javaScriptEnabled: false });
    await writer.goto('/contact');
    await writer.getByLabel('Dein Name').fill('Ida');
    await writer.getByLabel('Deine E-Mail-Adresse').fill('ida@example.com');
    await writer.getByLabel('Betreff').fill('Eine Werkstatt in der Gasse');
    await writer.getByLabel('Nachricht', { exact: true }).fill('Kennt ihr die Werkstatt in der Gasse?');
    await submit(writer, 'Nachricht senden', '/contact?done=contactSent');
    expect(await writer.getByText('Danke für deine Nachricht!').count()).toBe(1);
    await lea.goto('/admin?tab=messages');
    expect(await lea.locator('.admin-item h3').allTextContents()).toContain('Eine Werkstatt in der Gasse');
  });

  it('asks the assistant at /ai, answered from the listings without a model', async () => {
    const asker = await person({ javaScriptEnabled: false });
    await asker.goto('/ai');
    await asker.getByLabel('Was möchtest du machen?').fill('Ich möchte eine Tasse töpfern');
    await submit(asker, 'Fragen', '/ai');
    const result = asker.locator('.assistant__result');
    expect(await result.textContent()).toContain('Hier ist kein Sprachmodell eingerichtet');
    expect(await result.locator('a[href^="/events/"], a[href^="/venues/"]').count()).toBeGreaterThan(0);
  });

  it('claims a venue for the editors to decide', async () => {
    await ben.goto('/venue_profile');
    expect(await ben.getByText('Du betreust noch keinen Ort.').count()).toBe(1);
    const claim = ben.locator('form', { has: ben.getByRole('button', { name: 'Anfrage senden' }) });
    await claim.locator('select[name="venue"]').selectOption({ index: 1 });
    const venueName = (await claim.locator('select[name="venue"] option:checked').textContent())!.replace(/ \([^)]*\)$/, '');
    await claim.getByLabel('Deine Nachricht an die Redaktion').fill('Ich leite diese Werkstatt seit 2019.');
    await submit(ben, 'Anfrage senden', '/venue_profile?done=claimSent', claim);
    expect(await ben.locator('#venue-claims').locator('..').textContent()).toContain(`${venueName}: wartet auf die Redaktion`);
    await lea.goto('/admin');
    expect(await lea.getByRole('form', { name: venueName }).count()).toBe(1);
  });

  it('sets a Restplatz-Radar alert', async () => {
    await ben.goto('/app');
    const form = ben.locator('form.radar-form');
    await form.getByLabel('Töpfern & Keramik').check();
    await form.getByLabel('Stadt, Bezirk oder Postleitzahl').fill('Wien');
    await form.getByLabel('Beginn frühestens um').fill('18:00');
    await form.getByLabel('Höchstpreis in Euro').fill('40');
    await submit(ben, 'Radar einrichten', 'done=radarSaved', form);
    expect(await ben.locator('.radar-alert__summary').allTextContents()).toEqual(['Töpfern & Keramik · Wien · jeden Tag · ab 18:00\u00a0Uhr · bis €\u00a040']);
  });

  it('switches to English and comes back a day later still in English, with only `__session` sent', async () => {
    const page = await person();
    await page.goto('/venues');
    await Promise.all([page.waitForURL('**/en/venues'), page.getByRole('banner').getByRole('link', { name: 'English' }).click()]);
    expect(await page.locator('html').getAttribute('lang')).toMatch(/^en/);
    const session = (await page.context().cookies()).find((cookie) => cookie.name === '__session');
    expect(session?.value).toBe('lang%3Aen');
    // Remembered for much longer than a day.
    expect(session!.expires * 1000).toBeGreaterThan(Date.now() + 30 * 86_400_000);

    // Production's Hosting forwards `__session` alone (its emulator forwards every cookie): a new browser session
    // that carries only that cookie, with a German browser, opens the front page.
    const later = await person();
    await later.context().addCookies([{ ...session!, expires: session!.expires }]);
    await later.goto('/');
    expect(new URL(later.url()).pathname).toBe('/en');
    expect(await later.locator('html').getAttribute('lang')).toMatch(/^en/);
    expect(await later.locator('h1').first().textContent()).not.toBe('');
  });
});
