// Sending a page that streams (pages with `stream: true`, docs/decisions/029): each piece as soon as vike hands it
// on, through the `compression` middleware's flush where `npm start` has one in front (it would otherwise hold the
// pieces back until its buffer fills). A stream that fails midway is cut off (the connection destroyed) instead of
// ended, so that neither the browser nor a proxy mistakes the half-written page for a whole one.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { drainedOrClosed } from '../../functions/src/http/drained';

/** A page whose body is still being rendered: the one request that claims it sends it; nobody else may. */
export type PageStream = { claim(): Readable | undefined };

export function pageStream(body: Readable): PageStream {
  let claimed = false;
  return {
    claim() {
      if (claimed) return undefined;
      claimed = true;
      return body;
    },
  };
}

/**
 * Writes `body` to `res` piece by piece, each through `transform` (the page's inline stylesheets: the head arrives
 * whole, as one piece), once the caller has set the status and headers.
 */
export async function writeStreamedPage(req: IncomingMessage, res: ServerResponse, body: Readable, transform: (html: string) => string): Promise<void> {
  if (req.method === 'HEAD') {
    body.destroy();
    res.end();
    return;
  }
  // A visitor who leaves stops the render: the remaining parts are never rendered.
  const stop = () => body.destroy();
  res.once('close', stop);
  const decoder = new TextDecoder();
  const flush = (res as ServerResponse & { flush?: () => void }).flush?.bind(res);
  try {
    for await (const chunk of body as AsyncIterable<Uint8Array | string>) {
      const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
      if (!res.write(transform(text))) await drainedOrClosed(res);
      flush?.();
    }
    res.end(transform(decoder.decode()));
  } catch (error) {
    if (!res.destroyed) {
      console.error('A streamed page failed midway:', error);
      res.destroy(error as Error);
    }
  } finally {
    res.off('close', stop);
  }
}
