// The demo content is what a visitor reads on every page, so it keeps the house rule on writing about people in
// German (domain/gender-style.ts, the same rule the catalog lint applies): every German text of every venue, course
// and article, with their image descriptions and the sample listing, in one style.
import { describe, expect, it } from 'vitest';
import { genderSlips } from '../domain/gender-style.js';
import { demoContent, musterspaceEvents, musterspaceVenue } from './demo-content.js';

const now = new Date('2026-11-22T17:10:00Z');

/** Every German text in a record: the `de` side of each { de, en } pair, at any depth, with where it sits. */
function germanTexts(value: unknown, path: string, into: Array<{ path: string; text: string }>): typeof into {
  if (Array.isArray(value)) value.forEach((item, index) => germanTexts(item, `${path}[${index}]`, into));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'de' && typeof item === 'string') into.push({ path, text: item });
      else germanTexts(item, `${path}.${key}`, into);
    }
  }
  return into;
}

describe('the demo content’s German', () => {
  const content = demoContent(now);
  const sources = {
    venues: [...content.venues, musterspaceVenue(now)],
    // Each course once: a series repeats the same texts for every run.
    events: [...new Map([...content.events, ...musterspaceEvents(now)].map((event) => [JSON.stringify([event.title, event.description]), event])).values()],
    articles: content.articles,
    crafts: content.crafts,
  };

  it.each(Object.keys(sources) as Array<keyof typeof sources>)('writes about people in the one style in the %s', (kind) => {
    const slips = sources[kind].flatMap((record) =>
      germanTexts(record, (record as { slug: string }).slug, []).flatMap(({ path, text }) =>
        genderSlips(text).map((slip) => `${path}: ${slip.found}`),
      ),
    );
    expect(slips).toEqual([]);
  });

  it('reads every text it checks', () => {
    const texts = sources.articles.flatMap((article) => germanTexts(article, article.slug, []));
    expect(texts.length).toBeGreaterThan(sources.articles.length * 3);
  });
});
