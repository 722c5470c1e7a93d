// The reading of course wishes, table-driven: real-sounding questions, mostly German, each with the craft, the time
// window and the place it must be read as. Asked on a Saturday afternoon in Vienna (28 November 2026, 16:00).
import { describe, expect, it } from 'vitest';
import type { Locale } from '../domain/records.js';
import { demoCities, demoCrafts } from '../seed/demo-taxonomy.js';
import { readWish } from './wish.js';

const now = new Date('2026-11-28T15:00:00Z');
/** Local midnight in Vienna (UTC+1 in winter) of a day, as an instant. */
const midnight = (day: string) => new Date(new Date(`${day}T00:00:00+01:00`).getTime());

interface Row {
  question: string;
  locale?: Locale;
  /** The craft read first; null: none. */
  craft: string | null;
  /** The window [from, to) as local days (to exclusive); absent: from now on, without end. */
  window?: [from: string | 'now', to: string];
  days?: number[];
  part?: 'morning' | 'afternoon' | 'evening';
  /** The place's label; null: none named. */
  place: string | null;
}

const NEXT_WEEKEND: Row['window'] = ['2026-12-05', '2026-12-07'];
const THIS_WEEKEND: Row['window'] = ['now', '2026-11-30'];
const NEXT_WEEK: Row['window'] = ['2026-11-30', '2026-12-07'];

