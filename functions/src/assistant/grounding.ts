// Keeps a model's answer to the site's own listings. The model sees the retrieved listings as JSON data, each with an
// id such as `event:toepfern-fuer-einsteiger`, and refers to one only as `[[event:toepfern-fuer-einsteiger]]`. Every
// reference and every link in its text is checked: one that names a listing this answer retrieved from the store is
// kept (the page turns it into a link and a card built from the store's data); anything else is removed from the
// text and reported in `dropped`. Dates, prices and seats are never taken from the model's text.
import { distanceKm } from '../domain/geo.js';
import type { CityRecord } from '../domain/records.js';
import type { AssistantPlace, Retrieved, RetrievedArticle, RetrievedCraft, RetrievedEvent, RetrievedVenue } from './types.js';

export type ListingKind = 'craft' | 'event' | 'venue' | 'article';
export type Listing =
  | { kind: 'craft'; item: RetrievedCraft }
  | { kind: 'event'; item: RetrievedEvent }
  | { kind: 'venue'; item: RetrievedVenue }
  | { kind: 'article'; item: RetrievedArticle };

/** The id a model uses for a listing: `kind:slug`. */
export const listingId = (kind: ListingKind, slug: string): string => `${kind}:${slug}`;

/** Every listing an answer may name, by id and by site path: what retrieval (and the model's searches) returned. */
export class ListingIndex {
  private readonly byId = new Map<string, Listing>();
  private readonly byLink = new Map<string, string>();

  add(retrieved: Pick<Retrieved, 'crafts' | 'events' | 'venues' | 'articles'>): void {
    const put = (listing: Listing) => {
      const id = listingId(listing.kind, listing.item.slug);
      if (this.byId.has(id)) return;
      this.byId.set(id, listing);
      this.byLink.set(normalPath(listing.item.link), id);
    };
    for (const item of retrieved.crafts) put({ kind: 'craft', item });
    for (const item of retrieved.events) put({ kind: 'event', item });
    for (const item of retrieved.venues) put({ kind: 'venue', item });
    for (const item of retrieved.articles) put({ kind: 'article', item });
  }

  /** Forgets listings (the store no longer shows them): the answer may not name them. */
  remove(ids: readonly string[]): void {
    for (const id of ids) {
      const listing = this.byId.get(id);
      if (!listing) continue;
      this.byId.delete(id);
      this.byLink.delete(normalPath(listing.item.link));
    }
  }

  get(id: string): Listing | undefined {
    return this.byId.get(id);
  }

  idOfLink(link: string): string | undefined {
    return this.byLink.get(normalPath(link));
  }
}

/** A site path without origin, language prefix, query or trailing slash, so that links compare as paths. */
function normalPath(link: string): string {
  const path = link.replace(/^https?:\/\/[^/]+/i, '').replace(/[?#].*$/, '').replace(/\/+$/, '');
  return path.replace(/^\/en(?=\/)/, '').toLowerCase();
}

// `[[kind:slug]]` with any spacing or case; `[[…]]` of any other shape is an invented reference too. Each pattern
// takes the spaces before it along, so that a removal leaves no gap (and a streamed piece always starts with them).
const REFERENCE = /([ \t]*)(?:\[\[\s*([a-z]+)\s*:\s*([^\]\s]+)\s*\]\]|\[\[[^\]]*\]\])/gi;
// A Markdown link, a URL (without the punctuation after it), or a path of the site's listing pages.
const LINK =
  /([ \t]*)(?:\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)|\bhttps?:\/\/[^\s<>()\]]*[^\s<>()\].,;:!?'"]|\bwww\.[^\s<>()\]]*[^\s<>()\].,;:!?'"]|(?<![\w/.])\/(?:en\/)?(?:events|venues|venue|v|blog|crafts)\/[\w-]+)/gi;

/**
 * Checks the references and links of a (part of a) model's text against the index: known ones become references
 * (`[[kind:slug]]`, also for a link to a known listing's page), unknown ones are removed and returned in `dropped`
 * (a Markdown link's label stays).
 */
