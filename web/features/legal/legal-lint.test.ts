// The legal texts live in components, not in the catalogs, but readers see them all the same: the catalogs' house
// rules (web/lib/i18n/catalog-lint.ts) apply to them too.
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_FEE } from '../../../functions/src/domain/payouts';
import { lintCatalog } from '../../lib/i18n/catalog-lint';
import { DemoNote } from './DemoNote';
import { Imprint } from './Imprint';
import { PrivacyDe } from './PrivacyDe';
import { PrivacyEn } from './PrivacyEn';
import { TermsDe } from './TermsDe';
import { TermsEn } from './TermsEn';

describe('legal texts by the house rules', () => {
  // Left out: bracketed placeholders an operator may still have to fill in („[… eintragen]“, German in both
  // languages) and product names.
  const productNames = /Trigger Email/g;
  it.each([
    ['de', 'PrivacyDe', PrivacyDe],
    ['de', 'TermsDe', () => createElement(TermsDe, { fee: DEFAULT_PLATFORM_FEE })],
    ['de', 'Imprint', () => createElement(Imprint, { language: 'de' })],
    ['en', 'PrivacyEn', PrivacyEn],
    ['en', 'TermsEn', () => createElement(TermsEn, { fee: DEFAULT_PLATFORM_FEE })],
    ['en', 'Imprint', () => createElement(Imprint, { language: 'en' })],
    ['de', 'DemoNote', () => createElement(DemoNote, { language: 'de' })],
    ['en', 'DemoNote', () => createElement(DemoNote, { language: 'en' })],
  ] as [ 'de' | 'en', string, ComponentType][])('finds nothing in the %s legal text %s', (locale, name, Document) => {
    const element = document.createElement('div');
    element.innerHTML = renderToStaticMarkup(createElement(Document));
    const text = (element.textContent ?? '').replace(/\[[^\]]*\]/g, ' ').replace(productNames, ' ');
    expect(lintCatalog(locale, { [name]: text })).toEqual([]);
  });
});
