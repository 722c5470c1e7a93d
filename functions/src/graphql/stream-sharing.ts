// What thousands of streams of the same subscription can share instead of each doing it again: the parsed and
// validated document (one per distinct query text), and the execution of each message. graphql-js executes the
// subscription's selection for every subscriber and every message; the live fan-out hands the SAME message object
// to every stream of a course, so streams that would compute the same result (same document and variables, same
// person or nobody signed in, same language and origin) execute it once and send that result.
import {
  createSourceEventStream,
  execute,
  parse,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLError,
} from 'graphql';
import type { RequestContext } from './context.js';

/** Distinct query texts kept parsed; the site's pages send a handful, so this only bounds what strangers send. */
const MAX_CACHED_DOCUMENTS = 100;
const documents = new Map<string, DocumentNode>();

/** The query parsed, from the cache when it was parsed before; undefined when it does not parse. */
export function parsedDocument(query: string): DocumentNode | undefined {
  let document = documents.get(query);
  if (!document) {
    try {
      document = parse(query);
    } catch {
      return undefined;
    }
    if (documents.size >= MAX_CACHED_DOCUMENTS) documents.delete(documents.keys().next().value!);
    documents.set(query, document);
  }
  return document;
}

/** `validate` run once per parsed document (the documents come from parsedDocument, so repeated queries share one). */
export function validatingOnce(validate: (document: DocumentNode) => readonly GraphQLError[]): (document: DocumentNode) => readonly GraphQLError[] {
  const validated = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  return (document) => {
    let errors = validated.get(document);
    if (!errors) validated.set(document, (errors = validate(document)));
    return errors;
  };
}

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
