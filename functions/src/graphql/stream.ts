// The subscription stream: GraphQL over Server-Sent Events at /graphql/stream (graphql-sse in its distinct
// connections mode: one request per operation, so any function instance can answer it; the library pings every
// 12 s). Same schema, access directives, limits and error shapes as /graphql. Browsers of the site's own origin
// (SITE_URL) may call it from elsewhere, as they do in production, where Firebase Hosting would buffer the stream and
// the browser goes straight to the function's URL. There the site's session cookie does not arrive, so a
// subscription may sign in with a stream ticket (Live-Ticket header, http/stream-tickets.ts) instead: here only,
// never at /graphql, and for subscriptions only, which read. One client address may hold only so many streams and
// unused reservations of the single connection mode (stream-limits.ts).
import { randomUUID } from 'node:crypto';
import express from 'express';
import { getOperationAST, validate, type DocumentNode, type ExecutionResult, type GraphQLError, type GraphQLSchema } from 'graphql';
import { TOKEN_HEADER_KEY, TOKEN_QUERY_KEY, type RequestParams } from 'graphql-sse';
import { createHandler } from 'graphql-sse/lib/use/express';
import { clientAddressOf } from '../http/client-address.js';
import { header } from '../http/headers.js';
import { LIVE_TICKET_HEADER } from '../http/live-ticket-header.js';
import { viewerByUid } from '../services/viewers.js';
import { createRequestContext, type ApiDeps, type RequestContext } from './context.js';
import { formatError } from './errors.js';
import type { Fairness, Refusal } from './fairness.js';
import { assessOperation, checkLimits } from './limits.js';
import { graphqlJsonBody } from './request-body.js';
import { distinctSubscription, writeDistinctStream } from './stream-distinct.js';
import { parsedDocument, validatingOnce } from './documents.js';
import { subscribeSharingResults } from './stream-sharing.js';
import { createOpenStreams, createStreamReservations, isRefusal, STREAM_LIMITS, type StreamLimits } from './stream-limits.js';

export const STREAM_PATH = '/graphql/stream';

/** graphql-sse wants a context it can index. */
type StreamContext = RequestContext & Record<PropertyKey, unknown>;

/**
 * `budget` charges the queries and mutations sent here to their client's budget, as /graphql does (fairness.ts);
 * subscriptions are not charged: they are what this endpoint is for, and a stream lasts minutes. `limits` and `now`
 * (the reservations' clock) are for tests.
 */
export function streamRouter(
  deps: ApiDeps,
  schema: GraphQLSchema,
  budget: Pick<Fairness<RequestContext>, 'spend'>,
  env: Record<string, string | undefined> = process.env,
  limits: StreamLimits = STREAM_LIMITS,
  now: () => number = Date.now,
): express.Router {
  const clientOf = (req: express.Request) => clientAddressOf(req, deps.trustedProxyHops ?? 0);
  const openStreams = createOpenStreams(limits);
  const reservations = createStreamReservations(limits, (token) => {
    forgetReservation(handler, token).catch((error: unknown) => console.warn('Stream reservation not forgotten:', error));
  }, now);
  const contextOf = async (req: express.Request, params: RequestParams): Promise<StreamContext> => {
    const ctx = await createRequestContext(deps, req.headers, req.socket.remoteAddress);
    // The cookie (or a Bearer token) wins where it arrives; a ticket that is forged, expired or names a deleted
    // account leaves the request signed out, and @auth refuses as usual.
    const ticket = header(req.headers, LIVE_TICKET_HEADER);
    if (!ctx.viewer && ticket && isSubscription(params)) {
      const uid = ctx.streamTickets.verify(ticket, ctx.now);
      if (uid) ctx.viewer = await viewerByUid(deps.store, deps.identity, uid);
    }
    return ctx as StreamContext;
  };
  const validateOnce = validatingOnce((document) => {
    const errors = validate(schema, document);
    if (errors.length > 0) return errors;
    const tooBig = checkLimits(schema, document);
    return tooBig ? [tooBig] : [];
  });
  /** A valid query or mutation spends its cost; an invalid one is refused by validation, for nothing. */
  const spendOn = async (context: StreamContext, document: DocumentNode, params: RequestParams): Promise<Refusal | null> => {
    if (validateOnce(document).length > 0) return null;
    const assessed = assessOperation(schema, document, params.operationName, params.variables ?? {});
    return 'error' in assessed ? null : budget.spend(context.clientAddress, assessed.cost);
  };
  const handler = createHandler<StreamContext>({
    schema,
    // The tokens of the single connection mode: a reservation (PUT) only within the client's limit, and one that
    // expired is forgotten before the handler looks it up. Without a token, a fresh one, as graphql-sse's default
    // does, which it uses for nothing but looking up a reservation that does not exist.
    authenticate: (req) => {
      reservations.sweep();
      if (req.method === 'PUT') {
        const reserved = reservations.reserve(clientOf(req.raw));
        return isRefusal(reserved) ? refusalResponse(reserved) : reserved;
      }
      const given = req.headers.get(TOKEN_HEADER_KEY) || new URL(req.url, 'http://localhost/').searchParams.get(TOKEN_QUERY_KEY);
      if (!given) return randomUUID();
      if (req.headers.get('accept') === 'text/event-stream') reservations.opened(given);
      return given;
    },
    // Thousands of streams send the same few queries: each text is parsed and validated once, and a message is
    // executed once for all alike subscribers (documents.ts, stream-sharing.ts). A query that does not parse gets nothing here,
    // and the handler answers it with its parse error.
    onSubscribe: async (req, params) => {
      const document = parsedDocument(params.query);
      if (!document) return;
      const contextValue = await contextOf(req.raw, params);
      const refusal = isSubscription(params) ? null : await spendOn(contextValue, document, params);
      if (refusal) return refusalResponse(refusal);
      return { schema, document, operationName: params.operationName, variableValues: params.variables, contextValue };
    },
    validate: (_schema, document) => [...validateOnce(document)],
    subscribe: subscribeSharingResults,
    onNext: (_ctx, _req, result) => (result.errors ? withFormattedErrors(result as ExecutionResult) : undefined),
  });
  // A valid subscription, which is what the live pages open by the thousand, is streamed without the handler's
  // per-stream work (stream-distinct.ts); everything else is the handler's.
  const serve = async (req: express.Request, res: express.Response) => {
    const subscription = distinctSubscription(req, validateOnce);
    if (!subscription) return handler(req, res);
    const { params, document } = subscription;
    const contextValue = await contextOf(req, params);
    const result = await subscribeSharingResults({ schema, document, operationName: params.operationName, variableValues: params.variables, contextValue });
    await writeDistinctStream(res, result, (each) => (each.errors ? withFormattedErrors(each) : each));
  };
  /** Counts every event stream against its client's limit until it closes. */
  const admitStream: express.RequestHandler = (req, res, next) => {
    if (req.headers.accept !== 'text/event-stream') return next();
    const entered = openStreams.enter(clientOf(req));
    if (isRefusal(entered)) {
      const [body, init] = refusalResponse(entered);
      return void res.status(init.status).set(init.headers).send(body);
    }
    res.once('close', entered);
    next();
  };
  const router = express.Router();
  router.use(STREAM_PATH, siteOriginCors(env), admitStream, graphqlJsonBody, (req, res) => {
    serve(req, res).catch((error: unknown) => {
      console.error('Stream request failed:', error);
      if (!res.headersSent) res.sendStatus(500);
      else res.end();
    });
  });
  return router;
}

