// The craft assistant's GraphQL entry (schema/assistant.graphql): the whole answer as a mutation (a form post without
// JavaScript, API clients) and the streamed answer as a subscription at /graphql/stream. Both spend the client's
// model budgets under its address, as the other throttles key theirs, and the stream's model call stops when the
// client leaves.
import { askAssistant, type AssistantResult } from '../assistant/flow.js';
import { checkQuestion } from '../assistant/limits.js';
import { placeOfQuery } from '../assistant/retrieval.js';
import { openAssistantModels, type AssistantModels, type AssistantProvider } from '../assistant/models.js';
import type { AssistantChunk as DomainChunk, AssistantAnswer as DomainAnswer, AssistantPlace, AssistantRequest, AssistantWhen } from '../assistant/types.js';
import { InvalidInputError } from '../services/errors.js';
import { LiveQueue } from '../services/live-queue.js';
import type { RequestContext } from './context.js';
import type { AssistantInput, AssistantProvider as SchemaProvider, Resolvers } from './generated/resolvers.js';

/** Earlier turns a client may send (the flow uses the last few); more is refused rather than read. */
const MAX_HISTORY_SENT = 20;

let withoutModels: AssistantModels | undefined;

/** The models opened at start (app.server.ts); without them (tests), retrieval only. */
function modelsOf(ctx: RequestContext): AssistantModels {
  return ctx.assistant ?? (withoutModels ??= openAssistantModels({ defaultProvider: null, siteDailyAnswers: 0 }));
}

function providerOf(provider: SchemaProvider | null | undefined): 'default' | AssistantProvider {
  return provider === 'GEMINI' ? 'gemini' : provider === 'CLAUDE' ? 'claude' : 'default';
}

/** The longest place a client may type, and the widest radius, as the directories take them. */
const MAX_PLACE_CHARS = 100;
const MAX_RADIUS_KM = 500;

/**
 * The schema's input as the assistant's request, a typed place resolved on the map; refuses what the schema's types
 * cannot (ranges, sizes) and a place the map does not know (PLACE_NOT_FOUND, at the place field).
 */
export async function assistantRequestOf(input: AssistantInput, ctx: RequestContext): Promise<AssistantRequest> {
  const locale = input.locale === 'EN' ? 'en' : input.locale === 'DE' ? 'de' : ctx.locale;
  let place: AssistantPlace | undefined;
  const { lat, lng, query, radiusKm } = input.place ?? {};
  if (typeof radiusKm === 'number' && !(radiusKm >= 1 && radiusKm <= MAX_RADIUS_KM)) {
    throw new InvalidInputError(`The radius is 1 to ${MAX_RADIUS_KM} km.`, [{ field: 'input.place.radiusKm', code: 'OUT_OF_RANGE' }]);
  }
  const radius = typeof radiusKm === 'number' ? { radiusKm } : {};
  if (typeof lat === 'number' && typeof lng === 'number') {
    if (!(Math.abs(lat) <= 90 && Math.abs(lng) <= 180)) throw new InvalidInputError('The place is not on the map.', [{ field: 'input.place', code: 'OUT_OF_RANGE' }]);
    place = { lat, lng, ...radius };
  } else if (query?.trim()) {
    if (query.length > MAX_PLACE_CHARS) throw new InvalidInputError('The place is too long.', [{ field: 'input.place', code: 'TOO_LONG' }]);
    const found = placeOfQuery(query, radius.radiusKm, (await ctx.loaders.cities()).all, locale);
    if (!found) throw new InvalidInputError(`No place „${query.trim()}“ is on the map.`, [{ field: 'input.place', code: 'PLACE_NOT_FOUND' }]);
    place = found;
  }
  const when: AssistantWhen = {};
  const given = input.when ?? {};
  if (given.from) when.from = new Date(given.from);
  if (given.to) when.to = new Date(given.to);
  if (given.daysOfWeek?.length) {
    if (given.daysOfWeek.some((day) => !Number.isInteger(day) || day < 0 || day > 6)) {
      throw new InvalidInputError('Days of the week are 0 to 6.', [{ field: 'input.when', code: 'INVALID' }]);
    }
    when.daysOfWeek = [...new Set(given.daysOfWeek)];
  }
  if (given.partOfDay) when.partOfDay = given.partOfDay.toLowerCase() as AssistantWhen['partOfDay'] & string;
  const history = input.history ?? [];
  if (history.length > MAX_HISTORY_SENT || history.some((turn) => turn.question.length > 2_000 || turn.crafts.length > 10)) {
    throw new InvalidInputError('The conversation sent is too long.', [{ field: 'input.history', code: 'INVALID' }]);
  }
  return {
    question: input.question,
    locale,
    ...(place ? { place } : {}),
    ...(Object.keys(when).length ? { when } : {}),
    ...(history.length ? { history: history.map((turn) => ({ question: turn.question, crafts: [...turn.crafts] })) } : {}),
  };
}

