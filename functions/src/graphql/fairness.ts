// Fairness for external /graphql requests (HTTP only): a cost budget per client that refills, and a bound on how many
// operations run at once on this instance, so that one client, or many together, cannot take the event loop from
// everybody else, page rendering above all (decision 018). The server renderer's in-process `execute` is never
// counted: its queries are the site's own, and the pages are what this protects.
import type { ApolloServerPlugin, BaseContext, GraphQLRequestContext } from '@apollo/server';
import type express from 'express';
import { GraphQLError } from 'graphql';
import pLimit from 'p-limit';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { StoreAdapterName } from '../domain/repositories.js';
import { assessOperation, LIMITS } from './limits.js';

export interface FairnessLimits {
  /** Cost points (limits.ts counts them) one client may spend per window; at least LIMITS.maxCost. */
  budget: number;
  /** The budget's window: a client's spending starts over this many seconds after its first operation in it. */
  windowSeconds: number;
  /** Operations of all clients executing at once on this instance. */
  concurrent: number;
  /**
   * Cost points (limits.ts) the operations waiting for one of those places may add up to, each counted at least
   * `leastQueuedCost`; one that would pass it is refused at once. Measured in cost rather than in operations, so that
   * the wait it bounds is about as long for a queue of a few heavy queries as for one of many cheap mutations.
   */
  queueCost: number;
  /** What the cheapest operation counts for in the queue: its fixed work (HTTP, parsing, a store transaction). */
  leastQueuedCost: number;
  /** What a refused operation is told to wait: the queue turns over within a second or two. */
  busyRetryAfterSeconds: number;
}

/**
 * Measured with the bench's contention part (docs/performance.md): the heaviest allowed query (cost ~4,700) takes
 * 40–130 ms of server time on the embedded store, so a budget of 20,000 points per 10 s gives one client about 4 %
 * of a core on average: four of the heaviest queries at once, or about 35 list pages of 50 events (cost ~550),
 * every 10 s. The site's own browser calls cost 3–1,200 each (a stream ticket 3, live polls 27–162 every 30 s,
 * GraphiQL's schema query ~1,200, charged by its answer in limits.ts). The queue holds 16 operations of the largest
 * allowed cost, 1–2 s of work, as many waited before it was measured in cost (decision 049); a cheap operation (a
 * booking costs 3) takes 1–3 ms with its HTTP and transaction (the bench's herd part), so counted at 100 points
 * each, the 800 that fit wait no longer:
 * a herd of 500 booking the last seat of a course is served rather than refused.
 */
export const FAIRNESS: FairnessLimits = {
  budget: 20_000,
  windowSeconds: 10,
  concurrent: 1,
  queueCost: 16 * LIMITS.maxCost,
  leastQueuedCost: 100,
  busyRetryAfterSeconds: 1,
};

/**
 * Operations at once depend on the store. The embedded store answers synchronously: an operation never waits, so a
 * second one at once only interleaves CPU with the first, and the pages wait for both (the bench: 2 at once made
 * the event page 10× slower under the heaviest queries, 1 at once 2–5×). Firestore's operations mostly wait on
 * the network, where several at once overlap their waits and yield the event loop between round trips.
 */
export function fairnessFor(adapter: StoreAdapterName): FairnessLimits {
  return adapter === 'embedded' ? FAIRNESS : { ...FAIRNESS, concurrent: 8 };
}

/** Over its budget: HTTP 429 with Retry-After (refusal-status.ts). */
export const OVER_BUDGET_CODE = 'RATE_LIMITED';
/** All places and the queue taken: HTTP 503 with Retry-After (refusal-status.ts). */
export const BUSY_CODE = 'SERVER_BUSY';

/**
 * Where a request's context names the client it is counted for. A symbol property, because Apollo hands the plugins
 * a copy of the context (Object.assign), which keeps it but not the object's identity.
 */
const COUNTED_FOR = Symbol('counted for client');

/** Marks an HTTP request's context to be charged to `client` and gated; contexts without the mark pass untouched. */
export function countFor<Context extends BaseContext>(contextValue: Context, client: string): Context {
  return Object.assign(contextValue, { [COUNTED_FOR]: client });
}

function clientOf(contextValue: BaseContext): string | undefined {
  return (contextValue as { [COUNTED_FOR]?: string })[COUNTED_FOR];
}

export interface Fairness<Context extends BaseContext> {
  /** Charges and gates the operations of the requests marked with countFor; passes the rest untouched. */
  plugin: ApolloServerPlugin<Context>;
  /**
   * Before the body is read: refuses at once a client whose budget is already spent, and any request while every
   * place and the queue are taken. A refusal must cost next to nothing, or clients retrying in a loop would take the
   * event loop with refusals instead (the plugin's refusal comes after parsing and validating the document).
   */
  refuseEarly(clientOf: (req: express.Request) => string): express.RequestHandler;
  /** Spends `cost` from the client's budget, or says why not (for operations that do not pass through Apollo). */
  spend(client: string, cost: number): Promise<Refusal | null>;
  /** Operations executing now and waiting now (for tests and diagnostics). */
  load(): { running: number; waiting: number; waitingCost: number };
}

/**
 * The client key is the client's address (http/headers.ts, past the trusted proxies), not the signed-in account:
 * accounts are free to make, anonymous clients need a budget anyway, and what is protected is this instance's CPU,
 * which a signed-in client spends like any other.
 */
