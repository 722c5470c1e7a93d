// What a careful reader checks in the demo texts: the venue descriptions speak in the magazine's voice, and the
// articles get the safety rules and the places right.
import { describe, expect, it } from 'vitest';
import { demoArticles } from './demo-articles.js';
import { demoVenues } from './demo-venues.js';

const now = new Date('2026-11-22T17:10:00Z');
const venues = demoVenues(now);
const articles = demoArticles(now);

function article(slug: string) {
  const found = articles.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`No demo article ${slug}`);
  return { de: found.body.de, en: found.body.en ?? '' };
}

describe('venue descriptions', () => {
  // The magazine describes each venue in the third person; the venue's own „wir“ belongs in quotes, not here.
  const firstPerson = {
    de: /\b(wir|uns|unser|unsere|unserem|unseren|unserer|unseres)\b/i,
    en: /\b(we|us|our|ours|ourselves)\b/i,
  };

  it.each(['de', 'en'] as const)('keep the magazine’s voice in %s, never the venue’s „we“', (language) => {
    const slips = venues
      .map((venue) => ({ slug: venue.slug, text: venue.description[language] ?? '' }))
      .filter(({ text }) => firstPerson[language].test(text))
      .map(({ slug, text }) => `${slug}: ${text.match(firstPerson[language])?.[0]}`);
    expect(slips).toEqual([]);
  });
});

describe('article facts', () => {
  it('the soap article puts sodium hydroxide into water, never the reverse', () => {
    const { de, en } = article('seife-im-kaltverfahren-sicher-sieden');
    expect(de).toContain('Gib das Natriumhydroxid langsam und in kleinen Portionen ins kalte Wasser, nie das Wasser auf das Natriumhydroxid');
    expect(en).toContain('Add the sodium hydroxide to cold water slowly and in small portions, never the water to the sodium hydroxide');
    expect(de).not.toContain('Gib die Lauge ins Wasser');
  });

  it('the Salzburg visit keeps Steingasse and Linzer Gasse on the same, right bank of the Salzach', () => {
    const { de, en } = article('werkstaetten-in-graz-linz-und-salzburg');
    expect(de).toContain('ebenfalls am rechten Salzachufer');
    expect(en).toContain('also on the right bank of the Salzach');
    expect(de).not.toContain('anderen Seite der Salzach');
    expect(en).not.toContain('other side of the Salzach');
  });

  it('the linocut lies mirror-inverted on the block so that the print reads the right way round', () => {
    const { de, en } = article('linolschnitt-vom-entwurf-zum-ersten-druck');
    expect(de).toContain('So liegt er spiegelverkehrt auf der Platte, und der Druck zeigt ihn wieder richtig herum.');
    expect(en).toContain('That way it lies on the block mirror-inverted, and the print shows it the right way round again.');
  });

  it('the woodturning article secures cracks with butterfly keys and keeps the roughing gouge off bowls', () => {
    const { de, en } = article('drechseln-mit-frischem-obstholz');
    expect(de).toContain('doppelten Schwalbenschwanzes');
    expect(de).not.toContain('Schmetterlingsklammern');
    expect(en).toContain('butterfly keys');
    expect(de).toContain('gehört nie an eine Schale');
    expect(en).toContain('never belongs on a bowl');
  });
});
