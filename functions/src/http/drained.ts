// Backpressure for hand-written streams (the GraphQL stream, streamed pages): after a write the socket refused, wait
// until it takes more or the client has gone, so a slow reader never makes the server buffer the whole stream.
import type { ServerResponse } from 'node:http';

/** Until `res` takes more, or is closed (then the caller's next write or read finds the response ended). */
export function drainedOrClosed(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.once('drain', done);
    res.once('close', done);
  });
}
