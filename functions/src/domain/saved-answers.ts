// A craft assistant answer a signed-in person saved to /app: a snapshot of what they asked and of the model's text,
// and the slugs of the listings the answer showed. The listings' cards are not kept: they are built again from the
// store whenever the answer is shown, so dates, seats and prices are current and listings gone since are left out.
import type { Locale } from './records.js';

/** How many answers one person may keep; the store checks it in the transaction that adds one. */
export const MAX_SAVED_ANSWERS = 50;

/** Bounds of what a saved answer holds, checked at the API's boundary. */
export const SAVED_ANSWER_LIMITS = {
  /** The question, as the assistant accepts it. */
  question: 500,
  /** The model's prose: an answer of 1,024 tokens is some 5,000 characters; room to spare, but bounded. */
  text: 12_000,
  /** Slugs per kind of listing: the assistant shows at most 3 crafts, 6 events, 6 venues and 4 articles. */
  crafts: 10,
  events: 20,
  venues: 20,
  articles: 20,
} as const;

/** Why a venue was listed for the answer (as in the assistant's answer). */
export type SavedVenueRole = 'COURSES' | 'MATERIALS' | 'EQUIPMENT';

export interface SavedAnswerRecord {
  id: string;
  /** Whose it is; only they read or delete it. */
  uid: string;
  question: string;
  /** The answer's language: its cards are built in it again. */
  locale: Locale;
  mode: 'RETRIEVAL_ONLY' | 'MODEL';
  /** The model's prose with [[kind:slug]] references to the listings below only; '' without a model. */
  text: string;
  craftSlugs: string[];
  eventSlugs: string[];
  venues: { slug: string; role: SavedVenueRole }[];
  articleSlugs: string[];
  savedAt: Date;
}
