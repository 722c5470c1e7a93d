// Reading a course wish („töpfern lernen, nächstes Wochenende, in der Nähe von Ottakring“, "knitting in Graz
// tomorrow") into what retrieval searches for: the place it names, the crafts it is about and the time it asks for.
// The place is read first and its words („in der Nähe von …“, the place's name) are taken out before the crafts are
// read, because German spells the place word „Nähe“ like a form of „nähen“; word forms and compounds (Töpferei,
// töpfern, Strickkurs, Nähkurs) meet a craft's words through the Snowball German stemmer (@orama/stemmers) and the
// site's own search stem (domain/search.ts), which also joins derived nouns to their verbs (Töpferei → töpfern).
import { stemmer as snowballGerman } from '@orama/stemmers/german';
import { CRAFT_GUIDES } from '../domain/craft-guides.js';
import { findPlaces, type PlaceKind, type PlaceRecord } from '../domain/places.js';
import type { CityRecord, CraftRecord, Locale } from '../domain/records.js';
import { fold, stem } from '../domain/search.js';
import { readTime } from './time-hints.js';
import type { AppliedTime, AssistantWhen } from './types.js';

/** How many crafts a wish may be about: a short answer, not a directory. */
const MAX_CRAFTS = 3;

/** Words that only say how or where, never which craft (folded). */
const NOT_CRAFT = new Set(
  (
    'der die das den dem des ein eine einer eines einem einen und oder mit fur von vom zu zum zur im in am an auf aus bei ' +
    'ist sind wie was wer wo du ich wir ihr sie es mir mich mein meine nicht auch noch nur so als um uber gern gerne ' +
    'mochte will wurde lernen kurs kurse workshop the a an and or of for to in on at by with from is are be this that ' +
    'your you our my me want would like learn class course near'
  ).split(' '),
);

// „in der Nähe von“, „in meiner Nähe“, „nahe bei“, „rund um“, "near", "close to": they say where, and „Nähe“ in them
// is no sewing. Matched on folded text (ä → a).
const PLACE_PHRASES = [
  /\b(?:hier )?in (?:der|meiner|deiner|unserer|eurer|ihrer) nahe(?: (?:von|vom|zu|zum|zur|bei|beim))?\b/g,
  /\b(?:in der )?umgebung(?: (?:von|vom))?\b/g,
  /\b(?:ganz )?nahe? (?:von|vom|bei|beim|zu|zum|zur|am|an der)\b/g,
  /\brund um\b/g,
  /\b(?:close to|nearby|near(?: me)?|around)\b/g,
];
// A bare „Nähe“ („Töpfern Nähe Westbahnhof“) is a place word too; „ich nähe“ is sewing.
const BARE_NEAR = /(^|[^\p{L}])(?<!\bich )nahe(?![\p{L}])/gu;

/** Heads of German compounds that name the kind of offering, not the craft („Strickkurs“, „Töpferwerkstatt“). */
const HEADS = ['kurse', 'kurs', 'workshops', 'workshop', 'werkstatten', 'werkstatt', 'abende', 'abend', 'gruppe', 'treff', 'runde', 'stunden', 'stunde', 'einsteiger', 'anfanger', 'zeug', 'sachen', 'lernen'];

const snowball = (word: string) => snowballGerman(word);

/** The forms a word may meet a craft's word in: Snowball's stem, the site's search stem, and the word without a head. */
function formsOf(word: string): Set<string> {
  const forms = new Set([word, snowball(word), stem(word)]);
  for (const head of HEADS) {
    const modifier = word.endsWith(head) ? word.slice(0, -head.length) : '';
    if (modifier.length >= 3) for (const form of [modifier, snowball(modifier), stem(modifier)]) forms.add(form);
  }
  return forms;
}

const wordsOf = (text: string) => fold(text).split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 1 && !NOT_CRAFT.has(word));

/** Each craft's words in all their forms, made once per taxonomy. */
const vocabularies = new WeakMap<readonly CraftRecord[], Map<string, Set<string>>>();
function vocabularyOf(crafts: readonly CraftRecord[]): Map<string, Set<string>> {
  let known = vocabularies.get(crafts);
  if (!known) {
    known = new Map(
      crafts.map((craft) => {
        const words = wordsOf([craft.name.de, craft.name.en, ...(CRAFT_GUIDES[craft.slug]?.words ?? [])].join(' '));
        return [craft.slug, new Set(words.flatMap((word) => [word, snowball(word), stem(word)]))];
      }),
    );
    vocabularies.set(crafts, known);
  }
  return known;
}

/**
 * Crafts the text names, best first (most words matched, then taxonomy order). A word whose form is a craft's word
 * counts twice; one that begins or ends with a craft's word of four letters or more (a part of a German compound:
 * „Ledergürtel“ holds „Leder“, „Siebdruck“ „Druck“) once, so that „Linolschnitt“ is printing before it is the
 * „Schnitt“ of sewing.
 */
