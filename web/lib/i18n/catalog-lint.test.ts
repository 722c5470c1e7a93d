import { describe, expect, it } from 'vitest';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import { lintCatalog } from './catalog-lint';

const found = (locale: 'de' | 'en', message: string) => lintCatalog(locale, { key: message }).map((problem) => problem.found);

describe('catalog lint', () => {
  it.each([
    ['de', de],
    ['en', en],
  ] as const)('finds nothing in the %s catalog', (locale, catalog) => {
    expect(lintCatalog(locale, catalog)).toEqual([]);
  });

  it('wants „Uhr“ after a German clock time, except in quoted input examples', () => {
    expect(found('de', 'Mi., 25. Nov. 2026, 18:00–21:00')).toEqual(['18:00–21:00']);
    expect(found('de', 'ab 9:30 geöffnet')).toEqual(['9:30']);
    expect(found('de', 'Mi., 25. Nov. 2026, 18:00–21:00\u00a0Uhr')).toEqual([]);
    expect(found('de', 'Schreib die Zeiten so: „10:00–18:00“')).toEqual([]);
  });

  it('wants non-breaking spaces inside units and abbreviations', () => {
    expect(found('de', '1,1 km, 350 m, 8 MB, 12 €, € 12')).toEqual(['1 km', '0 m', '8 MB', '2 €', '€ 1']);
    expect(found('de', 'im 7. Bezirk, z. B. Neubau')).toEqual(['7. Bezirk', 'z. B.']);
    expect(found('de', '{count} km, # m')).toEqual(['} km', '# m']);
    expect(found('de', '1,1\u00a0km im 7.\u00a0Bezirk, z.\u00a0B. Neubau, 3 Minuten')).toEqual([]);
  });

  it('keeps to the chosen German terms', () => {
    expect(found('de', 'Veranstaltung eintragen')).toEqual(['Veranstaltung']);
    expect(found('de', 'Alle Gebuchten bekommen eine Mail.')).toEqual(['Gebuchten', 'Mail']);
    expect(found('de', 'per Email oder eMail an die Webseite')).toEqual(['Webseite', 'Email', 'eMail']);
    expect(found('de', 'Deine E-Mail-Adresse steht in der E-Mail.')).toEqual([]);
    expect(found('de', 'für Teilnehmer und Besucher')).toEqual(['Teilnehmer', 'Besucher']);
    expect(found('de', 'als Betreiber:in, für Teilnehmer:innen')).toEqual([]);
    expect(found('de', 'für Anfängerinnen und Anfänger, Lehrer*innen und KursleiterInnen')).toEqual(['Anfängerinnen und Anfänger', 'Lehrer*innen', 'KursleiterInnen']);
  });

  it('keeps English British, with the chosen terms and the 24-hour clock', () => {
    expect(found('en', 'Your favorite color, canceled')).toEqual(['favorite', 'color', 'canceled']);
    expect(found('en', 'Starts at 6 pm; homemade things')).toEqual(['homemade', '6 pm']);
    expect(found('en', 'Add an event in a place near your town by e-mail')).toEqual(['event', 'place', 'town', 'e-mail']);
    expect(found('en', 'marked “Featured”')).toEqual(['Featured']);
    expect(found('en', '{page} – Magazine for Homemade Things, your favourite colours, cancelled at 18:00')).toEqual([]);
  });

  it('leaves argument names, paths and query parameters alone', () => {
    expect(found('en', '{events, plural, one {# course} other {# courses}}')).toEqual([]);
    expect(found('en', 'Narrow it down, for example /en/events.ics?city=wien or color=red.')).toEqual([]);
  });
});