/** The answer as the schema has it: the lists flat, and why the model failed, if it did. */
export function answerOf(answer: DomainAnswer, failure?: AssistantResult['error']) {
  const { retrieved } = answer;
  return {
    mode: answer.mode,
    model: answer.model ?? null,
    text: answer.text,
    crafts: retrieved.crafts,
    events: retrieved.events,
    venues: retrieved.venues.map((venue) => ({ ...venue, distanceKm: venue.distanceKm ?? null })),
    articles: retrieved.articles,
    nearest: retrieved.nearest,
    dropped: answer.dropped,
    notices: answer.notices,
    failure: failure ? { code: failure.code, retryAfterSeconds: failure.retryAfterSeconds ?? null } : null,
  };
}

function deps(ctx: RequestContext) {
  // Clients without a known address share the unknown client's budget (http/client-address.ts), as in the throttles.
  return { store: ctx.store, now: ctx.now, models: modelsOf(ctx), clientKey: `client:${ctx.clientAddress}` };
}

type StreamMessage = { text?: string | null; failure?: ReturnType<typeof answerOf>['failure']; answer?: ReturnType<typeof answerOf> | null };

/**
 * The streamed answer as an async iterator whose `return()` (the client went) aborts the model call. A refused
 * question (QUESTION_EMPTY, QUESTION_TOO_LONG) fails the subscription before anything streams.
 */
export async function assistantStream(
  ctx: RequestContext,
  input: AssistantInput,
  provider: SchemaProvider | null | undefined,
  ask: typeof askAssistant = askAssistant,
): Promise<AsyncIterableIterator<StreamMessage>> {
  const request = await assistantRequestOf(input, ctx);
  const leaving = new AbortController();
  const queue = new LiveQueue<StreamMessage>(() => leaving.abort());
  let failure: StreamMessage['failure'] = null;
  const onChunk = (chunk: DomainChunk) => {
    if ('text' in chunk) queue.push({ text: chunk.text });
    else if ('error' in chunk) {
      failure = { code: chunk.error, retryAfterSeconds: chunk.retryAfterSeconds ?? null };
      queue.push({ failure });
    } else queue.push({ answer: { ...answerOf(chunk.answer), failure: failure ?? null } });
  };
  // A refused question fails the subscription itself, as the mutation would, before anything streams.
  checkQuestion(request.question);
  ask(deps(ctx), request, { provider: providerOf(provider), signal: leaving.signal, onChunk }).then(
    () => queue.end(),
    (error: unknown) => (leaving.signal.aborted ? queue.end() : queue.end(error)),
  );
  return queue;
}

export const assistantResolvers = {
  Mutation: {
    askAssistant: async (_, { input, provider }, ctx) => {
      const { answer, error } = await askAssistant(deps(ctx), await assistantRequestOf(input, ctx), { provider: providerOf(provider) });
      return answerOf(answer, error);
    },
  },
  Subscription: {
    assistantAnswer: { subscribe: (_, { input, provider }, ctx) => assistantStream(ctx, input, provider), resolve: (message: unknown) => message as never },
  },
} satisfies Pick<Resolvers, 'Mutation' | 'Subscription'>;
