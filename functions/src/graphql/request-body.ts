// The JSON body of a GraphQL request (/graphql and /graphql/stream). A body the parser refuses (not JSON, JSON that is
// no object or list such as `42` or `null`, too large, an unknown charset) is answered in the GraphQL error shape
// with a code, as every other refusal of the API is, instead of Express's HTML error page. The log names only the
// kind of refusal: the body is the client's (it may hold passwords), and Express would have logged a part of it.
import express from 'express';
import { bodyReadByRuntime } from '../http/request-body.js';

/** The most a GraphQL request body may weigh; the documents the limits admit are far smaller. */
export const MAX_BODY = '100kb';
const MAX_BODY_BYTES = 100 * 1024;

/** What body-parser attaches to the errors it raises. */
interface BodyParserError {
  type?: unknown;
  status?: unknown;
}

const refuseBody: express.ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const { type, status } = (error ?? {}) as BodyParserError;
  if (typeof type !== 'string' || typeof status !== 'number' || status < 400 || status >= 500) return next(error);
  const tooLarge = status === 413;
  console.warn(`Refused a GraphQL request body (${type}, ${status})`);
  res.status(status).json({
      errors: [
        {
          message: tooLarge ? `The request body is larger than ${MAX_BODY}.` : 'The request body is not a JSON object (or list) of a GraphQL request.',
          extensions: { code: tooLarge ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST' },
        },
      ],
    });
};

/**
 * On Cloud Functions the runtime has parsed the JSON already (with a limit of its own, 32 MB): the same limit as on
 * `npm start` holds there too, and body-parser then leaves the parsed body as it is.
 */
const limitBodyReadByRuntime: express.RequestHandler = (req, _res, next) => {
  const read = bodyReadByRuntime(req);
  if (read && read.length > MAX_BODY_BYTES) return next(Object.assign(new Error('request entity too large'), { type: 'entity.too.large', status: 413 }));
  next();
};

/** Parses a JSON body, answering a refused one with a GraphQL error. */
export const graphqlJsonBody: express.RequestHandler = express
  .Router()
  .use(limitBodyReadByRuntime, express.json({ limit: MAX_BODY }), refuseBody);
