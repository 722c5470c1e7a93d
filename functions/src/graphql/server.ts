// The public GraphQL API: Apollo Server over Express (GET and POST /graphql, open CORS, introspection on) and an
// in-process entry for the server renderer, both with the same schema, limits and error handling.
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { ApolloServerPlugin } from '@apollo/server';
import express from 'express';
import { secureCookie, sessionCookieHeader, sessionLanguage } from '../http/cookies.js';
import type { GraphQLRequest, GraphQLResult } from '../http/graphql-payloads.js';
import { clientAddressOf } from '../http/client-address.js';
import type { RequestHeaders } from '../http/headers.js';
import { createRequestContext, type ApiDeps, type RequestContext } from './context.js';
import { formatError } from './errors.js';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { explorerPage, SCHEMA_SDL_PATH } from './explorer.js';
import { countFor, createFairness, fairnessFor } from './fairness.js';
import { createInProcessExecutor } from './in-process.js';
import { LIMITS, limitsPlugin } from './limits.js';
import { refusalStatusPlugin } from './refusal-status.js';
import { graphqlJsonBody } from './request-body.js';
import { createSchema } from './schema.js';
import { streamRouter } from './stream.js';

export async function createGraphQLApi(deps: ApiDeps): Promise<{
  router: express.Router;
  /**
   * Runs one operation in-process; `socketAddress` is the peer of the request it serves (the client's address). The
   * queries given the same `render` (one page render's own object) share one request context: the viewer resolved
   * once, one set of loaders. A mutation gets a context of its own and ends the sharing, so that what runs after it
   * reads afresh (a seat booked, a sign-out).
   */
  execute(request: GraphQLRequest, headers: RequestHeaders, socketAddress?: string, render?: object): Promise<GraphQLResult>;
  /** External operations executing and waiting on this instance now (fairness.ts). */
  load(): { running: number; waiting: number };
  stop(): Promise<void>;
}> {
  const schema = await createSchema();
  // Only HTTP requests are charged and gated (countFor below), never the in-process `execute` of the pages.
  const fairness = createFairness<RequestContext>(deps.fairness ?? fairnessFor(deps.store.adapter));
  const server = new ApolloServer<RequestContext>({
    schema,
    introspection: true,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    parseOptions: { maxTokens: LIMITS.maxTokens },
    formatError,
    // The default landing page loads from a CDN; developers get the offline explorer below instead.
    plugins: [limitsPlugin, fairness.plugin, refusalStatusPlugin, sessionCookiePlugin, ApolloServerPluginLandingPageDisabled()],
  });
  await server.start();
  // The pages' own operations skip Apollo Server's pipeline (in-process.ts); anything unusual still goes through it.
  const executeInProcess = createInProcessExecutor(schema, formatError);
  // The context each page render's queries share, by the render's own object: gone with the render, never reachable
  // from another request.
  const renderContexts = new WeakMap<object, Promise<RequestContext>>();

  // Exactly /graphql: deeper paths (the subscription stream, uploads) belong to other handlers.
  const router = express.Router();
  router.all(
    '/graphql',
    openCors,
    (req, res, next) => {
      const wantsPage =
        req.method === 'GET' && req.query.query === undefined && req.accepts(['application/json', 'text/html']) === 'text/html';
      if (!wantsPage) return next();
      const endpoint = req.originalUrl.split('?')[0] ?? '/graphql';
      res.type('html').set('Cache-Control', 'no-cache').send(explorerPage({ endpoint, assetVersion: deps.buildInfo.buildId }));
    },
    fairness.refuseEarly((req) => clientAddressOf(req, deps.trustedProxyHops ?? 0)),
    graphqlJsonBody,
    expressMiddleware(server, {
      context: async ({ req }) => {
        const context = await createRequestContext(deps, req.headers, req.socket.remoteAddress);
        return countFor(context, context.clientAddress);
      },
    }),
  );

  // The schema as SDL for tools and code generators, with descriptions and the access directives (@auth, @role…)
  // that say who may ask for what.
  const sdl = printSchemaWithDirectives(schema);
  router.get(SCHEMA_SDL_PATH, openCors, (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=300').send(sdl);
  });

  router.use(streamRouter(deps, schema, fairness));

  return {
    router,
    async execute(request, headers, socketAddress, render) {
      const run = async (contextValue: RequestContext): Promise<GraphQLResult> => {
        const fast = await executeInProcess(request, contextValue);
        if (fast) return fast;
        const response = await server.executeOperation(request, { contextValue });
        if (response.body.kind !== 'single') throw new Error('Incremental delivery is not supported in-process');
        const { data, errors } = response.body.singleResult;
        return { data, errors };
      };
      if (!render) return run(await createRequestContext(deps, headers, socketAddress));
      if (!executeInProcess.isQuery(request)) {
        // Before and after: a query the render starts meanwhile must not keep loaders that read before the change.
        renderContexts.delete(render);
        try {
          return await run(await createRequestContext(deps, headers, socketAddress));
        } finally {
          renderContexts.delete(render);
        }
      }
      let shared = renderContexts.get(render);
      if (!shared) {
        const made = createRequestContext(deps, headers, socketAddress);
        // A context that could not be made (the store down while resolving the viewer) is not kept: the next
        // operation tries again, as it did with a context of its own.
        made.catch(() => {
          if (renderContexts.get(render) === made) renderContexts.delete(render);
        });
        renderContexts.set(render, made);
        shared = made;
      }
      return run(await shared);
    },
    load: fairness.load,
    stop: () => server.stop(),
  };
}

/** Sets (sign-in) or clears (sign-out) the `__session` cookie on HTTP responses, as the resolvers asked. */
const sessionCookiePlugin: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ contextValue, request, response }) {
        const next = contextValue.session.next;
        if (next === undefined) return;
        const host = request.http?.headers.get('x-forwarded-host') ?? request.http?.headers.get('host');
        // The remembered language shares the cookie: signing in or out keeps it.
        const language = sessionLanguage({ cookie: request.http?.headers.get('cookie') ?? undefined });
        response.http.headers.set('set-cookie', sessionCookieHeader(next, new Date(), secureCookie(host), language));
      },
    };
  },
};

/**
 * A public API: any origin may read it. `*` never admits credentials, so other sites cannot act with a visitor's
 * `__session` cookie; API clients of other origins send `Authorization: Bearer` instead.
 */
const openCors: express.RequestHandler = (req, res, next) => {
  // Retry-After is not a header scripts of other origins may read unless it is exposed.
  res.set('Access-Control-Allow-Origin', '*').set('Access-Control-Expose-Headers', 'Retry-After');
  if (req.method !== 'OPTIONS') return next();
  res
    .set('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
    .set('Access-Control-Allow-Headers', 'Content-Type, Authorization, Apollo-Require-Preflight, X-Apollo-Operation-Name, X-Locale')
    .set('Access-Control-Max-Age', '86400')
    .sendStatus(204);
};
