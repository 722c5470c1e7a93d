// The answer without a language model: what retrieval found, with the site's own texts, and the notices the pages
// localize. No prose is made up; the pages render the crafts' texts and the listings as they are.
import type { Locale } from '../domain/records.js';
import type { AssistantAnswer, AssistantNotice, Retrieved } from './types.js';

/**
 * The retrieval-only answer. `retrieved` is already in the language asked; `locale` is part of the signature the model
 * side shares (it passes the same arguments whichever answer it makes).
 */
export function answerWithoutModel(retrieved: Retrieved, _locale?: Locale): AssistantAnswer {
  const notices: AssistantNotice[] = ['NO_MODEL'];
  const empty = retrieved.crafts.length + retrieved.events.length + retrieved.venues.length + retrieved.articles.length === 0;
  if (empty) notices.push('NO_MATCH');
  else if (retrieved.nearest) notices.push('NOTHING_NEARBY');
  return { mode: 'RETRIEVAL_ONLY', text: '', retrieved, dropped: [], notices };
}
