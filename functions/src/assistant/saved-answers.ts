// Saving a craft assistant answer to /app, and showing the saved ones again. What is kept is a snapshot of the
// question and the model's text with the slugs of the answer's listings (domain/saved-answers.ts); the cards are built
// from the store again each time they are shown, by the retrieval's own card code (listing-cards.ts), so dates, seats
// and prices are current and listings gone since (a past or cancelled event, an unpublished venue) are left out and
// counted.
//
// Nothing a client sends is taken on trust: listing slugs the store does not show are dropped, and the text is
// grounded (grounding.ts) against the listings kept, so references to other listings, links and URLs are removed.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { isJoinable } from '../domain/joinable.js';
import type { ArticleRecord, CraftRecord, EventRecord, Locale, VenueRecord } from '../domain/records.js';
import { NotFoundError, type Store } from '../domain/repositories.js';
import { MAX_SAVED_ANSWERS, SAVED_ANSWER_LIMITS, type SavedAnswerRecord } from '../domain/saved-answers.js';
import type { Viewer } from '../domain/viewer.js';
import { requireViewer } from '../services/access.js';
import { fail } from '../services/contribution-input.js';
import { parseArgs, parseInput, recordId } from '../services/argument-checks.js';
import { groundText, ListingIndex } from './grounding.js';
import { toArticle, toCraft, toEvent, toVenue } from './listing-cards.js';
import type { AppliedTime, AssistantAnswer, Retrieved, VenueRole } from './types.js';

export interface SavedAnswersContext {
  store: Store;
  now: Date;
  viewer: Viewer | null;
  /** The request's language: a saved answer's language when the input names none. */
  locale: Locale;
}

/** A saved answer as shown: the record, the answer with its cards as the store has them now, and how many are gone. */
export interface SavedAnswerView {
  record: SavedAnswerRecord;
  answer: AssistantAnswer;
  /** Listings saved with the answer that the store no longer shows (past, cancelled, removed). */
  unavailable: number;
}

const slugs = (max: number) =>
  z
    .array(recordId)
    .max(max, fail('TOO_MANY'))
    .nullish()
    .transform((value) => [...new Set(value ?? [])]);

const savedAnswerInput = z.object({
  question: z.string().trim().min(1, fail('REQUIRED')).max(SAVED_ANSWER_LIMITS.question, fail('TOO_LONG')),
  locale: z.enum(['DE', 'EN']).nullish(),
  mode: z.enum(['RETRIEVAL_ONLY', 'MODEL']),
  text: z.string().max(SAVED_ANSWER_LIMITS.text, fail('TOO_LONG')),
  crafts: slugs(SAVED_ANSWER_LIMITS.crafts),
  events: slugs(SAVED_ANSWER_LIMITS.events),
  venues: z
    .array(z.object({ slug: recordId, role: z.enum(['COURSES', 'MATERIALS', 'EQUIPMENT']) }))
    .max(SAVED_ANSWER_LIMITS.venues, fail('TOO_MANY'))
    .nullish()
    .transform((value) => [...new Map((value ?? []).map((venue) => [venue.slug, venue])).values()]),
  articles: slugs(SAVED_ANSWER_LIMITS.articles),
});

/** An event is still worth showing while a person can join it (book it or walk in). */
function eventShown(event: EventRecord | null, now: Date): boolean {
  return event !== null && isJoinable(event, now);
}

/**
 * The saved answers as shown, their listings read in one round trip per kind for all of them (a person's /app lists
 * up to 50), each card built as retrieval builds it, in the answer's language.
 */
