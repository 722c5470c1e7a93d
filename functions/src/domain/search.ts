// Text search in German and English, shared by both store adapters so that they find and rank exactly alike.
// A record's text becomes weighted terms: words folded (case, umlauts, ß: Töpfern = topfern = toepfern), stop
// words dropped, plural and verb endings cut off. Adapters store the terms (embedded: a table, Firestore: an
// array field) to find candidates; `matchScore` decides and ranks, from the record itself.
import type { ArticleRecord, CraftRecord, EventRecord, LocalizedText, VenueRecord } from './records.js';

/**
 * Lower case without accents; umlauts and their two-letter spellings meet in the plain vowel ("ä" and "ae" both
 * become "a"), ß becomes "ss". Applied alike to what is stored and what is searched.
 */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ß', 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/([aou])e/g, '$1');
}

const STOP_WORDS = new Set(
  (
    'der die das den dem des ein eine einer eines einem einen und oder mit fur von zu zum zur im in am an auf aus bei ' +
    'ist sind wie was wer wo du ich wir ihr sie es nicht auch noch nur so als um uber the a an and or of for to in on ' +
    'at by with from is are be this that your you our'
  )
    .split(' ')
    .map(fold),
);

/** Endings cut off, longest first; a stem keeps at least four letters. German and English alike. */
const SUFFIXES = ['innen', 'ungen', 'ern', 'ing', 'ies', 'ung', 'ers', 'en', 'er', 'es', 'ed', 'ei', 'in', 'e', 'n', 's'];
const MIN_STEM = 4;

function stripSuffix(word: string): string {
  const suffix = SUFFIXES.find((ending) => word.endsWith(ending) && word.length - ending.length >= MIN_STEM);
  return suffix ? word.slice(0, -suffix.length) : word;
}

/**
 * Up to two endings come off, so that derived nouns meet their verb (Töpferei, Töpfer, töpfern -> "topf"); a
 * doubled final consonant is single ("knitting" -> "knit", "Werkstätten" and "Werkstatt" -> "werkstat").
 */
export function stem(word: string): string {
  const base = stripSuffix(stripSuffix(word));
  return /([bdfgklmnprt])\1$/.test(base) ? base.slice(0, -1) : base;
}

/** Folded, stemmed words of a text, stop words and single letters left out. */
export function terms(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .map(stem);
}

/** The term a record carries for each of its crafts; queries naming a craft (in either language) ask for it. */
export const craftTerm = (slug: string): string => `craft:${slug}`;

type Weighted = Map<string, number>;

function add(into: Weighted, weight: number, ...texts: (string | LocalizedText | undefined)[]): void {
  for (const text of texts) {
    if (text === undefined) continue;
    for (const value of typeof text === 'string' ? [text] : [text.de, text.en ?? '']) {
      for (const term of terms(value)) into.set(term, Math.max(into.get(term) ?? 0, weight));
    }
  }
}

function addCrafts(into: Weighted, slugs: readonly string[]): void {
  for (const slug of slugs) into.set(craftTerm(slug), Math.max(into.get(craftTerm(slug)) ?? 0, 2));
}

/** Name counts most, then crafts and place, then the description. */
export function venueTerms(venue: VenueRecord): Weighted {
  const weighted: Weighted = new Map();
  add(weighted, 1, venue.description);
  add(weighted, 2, venue.address.district, venue.address.locality, venue.address.postalCode, venue.citySlug);
  addCrafts(weighted, venue.craftSlugs);
  add(weighted, 3, venue.name);
  return weighted;
}

export function eventTerms(event: EventRecord): Weighted {
  const weighted: Weighted = new Map();
  add(weighted, 1, event.description, event.whatToBring, event.venueSlug.replaceAll('-', ' '), event.citySlug);
  addCrafts(weighted, event.craftSlugs);
  add(weighted, 3, event.title);
  return weighted;
}

export function articleTerms(article: ArticleRecord): Weighted {
  const weighted: Weighted = new Map();
  add(weighted, 1, article.body);
  add(weighted, 2, article.excerpt, ...article.tags);
  addCrafts(weighted, article.craftSlugs);
  add(weighted, 3, article.title);
  return weighted;
}

/** Firestore's array-contains-any takes at most 30 values. */
export const MAX_QUERY_TERMS = 30;

/**
 * A parsed query: one group per searched word, holding the word's term and the terms of the crafts it names.
 * A record matches when it carries a term of every group.
 */
export interface SearchQuery {
  groups: string[][];
}

/** All terms of a query, for the adapters' candidate lookup (at most MAX_QUERY_TERMS). */
export function queryTerms(query: SearchQuery): string[] {
  return [...new Set(query.groups.flat())];
}

/**
 * Parses what a visitor typed; null when nothing searchable is left (only stop words or punctuation). Words beyond
 * the term budget are ignored. Crafts match by any word of their German or English name ("Töpfern", "pottery").
 */
export function parseQuery(text: string, crafts: readonly CraftRecord[]): SearchQuery | null {
  const craftWords = crafts.map((craft) => ({ term: craftTerm(craft.slug), words: new Set([...terms(craft.name.de), ...terms(craft.name.en)]) }));
  const groups: string[][] = [];
  let budget = MAX_QUERY_TERMS;
  for (const word of new Set(terms(text))) {
    const group = [word, ...craftWords.filter((craft) => craft.words.has(word)).map((craft) => craft.term)];
    if (group.length > budget) break;
    budget -= group.length;
    groups.push(group);
  }
  return groups.length > 0 ? { groups } : null;
}

/** The record's relevance for the query (the best weight per group, summed), or 0 when it does not match. */
export function matchScore(weighted: Weighted, query: SearchQuery): number {
  let score = 0;
  for (const group of query.groups) {
    const best = Math.max(0, ...group.map((term) => weighted.get(term) ?? 0));
    if (best === 0) return 0;
    score += best;
  }
  return score;
}
