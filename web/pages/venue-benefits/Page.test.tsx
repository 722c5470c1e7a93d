import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderHead } from '../../components/render-page.testing';
import type { Data } from './+data';
import { head } from './+head';
import Page from './+Page';

/** A fee other than the default, so that the page shows the API's figures, not figures of its own. */
const data: Data = { fee: { percent: 7.5, fixedCents: 30, exampleFeeCents: 330, examplePriceCents: 4000 } };

const nbsp = '\u00a0';
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').replaceAll(nbsp, ' ').trim() ?? '';

async function render(locale: 'de' | 'en') {
  const { container, errors } = await renderAndHydrate({ Page, url: '/venue-benefits', locale, data });
  expect(errors).toEqual([]);
  const main = container.querySelector('main')!;
  const links = [...main.querySelectorAll('a')].map((a) => [a.getAttribute('href'), text(a)]);
  // A plan card's blocks (name, price, VAT line, …) one after another.
  const plan = (id: string) => [...(main.querySelector(`[data-plan="${id}"]`)?.children ?? [])].map(text).join(' ');
  const faq = [...main.querySelectorAll('.benefits__faq dt')].map((dt) => text(dt));
  /** The section on selling courses with a price: its cards as heading and text. */
  const selling = [...main.querySelectorAll('[aria-labelledby="benefits-selling"] .benefits__features > li')].map((card) => [
    text(card.querySelector('h3')),
    text(card.querySelector('p')),
  ]);
  return { container, main, links, plan, faq, selling };
}

