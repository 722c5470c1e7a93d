// The one document cache: each text parsed once, each document validated once, and the token limit of /graphql
// told apart from a text that does not parse at all.
import type { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { parsedDocument, parsedWithinTokenLimit, validatingOnce } from './documents.js';
import { LIMITS } from './limits.js';

describe('the document cache', () => {
  it('parses a query text once, validates a document once, and leaves a malformed query to the caller', () => {
    const query = 'subscription { course { slug } }';
    expect(parsedDocument(query)).toBe(parsedDocument(query));
    expect(parsedWithinTokenLimit(query)).toBe(parsedDocument(query));
    expect(parsedDocument('subscription {')).toBeUndefined();
    expect(parsedWithinTokenLimit('subscription {')).toBeUndefined();
    let validations = 0;
    const validate = validatingOnce((): readonly GraphQLError[] => (validations++, []));
    validate(parsedDocument(query)!);
    validate(parsedDocument(query)!);
    expect(validations).toBe(1);
  });

  it(`parses a text of more than ${LIMITS.maxTokens} tokens for the stream, and not within /graphql's limit`, () => {
    const long = `{ ${Array.from({ length: LIMITS.maxTokens }, () => 'crafts { slug }').join(' ')} }`;
    expect(parsedDocument(long)).toBeDefined();
    expect(parsedWithinTokenLimit(long)).toBeUndefined();
  });
});
