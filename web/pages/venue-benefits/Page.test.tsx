import { describe, expect, it } from 'vitest';
import { renderAndHydrate, renderHead } from '../../components/render-page.testing';
import { head } from './+head';
import Page from './+Page';

const nbsp = '\u00a0';
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').replaceAll(nbsp, ' ').trim() ?? '';

async function render(locale: 'de' | 'en') {
  const { container, errors } = await renderAndHydrate({ Page, url: '/venue-benefits', locale });
  expect(errors).toEqual([]);
  const main = container.querySelector('main')!;
  const links = [...main.querySelectorAll('a')].map((a) => [a.getAttribute('href'), text(a)]);
  // A plan card's blocks (name, price, VAT line, …) one after another.
  const plan = (id: string) => [...(main.querySelector(`[data-plan="${id}"]`)?.children ?? [])].map(text).join(' ');
  const faq = [...main.querySelectorAll('.benefits__faq dt')].map((dt) => text(dt));
  return { container, main, links, plan, faq };
}

describe('the page for venues', () => {
  it('explains the free listing and Premium in German, with prices incl. 20 % USt', async () => {
    const { main, plan } = await render('de');
    expect(text(main.querySelector('h1'))).toBe('Dein Ort im Magazin für Selbstgemachtes');
    expect([...main.querySelectorAll('h2')].map((h2) => text(h2))).toEqual(['Was dein kostenloser Eintrag kann', 'Was Premium dazugibt', 'Preise', 'So fängst du an', 'Häufige Fragen']);
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
    expect(faq).toContain('How do I cancel Premium?');
    expect(links).toEqual(
      expect.arrayContaining([
        ['/en/payment?plan=premium-monthly', 'Buy Premium monthly'],
        ['/en/payment?plan=premium-yearly', 'Buy Premium yearly'],
        ['/en/venue_profile#venue-claims', 'Take over the listing'],
        ['/en/makeevent', 'Add a course and a venue'],
        ['/en/musterspace', 'the Musterspace'],
        ['/en/privacy', 'privacy policy'],
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