const TABLE: Row[] = [
  { question: 'töpfern lernen, nächstes Wochenende, in der Nähe von Ottakring', craft: 'toepfern-keramik', window: NEXT_WEEKEND, days: [6, 0], place: 'Ottakring (16. Bezirk), Wien' },
  { question: 'Nähen in der Nähe von Ottakring', craft: 'naehen', place: 'Ottakring (16. Bezirk), Wien' },
  { question: 'Nähkurs in der Nähe von 1160', craft: 'naehen', place: '1160 Wien' },
  { question: 'Ich möchte nähen lernen, am besten in meiner Nähe', craft: 'naehen', place: null },
  { question: 'Ich nähe gern und suche einen Kurs für Taschen nächste Woche in Meidling', craft: 'naehen', window: NEXT_WEEK, place: 'Meidling (12. Bezirk), Wien' },
  { question: 'Töpferei in der Nähe vom Westbahnhof', craft: 'toepfern-keramik', place: null },
  { question: 'Kurs Nähe Ottakring: Töpfern', craft: 'toepfern-keramik', place: 'Ottakring (16. Bezirk), Wien' },
  { question: 'Gibt es einen Töpferkurs morgen in Graz?', craft: 'toepfern-keramik', window: ['2026-11-29', '2026-11-30'], place: 'Graz' },
  { question: 'Keramik Abendkurs in Wien', craft: 'toepfern-keramik', part: 'evening', place: 'Wien' },
  { question: 'Töpfern mit Kindern in der Nähe von Hernals am Nachmittag', craft: 'toepfern-keramik', part: 'afternoon', place: 'Hernals (17. Bezirk), Wien' },
  { question: 'Drehscheibe ausprobieren, morgen früh', craft: 'toepfern-keramik', window: ['2026-11-29', '2026-11-30'], part: 'morning', place: null },
  { question: 'Was kann ich am Morgen machen? Keramik vielleicht', craft: 'toepfern-keramik', part: 'morning', place: null },
  { question: 'Ich suche eine Töpferwerkstatt im 16. Bezirk', craft: 'toepfern-keramik', place: 'Ottakring (16. Bezirk), Wien' },
  { question: 'Strickkurs für Anfänger nächste Woche', craft: 'stricken-haekeln', window: NEXT_WEEK, place: null },
  { question: 'stricken lernen dienstagabends im 7. Bezirk', craft: 'stricken-haekeln', days: [2], part: 'evening', place: 'Neubau (7. Bezirk), Wien' },
  { question: 'Häkelkurs übermorgen', craft: 'stricken-haekeln', window: ['2026-11-30', '2026-12-01'], place: null },
  { question: 'Strickabend in der Umgebung von Graz', craft: 'stricken-haekeln', part: 'evening', place: 'Graz' },
  { question: 'Amigurumi häkeln in 1020', craft: 'stricken-haekeln', place: '1020 Wien' },
  { question: 'Wo kann ich am Wochenende Kerzen ziehen in Linz?', craft: 'kerzen-seife', days: [6, 0], place: 'Linz' },
  { question: 'Seifenkurs unter der Woche', craft: 'kerzen-seife', days: [1, 2, 3, 4, 5], place: null },
  { question: 'Kerzen gießen heute', craft: 'kerzen-seife', window: ['now', '2026-11-29'], place: null },
  { question: 'Siebdruck-Workshop im Jänner', craft: 'druck', window: ['2027-01-01', '2027-02-01'], place: null },
  { question: 'Linolschnitt in drei Tagen', craft: 'druck', window: ['2026-12-01', '2026-12-02'], place: null },
  { question: 'Ring selber schmieden in Wien Neubau, dieses Wochenende', craft: 'schmuck', window: THIS_WEEKEND, days: [6, 0], place: 'Neubau (7. Bezirk), Wien' },
  { question: 'Schmuckkurs nahe Mariahilf', craft: 'schmuck', place: 'Mariahilf (6. Bezirk), Wien' },
  { question: 'Goldschmiedekurs in Zürich am Samstag', craft: 'schmuck', days: [6], place: 'Zürich' },
  { question: 'Holzworkshop Sonntagnachmittag', craft: 'holz', days: [0], part: 'afternoon', place: null },
  { question: 'Hocker bauen in 1070', craft: 'holz', place: '1070 Wien' },
  { question: 'Tischlern für Einsteiger in Penzing', craft: 'holz', place: 'Penzing (14. Bezirk), Wien' },
  { question: 'Buchbinden am Samstagvormittag', craft: 'papier-buchbinden', days: [6], part: 'morning', place: null },
  { question: 'Papier schöpfen am Sonntag', craft: 'papier-buchbinden', days: [0], place: null },
  { question: 'Buchbinderei in Hamburg', craft: 'papier-buchbinden', place: 'Hamburg' },
  { question: 'Aquarell malen lernen heute Abend', craft: 'malen-zeichnen', window: ['now', '2026-11-29'], part: 'evening', place: null },
  { question: 'Malkurs für Erwachsene im Februar in München', craft: 'malen-zeichnen', window: ['2027-02-01', '2027-03-01'], place: 'München' },
  { question: 'Zeichnen lernen kommendes Wochenende in Berlin', craft: 'malen-zeichnen', window: THIS_WEEKEND, days: [6, 0], place: 'Berlin' },
  { question: 'Sticken in zwei Wochen in Favoriten', craft: 'sticken', window: ['2026-12-07', '2026-12-14'], place: 'Favoriten (10. Bezirk), Wien' },
  { question: 'Kann ich in Döbling nächste Woche am Abend sticken?', craft: 'sticken', window: NEXT_WEEK, part: 'evening', place: 'Döbling (19. Bezirk), Wien' },
  { question: 'Weben am Webstuhl im Dezember in Salzburg', craft: 'weben', window: ['2026-12-01', '2027-01-01'], place: 'Salzburg' },
  { question: 'Glasperlen selber machen, nächstes Wochenende', craft: 'glas', window: NEXT_WEEKEND, days: [6, 0], place: null },
  { question: 'Mosaik legen übernächstes Wochenende', craft: 'glas', window: ['2026-12-12', '2026-12-14'], days: [6, 0], place: null },
  { question: 'Gürtel aus Leder machen in Innsbruck', craft: 'leder', place: 'Innsbruck' },
  { question: 'Upcycling alter Jeans am Freitag', craft: 'upcycling', days: [5], place: null },
  { question: 'Nähmaschinenkurs in 1150', craft: 'naehen', place: '1150 Wien' },
  { question: 'Innere Ruhe beim Töpfern finden', craft: 'toepfern-keramik', place: null },
  { question: 'Töpfern in Fünfhaus', craft: 'toepfern-keramik', place: 'Rudolfsheim-Fünfhaus (15. Bezirk), Wien' },
  { question: 'Geschenk für Oma, kann nur abends', craft: null, part: 'evening', place: null },
  { question: 'pottery class near Ottakring next weekend', locale: 'en', craft: 'toepfern-keramik', window: NEXT_WEEKEND, days: [6, 0], place: 'Ottakring (16th district), Vienna' },
  { question: 'learn to knit in Vienna tomorrow evening', locale: 'en', craft: 'stricken-haekeln', window: ['2026-11-29', '2026-11-30'], part: 'evening', place: 'Vienna' },
  { question: 'sewing workshop this weekend in Graz', locale: 'en', craft: 'naehen', window: THIS_WEEKEND, days: [6, 0], place: 'Graz' },
  { question: 'candle making on Tuesday evenings', locale: 'en', craft: 'kerzen-seife', days: [2], part: 'evening', place: null },
  { question: 'screen printing in two weeks', locale: 'en', craft: 'druck', window: ['2026-12-07', '2026-12-14'], place: null },
  { question: 'woodworking in January', locale: 'en', craft: 'holz', window: ['2027-01-01', '2027-02-01'], place: null },
];

