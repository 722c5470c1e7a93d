// Streaming a page in document order (docs/decisions/029). The page's data may hold promises of the parts the server
// is still waiting for (Streamed.tsx renders a marker for each); the page is rendered with React's renderToString,
// sent up to the first marker, and rendered again each time the part at the marker has its data, sending on to the
// next marker. So the shell and the first parts leave at once, every later part as soon as its data and the parts
// above it are there, and the document is complete HTML in reading order: nothing needs JavaScript to show, and no
// inline script moves content into place (React's own out-of-order Suspense streaming would need both).
//
// Each render is of the whole page, so everything above a marker renders as before (the same element ids from useId,
// the same text); a render that differs above what has been sent is a bug, and ends the stream with an error.
import { Readable } from 'node:stream';
import { isPending, streamMarker } from './Streamed';

export type StreamedPage = {
  /** The page's HTML in pieces, as they can be sent. */
  html: Readable;
  /** Resolves once every part has its data: the page data as the browser gets it (everything the server showed). */
  settled: Promise<void>;
};

/**
 * Streams what `render` makes of `data` (the object the page reads: its pending values are replaced by their results
 * as they arrive). A pending value must not reject: a part that fails resolves to what shows the failure.
 */
export function streamInOrder(data: Record<string, unknown>, render: () => string): StreamedPage {
  const arrivals = new Map<string, Promise<void>>();
  for (const [key, value] of Object.entries(data)) {
    if (isPending(value)) {
      arrivals.set(
        key,
        Promise.resolve(value).then((result) => {
          data[key] = result;
        }),
      );
    }
  }
  const settled = Promise.all(arrivals.values()).then(() => undefined);
  // Rejections are the stream's to report (it ends with an error); this copy only waits.
  settled.catch(() => {});
  return { html: Readable.from(pieces(data, render, arrivals), { objectMode: false }), settled };
}

async function* pieces(data: Record<string, unknown>, render: () => string, arrivals: ReadonlyMap<string, Promise<void>>): AsyncGenerator<string> {
  let sent = '';
  for (;;) {
    const html = render();
    if (!html.startsWith(sent)) throw new Error('The streamed page rendered differently above the part already sent');
    const at = html.indexOf(streamMarker, sent.length);
    const end = at === -1 ? html.length : at;
    if (end > sent.length) yield html.slice(sent.length, end);
    sent = html.slice(0, end);
    if (at === -1) return;
    const nameStart = at + streamMarker.length;
    const name = html.slice(nameStart, html.indexOf('"', nameStart));
    const arrival = arrivals.get(name);
    if (!arrival) throw new Error(`The streamed page waits for "${name}", which its data does not hold as pending`);
    await arrival;
  }
}
