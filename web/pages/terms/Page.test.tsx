import { describe, expect, it } from 'vitest';
import { readLegalPage } from '../../features/legal/legal-page.testing';
import { operator } from '../../features/legal/operator';
import type { Data } from './+data';
import Page from './+Page';

/** A fee other than the default, so that the text shows the operator's figures, not figures of its own. */
const data: Data = { fee: { percent: 7.5, fixedCents: 30 } };
const termsPage = (locale: 'de' | 'en') => readLegalPage(Page, '/terms', locale, data);
const nbsp = '\u00a0';
/** The text as read, with non-breaking spaces as spaces and lines joined. */
const prose = (text: string) => text.replaceAll(nbsp, ' ').replace(/\s+/g, ' ');

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
      '8. Kurse mit Preis verkaufen',
      '9. Gutscheine und Rabattcodes',
      '10. Premium für Orte',
      '11. Haftung',
      '12. Links',
      '13. Änderungen dieser Bedingungen',
      '14. Anwendbares Recht und Gerichtsstand',
      '15. Streitbeilegung',
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
      '8. Selling courses with a price',
      '9. Gift vouchers and promo codes',
      '10. Premium for venues',
      '11. Liability',
      '12. Links',
      '13. Changes to these terms',
      '14. Applicable law and jurisdiction',
      '15. Dispute resolution',
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

  it('says in German who sells, who issues receipts, what the platform keeps and when organisers are paid', async () => {
    const page = await termsPage('de');
    const text = prose(page.text);
    // The organiser sells; the platform arranges and collects on their behalf; the operator sells its own courses.
    expect(text).toContain('nur Kurse, die wir selbst veranstalten, verkaufen wir selbst');
    expect(text).toContain('Wir nehmen die Zahlung im Namen und für Rechnung der Veranstalter:innen entgegen');
    expect(text).toContain('verkaufst du sie in deinem eigenen Namen und für deine eigene Rechnung');
    expect(text).toContain('Auszahlungskonto bei Stripe (Stripe Connect)');
    expect(text).toContain('kostenlose Kurse brauchen kein Konto');
    expect(text).toContain('bereits bezahlte Plätze bleiben gültig');
    // The fee as the operator set it, with its figures unbroken.
    expect(text).toContain('eine Gebühr von 7,5 % des Preises plus € 0,30, inklusive 20 % Umsatzsteuer');
    expect(page.text).toContain(`7,5${nbsp}%`);
    expect(page.text).toContain(`€${nbsp}0,30`);
    // Receipts in the organiser's name, the fee invoice, credit notes.
    expect(text).toContain('Den Beleg für deinen Platz stellen wir im Namen der Veranstalter:innen aus');
    expect(text).toContain('Über unsere Gebühr stellen wir dir eine Rechnung mit 20 % Umsatzsteuer aus');
    expect(text).toContain('mit je einer Stornorechnung');
    expect(text).toContain('Deinen Anteil bucht Stripe von deinem Konto zurück, und unsere Gebühr erstatten wir.');
    // When the money arrives.
    expect(text).toContain('Stripe zahlt dein Guthaben nach dem Auszahlungsplan deines Kontos auf dein Bankkonto aus');
    expect(text).toContain('meist wenige Werktage nach der Zahlung');
    expect(text).not.toContain('nicht gebaut');
  });

  it('says the same in English', async () => {
    const page = await termsPage('en');
    const text = prose(page.text);
    expect(text).toContain('only courses we hold ourselves are sold by us');
    expect(text).toContain('We accept the payment in the organiser’s name and on their behalf');
    expect(text).toContain('you sell them in your own name and on your own account');
    expect(text).toContain('payout account with Stripe (Stripe Connect)');
    expect(text).toContain('free courses need no account');
    expect(text).toContain('seats already paid for remain valid');
    expect(text).toContain('a fee of 7.5% of the price plus €0.30, including 20 % Austrian VAT');
    expect(text).toContain('We issue the receipt for your seat in the organiser’s name');
    expect(text).toContain('We invoice you for our fee with 20 % Austrian VAT');
    expect(text).toContain('with a credit note each');
    expect(text).toContain('Stripe takes your share back from your account, and we refund our fee.');
    expect(text).toContain('Stripe pays your balance out to your bank account on your account’s payout schedule');
    expect(text).toContain('usually a few business days after the payment');
  });

  it('says how long vouchers last and why, how they are withdrawn and refunded, and who funds a discount, in both languages', async () => {
    const de = prose((await termsPage('de')).text);
    expect(de).toContain('Gutscheine für Kurse verkaufen wir selbst, in unserem eigenen Namen');
    expect(de).toContain('bis zum Ende des 30. Jahres nach dem Kauf eingelöst werden');
    expect(de).toContain('OGH 1 Ob 88/14v; OLG Wien 2018');
    expect(de).toContain('binnen 14 Tagen nach der Zahlung ohne Angabe von Gründen widerrufen, solange er noch nicht eingelöst ist');
    expect(de).toContain('geht der Teil, den der Gutschein bezahlt hat, auf den Gutschein zurück, der Teil, den du mit Karte bezahlt hast, auf deine Karte');
    expect(de).toContain('Den Nachlass eines Rabattcodes der Plattform tragen wir: Die Veranstalter:innen bekommen ihren Anteil wie beim vollen Preis');
    expect(de).toContain('bekommen die Veranstalter:innen ihren Anteil wie bei jeder anderen Zahlung');
    // The fee's changes are a change of the terms, whose section moved to 13.
    expect(de).toContain('Eine Änderung der Gebühr ist eine Änderung dieser Bedingungen (Abschnitt 13).');
    const en = prose((await termsPage('en')).text);
    expect(en).toContain('We sell gift vouchers for courses ourselves, in our own name');
    expect(en).toContain('until the end of the 30th year after its purchase');
    expect(en).toContain('within 14 days of paying for it, without giving reasons, as long as it has not been redeemed');
    expect(en).toContain('the part the voucher paid goes back to the voucher and the part you paid by card goes back to your card');
    expect(en).toContain('The discount of a promo code given by the platform is funded by us');
    expect(en).toContain('A change to the fee is a change to these terms (section 13).');
  });

  it('leaves the media owner’s disclosure to the imprint', async () => {
    for (const locale of ['de', 'en'] as const) expect((await termsPage(locale)).text).not.toContain('§ 25 MedienG');
  });
});
