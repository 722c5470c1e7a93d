// The contribution pages end to end in Chromium against the built site: a person claims a listed venue, an editor
// approves the claim in /admin, the new owner edits the venue (a day's hours refused and kept), previews and submits
// it, the editor approves the change and it is live; a contact message sent without JavaScript reaches /admin.
// Every page hydrates without console problems (the deliberate 422 answers aside).
import { describe, expect, it } from 'vitest';
import { hydrated, register, siteForTests, watchConsole } from './harness';

const site = siteForTests();

describe('contributions in Chromium', () => {
  it('claim, approve, edit the venue with a preview, submit, approve; contact message to the editors', async () => {
    const owner = await (await site.visitor('de-AT')).newPage();
    const ownerProblems = watchConsole(owner);
    await register(owner, 'Olga Werkstatt', 'olga@example.com');
    await owner.goto('/venue_profile');
    await hydrated(owner);
    expect(await owner.getByText('Du betreust noch keinen Ort.').count()).toBe(1);
    const claimForm = owner.locator('form', { has: owner.getByRole('button', { name: 'Anfrage senden' }) });
    await claimForm.locator('select[name="venue"]').selectOption({ index: 1 });
    const venueName = (await claimForm.locator('select[name="venue"] option:checked').textContent())!.replace(/ \([^)]*\)$/, '');
    await claimForm.getByLabel('Deine Nachricht an die Redaktion').fill('Ich leite diese Werkstatt seit 2019.');
    await claimForm.getByRole('button', { name: 'Anfrage senden' }).click();
    await owner.waitForURL('**/venue_profile?done=claimSent');
    expect(await owner.locator('#venue-claims').locator('..').textContent()).toContain(`${venueName}: wartet auf die Redaktion`);

    const editor = await (await site.visitor('de-AT')).newPage();
    const editorProblems = watchConsole(editor);
    await register(editor, 'Lea Redaktion', 'lea@example.com');
    await site.setRole('lea@example.com', 'EDITOR');
    await editor.goto('/admin');
    await hydrated(editor);
    const claim = editor.getByRole('form', { name: venueName });
    await claim.locator('button[name="decision"][value="APPROVE"]').click();
    await editor.waitForURL('**/admin?tab=queue&done=approved');
    expect(await editor.locator('.flash-notice').textContent()).toBe('Freigegeben. Die Person bekommt eine E-Mail.');

    // The owner edits: an unreadable day comes back with everything typed, then the fixed form is saved.
    await owner.goto('/venue_profile');
    await hydrated(owner);
    const form = owner.locator('form[enctype="multipart/form-data"]');
    await form.getByLabel('Name', { exact: true }).fill(`${venueName} Neu`);
    await form.locator('input[name="hours.MONDAY"]').fill('vormittags');
    await form.getByLabel('Brennofen').check();
    await form.getByRole('button', { name: 'Entwurf speichern' }).click();
    await owner.waitForLoadState();
    expect(await form.locator('input[name="hours.MONDAY"]').inputValue()).toBe('vormittags');
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe(`${venueName} Neu`);
    expect(await form.getByLabel('Brennofen').isChecked()).toBe(true);
    expect(await owner.locator('input[name="hours.MONDAY"] ~ .form-field__error').textContent()).toContain('Bitte schreib die Zeiten so');
    await form.locator('input[name="hours.MONDAY"]').fill('9-12, 13-18');
    await form.getByRole('button', { name: 'Vorschau ansehen' }).click();
    await owner.waitForURL(/\/venue_preview\?venue=/);
    await hydrated(owner);
    expect(await owner.locator('.sample-banner').textContent()).toContain('Vorschau – noch nicht veröffentlicht.');
    expect(await owner.locator('h1').textContent()).toBe(`${venueName} Neu`);
    expect(await owner.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await owner.getByRole('link', { name: 'Zurück zum Bearbeiten' }).click();
    await hydrated(owner);
    await owner.locator('form[enctype="multipart/form-data"]').getByRole('button', { name: 'Zur Prüfung einreichen' }).click();
    await owner.waitForURL(/done=venueSubmitted/);
    expect(await owner.locator('section[aria-labelledby="venue-state"]').textContent()).toContain('Deine Änderungen warten auf die Prüfung durch die Redaktion.');

    await editor.goto('/admin');
    await editor.getByRole('form', { name: venueName }).locator('button[name="decision"][value="APPROVE"]').click();
    await editor.waitForURL('**/admin?tab=queue&done=approved');
    const slug = new URL(owner.url()).searchParams.get('venue')!;
    const visitor = await (await site.visitor('de-AT')).newPage();
    await visitor.goto(`/venues/${slug}`);
    expect(await visitor.locator('h1').textContent()).toBe(`${venueName} Neu`);

    // A contact message without JavaScript; the editor marks it handled.
    const noScript = await (await site.visitor('de-AT', { javaScriptEnabled: false })).newPage();
    await noScript.goto('/contact');
    await noScript.getByLabel('Dein Name').fill('Ida');
    await noScript.getByLabel('Deine E-Mail-Adresse').fill('ida@example.com');
    await noScript.getByLabel('Betreff').fill('</script><b>Hallo</b>');
    await noScript.getByLabel('Nachricht', { exact: true }).fill('Kennt ihr die Werkstatt in der Gasse?');
    await noScript.getByRole('button', { name: 'Nachricht senden' }).click();
    await noScript.waitForURL('**/contact?done=contactSent');
    expect(await noScript.getByText('Danke für deine Nachricht!').count()).toBe(1);
    await editor.goto('/admin?tab=messages');
    await hydrated(editor);
    expect(await editor.locator('.admin-item h3').first().textContent()).toBe('</script><b>Hallo</b>');
    await editor.getByRole('button', { name: 'Als erledigt markieren' }).first().click();
    await editor.waitForURL('**/admin?tab=messages&done=messageHandled');
    for (const tab of ['users', 'log']) {
      await editor.goto(`/admin?tab=${tab}`);
      await hydrated(editor);
    }
    // The log: the claim and the venue change, both approved by Lea.
    const log = await editor.locator('.data-table tbody tr').allTextContents();
    expect(log).toHaveLength(2);
    for (const entry of log) expect(entry).toMatch(/Lea Redaktionfreigegeben · (Änderung am Ort|Übernahme eines Orts)/);

    // People who are not editors get the 403 page.
    expect((await owner.goto('/admin'))?.status()).toBe(403);

    // The one deliberate 422 answer (the unreadable day) and the 403 are the only problems.
    const unexpected = [...ownerProblems, ...editorProblems].filter((problem) => !/status of 4(22|03)/.test(problem));
    expect(unexpected).toEqual([]);
  });
});
