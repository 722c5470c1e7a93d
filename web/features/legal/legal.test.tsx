import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_FEE } from '../../../functions/src/domain/payouts';
import { Imprint } from './Imprint';
import { legalMeta } from './meta';
import { DemoNote } from './DemoNote';
import { isPlaceholder, operator, operatorProblems } from './operator';
import { PrivacyDe } from './PrivacyDe';
import { PrivacyEn } from './PrivacyEn';
import { TermsDe } from './TermsDe';
import { TermsEn } from './TermsEn';

/** The terms with the platform's default fee, as a page without other settings shows them. */
const TermsDeWithFee = () => <TermsDe fee={DEFAULT_PLATFORM_FEE} />;
const TermsEnWithFee = () => <TermsEn fee={DEFAULT_PLATFORM_FEE} />;

/** Renders a document on the server, as the page does, and parses it back for inspection. */
function render(Document: ComponentType) {
  const html = renderToString(<Document />);
  const container = document.createElement('div');
  container.innerHTML = html;
  return { html, container, text: container.textContent ?? '' };
}

const documents = [
  {
    name: 'privacy (de)',
    Document: PrivacyDe,
    anchors: ['Datenschutzbehörde', 'Barichgasse 40–42', 'i18n_redirected', '365 Tage', '__session', '14 Tage',
      'HttpOnly', 'Kontaktformular', 'Trigger Email', operator.mailProvider.de, operator.mapTileProvider.de,
      'europe-west3', 'Standardvertragsklauseln', 'Art. 6 Abs. 1 lit. a', 'Art. 6 Abs. 1 lit. b',
      'Art. 6 Abs. 1 lit. c', 'Art. 6 Abs. 1 lit. f', '§ 165 Abs. 3 TKG 2021', 'Stand: 29. November 2026',
      'das Magazin für Selbstgemachtes', 'Stripe Payments Europe', '§ 132 BAO', 'Google bzw. Anthropic erhält dann nur deine Frage'],
    links: ['https://www.dsb.gv.at', `mailto:${operator.privacyEmail}`, '/contact'],
  },
  {
    name: 'privacy (en)',
    Document: PrivacyEn,
    anchors: ['Data Protection Authority', 'Barichgasse 40–42', 'i18n_redirected', '365 days', '__session', '14 days',
      'HttpOnly', 'contact form', 'Trigger Email', operator.mailProvider.en, operator.mapTileProvider.en,
      'europe-west3', 'standard contractual clauses', 'Last updated: 29 November 2026',
      'the Magazine for Homemade Things', 'Stripe Payments Europe', 'seven years (§\u00a0132 BAO', 'The provider then receives only your'],
    links: ['https://www.dsb.gv.at', `mailto:${operator.privacyEmail}`, '/en/contact'],
  },
  {
    name: 'terms (de)',
    Document: TermsDeWithFee,
    anchors: ['KSchG', 'FAGG', 'Stand: 29. November 2026', 'das Magazin für Selbstgemachtes', 'Veranstalter:innen',
      'Stornofrist', '15\u00a0Minuten', '§\u00a026 MedienG'],
    links: [`mailto:${operator.email}`, operator.consumerArbitration.url, '/privacy', '/impressum', '/venue-benefits'],
  },
  {
    name: 'terms (en)',
    Document: TermsEnWithFee,
    anchors: ['KSchG', 'FAGG', 'Last updated: 29 November 2026', 'the Magazine for Homemade Things', 'organiser',
      'cancellation deadline', '15\u00a0minutes', '§\u00a026 MedienG'],
    links: [`mailto:${operator.email}`, operator.consumerArbitration.url, '/en/privacy', '/en/impressum', '/en/venue-benefits'],
  },
  {
    name: 'imprint (de)',
    Document: () => <Imprint language="de" />,
    sections: 3,
    anchors: ['§ 5 ECG', '§ 14 UGB', '§ 24 MedienG', '§ 25 MedienG', 'Grundlegende Richtung', 'Handelsgericht Wien',
      'Firmenbuchnummer', 'UID-Nummer', 'DSA', 'Stand: 29. November 2026', '„Magazin für Selbstgemachtes“',
      'Selbstgemacht Medien GmbH'],
    links: [`mailto:${operator.email}`, operator.tradeLawUrl],
  },
  {
    name: 'imprint (en)',
    Document: () => <Imprint language="en" />,
    sections: 3,
    anchors: ['§ 5 ECG', '§ 14 UGB', '§ 24 MedienG', '§ 25 MedienG', 'Editorial line', 'Company register number',
      'VAT number', 'DSA', 'Last updated: 29 November 2026', '“Magazine for Homemade Things”',
      'Selbstgemacht Medien GmbH'],
    links: [`mailto:${operator.email}`, operator.tradeLawUrl],
  },
];

