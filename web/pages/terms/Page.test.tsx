import { describe, expect, it } from 'vitest';
import { readLegalPage } from '../../features/legal/legal-page.testing';
import { operator } from '../../features/legal/operator';
import Page from './+Page';

const termsPage = (locale: 'de' | 'en') => readLegalPage(Page, '/terms', locale);

describe('/terms', () => {
  it('shows the German terms under their one <h1>, section by section, with the invented operator marked', async () => {
    const page = await termsPage('de');
    expect(page.errors).toEqual([]);
    expect(page.titles).toEqual(['Nutzungsbedingungen']);
    expect(page.demoNote).toMatch(/^Demo: .* erfunden/);
    expect(page.sections).toEqual([
      '1. Geltungsbereich',
      '2. Was wir anbieten',
      '3. Dein Konto',
      '4. Was du beiträgst',
      '5. Inhalte des Magazins',
      '6. Einträge ohne Gewähr',
      '7. Buchungen und Bezahlung',
      '8. Premium für Orte',
      '9. Haftung',
      '10. Links',
      '11. Änderungen dieser Bedingungen',
      '12. Anwendbares Recht und Gerichtsstand',
      '13. Streitbeilegung',
    ]);
  });

  it('shows the English terms under their one <h1>, with the same sections', async () => {
    const page = await termsPage('en');
    expect(page.errors).toEqual([]);
    expect(page.titles).toEqual(['Terms of use']);
    expect(page.demoNote).toMatch(/^Demo: .* invented/);
    expect(page.sections).toEqual([
      '1. Scope',
      '2. What we offer',
      '3. Your account',
      '4. What you contribute',
      '5. Magazine content',
      '6. Listings without guarantee',
      '7. Bookings and payment',
      '8. Premium for venues',
      '9. Liability',
      '10. Links',
      '11. Changes to these terms',
      '12. Applicable law and jurisdiction',
      '13. Dispute resolution',
    ]);
  });

  it('links the operator, the arbitration board and the site’s other legal pages in the page’s language', async () => {
    for (const [locale, prefix] of [['de', ''], ['en', '/en']] as const) {
      const { links } = await termsPage(locale);
      expect(new Set(links.map(([href]) => href))).toEqual(
        new Set([
          `mailto:${operator.email}`,
          operator.consumerArbitration.url,
          `${prefix}/privacy`,
          `${prefix}/impressum`,
          `${prefix}/venue-benefits`,
        ]),
      );
      // Every link says where it goes.
      for (const [href, text] of links) expect(text, href ?? '').toBeTruthy();
    }
  });

  it('leaves the media owner’s disclosure to the imprint', async () => {
    for (const locale of ['de', 'en'] as const) expect((await termsPage(locale)).text).not.toContain('§ 25 MedienG');
  });
});