describe('reading a course wish', () => {
  it('has a table of at least 40 questions', () => expect(TABLE.length).toBeGreaterThanOrEqual(40));

  it.each(TABLE)('$question', (row) => {
    const wish = readWish(row.question, { crafts: demoCrafts, cities: demoCities, locale: row.locale ?? 'de', now });
    expect(wish.crafts[0]?.slug ?? null).toBe(row.craft);
    expect(wish.place?.label ?? null).toBe(row.place);
    const [from, to] = row.window ?? ['now', undefined];
    expect(wish.time.from).toEqual(from === 'now' ? now : midnight(from));
    expect(wish.time.to).toEqual(to === undefined ? undefined : midnight(to));
    expect(wish.time.daysOfWeek).toEqual(row.days);
    expect(wish.time.partOfDay).toBe(row.part);
  });

  it('never reads the place word „Nähe“ as sewing, but „ich nähe“ is', () => {
    const read = (question: string) => readWish(question, { crafts: demoCrafts, cities: demoCities, locale: 'de', now }).crafts.map((craft) => craft.slug);
    expect(read('Holz in der Nähe von Ottakring')).toEqual(['holz']);
    expect(read('etwas in meiner Nähe')).toEqual([]);
    expect(read('ich nähe gern')).toEqual(['naehen']);
  });

  it('counts the weekend after next in local days across the change to summer time', () => {
    const wednesday = new Date('2027-03-10T10:00:00Z');
    const time = readWish('übernächstes Wochenende', { crafts: demoCrafts, cities: demoCities, locale: 'de', now: wednesday }).time;
    // Saturday 27 March 00:00 CET to Monday 29 March 00:00 CEST (the clocks go forward on the Sunday).
    expect(time).toMatchObject({ from: new Date('2027-03-26T23:00:00Z'), to: new Date('2027-03-28T22:00:00Z') });
  });

  it('reads „dieses“ and „nächstes Wochenende“ from a Sunday as this Sunday and the next weekend', () => {
    const sunday = new Date('2026-11-29T10:00:00Z');
    const read = (question: string) => readWish(question, { crafts: demoCrafts, cities: demoCities, locale: 'de', now: sunday }).time;
    expect(read('dieses Wochenende')).toMatchObject({ from: sunday, to: midnight('2026-11-30') });
    expect(read('nächstes Wochenende')).toMatchObject({ from: midnight('2026-12-05'), to: midnight('2026-12-07') });
  });
});