describe.each(documents)('$name', ({ Document, anchors, links, sections = 8 }) => {
  it('renders sections under the page heading, without its own <h1> or inline styles', () => {
    const { html, container } = render(Document);
    expect(container.querySelectorAll('h2').length).toBeGreaterThanOrEqual(sections);
    expect(html).not.toContain('<h1');
    expect(html).not.toContain('style=');
  });

  it('contains the legal anchors', () => {
    const { text } = render(Document);
    for (const anchor of anchors) expect(text).toContain(anchor);
  });

  it('links the contacts', () => {
    const { container } = render(Document);
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    for (const link of links) expect(hrefs).toContain(link);
  });
});

describe('German documents', () => {
  it.each([
    ['privacy', PrivacyDe],
    ['terms', TermsDeWithFee],
    ['imprint', () => <Imprint language="de" />],
  ])('%s uses German quotes („…“), never straight or English ones', (_name, Document) => {
    const { text } = render(Document);
    expect(text).not.toContain('"');
    expect(text).not.toMatch(/[“”]\p{L}/u);
    expect(text).toMatch(/„\p{L}[^“]*“/u);
  });

  it('publish the media owner disclosure from operator.ts', () => {
    const { container, text } = render(() => <Imprint language="de" />);
    expect(text).toContain(operator.name);
    expect(text).toContain(operator.managingDirector);
    for (const { name } of operator.shareholders) expect(text).toContain(name);
    expect(container.querySelector('address')).not.toBeNull();
  });
});

describe('the imprint', () => {
  it('has left the terms for its own page', () => {
    for (const Terms of [TermsDeWithFee, TermsEnWithFee]) {
      const { text } = render(Terms);
      expect(text).not.toContain('§ 25 MedienG');
      expect(text).not.toContain(operator.managingDirector);
    }
  });

  it('names a complete fictional operator, marked as a demo, with no placeholder left', () => {
    expect(operator.demo).toBe(true);
    for (const value of [operator.phone, operator.companyRegisterNumber, operator.vatId]) {
      expect(isPlaceholder(value)).toBe(false);
      // Invented numbers are zeros (after Vienna's dialling code): nobody takes them for a real company's.
      expect(value.replace(/^\+43 1 /, '').replace(/\D/g, '')).toMatch(/^0+$/);
    }
    for (const language of ['de', 'en'] as const) {
      const { container, text } = render(() => <Imprint language={language} />);
      expect(text).not.toMatch(/\[[^\]]*\]/);
      expect(text).toContain(operator.vatId);
      // An invented phone number is no tel: link.
      expect(container.querySelector('a[href^="tel:"]')).toBeNull();
      expect(render(() => <DemoNote language={language} />).text).toMatch(language === 'de' ? /^Demo: .* erfunden/ : /^Demo: .* invented/);
    }
  });
});

describe('operatorProblems', () => {
  it('names the demo mark and every placeholder by its path, and nothing in finished details', () => {
    expect(operatorProblems()).toEqual(['demo']);
    expect(operatorProblems({ ...operator, demo: false, phone: '[Telefonnummer eintragen]', mailProvider: { de: '[eintragen]', en: 'Post AG' } })).toEqual([
      'phone',
      'mailProvider.de',
    ]);
    expect(operatorProblems({ ...operator, demo: false })).toEqual([]);
  });
});

describe('isPlaceholder', () => {
  it('recognises bracketed values only', () => {
    expect(isPlaceholder('[UID-Nummer eintragen]')).toBe(true);
    expect(isPlaceholder('ATU12345678')).toBe(false);
    expect(isPlaceholder('+43 1 234 56 78 [Büro]')).toBe(false);
  });
});

describe('legalMeta', () => {
  it('gives a title and description for every document in both languages', () => {
    for (const document of [legalMeta.privacy, legalMeta.terms, legalMeta.imprint]) {
      for (const language of ['de', 'en'] as const) {
        expect(document[language].title.length).toBeGreaterThan(5);
        expect(document[language].description.length).toBeGreaterThan(50);
      }
    }
  });
});
