// Streams of the same subscription share the execution of each message (the parse and the validation: documents.ts),
// but only between alike subscribers; and a stream's clean-up still runs as soon as its client goes.
import { buildSchema, parse, type ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { subscribeSharingResults } from './stream-sharing.js';
import { LiveQueue } from '../services/live-queue.js';

const schema = buildSchema(`
  type Query { ok: Boolean }
  type Subscription { course: Course }
  type Course { slug: String, title: String }
`);

/** A schema whose title resolver counts its calls and answers in the subscriber's language. */
function countingSetup() {
  const calls = { title: 0 };
  const pushes: ((message: object) => void)[] = [];
  const ended: boolean[] = [];
  const Course = schema.getType('Course') as unknown as { getFields(): Record<string, { resolve?: unknown }> };
  Course.getFields().title!.resolve = (course: { slug: string }, _args: unknown, ctx: { locale: string }) => {
    calls.title++;
    return `${course.slug} (${ctx.locale})`;
  };
  const Subscription = schema.getSubscriptionType()!.getFields();
  Subscription.course!.subscribe = () =>
    {
      const index = pushes.length;
      const stream = new LiveQueue<object>(() => (ended[index] = true));
      pushes.push((message) => stream.push(message));
      ended[index] = false;
      return stream;
    };
  Subscription.course!.resolve = (message: unknown) => message;
  return { calls, pushes, ended };
}

const context = (uid: string | null, locale = 'de') => ({ viewer: uid ? { uid } : null, locale, siteUrl: null });

describe('subscribeSharingResults', () => {
  it('executes a message once for alike subscribers and again for another person or language', async () => {
    const { calls, pushes } = countingSetup();
    const document = parse('subscription { course { slug title } }');
    const subscribers = [context(null), context(null), context(null), context('ute'), context(null, 'en')];
    const streams = await Promise.all(
      subscribers.map(async (contextValue) => (await subscribeSharingResults({ schema, document, contextValue })) as AsyncIterableIterator<ExecutionResult>),
    );
    const nexts = streams.map((stream) => stream.next());
    await expect.poll(() => pushes.length).toBe(5);
    const message = { slug: 'drehen' };
    for (const push of pushes) push(message);
    const results = await Promise.all(nexts);
    expect(results.map((result) => (result.value as ExecutionResult).data)).toEqual([
      { course: { slug: 'drehen', title: 'drehen (de)' } },
      { course: { slug: 'drehen', title: 'drehen (de)' } },
      { course: { slug: 'drehen', title: 'drehen (de)' } },
      { course: { slug: 'drehen', title: 'drehen (de)' } },
      { course: { slug: 'drehen', title: 'drehen (en)' } },
    ]);
    // Once for the three signed-out German subscribers, once for Ute, once in English.
    expect(calls.title).toBe(3);

    // Another message object (the next change) is executed anew.
    const again = streams.map((stream) => stream.next());
    const next = { slug: 'weben' };
    for (const push of pushes) push(next);
    await Promise.all(again);
    expect(calls.title).toBe(6);
    await Promise.all(streams.map((stream) => stream.return?.()));
  });

  it('ends the source stream at once when the client goes, even while it waits for a message', async () => {
    const { ended } = countingSetup();
    const stream = (await subscribeSharingResults({ schema, document: parse('subscription { course { slug } }'), contextValue: context(null) })) as AsyncIterableIterator<ExecutionResult>;
    const waiting = stream.next();
    await expect.poll(() => ended.length).toBe(1);
    await stream.return?.();
    expect(ended).toEqual([true]);
    expect(await waiting).toMatchObject({ done: true });
  });

  it('answers a subscription that cannot start with its errors', async () => {
    const result = (await subscribeSharingResults({ schema, document: parse('subscription { nothing }'), contextValue: context(null) })) as ExecutionResult;
    expect(result.errors?.[0]?.message).toMatch(/nothing/);
  });
});