/** A refusal as /graphql answers it: HTTP 429 with Retry-After and the error in GraphQL's shape. */
function refusalResponse({ status, message, extensions }: Refusal): [string, { status: number; statusText: string; headers: Record<string, string> }] {
  const headers = { 'content-type': 'application/json; charset=utf-8', 'retry-after': String(extensions.retryAfterSeconds) };
  return [JSON.stringify({ errors: [{ message, extensions }] }), { status, statusText: 'Too Many Requests', headers }];
}

/**
 * graphql-sse lets go of a reservation only when its stream closes, so an expired one is opened, by a client that
 * is gone at once: the handler's express adapter stops at the first message a response no longer takes, and the
 * stream's end removes the reservation.
 */
async function forgetReservation(handler: (req: express.Request, res: express.Response) => Promise<void>, token: string): Promise<void> {
  const req = { method: 'GET', url: STREAM_PATH, headers: { accept: 'text/event-stream', [TOKEN_HEADER_KEY]: token }, body: {} };
  const gone = {
    writable: false,
    writeHead: () => gone,
    once: () => gone,
    off: () => gone,
    end: (...args: unknown[]) => {
      for (const arg of args) if (typeof arg === 'function') (arg as () => void)();
      return gone;
    },
  };
  await handler(req as unknown as express.Request, gone as unknown as express.Response);
}

/** The same error shapes and codes as /graphql (NOT_FOUND, BAD_USER_INPUT, ...). */
function withFormattedErrors(result: ExecutionResult): ExecutionResult {
  return { ...result, errors: result.errors!.map((error) => formatError(error.toJSON(), error) as GraphQLError) };
}

/** Whether the request is a subscription (graphql-sse has parsed it already, and reports errors in it itself). */
function isSubscription(params: RequestParams): boolean {
  const document = parsedDocument(params.query);
  return document !== undefined && getOperationAST(document, params.operationName)?.operation === 'subscription';
}

/** Lets the site's own pages (SITE_URL's origin) open streams from there, with their session cookie or a ticket. */
function siteOriginCors(env: Record<string, string | undefined>): express.RequestHandler {
  const siteOrigin = env.SITE_URL ? new URL(env.SITE_URL).origin : null;
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (siteOrigin && origin === siteOrigin) {
      res.set('Access-Control-Allow-Origin', siteOrigin).set('Access-Control-Allow-Credentials', 'true').set('Vary', 'Origin');
      if (req.method === 'OPTIONS') {
        res.set('Access-Control-Allow-Methods', 'GET, POST, OPTIONS').set('Access-Control-Allow-Headers', `Content-Type, Accept, ${LIVE_TICKET_HEADER}`).set('Access-Control-Max-Age', '86400');
        res.sendStatus(204);
        return;
      }
    }
    next();
  };
}
