import { describe, expect, it } from 'vitest';
import { renderAndHydrate } from '../../components/render-page.testing';
import { operator } from '../../features/legal/operator';
import Page from './+Page';

/** What the page shows in `locale` after hydration: its headings, the demo note under the title, and its links. */
async function termsPage(locale: 'de' | 'en') {
  const { container, errors } = await renderAndHydrate({ Page, url: '/terms', locale });
  const main = container.querySelector('main')!;
  return {
    errors,
    text: main.textContent ?? '',
    titles: [...main.querySelectorAll('h1')].map((h1) => h1.textContent),
    demoNote: main.querySelector('h1 + .legal-demo')?.textContent ?? null,
    sections: [...main.querySelectorAll('h2')].map((h2) => h2.textContent),
    links: [...main.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.textContent?.trim()]),
  };
}

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
