// The messages of one live stream, waiting for their client. The fan-out pushes to thousands of these for every
// change, so each is a plain array and at most one pending promise: a push to a stream whose client waits resolves
// that promise directly, with no promise chain per message. Ending it (the client goes, maximum age, an error) runs
// the stream's clean-up at once, whether or not anybody ever read from it.

/** A client that has not read this many messages is gone in all but name: its stream ends (it may subscribe again). */
export const MAX_QUEUED_MESSAGES = 1_000;

export class LiveQueueOverflowError extends Error {
  constructor() {
    super(`More than ${MAX_QUEUED_MESSAGES} live messages were waiting for one client.`);
  }
}

export class LiveQueue<T> implements AsyncIterableIterator<T> {
  private readonly queued: T[] = [];
  private waiting: { resolve: (result: IteratorResult<T>) => void; reject: (error: unknown) => void } | null = null;
  private ended = false;
  /** Why it ended, told to the reader once the queued messages are read. */
  private failure: { error: unknown } | null = null;

  /** `onEnd` runs once, when the queue ends for whatever reason. */
  constructor(private readonly onEnd: () => void) {}

  get isEnded(): boolean {
    return this.ended;
  }

  push(message: T): void {
    if (this.ended) return;
    if (this.waiting) {
      const { resolve } = this.waiting;
      this.waiting = null;
      resolve({ done: false, value: message });
    } else if (this.queued.length >= MAX_QUEUED_MESSAGES) this.end(new LiveQueueOverflowError());
    else this.queued.push(message);
  }

  /** Ends the stream: the reader gets what is queued, then the end (or `error`). */
  end(error?: unknown): void {
    if (this.ended) return;
    this.ended = true;
    if (error !== undefined) this.failure = { error };
    this.onEnd();
    if (this.waiting) {
      const { resolve, reject } = this.waiting;
      this.waiting = null;
      if (this.failure) {
        reject(this.failure.error);
        this.failure = null;
      } else resolve({ done: true, value: undefined });
    }
  }

  next(): Promise<IteratorResult<T>> {
    if (this.queued.length > 0) return Promise.resolve({ done: false, value: this.queued.shift()! });
    if (this.ended) {
      const failure = this.failure;
      this.failure = null;
      return failure ? Promise.reject(failure.error) : Promise.resolve({ done: true, value: undefined });
    }
    return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
  }

  /** The client went: nothing queued is wanted any more. */
  return(): Promise<IteratorResult<T>> {
    this.queued.length = 0;
    this.failure = null;
    this.end();
    return Promise.resolve({ done: true, value: undefined });
  }

  throw(error: unknown): Promise<IteratorResult<T>> {
    this.queued.length = 0;
    this.end();
    return Promise.reject(error);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}
