// The house rules of the message catalogs as code (web/locales/README.md explains them): one term for each thing,
// „Uhr“ after German clock times, non-breaking spaces inside units and abbreviations, „E-Mail“, British English.
// catalog-lint.test.ts runs them over de.json and en.json and over the legal texts (web/features/legal), which are
// written in components rather than in the catalogs.
import { genderSlips } from '../../../functions/src/domain/gender-style.js';
import type { Locale } from './locales';

export interface CatalogProblem {
  key: string;
  rule: string;
  /** The offending piece of the message. */
  found: string;
  /** What to write instead. */
  instead: string;
}

type Rule = { rule: string; pattern: RegExp; instead: string };

const nbsp = '\u00a0';

/** Units and abbreviations whose parts must not break apart: „1,1 km“, „7. Bezirk“, „z. B.“, „12 €“. */
const unbreakable: Rule[] = [
  { rule: 'nbsp', pattern: /(?:\d|#|\})( )(?:km|m|cm|mm|kg|g|MB|GB|%|€)(?![\p{L}\d])/gu, instead: `number${nbsp}unit` },
  { rule: 'nbsp', pattern: /€( )(?:\d|\{)/g, instead: `€${nbsp}amount` },
  { rule: 'nbsp', pattern: /\d\.( )Bezirk/g, instead: `7.${nbsp}Bezirk` },
  { rule: 'nbsp', pattern: /\b(?:z\.( )B|d\.( )h|u\.( )a|z\.( )T|o\.( )Ä)\./g, instead: `z.${nbsp}B.` },
];

/** Terms the German catalog does not use, with the chosen one (README: „Wörter“). */
const germanTerms: Rule[] = [
  { rule: 'term', pattern: /\bVeranstaltung(?:en)?\b/g, instead: '„Kurs“ (was angeboten wird) oder „Termin“ (ein Datum)' },
  { rule: 'term', pattern: /\bEvents?\b/g, instead: '„Kurs“ oder „Termin“' },
  { rule: 'term', pattern: /\bLocations?\b/g, instead: '„Ort“' },
  { rule: 'term', pattern: /\b(?:Webseite|Homepage)\b/g, instead: '„Website“' },
  { rule: 'term', pattern: /\bGebuchten\b/g, instead: '„alle, die gebucht haben“' },
  { rule: 'term', pattern: /\bPLZ\b/g, instead: '„Postleitzahl“' },
  { rule: 'email', pattern: /\b(?:Email|EMail|eMail|e-Mail|E-mail|email|Emails)\b/g, instead: '„E-Mail“' },
  { rule: 'email', pattern: /(?<![\p{L}-])Mails?\b|\bMail-?adresse/gu, instead: '„E-Mail“' },
];

/** American spellings and words with their British forms (README: "Words"). */
const englishTerms: Rule[] = [
  {
    rule: 'british',
    pattern:
      /\b(?:colors?|colored|center(?:s|ed)?|favorites?|organiz\w*|recogniz\w*|realiz\w*|apologiz\w*|customiz\w*|prioritiz\w*|analyz\w*|cancel(?:ed|ing)|travel(?:ed|ing)|label(?:ed|ing)|model(?:ed|ing)|gray|neighbor\w*|behavior\w*|honor\w*|labor|theater|catalogs?|zip ?codes?|cell ?phones?|vacations?)\b/gi,
    instead: 'British spelling (colour, centre, favourite, organise, cancelled, postcode …)',
  },
  { rule: 'term', pattern: /\b[Hh]omemade\b(?! Things)/g, instead: '"handmade" (only the title says "Homemade Things")' },
  { rule: 'term', pattern: /\bevents?\b/gi, instead: '"course" (what is offered) or "date"/"session"' },
  { rule: 'term', pattern: /\bplaces?\b/gi, instead: '"venue"' },
  { rule: 'term', pattern: /\btowns?\b/gi, instead: '"city"' },
  { rule: 'email', pattern: /\b[Ee]-[Mm]ail\b|\bE-Mail\b/g, instead: '"email"' },
  { rule: 'clock', pattern: /\d(?::\d\d)?\s?(?:am|pm|a\.m\.|p\.m\.)(?![\p{L}])/giu, instead: '24-hour clock (18:00)' },
  // The paid placement's mark: the media law wants it recognisable as an ad, which "Featured" is not.
  { rule: 'ad', pattern: /\bFeatured\b/g, instead: '"Advertisement"' },
];

/** A German clock time or span („18:00“, „9:00–12:00“) not followed by „Uhr“; literal examples in „…“ are exempt. */
function timesWithoutUhr(text: string): string[] {
  const unquoted = text.replace(/„[^“]*“/g, '„“');
  const found: string[] = [];
  for (const match of unquoted.matchAll(/\b\d{1,2}:\d{2}(?:\s*[–-]\s*\d{1,2}:\d{2})?/g)) {
    const after = unquoted.slice((match.index ?? 0) + match[0].length);
    if (!/^[\s\u00a0]*Uhr\b/.test(after)) found.push(match[0]);
  }
  return found;
}

/**
 * The text of a message a reader sees: argument names ({count, plural, …}) and code-like pieces (paths, URLs,
 * query parameters such as city=wien) are left out, so that they are never taken for words.
 */
function readable(message: string): string {
  return message
    .replace(/\{\s*\w+\s*(?=[,}])/g, '{')
    .replace(/(?:https?:\/\/)?[\w.-]*\/[\w./?=&%-]*/g, ' ')
    .replace(/\b\w+=\w+\b/g, ' ');
}

export function lintCatalog(locale: Locale, catalog: Record<string, string>): CatalogProblem[] {
  const rules = [...unbreakable, ...(locale === 'de' ? germanTerms : englishTerms)];
  const problems: CatalogProblem[] = [];
  for (const [key, message] of Object.entries(catalog)) {
    const text = readable(message);
    for (const { rule, pattern, instead } of rules) {
      for (const match of text.matchAll(pattern)) problems.push({ key, rule, found: match[0], instead });
    }
    if (locale === 'de') {
      for (const { found, instead } of genderSlips(text)) problems.push({ key, rule: 'gender', found, instead });
      for (const time of timesWithoutUhr(text)) problems.push({ key, rule: 'uhr', found: time, instead: `${time}${nbsp}Uhr` });
    }
  }
  return problems;
}
