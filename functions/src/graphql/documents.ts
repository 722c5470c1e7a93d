// The one cache of parsed GraphQL documents outside Apollo Server: the in-process executor of the pages
// (in-process.ts) and the subscription stream (stream.ts, stream-distinct.ts) parse each distinct query text once
// and validate each document once. Apollo Server keeps its own (its document store) for what it parses itself: the
// requests of /graphql and whatever the in-process executor leaves to it.
import { parse, type DocumentNode, type GraphQLError } from 'graphql';
import { LIMITS } from './limits.js';

/** Distinct query texts kept: the site sends a few dozen; the bound only keeps strangers' texts from growing it. */
const MAX_DOCUMENTS = 500;

/** A text that parses; `withinTokenLimit` false when it has more tokens than /graphql's parser accepts. */
interface Parsed {
  document: DocumentNode;
  withinTokenLimit: boolean;
}

const documents = new Map<string, Parsed>();

function parsed(query: string): Parsed | undefined {
  let known = documents.get(query);
  if (known) return known;
  try {
    known = { document: parse(query, { maxTokens: LIMITS.maxTokens }), withinTokenLimit: true };
  } catch {
    // Over the token limit, or not GraphQL at all: only the first is worth a second try (rare, and kept then).
    try {
      known = { document: parse(query), withinTokenLimit: false };
    } catch {
      return undefined;
    }
  }
  if (documents.size >= MAX_DOCUMENTS) documents.delete(documents.keys().next().value!);
  documents.set(query, known);
  return known;
}

/** The query parsed, whatever its length (as graphql-sse's handler parses it); undefined when it does not parse. */
export function parsedDocument(query: string): DocumentNode | undefined {
  return parsed(query)?.document;
}

/**
 * The query parsed as Apollo Server parses /graphql's (at most LIMITS.maxTokens tokens); undefined when it does not
 * parse so, and Apollo Server answers it with its error.
 */
export function parsedWithinTokenLimit(query: string): DocumentNode | undefined {
  const known = parsed(query);
  return known?.withinTokenLimit ? known.document : undefined;
}

/** `validate` run once per parsed document (documents come from this cache, so repeated texts share one). */
export function validatingOnce(validate: (document: DocumentNode) => readonly GraphQLError[]): (document: DocumentNode) => readonly GraphQLError[] {
  const validated = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  return (document) => {
    let errors = validated.get(document);
    if (!errors) validated.set(document, (errors = validate(document)));
    return errors;
  };
}
