// What thousands of streams of the same subscription can share instead of each doing it again: the parsed and
// validated document (one per distinct query text, documents.ts), and the execution of each message. graphql-js executes the
// subscription's selection for every subscriber and every message; the live fan-out hands the SAME message object
// to every stream of a course, so streams that would compute the same result (same document and variables, same
// person or nobody signed in, same language and origin) execute it once and send that result.
import { createSourceEventStream, execute, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';
import type { RequestContext } from './context.js';

/** Results per message object, per kind of subscriber (sharingKey); gone with the message. */
const resultsByMessage = new WeakMap<object, Map<string, Promise<ExecutionResult>>>();
const documentIds = new WeakMap<DocumentNode, number>();
let lastDocumentId = 0;

/**
 * What makes two subscribers' results to the same message alike: the document and variables, and what resolvers
 * read from the context that differs between people (who, in which language, on which origin). The request's
 * `now` is not in it: a stream's `now` is its subscription's anyway, and live views carry their own times.
 */
function sharingKey(args: ExecutionArgs): string {
  let documentId = documentIds.get(args.document);
  if (documentId === undefined) documentIds.set(args.document, (documentId = ++lastDocumentId));
  const ctx = args.contextValue as RequestContext;
  return JSON.stringify([documentId, args.operationName ?? null, args.variableValues ?? null, ctx.viewer?.uid ?? null, ctx.locale, ctx.siteUrl]);
}

/**
 * graphql-js's `subscribe`, except that a message object already executed for an alike subscriber yields that
 * subscriber's result. Returning (the client went) reaches the source stream at once, so its clean-up runs.
 */
export async function subscribeSharingResults(args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const source = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in source)) return source;
  const iterator = source[Symbol.asyncIterator]();
  const key = sharingKey(args);
  const resultOf = (message: unknown): Promise<ExecutionResult> => {
    if (typeof message !== 'object' || message === null) return Promise.resolve(execute({ ...args, rootValue: message }));
    let results = resultsByMessage.get(message);
    if (!results) resultsByMessage.set(message, (results = new Map()));
    let result = results.get(key);
    if (!result) results.set(key, (result = Promise.resolve(execute({ ...args, rootValue: message }))));
    return result;
  };
  const mapped: AsyncIterableIterator<ExecutionResult> = {
    async next() {
      const next = await iterator.next();
      return next.done ? { done: true, value: undefined } : { done: false, value: await resultOf(next.value) };
    },
    async return() {
      await iterator.return?.();
      return { done: true, value: undefined };
    },
    async throw(error: unknown) {
      await iterator.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return mapped;
}