describe('the page for venues', () => {
  it('explains the free listing and Premium in German, with prices incl. 20 % USt', async () => {
    const { main, plan } = await render('de');
    expect(text(main.querySelector('h1'))).toBe('Dein Ort im Magazin für Selbstgemachtes');
    expect([...main.querySelectorAll('h2')].map((h2) => text(h2))).toEqual(['Was dein kostenloser Eintrag kann', 'Was Premium dazugibt', 'Preise', 'Kurse mit Preis verkaufen', 'So fängst du an', 'Häufige Fragen']);
    const free = text(main.querySelector('#benefits-free')?.parentElement);
    for (const feature of ['Eine eigene Seite mit Karte', 'Offene Werkstatt und Ausstattung', 'Kurse mit Buchung', 'Live-Neuigkeiten', 'Der Restplatz-Radar']) {
      expect(free).toContain(feature);
    }
    const premium = text(main.querySelector('#benefits-premium')?.parentElement);
    expect(premium).toContain('gekennzeichnet als „Anzeige“');
    expect(premium).toContain('Galerie mit bis zu 12 Bildern');
    expect(premium).toContain('wie oft deine Seite aufgerufen wurde');

    expect(plan('free')).toBe('Eintrag kostenlos Ohne Vertrag, ohne Ablaufdatum.');
    expect(plan('premium-monthly')).toContain('Premium monatlich € 28,80 im Monat');
    expect(plan('premium-monthly')).toContain('inkl. 20 % USt: € 24,00 netto + € 4,80 USt');
    expect(plan('premium-yearly')).toContain('Premium jährlich € 288,00 im Jahr');
    expect(plan('premium-yearly')).toContain('inkl. 20 % USt: € 240,00 netto + € 48,00 USt');
    expect(plan('premium-yearly')).toContain('Das sind € 24,00 im Monat – 2 Monate geschenkt.');
    // Amount and currency sign never break apart.
    expect(main.querySelector('[data-plan="premium-monthly"] .benefits__price')?.textContent).toBe(`€${nbsp}28,80 im Monat`);
  });

  it('tells organisers in German who sells, what the platform keeps (the API’s figures), when they are paid and how their courses reach their website', async () => {
    const { main, selling, links } = await render('de');
    expect(text(main.querySelector('[aria-labelledby="benefits-selling"] > p'))).toBe(
      'Deine Kurse verkaufst du selbst, in deinem Namen: Wir vermitteln die Buchung und nehmen die Zahlung über Stripe für dich entgegen. Für kostenlose Kurse brauchst du nichts davon.',
    );
    expect(selling.map(([heading]) => heading)).toEqual(['Dein Auszahlungskonto', 'Die Gebühr', 'Auszahlungen', 'Belege und Rechnungen', 'Gutscheine', 'Rabattcodes', 'Deine Kurse auf deiner Website']);
    const card = Object.fromEntries(selling);
    expect(card['Dein Auszahlungskonto']).toContain('bezahlte Plätze bleiben gültig');
    expect(card['Die Gebühr']).toContain('Pro verkauftem Platz behält die Plattform 7,5 % des Preises plus € 0,30');
    expect(card['Die Gebühr']).toContain('Beispiel: Bei einem Kurs um € 40,00 beträgt die Gebühr € 3,30, du bekommst € 36,70.');
    expect(card['Die Gebühr']).toContain('die Plattform erstattet ihre Gebühr');
    expect(card['Auszahlungen']).toContain('ohne andere Einstellung täglich, meist wenige Werktage nach der Zahlung');
    expect(card['Belege und Rechnungen']).toContain('Die Belege für deine Teilnehmenden stellen wir in deinem Namen aus');
    expect(card['Belege und Rechnungen']).toContain('zu jeder Erstattung gibt es eine Stornorechnung');
    expect(card['Deine Kurse auf deiner Website']).toContain('hell oder dunkel, auf Deutsch oder Englisch');
    expect(card['Gutscheine']).toContain('bekommst du deinen Anteil wie bei jeder anderen Zahlung');
    expect(card['Gutscheine']).toContain('30 Jahre');
    expect(card['Rabattcodes']).toContain('Codes der Plattform zahlt die Plattform');
    // Amounts never break apart from their currency sign.
    expect(main.querySelector('[aria-labelledby="benefits-selling"]')?.textContent).toContain(`€${nbsp}3,30`);
    expect(links).toEqual(expect.arrayContaining([['/app/payouts', 'Auszahlungskonto einrichten'], ['/terms', 'Nutzungsbedingungen']]));
  });

  it('answers the owners’ questions and links every way in, in German', async () => {
    const { main, links, faq } = await render('de');
    expect(faq).toEqual([
      'Was kostet der Eintrag, und wie lange gilt er?',
      'Wie kündige ich Premium?',
      'Bekomme ich eine Rechnung?',
      'Was bedeutet „Anzeige“?',
      'Was passiert mit meinen Daten und denen der Leute, die bei mir buchen?',
      'Warum sieht sich die Redaktion meine Änderungen an?',
      'Lohnt sich der Eintrag auch ohne Kurse?',
    ]);
    expect(text(main.querySelector('.benefits__faq'))).toContain('mit Nettobetrag, 20 % USt und Gesamtbetrag');
    expect(links).toEqual(
      expect.arrayContaining([
        ['/payment?plan=premium-monthly', 'Premium monatlich buchen'],
        ['/payment?plan=premium-yearly', 'Premium jährlich buchen'],
        ['/venue_profile#venue-claims', 'Eintrag übernehmen'],
        ['/makeevent', 'Kurs und Ort eintragen'],
        ['/contact', 'Zum Kontaktformular'],
        ['/musterspace', 'der Musterspace'],
        ['/privacy', 'Datenschutzerklärung'],
      ]),
    );
  });

  it('reads English under /en/venue-benefits, with English links and prices', async () => {
    const { main, links, plan, faq } = await render('en');
    expect(text(main.querySelector('h1'))).toBe('Your venue in the Magazine for Homemade Things');
    expect(plan('premium-monthly')).toContain('Premium monthly €28.80 a month');
    expect(plan('premium-monthly')).toContain('incl. 20 % Austrian VAT: €24.00 net + €4.80 VAT');
    expect(plan('premium-yearly')).toContain('Premium yearly €288.00 a year');
    expect(plan('premium-yearly')).toContain('That is €24.00 a month – 2 months free.');
    expect(faq).toContain('What does “Advertisement” mean?');
    const card = Object.fromEntries((await render('en')).selling);
    expect(Object.keys(card)).toEqual(['Your payout account', 'The fee', 'Payouts', 'Receipts and invoices', 'Gift vouchers', 'Promo codes', 'Your courses on your website']);
    expect(card['Gift vouchers']).toContain('you are paid your share as for any other payment');
    expect(card['Promo codes']).toContain('The platform pays for its own codes');
    expect(card['The fee']).toContain('the platform keeps 7.5% of the price plus €0.30');
    expect(card['The fee']).toContain('for a course at €40.00, the fee is €3.30 and you receive €36.70.');
    expect(card['Payouts']).toContain('daily unless set otherwise, usually a few business days after the payment');
    expect(card['Receipts and invoices']).toContain('We issue the receipts for your participants in your name');
    expect(card['Your courses on your website']).toContain('light or dark, in German or English');
    expect(faq).toContain('How do I cancel Premium?');
    expect(links).toEqual(
      expect.arrayContaining([
        ['/en/payment?plan=premium-monthly', 'Buy Premium monthly'],
        ['/en/payment?plan=premium-yearly', 'Buy Premium yearly'],
        ['/en/venue_profile#venue-claims', 'Take over the listing'],
        ['/en/makeevent', 'Add a course and a venue'],
        ['/en/musterspace', 'the Musterspace'],
        ['/en/privacy', 'privacy policy'],
        ['/en/app/payouts', 'Set up your payout account'],
        ['/en/terms', 'terms of use'],
      ]),
    );
  });

  it('is linked from the footer of every page', async () => {
    const { container } = await render('de');
    const footer = [...container.querySelectorAll('footer a')].map((a) => [a.getAttribute('href'), a.textContent]);
    expect(footer).toContainEqual(['/venue-benefits', 'Für Orte: Eintrag und Premium']);
  });

  it('has its title, description, breadcrumbs and the FAQ as FAQPage JSON-LD, in both languages', async () => {
    const de = await renderHead(head, { Page, url: '/venue-benefits' });
    expect(de.title).toBe('Für Orte: kostenloser Eintrag und Premium');
    expect(de.description).toContain('was Premium dazugibt');
    expect(de.noindex).toBeFalsy();
    expect(de.breadcrumbs?.map((crumb) => crumb.path)).toEqual(['/', '/venues', '/venue-benefits']);
    const faq = de.jsonLd?.[0] as { '@type': string; mainEntity: ReadonlyArray<{ name: string; acceptedAnswer: { text: string } }> };
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity).toHaveLength(7);
    expect(faq.mainEntity[4]?.acceptedAnswer.text).toContain('steht in der Datenschutzerklärung.');
    const en = await renderHead(head, { Page, url: '/venue-benefits', locale: 'en' });
    expect(en.title).toBe('For venues: free listing and Premium');
  });
});