export function craftsOf(text: string, crafts: readonly CraftRecord[]): CraftRecord[] {
  const asked = [...new Set(wordsOf(text))].map(formsOf);
  if (asked.length === 0) return [];
  const vocabulary = vocabularyOf(crafts);
  const weight = (forms: Set<string>, words: Set<string>) => {
    if ([...forms].some((form) => words.has(form))) return 2;
    for (const form of forms) {
      if (form.length < 5) continue;
      for (const word of words) if (word.length >= 4 && word !== form && (form.startsWith(word) || form.endsWith(word))) return 1;
    }
    return 0;
  };
  const scored = crafts
    .map((craft) => ({ craft, score: asked.reduce((sum, forms) => sum + weight(forms, vocabulary.get(craft.slug)!), 0) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.craft.position - b.craft.position);
  const best = scored[0]?.score ?? 0;
  return scored.filter((entry) => entry.score * 2 >= best).slice(0, MAX_CRAFTS).map((entry) => entry.craft);
}

/** A place the wish names, and the words that named it (taken out before its crafts are read). */
export interface NamedPlace {
  place: PlaceRecord;
  words: string;
}

const SPECIFIC: Record<PlaceKind, number> = { POSTAL_CODE: 0, DISTRICT: 1, CITY: 2 };

/**
 * The place the wish names: a Vienna postcode („1160“), a district by name or number („Ottakring“, „16. Bezirk“) or
 * a city („in Graz“, "in Vienna"); the most specific one when it names several („Wien Ottakring“). Only whole names
 * count, so „in zwei Wochen“ finds no „Innsbruck“ and „innere Ruhe“ no „Innere Stadt“.
 */
export function placeOfWish(question: string, cities: readonly CityRecord[], locale: Locale): NamedPlace | undefined {
  const text = fold(question);
  const found: NamedPlace[] = [];
  // The whole name, or one part of a double name („Fünfhaus“); never the beginning of one („innere Ruhe“).
  const named = (words: string, place: PlaceRecord) => {
    if (place.kind === 'POSTAL_CODE') return place.postalCodes.includes(words);
    const names = place.kind === 'CITY' && place.city ? [place.city.name.de, place.city.name.en ?? ''] : [place.label.split(' (')[0]!];
    return names.some((name) => fold(name) === words || fold(name).split('-').includes(words));
  };
  for (const match of text.matchAll(/\b(\d{4})\b/g)) {
    const place = findPlaces(match[1]!, cities, locale, 3).find((candidate) => candidate.kind === 'POSTAL_CODE' && candidate.postalCodes.includes(match[1]!));
    if (place) found.push({ place, words: match[0] });
  }
  for (const match of text.matchAll(/\b(\d{1,2})\.? ?bezirk\b|\bbezirk (\d{1,2})\b|\b(\d{1,2})(?:st|nd|rd|th) district\b/g)) {
    const place = findPlaces(`${match[1] ?? match[2] ?? match[3]}. bezirk`, cities, locale, 1).find((candidate) => candidate.kind === 'DISTRICT');
    if (place) found.push({ place, words: match[0] });
  }
  const words = text.split(/[^\p{L}\p{N}-]+/u).filter((word) => word.length > 2 && !NOT_CRAFT.has(word));
  for (let length = 3; length >= 1; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      const candidate = words.slice(start, start + length).join(' ');
      const place = findPlaces(candidate, cities, locale, 5).find((found) => named(candidate, found));
      if (place && !found.some((known) => known.words.includes(candidate))) found.push({ place, words: candidate });
    }
  }
  return found.sort((a, b) => SPECIFIC[a.place.kind] - SPECIFIC[b.place.kind])[0];
}

/** The crafts of a wish, read without its place words („in der Nähe von Ottakring“ is no sewing). */
export function craftsOfWish(question: string, crafts: readonly CraftRecord[], cities: readonly CityRecord[], locale: Locale): CraftRecord[] {
  return craftsOf(withoutPlace(question, placeOfWish(question, cities, locale)), crafts);
}

/** The wish with its place words taken out, for reading its crafts. */
function withoutPlace(question: string, named: NamedPlace | undefined): string {
  let text = fold(question);
  if (named) text = text.replace(named.words, ' ');
  for (const phrase of PLACE_PHRASES) text = text.replace(phrase, ' ');
  return text.replace(BARE_NEAR, '$1 ');
}

export interface Wish {
  /** The crafts the wish is about, best first (none when it names none). */
  crafts: CraftRecord[];
  /** The place it names, if any. */
  place?: PlaceRecord;
  /** The time it asks for (merged with the form's `when`), never before now. */
  time: AppliedTime;
}

/** Reads a wish: its place, its crafts (without the place's words) and its time, in Vienna's calendar. */
export function readWish(
  question: string,
  context: { crafts: readonly CraftRecord[]; cities: readonly CityRecord[]; locale: Locale; now: Date; when?: AssistantWhen },
): Wish {
  const named = placeOfWish(question, context.cities, context.locale);
  return {
    crafts: craftsOf(withoutPlace(question, named), context.crafts),
    ...(named ? { place: named.place } : {}),
    time: readTime(question, context.when, context.now),
  };
}
