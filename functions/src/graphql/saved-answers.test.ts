// Saved craft assistant answers through the API, over the demo content: signed out refused, a person sees and deletes
// only their own, what a client sends is checked against the store (invented slugs dropped, invented references
// removed from the text), the cards are re-read when shown (a listing gone since is left out and counted), the limit
// per person, and account deletion taking the saved answers along.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileRecord, SiteRole } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import { MAX_SAVED_ANSWERS } from '../domain/saved-answers.js';
import type { GraphQLResult } from '../http/graphql-payloads.js';
import { createEmbeddedIdentity } from '../identity/embedded.js';
import { openEmbeddedLiveBus } from '../live/embedded.js';
import { seedDemoContent } from '../seed/seed.js';
import { embeddedDatabase, openEmbeddedStore } from '../store/embedded/store.js';
import { buildInfo, codes, fieldsOf, serveApiOverHttp, signUpPeople } from './api.testing.js';

type Name = 'anna' | 'bernd' | 'carla';
const people: Record<Name, { role: SiteRole } & Partial<ProfileRecord>> = { anna: { role: 'USER' }, bernd: { role: 'USER' }, carla: { role: 'USER' } };
const uid = {} as Record<Name, string>;
const cookies = {} as Record<Name, string>;

let store: Store;
let served: Awaited<ReturnType<typeof serveApiOverHttp>>;
beforeAll(async () => {
  store = openEmbeddedStore({ file: ':memory:' });
  await seedDemoContent(store, new Date());
  const identity = createEmbeddedIdentity(embeddedDatabase(store)!);
  await signUpPeople(store, identity, people, uid, cookies);
  served = await serveApiOverHttp({ store, identity, live: openEmbeddedLiveBus(), buildInfo });
});
afterAll(async () => {
  await served.close();
  await store.close();
});

let client = 0;
/** One operation, signed in as `who` (or signed out), from a client address of its own (the assistant's budgets). */
const as = (who: Name | null) => (query: string, variables?: Record<string, unknown>) =>
  served.api.execute({ query, variables }, { 'x-forwarded-for': `203.0.113.${(client += 1)}`, ...(who ? { authorization: `Bearer ${cookies[who]}` } : {}) });

const ANSWER = `mode text dropped notices crafts { slug } events { slug seatsLeft sessions { startsAt } } venues { slug role } articles { slug }`;
const SAVED = `id question locale savedAt unavailable answer { ${ANSWER} }`;
const ASK = `mutation ($input: AssistantInput!) { askAssistant(input: $input) { ${ANSWER} } }`;
const SAVE = `mutation ($input: SavedAnswerInput!) { saveAssistantAnswer(input: $input) { ${SAVED} } }`;
const MINE = `{ mySavedAnswers { ${SAVED} } }`;
const DELETE = `mutation ($id: ID!) { deleteSavedAnswer(id: $id) }`;

type Answer = { mode: string; text: string; crafts: { slug: string }[]; events: { slug: string; seatsLeft: number | null }[]; venues: { slug: string; role: string }[]; articles: { slug: string }[] };
type Saved = { id: string; question: string; locale: string; unavailable: number; answer: Answer };
const data = <T,>(result: GraphQLResult) => result.data as T;

/** A real retrieval-only answer of the demo content, as the page would send it to save. */
async function askedInput(question = 'Ich möchte eine Tasse töpfern') {
  const asked = await as('anna')(ASK, { input: { question, locale: 'DE' } });
  expect(asked.errors).toBeUndefined();
  const answer = data<{ askAssistant: Answer }>(asked).askAssistant;
  expect(answer.events.length).toBeGreaterThan(0);
  return {
    answer,
    input: {
      question,
      locale: 'DE',
      mode: 'MODEL',
      text: '',
      crafts: answer.crafts.map((craft) => craft.slug),
      events: answer.events.map((event) => event.slug),
      venues: answer.venues.map(({ slug, role }) => ({ slug, role })),
      articles: answer.articles.map((article) => article.slug),
    },
  };
}

