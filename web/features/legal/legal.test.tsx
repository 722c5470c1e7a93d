import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { legalMeta } from './meta';
import { operator } from './operator';
import { PrivacyDe } from './PrivacyDe';
import { PrivacyEn } from './PrivacyEn';
import { TermsDe } from './TermsDe';
import { TermsEn } from './TermsEn';

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
    anchors: ['Datenschutzbehörde', 'Barichgasse 40–42', 'i18n_redirected', '365 Tage', '__session',
      'europe-west3', 'Standardvertragsklauseln', 'Art. 6 Abs. 1 lit. a', 'Art. 6 Abs. 1 lit. b',
      'Art. 6 Abs. 1 lit. c', 'Art. 6 Abs. 1 lit. f', '§ 165 Abs. 3 TKG 2021', 'Stand: 22. November 2026'],
    links: ['https://www.dsb.gv.at', `mailto:${operator.privacyEmail}`],
  },
  {
    name: 'privacy (en)',
    Document: PrivacyEn,
    anchors: ['Data Protection Authority', 'Barichgasse 40–42', 'i18n_redirected', '365 days', '__session',
      'europe-west3', 'standard contractual clauses', 'Last updated: November 22, 2026'],
    links: ['https://www.dsb.gv.at', `mailto:${operator.privacyEmail}`],
  },
  {
    name: 'terms (de)',
    Document: TermsDe,
    anchors: ['Impressum', '§ 5 ECG', '§ 14 UGB', '§ 25 MedienG', 'KSchG', 'Grundlegende Richtung',
      operator.companyRegisterNumber, operator.vatId, 'Handelsgericht Wien', 'Stand: 22. November 2026'],
    links: [`mailto:${operator.email}`, operator.consumerArbitration.url, '/privacy'],
  },
  {
    name: 'terms (en)',
    Document: TermsEn,
    anchors: ['Imprint', '§ 5 ECG', '§ 14 UGB', '§ 25 MedienG', 'KSchG', 'Editorial line',
      operator.companyRegisterNumber, operator.vatId, 'Last updated: November 22, 2026'],
    links: [`mailto:${operator.email}`, operator.consumerArbitration.url, '/en/privacy'],
  },
];

describe.each(documents)('$name', ({ Document, anchors, links }) => {
  it('renders sections under the page heading, without its own <h1> or inline styles', () => {
    const { html, container } = render(Document);
    expect(container.querySelectorAll('h2').length).toBeGreaterThanOrEqual(8);
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
    ['terms', TermsDe],
  ])('%s uses German quotes („…“), never straight or English ones', (_name, Document) => {
    const { text } = render(Document);
    expect(text).not.toContain('"');
    expect(text).not.toMatch(/[“”]\p{L}/u);
    expect(text).toMatch(/„\p{L}[^“]*“/u);
  });

  it('publish the media owner disclosure from operator.ts', () => {
    const { container } = render(TermsDe);
    const imprint = container.querySelector('#impressum')?.parentElement;
    expect(imprint?.textContent).toContain(operator.name);
    expect(imprint?.textContent).toContain(operator.managingDirector);
    for (const { name } of operator.shareholders) expect(imprint?.textContent).toContain(name);
    expect(imprint?.querySelector('address')).not.toBeNull();
  });
});

describe('legalMeta', () => {
  it('gives a title and description for both documents in both languages', () => {
    for (const document of [legalMeta.privacy, legalMeta.terms]) {
      for (const language of ['de', 'en'] as const) {
        expect(document[language].title.length).toBeGreaterThan(5);
        expect(document[language].description.length).toBeGreaterThan(50);
      }
    }
  });
});
