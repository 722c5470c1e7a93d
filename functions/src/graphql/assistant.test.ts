// The craft assistant through the API: the mutation's whole answer (retrieval only without a model, a model's failure
// as a code beside the listings, refused questions as GraphQL error codes) and the subscription's streamed pieces at
// /graphql/stream, over the demo content with Genkit's scripted test models.
import { GenkitError, genkit } from 'genkit';
import { mockModel } from 'genkit/testing';
import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantModels } from '../assistant/models.js';
import type { Store } from '../domain/repositories.js';
import type { GraphQLResult } from '../http/graphql-payloads.js';
import { createEmbeddedIdentity } from '../identity/embedded.js';
import { openEmbeddedLiveBus } from '../live/embedded.js';
import { seedDemoContent } from '../seed/seed.js';
import { embeddedDatabase, openEmbeddedStore } from '../store/embedded/store.js';
import { buildInfo, codes, serveApiOverHttp } from './api.testing.js';
import type { RequestContext } from './context.js';
import { assistantStream } from './resolvers-assistant.js';
import { STREAM_PATH } from './stream.js';

const ai = genkit({ plugins: [] });
const supports = { tools: true, multiturn: true, systemRole: true };
const claude = mockModel(ai, { name: 'test/claude', info: { supports } });
const models: AssistantModels = { ai, models: { claude }, defaultProvider: null, siteDailyAnswers: 1_000 };

const ANSWER = `mode model text notices dropped nearest failure { code retryAfterSeconds }
  crafts { slug name firstSteps } events { slug link seatsLeft price { amountCents } sessions { startsAt } venue { name } }
  venues { slug role } articles { slug link }`;
const ASK = `mutation Ask($input: AssistantInput!, $provider: AssistantProvider) { askAssistant(input: $input, provider: $provider) { ${ANSWER} } }`;

let store: Store;
let served: Awaited<ReturnType<typeof serveApiOverHttp>>;
let forwardedFor = 0;
beforeAll(async () => {
  store = openEmbeddedStore({ file: ':memory:' });
  await seedDemoContent(store, new Date());
  const identity = createEmbeddedIdentity(embeddedDatabase(store)!);
  served = await serveApiOverHttp({ store, identity, live: openEmbeddedLiveBus(), buildInfo, assistant: models, trustedProxyHops: 1 });
});
afterAll(async () => {
  await served.close();
  await store.close();
});

/** A client of its own (budgets apart), through the one trusted proxy hop. */
const asClient = () => ({ 'x-forwarded-for': `203.0.113.${(forwardedFor += 1)}` });

type Answer = { mode: string; text: string; notices: string[]; failure: { code: string } | null; crafts: { slug: string }[]; events: { link: string }[] };
type AnswerResult = GraphQLResult & { data?: { askAssistant: Answer } };

