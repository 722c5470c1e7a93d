import { describe, expect, it } from 'vitest';
import type { CraftRecord } from './records.js';
import { craftTerm, fold, matchScore, parseQuery, queryTerms, terms } from './search.js';

const crafts: CraftRecord[] = [
  { slug: 'toepfern-keramik', name: { de: 'Töpfern/Keramik', en: 'Pottery & ceramics' }, position: 1 },
  { slug: 'stricken-haekeln', name: { de: 'Stricken & Häkeln', en: 'Knitting & crochet' }, position: 2 },
];

describe('fold and terms', () => {
  it('folds case, umlauts (either spelling) and ß', () => {
    expect(fold('Töpfern')).toBe(fold('toepfern'));
    expect(fold('TOPFERN')).toBe(fold('töpfern'));
    expect(fold('Straße')).toBe('strasse');
    expect(fold('Café Crème')).toBe('cafe creme');
  });

  it('drops stop words and stems German and English endings', () => {
    expect(terms('Töpfern, topfern und toepfern!')).toEqual(['topf', 'topf', 'topf']);
    expect(terms('Kurse für den Kurs')).toEqual(['kurs', 'kurs']);
    expect(terms('courses and a course')).toEqual(['cour', 'cour']);
    expect(terms('Töpferei, Töpferinnen')).toEqual(['topf', 'topf']);
    expect(terms('Wiener Werkstätten, Werkstatt')).toEqual(['wien', 'werkstat', 'werkstat']);
    expect(terms('knitting / knits')).toEqual(['knit', 'knit']);
    expect(terms('Glasuren, Glasur')).toEqual(['glasur', 'glasur']);
    expect(terms('Workshops in 1070')).toEqual(['workshop', '1070']);
  });
});

describe('queries', () => {
  it('expands a word naming a craft, in either language, to the craft', () => {
    expect(parseQuery('Töpfern', crafts)?.groups).toEqual([['topf', craftTerm('toepfern-keramik')]]);
    expect(parseQuery('pottery Wien', crafts)?.groups).toEqual([['pottery', craftTerm('toepfern-keramik')], ['wien']]);
    expect(parseQuery('der die das', crafts)).toBeNull();
    expect(parseQuery('  ', crafts)).toBeNull();
  });

  it('keeps to the term budget of 30', () => {
    const long = Array.from({ length: 40 }, (_, i) => `wort${i}x`).join(' ');
    expect(queryTerms(parseQuery(long, crafts)!)).toHaveLength(30);
  });

  it('matches when every word is found and scores by the best weight per word', () => {
    const record = new Map([
      ['topf', 3],
      [craftTerm('toepfern-keramik'), 2],
      ['wien', 2],
    ]);
    expect(matchScore(record, parseQuery('Töpfern in Wien', crafts)!)).toBe(5);
    expect(matchScore(record, parseQuery('Keramik', crafts)!)).toBe(2);
    expect(matchScore(record, parseQuery('Töpfern Graz', crafts)!)).toBe(0);
  });
});
