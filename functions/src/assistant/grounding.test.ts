// Grounding a model's text: references and links to listings the answer retrieved are kept (as references), anything
// else is removed and reported, also when the text arrives in pieces that split a reference or a URL.
import { describe, expect, it } from 'vitest';
import { coarsePlace, groundText, ListingIndex, StreamGrounder } from './grounding.js';
import type { Retrieved } from './types.js';

const listings: Pick<Retrieved, 'crafts' | 'events' | 'venues' | 'articles'> = {
  crafts: [{ slug: 'toepfern-keramik', name: 'Töpfern & Keramik', link: '/events?craft=toepfern-keramik', summary: '', firstSteps: [], materials: [] }],
  events: [
    {
      slug: 'drehen-am-abend',
      title: 'Drehen am Abend',
      link: '/events/drehen-am-abend',
      description: '',
      sessions: [],
      timeZone: 'Europe/Vienna',
      seatsLeft: 3,
      price: { amountCents: 4_500, currency: 'EUR' },
      craftSlugs: ['toepfern-keramik'],
      venue: { slug: 'tonwerk-neubau', name: 'Tonwerk Neubau' },
    },
  ],
  venues: [
    { slug: 'tonwerk-neubau', name: 'Tonwerk Neubau', link: '/venues/tonwerk-neubau', kind: 'WORKSHOP', role: 'EQUIPMENT', description: '', address: '', equipment: ['KILN'] },
  ],
  articles: [],
};
const index = new ListingIndex();
index.add(listings);

describe('groundText', () => {
  it('keeps references to retrieved listings and removes invented ones, reporting them', () => {
    const result = groundText('Schau dir [[event:drehen-am-abend]] an, oder [[Venue: Tonwerk-Neubau]] und [[event:erfunden]]. [[irgendwas]]', index);
    expect(result.text).toBe('Schau dir [[event:drehen-am-abend]] an, oder [[venue:tonwerk-neubau]] und.');
    expect(result.referenced).toEqual(['event:drehen-am-abend', 'venue:tonwerk-neubau']);
    expect(result.dropped).toEqual(['event:erfunden', '[[irgendwas]]']);
  });

  it('turns links to a retrieved listing into its reference and removes every other link or URL', () => {
    const result = groundText(
      'Kurs: [Drehen](https://selbstgemacht.example/en/events/drehen-am-abend), Werkstatt /venues/tonwerk-neubau, sonst [Ton-Shop](https://ton.example/shop) oder www.ton.example (siehe /events/gibt-es-nicht).',
      index,
    );
    expect(result.text).toBe('Kurs: Drehen [[event:drehen-am-abend]], Werkstatt [[venue:tonwerk-neubau]], sonst Ton-Shop oder (siehe).');
    expect(result.dropped).toEqual(['https://ton.example/shop', 'www.ton.example', '/events/gibt-es-nicht']);
  });
});

describe('StreamGrounder', () => {
  it('shows nothing unchecked: pieces that split a reference or a URL give the same text as the whole', () => {
    const whole = 'Probier [[event:drehen-am-abend]] und https://ton.example/shop, dann [[event:erfunden]] fertig.';
    for (const size of [1, 2, 3, 5, 8, 13]) {
      const grounder = new StreamGrounder(index);
      const shown: string[] = [];
      for (let at = 0; at < whole.length; at += size) shown.push(grounder.push(whole.slice(at, at + size)));
      shown.push(grounder.end());
      expect(shown.join('')).toBe(groundText(whole, index).text);
      for (const piece of shown) expect(piece).not.toMatch(/ton\.example|erfunden|\[\[event:d[^\]]*$/);
      expect(grounder.dropped).toEqual(['https://ton.example/shop', 'event:erfunden']);
    }
  });
});

describe('coarsePlace', () => {
  const cities = [
    { slug: 'wien', name: { de: 'Wien', en: 'Vienna' }, country: 'AT', timeZone: 'Europe/Vienna', center: { lat: 48.2082, lng: 16.3738 }, population: 2_000_000 },
    { slug: 'graz', name: { de: 'Graz' }, country: 'AT', timeZone: 'Europe/Vienna', center: { lat: 47.0707, lng: 15.4395 }, population: 300_000 },
  ];

  it('gives the nearest city’s name or the name of the place typed as the map knows it, never coordinates', () => {
    expect(coarsePlace({ lat: 48.2011, lng: 16.3489 }, cities, 'en')).toBe('Vienna');
    expect(coarsePlace({ lat: 47.05, lng: 15.45 }, cities, 'en')).toBe('Graz');
    expect(coarsePlace({ lat: 52.52, lng: 13.405 }, cities, 'de')).toBeUndefined();
    expect(coarsePlace({ lat: 48.2011, lng: 16.3489, area: { label: '1070 Wien', radiusKm: 1.5, postalCodes: ['1070'] } }, cities, 'de')).toBe('1070 Wien');
    expect(coarsePlace(undefined, cities, 'de')).toBeUndefined();
  });
});