describe('Mutation.askAssistant', () => {
  it('answers retrieval-only with the no-model notice when the provider has no model', async () => {
    const result = (await served.api.execute({ query: ASK, variables: { input: { question: 'Ich möchte eine Tasse töpfern', locale: 'DE' } } }, asClient())) as AnswerResult;
    expect(result.errors).toBeUndefined();
    const answer = result.data!.askAssistant;
    expect(answer).toMatchObject({ mode: 'RETRIEVAL_ONLY', text: '', failure: null });
    expect(answer.notices).toContain('NO_MODEL');
    expect(answer.crafts[0]?.slug).toBe('toepfern-keramik');
    expect(answer.events.every((event) => event.link.startsWith('/'))).toBe(true);
  });

  it('refuses an empty or over-long question with the assistant’s code', async () => {
    const empty = await served.api.execute({ query: ASK, variables: { input: { question: '  ' } } }, asClient());
    expect(codes(empty)).toEqual(['QUESTION_EMPTY']);
    const long = await served.api.execute({ query: ASK, variables: { input: { question: 'x'.repeat(501) } } }, asClient());
    expect(codes(long)).toEqual(['QUESTION_TOO_LONG']);
  });

  it('refuses a place off the map as bad input', async () => {
    const result = await served.api.execute({ query: ASK, variables: { input: { question: 'Töpfern', place: { lat: 91, lng: 0 } } } }, asClient());
    expect(codes(result)).toEqual(['BAD_USER_INPUT']);
  });

  it('resolves a typed district or city as the directories do', async () => {
    const ask = (query: string, radiusKm?: number) =>
      served.api.execute({ query: ASK, variables: { input: { question: 'Ich möchte töpfern', locale: 'DE', place: { query, radiusKm } } } }, asClient()) as Promise<AnswerResult>;
    const inNeubau = await ask('Neubau');
    expect(inNeubau.errors).toBeUndefined();
    const venues = (inNeubau.data!.askAssistant as Answer & { venues: { slug: string }[] }).venues.map((venue) => venue.slug);
    expect(venues).toContain('tonwerk-neubau');
    expect(venues).not.toContain('lendwerk-keramik');
    const inGraz = (await ask('graz')).data!.askAssistant as Answer & { venues: { slug: string }[] };
    expect(inGraz.venues.map((venue) => venue.slug)).toContain('lendwerk-keramik');
    expect(inGraz.venues.map((venue) => venue.slug)).not.toContain('tonwerk-neubau');
  });

  it('refuses a typed place the map does not know, and a radius out of range, at the place field', async () => {
    const unknown = await served.api.execute({ query: ASK, variables: { input: { question: 'Töpfern', place: { query: 'Atlantis' } } } }, asClient());
    expect(codes(unknown)).toEqual(['BAD_USER_INPUT']);
    expect(unknown.errors![0]!.extensions!.fields).toEqual([{ field: 'input.place', code: 'PLACE_NOT_FOUND' }]);
    const wide = await served.api.execute({ query: ASK, variables: { input: { question: 'Töpfern', place: { query: '1070', radiusKm: 5000 } } } }, asClient());
    expect(wide.errors![0]!.extensions!.fields).toEqual([{ field: 'input.place.radiusKm', code: 'OUT_OF_RANGE' }]);
  });

  it('keeps the listings and names the provider’s failure when the model cannot answer', async () => {
    claude.respondWith([new GenkitError({ status: 'RESOURCE_EXHAUSTED', message: 'quota' })]);
    const result = (await served.api.execute({ query: ASK, variables: { input: { question: 'Töpfern in Wien' }, provider: 'CLAUDE' } }, asClient())) as AnswerResult;
    const answer = result.data!.askAssistant;
    expect(answer).toMatchObject({ mode: 'RETRIEVAL_ONLY', failure: { code: 'PROVIDER_RATE_LIMITED' } });
    expect(answer.notices).not.toContain('NO_MODEL');
    expect(answer.crafts[0]?.slug).toBe('toepfern-keramik');
  });
});

describe('Subscription.assistantAnswer', () => {
  const SUBSCRIBE = `subscription Stream($input: AssistantInput!, $provider: AssistantProvider) {
    assistantAnswer(input: $input, provider: $provider) { text failure { code } answer { ${ANSWER} } } }`;
  type Chunk = { assistantAnswer: { text: string | null; answer: (Answer & { model: string }) | null } };

  it('streams the model’s checked pieces, then the whole answer, then ends', async () => {
    const text = 'Für eine Tasse: [[craft:toepfern-keramik]]. Und [[venue:erfunden]].';
    claude.respondWith((_request, { sendChunk }) => {
      for (let at = 0; at < text.length; at += 9) sendChunk(text.slice(at, at + 9));
      return { text };
    });
    const client = createClient({ url: served.base + STREAM_PATH, headers: asClient(), retryAttempts: 0 });
    const messages: Chunk[] = [];
    for await (const message of client.iterate<Chunk>({ query: SUBSCRIBE, variables: { input: { question: 'Ich möchte eine Tasse töpfern', locale: 'DE' }, provider: 'CLAUDE' } })) {
      expect(message.errors).toBeUndefined();
      messages.push(message.data!);
    }
    client.dispose();
    const pieces = messages.flatMap((message) => (message.assistantAnswer.text ? [message.assistantAnswer.text] : []));
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).not.toContain('erfunden');
    const last = messages.at(-1)!.assistantAnswer.answer!;
    expect(last).toMatchObject({ mode: 'MODEL', model: 'test/claude', dropped: ['venue:erfunden'] });
    expect(last.text).toContain('[[craft:toepfern-keramik]]');
  });

  it('fails a refused question before anything streams', async () => {
    const client = createClient({ url: served.base + STREAM_PATH, headers: asClient(), retryAttempts: 0 });
    const first = await client.iterate({ query: SUBSCRIBE, variables: { input: { question: '' } } }).next();
    expect(codes(first.value as GraphQLResult)).toEqual(['QUESTION_EMPTY']);
    client.dispose();
  });

  it('aborts the model call when the client leaves', async () => {
    let signal: AbortSignal | undefined;
    const ctx = { store, now: new Date(), locale: 'de', clientAddress: '203.0.113.250', assistant: models } as unknown as RequestContext;
    const stream = await assistantStream(ctx, { question: 'Töpfern' }, 'CLAUDE', (_deps, _request, options) => {
      signal = options.signal;
      options.onChunk?.({ text: 'Erst ' });
      return new Promise(() => undefined);
    });
    expect(await stream.next()).toEqual({ done: false, value: { text: 'Erst ' } });
    expect(signal?.aborted).toBe(false);
    await stream.return!();
    expect(signal?.aborted).toBe(true);
  });
});
