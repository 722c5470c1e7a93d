// A stream's queue hands messages over in order, runs the clean-up once however it ends (even unread), and ends a
// stream whose client stopped reading.
import { describe, expect, it } from 'vitest';
import { LiveQueue, LiveQueueOverflowError, MAX_QUEUED_MESSAGES } from './live-queue.js';

describe('LiveQueue', () => {
  it('yields pushed messages in order, to a waiting reader and from the queue, then ends', async () => {
    let ended = 0;
    const queue = new LiveQueue<number>(() => ended++);
    const waiting = queue.next();
    queue.push(1);
    queue.push(2);
    queue.push(3);
    expect(await waiting).toEqual({ done: false, value: 1 });
    queue.end();
    queue.end();
    expect(ended).toBe(1);
    // What was queued before the end is still read, nothing pushed after it.
    queue.push(4);
    expect([await queue.next(), await queue.next(), await queue.next()]).toEqual([
      { done: false, value: 2 },
      { done: false, value: 3 },
      { done: true, value: undefined },
    ]);
  });

  it('cleans up when the client goes before reading anything', async () => {
    let ended = 0;
    const queue = new LiveQueue<number>(() => ended++);
    queue.push(1);
    expect(await queue.return()).toEqual({ done: true, value: undefined });
    expect(ended).toBe(1);
    expect(await queue.next()).toEqual({ done: true, value: undefined });
  });

  it('ends with an error after the queued messages, also when too many wait for a client that does not read', async () => {
    const failing = new LiveQueue<number>(() => {});
    const waiting = failing.next();
    failing.end(new Error('store down'));
    await expect(waiting).rejects.toThrow('store down');

    let ended = 0;
    const slow = new LiveQueue<number>(() => ended++);
    for (let index = 0; index <= MAX_QUEUED_MESSAGES; index++) slow.push(index);
    expect(ended).toBe(1);
    for (let index = 0; index < MAX_QUEUED_MESSAGES; index++) expect((await slow.next()).value).toBe(index);
    await expect(slow.next()).rejects.toBeInstanceOf(LiveQueueOverflowError);
  });
});
