// graphql-sse's distinct connections mode for subscriptions, written straight to the response: the same protocol
// and bytes as graphql-sse's handler (the browser's client is graphql-sse's), without its per-stream work. For
// every message of every stream the handler runs an async loop, its own queue, a generator, another loop in its
// express adapter and JSON.stringify of the result; with thousands of streams of one course that is most of a
// broadcast's CPU and garbage. Here a stream writes each result's frame as soon as it has it, and a frame is
// serialised once per result object: alike subscribers share their results (stream-sharing.ts), so they share
// the bytes too. Everything else (queries, mutations, single connection mode, requests in error) stays with
// graphql-sse's handler, which stream.ts calls when `distinctSubscription` says no.
import type express from 'express';
import { getOperationAST, type DocumentNode, type ExecutionResult, type GraphQLError } from 'graphql';
import { print, TOKEN_HEADER_KEY, TOKEN_QUERY_KEY, type RequestParams } from 'graphql-sse';
import { drainedOrClosed } from '../http/drained.js';
import { parsedDocument } from './documents.js';

/** How often graphql-sse's handler pings an open stream, and so do we. */
const PING_MS = 12_000;
const PING = ':\n\n';
const COMPLETE = print({ event: 'complete', data: null });
/** graphql-sse's headers of an event stream. */
const EVENT_STREAM_HEADERS = {
  connection: 'keep-alive',
  'cache-control': 'no-cache',
  'content-encoding': 'none',
  'content-type': 'text/event-stream; charset=utf-8',
};

export interface DistinctSubscription {
  params: RequestParams;
  document: DocumentNode;
}

/**
 * The request as a subscription of its own connection that is valid (`validate` finds nothing), or null for
 * anything else, which graphql-sse's handler answers as it always does.
 */
export function distinctSubscription(req: express.Request, validate: (document: DocumentNode) => readonly GraphQLError[]): DistinctSubscription | null {
  // graphql-sse takes exactly this Accept for a stream, and a token for its single connection mode.
  if (req.headers.accept !== 'text/event-stream' || req.headers[TOKEN_HEADER_KEY] !== undefined) return null;
  const params = paramsOf(req);
  if (!params) return null;
  const document = parsedDocument(params.query);
  if (!document || validate(document).length > 0) return null;
  if (getOperationAST(document, params.operationName)?.operation !== 'subscription') return null;
  return { params, document };
}

function paramsOf(req: express.Request): RequestParams | null {
  let raw: Record<string, unknown>;
  if (req.method === 'GET') {
    const search = new URL(req.url, 'http://localhost/').searchParams;
    if (search.has(TOKEN_QUERY_KEY)) return null;
    try {
      raw = {
        query: search.get('query') ?? undefined,
        operationName: search.get('operationName') ?? undefined,
        variables: search.has('variables') ? JSON.parse(search.get('variables')!) : undefined,
        extensions: search.has('extensions') ? JSON.parse(search.get('extensions')!) : undefined,
      };
    } catch {
      return null;
    }
  } else if (req.method === 'POST' && req.is('application/json') && isObject(req.body)) raw = req.body;
  else return null;
  const { query, operationName, variables, extensions } = raw;
  if (typeof query !== 'string') return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  if (variables != null && !isObject(variables)) return null;
  if (extensions != null && !isObject(extensions)) return null;
  return {
    query,
    ...(operationName != null ? { operationName } : {}),
    ...(variables != null ? { variables } : {}),
    ...(extensions != null ? { extensions } : {}),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Frames per result object: alike subscribers get the same result object, and so write the same string. */
const frames = new WeakMap<ExecutionResult, string>();

/**
 * Streams `result` (a subscription's results, or its errors when it could not start) as graphql-sse's distinct
 * connections mode does: headers, a first empty message, pings, a `next` per result, `complete` at the end. When
 * the client goes, the subscription's `return` runs at once. A client that does not read holds the stream until
 * its socket drains, while its subscription's own queue decides how much may wait. An error of the subscription
 * closes the response without `complete`, so that graphql-sse's client opens it again (receiving a snapshot).
 */
export async function writeDistinctStream(
  res: express.Response,
  result: AsyncIterable<ExecutionResult> | ExecutionResult,
  format: (result: ExecutionResult) => ExecutionResult,
): Promise<void> {
  const frameOf = (each: ExecutionResult) => {
    let frame = frames.get(each);
    if (frame === undefined) frames.set(each, (frame = print({ event: 'next', data: format(each) })));
    return frame;
  };
  res.writeHead(200, 'OK', EVENT_STREAM_HEADERS);
  // Some browsers show nothing of a stream before its first bytes.
  res.write(PING);
  const pinger = setInterval(() => res.write(PING), PING_MS);
  try {
    if (!(Symbol.asyncIterator in result)) {
      res.write(frameOf(result));
    } else {
      const iterator = result[Symbol.asyncIterator]();
      const leave = () => void iterator.return?.();
      res.once('close', leave);
      // A client that went before the stream started has closed already.
      if (!res.writable || !res.socket || res.socket.destroyed) leave();
      try {
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
          if (!res.writable) break;
          if (!res.write(frameOf(next.value))) await drainedOrClosed(res);
        }
      } finally {
        res.off('close', leave);
        if (!res.writable) await iterator.return?.();
      }
    }
    res.end(COMPLETE);
  } catch (error) {
    console.warn('Live stream ended by an error:', error instanceof Error ? error.message : error);
    res.end();
  } finally {
    clearInterval(pinger);
  }
}
