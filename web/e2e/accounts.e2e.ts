// Accounts end to end in Chromium against the built site over a fresh embedded store: register, sign out, sign in,
// sign in by the mailed link (read from the outbox), profile with an avatar, create an event, an editor approves
// it, it shows on /events, another account books and cancels, the account is deleted. Plus: private pages send a
// signed-out visitor to /login and back, and the forms work with JavaScript disabled.
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hydrated, register, testPassword as password, siteForTests, watchConsole } from './harness';
import { activePayoutAccount } from './live-helpers';

const site = siteForTests();

const hostileName = '</script><script>window.pwned=1</script> Mia';

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('done') === 'signedOut');
}

/** Whether the browser holds a session: `__session` with more than a remembered language (`lang:de`) in it. */
async function holdsSession(context: BrowserContext): Promise<boolean> {
  return (await context.cookies()).some((cookie) => cookie.name === '__session' && !/^lang%3A[a-z]{2}$/.test(cookie.value));
}

async function signIn(page: Page, email: string, secret = password): Promise<void> {
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Mit Passwort anmelden' }) });
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel('Passwort').fill(secret);
  await form.getByRole('button', { name: 'Anmelden' }).click();
}

/** The newest mailed link of `template` for `to`, as a path on the test site. */
async function mailedLink(to: string, template: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await site.outbox(to)).filter((mail) => mail.template === template);
      mails.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      link = mails[0]?.message.text.match(/https?:\/\/\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}

/** A date four weeks ahead, as the datetime-local value of the event form. */
function inFourWeeks(): string {
  const date = new Date(Date.now() + 28 * 86400_000);
  return `${date.toISOString().slice(0, 10)}T18:00`;
}