export function groundText(text: string, index: ListingIndex): { text: string; dropped: string[]; referenced: string[] } {
  const dropped: string[] = [];
  const referenced: string[] = [];
  const keep = (id: string) => {
    if (!referenced.includes(id)) referenced.push(id);
    return `[[${id}]]`;
  };
  const withReferences = text.replace(REFERENCE, (whole: string, space: string, kind: string | undefined, slug: string | undefined) => {
    const id = kind && slug ? listingId(kind.toLowerCase() as ListingKind, slug.toLowerCase()) : undefined;
    if (id && index.get(id)) return space + keep(id);
    dropped.push(id ?? whole.trim());
    return '';
  });
  const withLinks = withReferences.replace(LINK, (whole: string, space: string, label: string | undefined, target: string | undefined) => {
    const link = target ?? whole.trim();
    const id = index.idOfLink(link);
    if (id) return `${space}${label ? `${label} ` : ''}${keep(id)}`;
    dropped.push(link);
    return label ? space + label : '';
  });
  return { text: withLinks, dropped, referenced };
}

/**
 * Grounds a streamed text piece by piece, so that what reaches the browser has been checked too: it holds back the
 * text from the last space (a link or reference may continue) or from an unfinished `[`…, and grounds the rest.
 */
export class StreamGrounder {
  private pending = '';
  readonly dropped: string[] = [];
  readonly referenced: string[] = [];
  private text = '';

  constructor(private readonly index: ListingIndex) {}

  /** Takes a streamed piece; returns the grounded text that may be shown now ('' while held back). */
  push(piece: string): string {
    this.pending += piece;
    const cut = safeCut(this.pending);
    if (cut === 0) return '';
    return this.emit(this.pending.slice(0, cut), this.pending.slice(cut));
  }

  /** The rest, grounded, at the end of the stream. */
  end(): string {
    return this.emit(this.pending, '');
  }

  /** Everything grounded so far: the streamed text as the browser has it. */
  get grounded(): string {
    return this.text;
  }

  private emit(ready: string, rest: string): string {
    this.pending = rest;
    const result = groundText(ready, this.index);
    this.dropped.push(...result.dropped);
    for (const id of result.referenced) if (!this.referenced.includes(id)) this.referenced.push(id);
    this.text += result.text;
    return result.text;
  }
}

/** A reference or Markdown link left unfinished this long is plain text after all. */
const MAX_HELD = 600;

/**
 * Where the text may be cut without splitting a reference, a link or a URL: at the last whitespace before any
 * unfinished bracket (the whitespace goes with what follows it, which a removal may take along).
 */
function safeCut(text: string): number {
  let end = text.length;
  const open = text.lastIndexOf('[');
  if (open >= 0 && text.length - open < MAX_HELD && !isClosedAt(text, open)) end = open;
  // An opening `[[` is seen by its second bracket; hold from the first.
  if (end > 0 && text[end - 1] === '[') end -= 1;
  const before = text.slice(0, end);
  const space = Math.max(before.lastIndexOf(' '), before.lastIndexOf('\n'), before.lastIndexOf('\t'));
  return Math.max(space, 0);
}

function isClosedAt(text: string, open: number): boolean {
  const rest = text.slice(open);
  if (rest.startsWith('[[')) return /^\[\[[^\]]*\]\]/.test(rest);
  const label = /^\[[^\]\n]*\]/.exec(rest);
  if (!label) return false;
  const after = rest.slice(label[0].length);
  if (after === '') return false; // a `(` may follow
  if (!after.startsWith('(')) return true;
  return /^\([^)\s]*\)/.test(after) || /\s/.test(after);
}

/**
 * The place as a provider may learn it: the name of the place typed as the map knows it (a city, district or
 * postcode), or the name of the nearest city within 50 km of a point (never the coordinates or the words typed).
 */
export function coarsePlace(place: AssistantPlace | undefined, cities: readonly CityRecord[], locale: 'de' | 'en'): string | undefined {
  if (!place) return undefined;
  if (place.area) return place.area.label;
  let best: { name: string; km: number } | undefined;
  for (const city of cities) {
    const km = distanceKm(place, city.center);
    if (km <= 50 && (!best || km < best.km)) best = { name: city.name[locale] ?? city.name.de, km };
  }
  return best?.name;
}
