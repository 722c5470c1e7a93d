import { describe, expect, it } from 'vitest';
import { readLegalPage } from '../../features/legal/legal-page.testing';
import { operator } from '../../features/legal/operator';
import Page from './+Page';

const privacyPage = (locale: 'de' | 'en') => readLegalPage(Page, '/privacy', locale);

describe('/privacy', () => {
  it('shows the German policy under its one <h1>, section by section, with the invented operator marked', async () => {
    const page = await privacyPage('de');
    expect(page.errors).toEqual([]);
    expect(page.titles).toEqual(['Datenschutzerklärung']);
    expect(page.demoNote).toMatch(/^Demo: .* erfunden/);
    expect(page.sections).toEqual([
      '1. Verantwortlicher',
      '2. Das Wichtigste in Kürze',
      '3. Welche Daten wir verarbeiten, wozu und auf welcher Rechtsgrundlage',
      '4. Cookies und Speicherung auf deinem Gerät',
      '5. Reichweitenmessung',
      '6. Karten',
      '7. Hosting und Auftragsverarbeiter',
      '8. Empfänger',
      '9. Musst du uns Daten geben?',
      '10. Deine Rechte',
      '11. Beschwerde bei der Datenschutzbehörde',
      '12. Änderungen dieser Erklärung',
    ]);
  });

  it('shows the English policy under its one <h1>, with the same sections', async () => {
    const page = await privacyPage('en');
    expect(page.errors).toEqual([]);
    expect(page.titles).toEqual(['Privacy policy']);
    expect(page.demoNote).toMatch(/^Demo: .* invented/);
    expect(page.sections).toEqual([
      '1. Controller',
      '2. The essentials in brief',
      '3. Which data we process, why, and on which legal basis',
      '4. Cookies and storage on your device',
      '5. Audience measurement',
      '6. Maps',
      '7. Hosting and processors',
      '8. Recipients',
      '9. Do you have to give us data?',
      '10. Your rights',
      '11. Complaint to the Data Protection Authority',
      '12. Changes to this policy',
    ]);
  });

  it('links the operator’s addresses, the authority and the contact form of the page’s language', async () => {
    for (const [locale, contact] of [['de', '/contact'], ['en', '/en/contact']] as const) {
      const { links } = await privacyPage(locale);
      const hrefs = links.map(([href]) => href);
      expect(new Set(hrefs)).toEqual(new Set([
        `mailto:${operator.email}`,
        `mailto:${operator.privacyEmail}`,
        'https://www.dsb.gv.at', 'mailto:dsb@dsb.gv.at',
        contact,
      ]));
      // Every link says where it goes.
      for (const [href, text] of links) expect(text, href ?? '').toBeTruthy();
    }
  });
});
