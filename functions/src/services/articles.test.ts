import { describe, expect, it } from 'vitest';
import { demoArticles } from '../seed/demo-articles.js';
import { articleReadingMinutes, listArticles, readingMinutes } from './articles.js';
import type { ReadContext } from './service-context.js';

const words = (count: number, word = 'Wort') => Array.from({ length: count }, () => word).join(' ');

describe('readingMinutes', () => {
  it('counts about 200 words a minute, a started minute as a whole one, and never less than one', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(words(1))).toBe(1);
    expect(readingMinutes(words(200))).toBe(1);
    expect(readingMinutes(words(201))).toBe(2);
    expect(readingMinutes(words(450))).toBe(3);
    expect(readingMinutes(words(1000))).toBe(5);
  });

  it('counts words, not Markdown syntax, punctuation or line breaks', () => {
    const markdown = '## Überschrift\n\n- **fett** und _kursiv_\n- Schritt 2: 40 × 45 cm\n\n1. Näh’s — fertig!';
    // Überschrift, fett, und, kursiv, Schritt, 2, 40, 45, cm, Näh’s, fertig
    expect(readingMinutes(`${markdown}\n${words(189)}`)).toBe(1);
    expect(readingMinutes(`${markdown}\n${words(190)}`)).toBe(2);
  });

  it('follows each demo article’s length, one number in both languages, counted in the German original', () => {
    const articles = demoArticles(new Date('2026-11-22T12:00:00Z'));
    const minutes = articles.map((article) => ({ slug: article.slug, shown: articleReadingMinutes(article), de: readingMinutes(article.body.de) }));
    expect(new Set(minutes.map((article) => article.shown)).size).toBeGreaterThanOrEqual(3);
    expect(minutes.every((article) => article.shown === article.de)).toBe(true);
    // Counted per language, English would show a minute more for some: the translation has more, shorter words.
    expect(articles.some((article) => readingMinutes(article.body.en ?? '') !== readingMinutes(article.body.de))).toBe(true);
    expect(minutes.find((article) => article.slug === 'wiener-werkstaetten-wo-die-stadt-selber-macht')?.shown).toBeGreaterThanOrEqual(4);
  });
});

describe('listArticles', () => {
  it('refuses an empty or over-long tag in the words of every other argument error', async () => {
    // The arguments are checked before the store is asked.
    const ctx = {} as ReadContext;
    await expect(listArticles(ctx, { filter: { tag: '' } })).rejects.toThrow('Invalid argument "filter.tag": must not be empty.');
    await expect(listArticles(ctx, { filter: { tag: 'x'.repeat(51) } })).rejects.toThrow('Invalid argument "filter.tag": must be at most 50 characters long.');
  });
});
