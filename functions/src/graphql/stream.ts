// The subscription stream: GraphQL over Server-Sent Events at /graphql/stream (graphql-sse in its distinct
// connections mode: one request per operation, so any function instance can answer it; the library pings every
// 12 s). Same schema, access directives, limits and error shapes as /graphql. Browsers of the site's own origin
// (SITE_URL) may call it from elsewhere, as they do in production, where Firebase Hosting would buffer the stream and
// the browser goes straight to the function's URL.
import express from 'express';
import { validate, type GraphQLError, type GraphQLSchema } from 'graphql';
import { createHandler } from 'graphql-sse/lib/use/express';
import { createRequestContext, type ApiDeps, type RequestContext } from './context.js';
import { formatError } from './errors.js';
import { checkLimits } from './limits.js';

export const STREAM_PATH = '/graphql/stream';

/** graphql-sse wants a context it can index. */
type StreamContext = RequestContext & Record<PropertyKey, unknown>;

export function streamRouter(deps: ApiDeps, schema: GraphQLSchema, env: Record<string, string | undefined> = process.env): express.Router {
  const handler = createHandler<StreamContext>({
    schema,
    context: async (req) => (await createRequestContext(deps, req.raw.headers, req.raw.socket.remoteAddress)) as StreamContext,
    validate: (checked, document) => {
      const errors = validate(checked, document);
      if (errors.length > 0) return errors;
      const tooBig = checkLimits(checked, document);
      return tooBig ? [tooBig] : [];
    },
    // The same error shapes and codes as /graphql (NOT_FOUND, BAD_USER_INPUT, ...).
    onNext: (_ctx, _req, result) =>
      'errors' in result && result.errors
        ? { ...result, errors: result.errors.map((error) => formatError(error.toJSON(), error) as GraphQLError) }
        : undefined,
  });
  const router = express.Router();
  router.use(STREAM_PATH, siteOriginCors(env), express.json({ limit: '100kb' }), (req, res) => {
    void handler(req, res);
  });
  return router;
}

/** Lets the site's own pages (SITE_URL's origin) open streams from there, with their session cookie. */
function siteOriginCors(env: Record<string, string | undefined>): express.RequestHandler {
  const siteOrigin = env.SITE_URL ? new URL(env.SITE_URL).origin : null;
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (siteOrigin && origin === siteOrigin) {
      res.set('Access-Control-Allow-Origin', siteOrigin).set('Access-Control-Allow-Credentials', 'true').set('Vary', 'Origin');
      if (req.method === 'OPTIONS') {
        res.set('Access-Control-Allow-Methods', 'GET, POST, OPTIONS').set('Access-Control-Allow-Headers', 'Content-Type, Accept').set('Access-Control-Max-Age', '86400');
        res.sendStatus(204);
        return;
      }
    }
    next();
  };
}
