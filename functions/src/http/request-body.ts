// A request's body wherever the server runs. On Cloud Functions (and in firebase-tools' Functions emulator) the
// runtime reads every request body before the app sees the request: it parses JSON, text and urlencoded bodies into
// `req.body`, takes the rest as raw bytes, and keeps the bytes it read in `req.rawBody`. The request stream is then
// used up, so code that reads it (form posts, multipart uploads) would see an empty body there. On `npm start` nobody
// reads it before the app. Every route that reads a body takes it from here, so that both behave the same.
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';

/** The runtime's copy of the body (Cloud Functions' `rawBody`), as body-parser's `verify` hook saves it there. */
interface RuntimeReadRequest extends IncomingMessage {
  rawBody?: unknown;
}

/**
 * The body's bytes when something in front of the app has read the stream already (an empty buffer for a body it
 * read without saving, e.g. an empty one), or null when the stream is still to be read.
 */
export function bodyReadByRuntime(req: IncomingMessage): Buffer | null {
  const raw = (req as RuntimeReadRequest).rawBody;
  if (Buffer.isBuffer(raw)) return raw;
  if (typeof raw === 'string') return Buffer.from(raw, 'utf8');
  return req.readableEnded ? Buffer.alloc(0) : null;
}

/**
 * The body as a stream to read once: the request itself, or the runtime's bytes in a stream of their own. The second
 * is complete from the start, so a reader's "the client went away mid-body" check never fires for it.
 */
export function bodyStream(req: IncomingMessage): Readable {
  const read = bodyReadByRuntime(req);
  return read === null ? req : Readable.from(read.length > 0 ? [read] : []);
}