export async function savedAnswerViews(store: Store, records: readonly SavedAnswerRecord[], now: Date): Promise<SavedAnswerView[]> {
  const all = (pick: (record: SavedAnswerRecord) => string[]) => [...new Set(records.flatMap(pick))];
  const [events, venues, articles, crafts] = await Promise.all([
    store.events.getBySlugs(all((record) => record.eventSlugs)),
    store.venues.getBySlugs(all((record) => record.venues.map((venue) => venue.slug))),
    store.articles.getBySlugs(all((record) => record.articleSlugs)),
    records.some((record) => record.craftSlugs.length > 0) ? store.crafts.listAll() : Promise.resolve([] as CraftRecord[]),
  ]);
  const eventBySlug = new Map(events.filter((event): event is EventRecord => eventShown(event, now)).map((event) => [event.slug, event]));
  const venueBySlug = new Map(venues.filter((venue): venue is VenueRecord => Boolean(venue?.published)).map((venue) => [venue.slug, venue]));
  const articleBySlug = new Map(articles.filter((article): article is ArticleRecord => Boolean(article?.published)).map((article) => [article.slug, article]));
  const craftBySlug = new Map(crafts.map((craft) => [craft.slug, craft]));
  // The events' hosts, for their names on the cards (those not read already).
  const hosts = new Map<string, VenueRecord>(venues.filter((venue): venue is VenueRecord => venue !== null).map((venue) => [venue.slug, venue]));
  const missingHosts = [...new Set([...eventBySlug.values()].map((event) => event.venueSlug))].filter((slug) => !hosts.has(slug));
  (await store.venues.getBySlugs(missingHosts)).forEach((venue) => venue && hosts.set(venue.slug, venue));
  // The next sessions from now, whatever time the question asked for: the saved answer is read later.
  const time: AppliedTime = { from: now, hints: [] };

  return records.map((record) => {
    const { locale } = record;
    const retrieved: Retrieved = {
      crafts: record.craftSlugs.flatMap((slug) => (craftBySlug.has(slug) ? [toCraft(craftBySlug.get(slug)!, locale)] : [])),
      events: record.eventSlugs.flatMap((slug) => (eventBySlug.has(slug) ? [toEvent({ record: eventBySlug.get(slug)! }, hosts, time, locale)] : [])),
      venues: record.venues.flatMap(({ slug, role }) => (venueBySlug.has(slug) ? [toVenue({ record: venueBySlug.get(slug)!, role, equipment: [] }, locale)] : [])),
      articles: record.articleSlugs.flatMap((slug) => (articleBySlug.has(slug) ? [toArticle(articleBySlug.get(slug)!, locale)] : [])),
      time,
      nearest: false,
    };
    const saved = record.craftSlugs.length + record.eventSlugs.length + record.venues.length + record.articleSlugs.length;
    const shown = retrieved.crafts.length + retrieved.events.length + retrieved.venues.length + retrieved.articles.length;
    // References to listings gone since leave the text too, as they would have left a new answer.
    const index = new ListingIndex();
    index.add(retrieved);
    const answer: AssistantAnswer = { mode: record.mode, text: groundText(record.text, index).text, retrieved, dropped: [], notices: [] };
    return { record, answer, unavailable: saved - shown };
  });
}

/** The viewer's saved answers, newest first, with their cards as the store has them now. */
export async function mySavedAnswers(ctx: SavedAnswersContext): Promise<SavedAnswerView[]> {
  const viewer = requireViewer(ctx.viewer);
  return savedAnswerViews(ctx.store, await ctx.store.savedAnswers.savedBy(viewer.uid), ctx.now);
}

/**
 * Saves an answer for the viewer: the slugs the store shows now are kept (others dropped), the text grounded against
 * them. At most MAX_SAVED_ANSWERS per person (CONFLICT SAVED_ANSWERS_FULL, checked by the store in the same write).
 */
export async function saveAssistantAnswer(ctx: SavedAnswersContext, args: { input: unknown }): Promise<SavedAnswerView> {
  const viewer = requireViewer(ctx.viewer);
  const input = parseInput(savedAnswerInput, args.input, 'input');
  const draft: SavedAnswerRecord = {
    id: randomUUID(),
    uid: viewer.uid,
    question: input.question,
    locale: input.locale === 'EN' ? 'en' : input.locale === 'DE' ? 'de' : ctx.locale,
    mode: input.mode,
    // Without a model there is no prose to keep.
    text: input.mode === 'MODEL' ? input.text : '',
    craftSlugs: input.crafts,
    eventSlugs: input.events,
    venues: input.venues.map((venue) => ({ slug: venue.slug, role: venue.role as VenueRole })),
    articleSlugs: input.articles,
    savedAt: ctx.now,
  };
  const [view] = await savedAnswerViews(ctx.store, [draft], ctx.now);
  const { retrieved, text } = view!.answer;
  const kept = new Set(retrieved.venues.map((venue) => venue.slug));
  const record: SavedAnswerRecord = {
    ...draft,
    text,
    craftSlugs: retrieved.crafts.map((craft) => craft.slug),
    eventSlugs: retrieved.events.map((event) => event.slug),
    venues: draft.venues.filter((venue) => kept.has(venue.slug)),
    articleSlugs: retrieved.articles.map((article) => article.slug),
  };
  await ctx.store.savedAnswers.add(record, MAX_SAVED_ANSWERS);
  return { record, answer: view!.answer, unavailable: 0 };
}

/** Deletes one of the viewer's saved answers; another person's, like a missing one, is NOT_FOUND. */
export async function deleteSavedAnswer(ctx: SavedAnswersContext, args: { id: string }): Promise<true> {
  const viewer = requireViewer(ctx.viewer);
  const { id } = parseArgs(z.object({ id: recordId }), args);
  const record = await ctx.store.savedAnswers.get(id);
  if (!record || record.uid !== viewer.uid) throw new NotFoundError(`There is no saved answer "${id}".`);
  await ctx.store.savedAnswers.delete(id);
  return true;
}