describe('saved assistant answers', () => {
  it('refuses a signed-out visitor: reading, saving and deleting', async () => {
    const { input } = await askedInput();
    expect(codes(await as(null)(MINE))).toEqual(['UNAUTHENTICATED']);
    expect(codes(await as(null)(SAVE, { input }))).toEqual(['UNAUTHENTICATED']);
    expect(codes(await as(null)(DELETE, { id: 'whatever' }))).toEqual(['UNAUTHENTICATED']);
  });

  it('saves an answer with its cards from the store, lists it newest first and deletes it', async () => {
    const { answer, input } = await askedInput();
    const event = answer.events[0]!.slug;
    const saved = await as('anna')(SAVE, { input: { ...input, text: `Fang mit [[event:${event}]] an.` } });
    expect(saved.errors).toBeUndefined();
    const record = data<{ saveAssistantAnswer: Saved }>(saved).saveAssistantAnswer;
    expect(record).toMatchObject({ question: input.question, locale: 'DE', unavailable: 0 });
    expect(record.answer.text).toBe(`Fang mit [[event:${event}]] an.`);
    expect(record.answer.events.map((found) => found.slug)).toEqual(input.events);
    expect(record.answer.venues).toEqual(input.venues);
    expect(record.answer.crafts.map((craft) => craft.slug)).toEqual(input.crafts);

    const second = data<{ saveAssistantAnswer: Saved }>(await as('anna')(SAVE, { input: { ...input, question: 'Zweite Frage' } })).saveAssistantAnswer;
    const mine = data<{ mySavedAnswers: Saved[] }>(await as('anna')(MINE)).mySavedAnswers;
    expect(mine.map((found) => found.id)).toEqual([second.id, record.id]);

    expect(data<{ deleteSavedAnswer: boolean }>(await as('anna')(DELETE, { id: record.id })).deleteSavedAnswer).toBe(true);
    expect(data<{ deleteSavedAnswer: boolean }>(await as('anna')(DELETE, { id: second.id })).deleteSavedAnswer).toBe(true);
    expect(data<{ mySavedAnswers: Saved[] }>(await as('anna')(MINE)).mySavedAnswers).toEqual([]);
  });

  it('lets nobody see or delete another person’s answer: it is NOT_FOUND like a missing one', async () => {
    const { input } = await askedInput();
    const annas = data<{ saveAssistantAnswer: Saved }>(await as('anna')(SAVE, { input })).saveAssistantAnswer;
    expect(data<{ mySavedAnswers: Saved[] }>(await as('bernd')(MINE)).mySavedAnswers).toEqual([]);
    expect(codes(await as('bernd')(DELETE, { id: annas.id }))).toEqual(['NOT_FOUND']);
    expect(codes(await as('bernd')(DELETE, { id: 'gibt-es-nicht' }))).toEqual(['NOT_FOUND']);
    expect(data<{ mySavedAnswers: Saved[] }>(await as('anna')(MINE)).mySavedAnswers.map((found) => found.id)).toContain(annas.id);
    await as('anna')(DELETE, { id: annas.id });
  });

  it('drops slugs the store does not show and removes references, links and URLs not among the listings kept', async () => {
    const { answer, input } = await askedInput();
    const event = answer.events[0]!.slug;
    const text = `Probier [[event:${event}]] oder [[event:erfundener-kurs]] bei [[venue:gibt-es-nicht]]; mehr auf https://example.com/kurs und [hier](/events/auch-erfunden).`;
    const result = await as('anna')(SAVE, {
      input: { ...input, text, events: [...input.events, 'erfundener-kurs'], venues: [...input.venues, { slug: 'gibt-es-nicht', role: 'COURSES' }], articles: ['erfunden'] },
    });
    expect(result.errors).toBeUndefined();
    const saved = data<{ saveAssistantAnswer: Saved }>(result).saveAssistantAnswer;
    expect(saved.answer.events.map((found) => found.slug)).toEqual(input.events);
    expect(saved.answer.venues.map((found) => found.slug)).not.toContain('gibt-es-nicht');
    expect(saved.answer.articles).toEqual([]);
    expect(saved.answer.text).toBe(`Probier [[event:${event}]] oder bei; mehr auf und hier.`);
    // What is kept is what was checked: the store holds the dropped slugs nowhere.
    const kept = await store.savedAnswers.get(saved.id);
    expect(kept?.eventSlugs).toEqual(input.events);
    expect(kept?.articleSlugs).toEqual([]);
    expect(kept?.text).toBe(saved.answer.text);
    await as('anna')(DELETE, { id: saved.id });
  });

  it('re-reads the cards when shown: current seats, and a listing gone since left out and counted', async () => {
    const { answer, input } = await askedInput();
    const [gone, kept] = [answer.events[0]!.slug, answer.events[1]?.slug];
    const saved = data<{ saveAssistantAnswer: Saved }>(await as('anna')(SAVE, { input: { ...input, text: `Schau dir [[event:${gone}]] an.` } })).saveAssistantAnswer;
    const [event] = await store.events.getBySlugs([gone]);
    await store.events.upsertMany([{ ...event!, status: 'CANCELLED' }]);
    try {
      const shown = data<{ mySavedAnswers: Saved[] }>(await as('anna')(MINE)).mySavedAnswers.find((found) => found.id === saved.id)!;
      expect(shown.unavailable).toBe(1);
      expect(shown.answer.events.map((found) => found.slug)).toEqual(input.events.filter((slug) => slug !== gone));
      if (kept) expect(shown.answer.events[0]?.slug).toBe(kept);
      expect(shown.answer.text).toBe('Schau dir an.');
    } finally {
      await store.events.upsertMany([event!]);
      await as('anna')(DELETE, { id: saved.id });
    }
  });

  it('checks the input at the boundary: the question’s length, the text’s, and the number of slugs', async () => {
    const { input } = await askedInput();
    const refused = async (changed: Record<string, unknown>) => {
      const result = await as('anna')(SAVE, { input: { ...input, ...changed } });
      expect(codes(result)).toEqual(['BAD_USER_INPUT']);
      return fieldsOf(result);
    };
    expect(await refused({ question: 'x'.repeat(501) })).toEqual([{ field: 'input.question', code: 'TOO_LONG' }]);
    expect(await refused({ question: '  ' })).toEqual([{ field: 'input.question', code: 'REQUIRED' }]);
    expect(await refused({ text: 'x'.repeat(12_001) })).toEqual([{ field: 'input.text', code: 'TOO_LONG' }]);
    expect(await refused({ events: Array.from({ length: 21 }, (_, i) => `e-${i}`) })).toEqual([{ field: 'input.events', code: 'TOO_MANY' }]);
  });

  it(`keeps at most ${MAX_SAVED_ANSWERS} per person: the next is CONFLICT SAVED_ANSWERS_FULL`, async () => {
    const { input } = await askedInput();
    for (let i = 0; i < MAX_SAVED_ANSWERS; i++) {
      await store.savedAnswers.add(
        { id: `voll-${i}`, uid: uid.carla, question: `Frage ${i}`, locale: 'de', mode: 'RETRIEVAL_ONLY', text: '', craftSlugs: [], eventSlugs: [], venues: [], articleSlugs: [], savedAt: new Date() },
        MAX_SAVED_ANSWERS,
      );
    }
    const full = await as('carla')(SAVE, { input });
    expect(codes(full)).toEqual(['CONFLICT']);
    expect(full.errors?.[0]?.extensions?.reason).toBe('SAVED_ANSWERS_FULL');
    expect(await store.savedAnswers.savedBy(uid.carla)).toHaveLength(MAX_SAVED_ANSWERS);
  });

  it('deletes a person’s saved answers with their account', async () => {
    const { input } = await askedInput();
    await as('bernd')(SAVE, { input });
    expect(await store.savedAnswers.savedBy(uid.bernd)).toHaveLength(1);
    const deleted = await as('bernd')('mutation ($email: String!) { deleteAccount(confirmEmail: $email) }', { email: 'bernd@example.org' });
    expect(deleted.errors).toBeUndefined();
    expect(await store.savedAnswers.savedBy(uid.bernd)).toEqual([]);
  });
});
