import { describe, expect, it } from 'vitest';
import { readLegalPage } from '../../features/legal/legal-page.testing';
import { operator } from '../../features/legal/operator';
import Page from './+Page';

const privacyPage = (locale: 'de' | 'en') => readLegalPage(Page, '/privacy', locale);
/** The text as read, with non-breaking spaces as spaces and lines joined. */
const prose = (text: string) => text.replaceAll('\u00a0', ' ').replace(/\s+/g, ' ');

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

  it('tells organisers in German what their seller data are for, what Stripe gets and that invoices outlive an account', async () => {
    const text = prose((await privacyPage('de')).text);
    expect(text).toContain('Bezahlst du einen Platz in einem Kurs, wickelt Stripe die Zahlung für die Veranstalter:innen ab');
    expect(text).toContain('3.8 Wenn du Kurse mit Preis verkaufst');
    expect(text).toContain('Name oder Firma, Anschrift, Land, ob du Kleinunternehmer:in oder umsatzsteuerpflichtig bist');
    expect(text).toContain('wer bei dir einen Platz bezahlt, sieht sie also auf dem Beleg');
    expect(text).toContain('Das Auszahlungskonto selbst richtest du bei Stripe ein (Stripe Payments Europe, Limited, Dublin, Irland)');
    expect(text).toContain('Stripe verarbeitet diese Daten als eigene Verantwortliche, um zu prüfen, wer du bist');
    expect(text).toContain('sieben Jahre auf (§ 132 BAO, § 212 UGB; Art. 6 Abs. 1 lit. c DSGVO). Löschst du dein Konto, bleiben sie deshalb gespeichert');
    expect(text).toContain('Stripe, wenn du etwas bezahlst oder Kurse mit Preis verkaufst (siehe Abschnitte 3.7 und 3.8)');
  });

  it('says what a gift voucher keeps of its buyer and recipient, what a balance check shows and how long, in both languages', async () => {
    const de = prose((await privacyPage('de')).text);
    expect(de).toContain('3.9 Gutscheine');
    expect(de).toContain('den Namen der beschenkten Person und deine Nachricht, wie sie auf dem Gutschein stehen');
    expect(de).toContain('die E-Mail-Adresse der beschenkten Person und den Tag des Versands');
    expect(de).toContain('Wer das Guthaben eines Codes abfragt, sieht nur Wert, Guthaben, Stand und Gültigkeit');
    expect(de).toContain('solange er eingelöst werden kann');
    const en = prose((await privacyPage('en')).text);
    expect(en).toContain('3.9 Gift vouchers');
    expect(en).toContain('the recipient’s name and your message as printed on the voucher');
    expect(en).toContain('Whoever checks a code’s balance sees only its value, balance, state and validity');
  });

  it('tells organisers the same in English', async () => {
    const text = prose((await privacyPage('en')).text);
    expect(text).toContain('When you pay for a seat in a course, Stripe processes the payment for the organiser it goes to');
    expect(text).toContain('3.8 When you sell courses with a price');
    expect(text).toContain('whoever pays for a seat with you therefore sees them on the receipt');
    expect(text).toContain('You set up the payout account itself with Stripe (Stripe Payments Europe, Limited, Dublin, Ireland)');
    expect(text).toContain('Stripe processes these data as a controller in its own right, to verify who you are');
    expect(text).toContain('If you delete your account, they therefore stay stored until that period has passed');
    expect(text).toContain('Stripe, when you pay for something or sell courses with a price (see sections 3.7 and 3.8)');
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
