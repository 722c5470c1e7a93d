// Fairness for external /graphql requests (HTTP only): a cost budget per client that refills, and a bound on how many
// operations run at once on this instance, so that one client, or many together, cannot take the event loop from
// everybody else, page rendering above all (decision 016). The server renderer's in-process `execute` is never
// counted: its queries are the site's own, and the pages are what this protects.
import type { ApolloServerPlugin, BaseContext, GraphQLRequestContext } from '@apollo/server';
import { GraphQLError } from 'graphql';
import pLimit from 'p-limit';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { assessOperation } from './limits.js';

export interface FairnessLimits {
  /** Cost points (limits.ts counts them) one client may spend per window; at least LIMITS.maxCost. */
  budget: number;
  /** The budget's window: a client's spending starts over this many seconds after its first operation in it. */
  windowSeconds: number;
  /** Operations of all clients executing at once on this instance. */
  concurrent: number;
  /** Operations waiting for one of those places; a further one is refused at once. */
  queue: number;
  /** What a refused operation is told to wait: the queue turns over within a second or two. */
  busyRetryAfterSeconds: number;
}

/**
 * From functions/bench (the contention part, docs/performance.md): the heaviest allowed query (cost ~5,000) takes
 * 60–130 ms of server time, so the budget's 20,000 points per 10 s let one client have about 4 % of a core on
 * average: four of the heaviest queries at once, or about 35 list pages of 50 events (cost ~550) every 10 s. The
 * site's own browser calls cost 3–230 (a stream ticket 3, live polls 27–552 every 30 s, GraphiQL's schema query
 * 227). Four operations at once keep the event loop shared by at most four API operations besides the pages; the
 * queue of 16 absorbs a burst of ordinary requests.
 */
export const FAIRNESS: FairnessLimits = { budget: 20_000, windowSeconds: 10, concurrent: 4, queue: 16, busyRetryAfterSeconds: 1 };

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
  /** Operations executing now and waiting now (for tests and diagnostics). */
  load(): { running: number; waiting: number };
}

/**
 * The client key is the client's address (http/headers.ts, past the trusted proxies), not the signed-in account:
 * accounts are free to make, anonymous clients need a budget anyway, and what is protected is this instance's CPU,
 * which a signed-in client spends like any other.
 */
export function createFairness<Context extends BaseContext>(limits: FairnessLimits = FAIRNESS): Fairness<Context> {
  if (limits.budget < 1 || limits.concurrent < 1 || limits.queue < 0) throw new Error('Fairness limits must be positive');
  const budgets = new RateLimiterMemory({ points: limits.budget, duration: limits.windowSeconds, keyPrefix: 'graphql-cost' });
  const places = pLimit(limits.concurrent);
  /** Each admitted request's release, called once its response is on its way (or at once if it ends first). */
  const admitted = new WeakMap<GraphQLRequestContext<Context>, Promise<() => void>>();

  async function charge(client: string, cost: number): Promise<void> {
    if (cost <= 0) return;
    try {
      await budgets.consume(client, cost);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      throw overBudget(limits, cost, refusal);
    }
  }

  /** A place to execute in, or a refusal when every place and the queue are taken. */
  function enter(): Promise<() => void> {
    if (places.activeCount + places.pendingCount >= limits.concurrent + limits.queue) throw busy(limits);
    return new Promise((granted) => void places(() => new Promise<void>((release) => granted(release))));
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
          await charge(client, assessed.cost);
          const place = enter();
          admitted.set(requestContext, place);
          await place;
        },
        async willSendResponse(requestContext) {
          const place = admitted.get(requestContext);
          admitted.delete(requestContext);
          void place?.then((release) => release());
        },
      };
    },
  };
  return { plugin, load: () => ({ running: places.activeCount, waiting: places.pendingCount }) };
}

function overBudget(limits: FairnessLimits, cost: number, spent: RateLimiterRes): GraphQLError {
  const retryAfterSeconds = Math.max(1, Math.ceil(spent.msBeforeNext / 1000));
  return new GraphQLError(
    `This client has used its query budget of ${limits.budget} cost points per ${limits.windowSeconds} s (this operation costs ${cost}); try again in ${retryAfterSeconds} s.`,
    {
      extensions: {
        code: OVER_BUDGET_CODE,
        limit: 'budget',
        max: limits.budget,
        actual: spent.consumedPoints,
        cost,
        windowSeconds: limits.windowSeconds,
        retryAfterSeconds,
        http: { status: 429 },
      },
    },
  );
}

function busy(limits: FairnessLimits): GraphQLError {
  return new GraphQLError(
    `The server is running as many API operations as it takes at once (${limits.concurrent}, ${limits.queue} more waiting); try again in ${limits.busyRetryAfterSeconds} s.`,
    {
      extensions: {
        code: BUSY_CODE,
        limit: 'concurrency',
        max: limits.concurrent,
        queue: limits.queue,
        retryAfterSeconds: limits.busyRetryAfterSeconds,
        http: { status: 503 },
      },
    },
  );
}