describe('accounts in Chromium', () => {
  it('register, sign out, sign in, sign in by link, profile with avatar, event approved, booked, cancelled, account deleted', async () => {
    const mia: BrowserContext = await site.visitor('de-AT');
    const page = await mia.newPage();
    const problems = watchConsole(page);
    const miaEmail = 'mia@example.com';

    // Register: straight into the signed-in home, the name shown as text.
    await register(page, hostileName, miaEmail);
    await hydrated(page);
    expect(await page.locator('h1').textContent()).toBe(`Hallo, ${hostileName}!`);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    expect(await page.locator('.account-menu__name').textContent()).toBe(hostileName);
    const session = (await mia.cookies()).find((cookie) => cookie.name === '__session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    // Sign out, then a wrong password is answered next to the field, the address kept.
    await signOut(page);
    expect(await page.locator('.flash-notice').textContent()).toBe('Du bist abgemeldet. Bis bald!');
    expect(await holdsSession(mia)).toBe(false);
    await page.goto('/login');
    await signIn(page, miaEmail, 'falsch-123');
    await expect.poll(() => page.locator('.form-field__error').first().textContent()).toBe('E-Mail-Adresse oder Passwort stimmen nicht.');
    expect(await page.locator('input[name="email"]').first().inputValue()).toBe(miaEmail);
    expect(await page.locator('input[name="password"]').inputValue()).toBe('');
    await signIn(page, miaEmail);
    await page.waitForURL('**/app');
    await signOut(page);

    // Sign in by the link from the outbox: opening it only asks; the click signs in.
    await page.goto('/login');
    const linkForm = page.locator('form', { has: page.getByRole('heading', { name: 'Lieber ohne Passwort?' }) });
    await linkForm.getByLabel('E-Mail-Adresse').fill(miaEmail);
    await linkForm.getByRole('button', { name: 'Link per E-Mail schicken' }).click();
    await page.waitForURL('**/login?done=linkSent');
    const link = await mailedLink(miaEmail, 'signInLink');
    expect(link).toMatch(/^\/login\/link\?/);
    await page.goto(link);
    expect(await holdsSession(mia)).toBe(false);
    await page.getByRole('button', { name: 'Jetzt anmelden' }).click();
    await page.waitForURL('**/app');
    // The code is used up.
    await page.goto(link);
    await page.getByRole('button', { name: 'Jetzt anmelden' }).click();
    await expect.poll(() => page.locator('[role="alert"]').textContent()).toContain('Dieser Link ist abgelaufen oder wurde schon benutzt.');

    // Profile with an avatar.
    await page.goto('/profile');
    await page.getByLabel('Name', { exact: true }).fill('Mia Töpferin');
    await page.getByLabel('Ein paar Worte über dich').fill('Ich drehe gern an der Scheibe.');
    const avatar = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#b4532a' } }).png().toBuffer();
    await page.getByLabel('Profilbild').setInputFiles({ name: 'ich.png', mimeType: 'image/png', buffer: avatar });
    await page.getByRole('button', { name: 'Profil speichern' }).click();
    await page.waitForURL('**/profile?done=profileSaved');
    expect(await page.locator('.flash-notice').textContent()).toBe('Dein Profil ist gespeichert.');
    const avatarSrc = await page.locator('.profile-avatar img').getAttribute('src');
    expect(avatarSrc).toMatch(/^\/media\/avatar\/[^/]+\/[^/]+\.webp$/);
    expect((await page.request.get(avatarSrc!)).headers()['content-type']).toBe('image/webp');
    expect(await page.locator('.account-menu__name').textContent()).toBe('Mia Töpferin');

    // Create a paid event and send it to review (selling it needs an active payout account).
    await activePayoutAccount(page);
    const title = `Drehen lernen ${Date.now()}`;
    await page.goto('/makeevent');
    await page.locator('input[name="title"]').fill(title);
    await page.locator('textarea[name="description"]').fill('Drei Stunden an der Töpferscheibe.\n\nTon ist dabei.');
    await page.locator('input[name="crafts"]').first().check();
    await page.locator('select[name="venue"]').selectOption({ index: 1 });
    const startsAt = inFourWeeks();
    await page.locator('input[name="startsAtLocal"]').fill(startsAt);
    await page.locator('input[name="durationMinutes"]').fill('180');
    await page.locator('input[name="price"]').fill('45');
    await page.locator('input[name="capacity"]').fill('6');
    await page.locator('button[name="intent"][value="submit"]').click();
    await page.waitForURL(/\/profile\/event\/[^/?]+\?done=/);
    const slug = new URL(page.url()).pathname.split('/').pop()!;
    await page.goto('/app');
    const mine = page.locator('ul[aria-labelledby="app-events-upcoming"] > li', { hasText: title });
    expect(await mine.locator('.status').textContent()).toBe('in Prüfung');

    // An editor approves it; then it is on /events for everyone.
    const lea = await site.visitor('de-AT');
    const editorPage = await lea.newPage();
    await register(editorPage, 'Lea Redaktion', 'lea@example.com');
    await site.setRole('lea@example.com', 'EDITOR');
    await editorPage.goto('/admin');
    await editorPage.getByRole('form', { name: title }).locator('button[name="decision"][value="APPROVE"]').click();
    await editorPage.waitForURL(/\/admin\?(.*&)?done=/);
    const visitor = await site.visitor('de-AT');
    const anonymous = await visitor.newPage();
    const day = startsAt.slice(0, 10);
    await anonymous.goto(`/events?from=${day}&to=${day}`);
    await expect.poll(() => anonymous.locator(`a[href="/events/${slug}"]`).count()).toBeGreaterThan(0);

    // Another account books it from the event page, sees it on /app and cancels it there.
    await editorPage.goto(`/events/${slug}`);
    // The course costs € 45: booking holds the seat and leads to /payment, paid here on the test provider's checkout.
    await editorPage.getByRole('button', { name: 'Platz buchen' }).click();
    await editorPage.waitForURL('**/payment?order=*');
    await editorPage.getByRole('button', { name: /45,00.*bezahlen/ }).click();
    await editorPage.waitForURL('**/payment/test-checkout?session=*');
    await editorPage.getByRole('button', { name: 'Bezahlen', exact: true }).click();
    await editorPage.waitForURL('**/payment?order=*&result=returned');
    await editorPage.goto(`/events/${slug}`);
    expect(await editorPage.locator('.booking-box').textContent()).toContain('Du hast einen Platz gebucht.');
    await editorPage.goto('/app');
    const booking = editorPage.locator('#app-bookings + ul > li', { hasText: title });
    expect(await booking.locator('.status').textContent()).toBe('gebucht');
    await booking.getByRole('button', { name: `Buchung für „${title}“ stornieren` }).click();
    await editorPage.waitForURL('**/app?done=bookingCancelled');
    expect(await editorPage.locator('#app-bookings + ul > li', { hasText: title }).locator('.status').textContent()).toBe('storniert');

    // Delete the account: the address typed again; signed out, and the password no longer works.
    await page.goto('/profile');
    await page.getByLabel(/Gib zur Bestätigung deine E-Mail-Adresse ein/).fill(miaEmail);
    await page.getByRole('button', { name: 'Konto endgültig löschen' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('done') === 'accountDeleted');
    expect(await page.locator('.account-menu__sign-in').textContent()).toBe('Anmelden');
    await page.goto('/login');
    await signIn(page, miaEmail);
    await expect.poll(() => page.locator('.form-field__error').first().textContent()).toBe('E-Mail-Adresse oder Passwort stimmen nicht.');

    // The rejected submissions above answer 422 on purpose; Chromium logs each such response.
    expect(problems.filter((problem) => !problem.includes('status of 422'))).toEqual([]);
    expect(problems).toHaveLength(3);
    await Promise.all([mia.close(), lea.close(), visitor.close()]);
  }, 180_000);

  it('sends a signed-out visitor from a private page to /login and back after signing in, in their language', async () => {
    const context = await site.visitor('en-US');
    const page = await context.newPage();
    await register(page, 'Noah', 'noah@example.com');
    await signOut(page);

    const response = await page.goto('/en/profile/events');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/en/login?next=%2Fen%2Fprofile%2Fevents');
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toMatch(/noindex/);
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Sign in with your password' }) });
    await form.getByLabel('Email address').fill('noah@example.com');
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/en/profile/events');
    expect(await page.locator('h1').textContent()).toBe('My courses');
    const headers = (await page.request.get('/en/app')).headers();
    expect(headers['cache-control']).toBe('private, no-store');
    await context.close();
  }, 60_000);

  it('works with JavaScript disabled: register, sign out, sign in, and a cross-site post is refused', async () => {
    const context = await site.visitor('de-AT', { javaScriptEnabled: false });
    const page = await context.newPage();
    await register(page, 'Ohne Skript', 'noscript@example.com');
    expect(await page.locator('h1').textContent()).toBe('Hallo, Ohne Skript!');
    await signOut(page);
    await page.goto('/login?next=%2Fprofile');
    await signIn(page, 'noscript@example.com');
    await page.waitForURL('**/profile');
    expect(await page.locator('h1').textContent()).toBe('Dein Profil');

    const forged = await page.request.post('/logout', { headers: { origin: 'https://evil.example' }, form: {} });
    expect(forged.status()).toBe(403);
    await context.close();
  }, 60_000);
});