export function createFairness<Context extends BaseContext>(limits: FairnessLimits = FAIRNESS): Fairness<Context> {
  if (limits.budget < 1 || limits.concurrent < 1 || limits.queueCost < 0 || limits.leastQueuedCost < 1) throw new Error('Fairness limits must be positive');
  const budgets = new RateLimiterMemory({ points: limits.budget, duration: limits.windowSeconds, keyPrefix: 'graphql-cost' });
  const places = pLimit(limits.concurrent);
  /** The queue's cost points: of every operation entered and not yet granted a place, as `charged` counts it. */
  let queuedCost = 0;
  const charged = (cost: number) => Math.max(cost, limits.leastQueuedCost);
  /** Whether an operation of this cost would be refused: every place taken and no room for it in the queue. */
  const full = (cost: number) => places.activeCount >= limits.concurrent && queuedCost + charged(cost) > limits.queueCost;
  /** Each admitted request's release, called once its response is on its way (or at once if it ends first). */
  const admitted = new WeakMap<GraphQLRequestContext<Context>, Promise<() => void>>();

  async function spend(client: string, cost: number): Promise<Refusal | null> {
    if (cost <= 0) return null;
    try {
      await budgets.consume(client, cost);
      return null;
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return overBudgetRefusal(limits, refusal, cost);
    }
  }

  /** A place to execute in, or a refusal when every place is taken and the queue has no room for `cost`. */
  function enter(cost: number): Promise<() => void> {
    if (full(cost)) throw asGraphQLError(busyRefusal(limits));
    queuedCost += charged(cost);
    return new Promise(
      (granted) =>
        void places(() => {
          queuedCost -= charged(cost);
          return new Promise<void>((release) => granted(release));
        }),
    );
  }

  const plugin: ApolloServerPlugin<Context> = {
    async requestDidStart() {
      return {
        // After validation, before execution: Apollo answers an error thrown here without running a resolver.
        async didResolveOperation(requestContext) {
          const client = clientOf(requestContext.contextValue);
          if (client === undefined) return;
          const { schema, document, operationName, request } = requestContext;
          const assessed = assessOperation(schema, document, operationName, request.variables ?? {});
          if ('error' in assessed) return; // limits.ts refuses it, for nothing.
          const refusal = await spend(client, assessed.cost);
          if (refusal) throw asGraphQLError(refusal);
          const place = enter(assessed.cost);
          admitted.set(requestContext, place);
          await place;
          // Execution over the embedded store runs on promise jobs alone, which Node runs before any I/O: without a
          // turn of the event loop between operations, a queue of them would keep the pages' requests from being
          // read at all until it is empty.
          await new Promise((resolve) => setImmediate(resolve));
        },
        async willSendResponse(requestContext) {
          const place = admitted.get(requestContext);
          admitted.delete(requestContext);
          void place?.then((release) => release());
        },
      };
    },
  };
  const refuseEarly = (clientOf: (req: express.Request) => string): express.RequestHandler =>
    async function refuseEarly(req, res, next) {
      try {
        if (req.method !== 'GET' && req.method !== 'POST') return next();
        // The cost is not known before the body is read: refused here only when not even the cheapest would fit.
        let refusal = full(0) ? busyRefusal(limits) : null;
        const spent = refusal ? null : await budgets.get(clientOf(req));
        if (spent && spent.consumedPoints >= limits.budget && spent.msBeforeNext > 0) refusal = overBudgetRefusal(limits, spent);
        if (!refusal) return next();
        const type = req.accepts(['application/json', 'application/graphql-response+json']) || 'application/json';
        res
          .status(refusal.status)
          .set('Retry-After', String(refusal.extensions.retryAfterSeconds))
          .type(type)
          .send(JSON.stringify({ errors: [{ message: refusal.message, extensions: refusal.extensions }] }));
      } catch (error) {
        next(error);
      }
    };

  return { plugin, refuseEarly, spend, load: () => ({ running: places.activeCount, waiting: places.pendingCount, waitingCost: queuedCost }) };
}

export interface Refusal {
  status: 429 | 503;
  message: string;
  extensions: { code: string; retryAfterSeconds: number } & Record<string, unknown>;
}

/** `cost` when the operation is known (the plugin); the early refusal has not read it. */
function overBudgetRefusal(limits: FairnessLimits, spent: RateLimiterRes, cost?: number): Refusal {
  const retryAfterSeconds = Math.max(1, Math.ceil(spent.msBeforeNext / 1000));
  const costs = cost === undefined ? '' : ` (this operation costs ${cost})`;
  return {
    status: 429,
    message: `This client has used its query budget of ${limits.budget} cost points per ${limits.windowSeconds} s${costs}; try again in ${retryAfterSeconds} s.`,
    extensions: {
      code: OVER_BUDGET_CODE,
      limit: 'budget',
      max: limits.budget,
      actual: spent.consumedPoints,
      ...(cost === undefined ? {} : { cost }),
      windowSeconds: limits.windowSeconds,
      retryAfterSeconds,
    },
  };
}

function busyRefusal(limits: FairnessLimits): Refusal {
  return {
    status: 503,
    message: `The server is running as many API operations as it takes (${limits.concurrent} at once, and waiting as many as add up to ${limits.queueCost} cost points); try again in ${limits.busyRetryAfterSeconds} s.`,
    extensions: {
      code: BUSY_CODE,
      limit: 'concurrency',
      max: limits.concurrent,
      queueCost: limits.queueCost,
      retryAfterSeconds: limits.busyRetryAfterSeconds,
    },
  };
}

/** The refusal as Apollo answers an error thrown before execution: its status here, Retry-After by refusal-status.ts. */
function asGraphQLError({ status, message, extensions }: Refusal): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, http: { status } } });
}
