// A part of a page that the server streams in document order (in-order-stream.server.ts, docs/decisions/029). While
// the server still waits for the part's data it renders a marker, where the stream stops until the data is there;
// then the part itself. In the browser the data is always there: the page hydrates once the stream has ended, with
// everything the server used.
//
// The note „Wird geladen …“ stands before the part and is hidden by CSS as soon as anything follows it, so without
// JavaScript a reader sees it only while the part is still on its way.
import type { ReactNode } from 'react';
import './streamed.css';

/** A value of page data that the server may still be waiting for while it streams the page. */
export type Streamable<T> = T | PromiseLike<T>;

/** The start of the marker's HTML, where the server's stream stops; the part's name follows. */
export const streamMarker = '<template data-stream-until="';

export function isPending<T>(value: Streamable<T>): value is PromiseLike<T> {
  return typeof (value as PromiseLike<T> | null)?.then === 'function';
}

/**
 * `name` is the key of the page data the part shows (`value`); `children` must render an element (an empty part
 * shows its own message), or the note would stay visible.
 */
export function Streamed<T>({ name, value, pending, children }: { name: string; value: Streamable<T>; pending: ReactNode; children: (value: T) => ReactNode }) {
  return (
    <div className="streamed">
      <p className="streamed__pending">{pending}</p>
      {isPending(value) ? <template data-stream-until={name} /> : children(value)}
    </div>
  );
}
