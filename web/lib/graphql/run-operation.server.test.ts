import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationOf } from './run-operation.server';

describe('operationOf', () => {
  it('sends the selection as written: no __typename added, the client-only @unmask removed', () => {
    const document = parse('query Venue($slug: ID!) { venue(slug: $slug) { slug ...VenueFields @unmask } } fragment VenueFields on Venue { name city { name } }');
    const { query, operationName } = operationOf(document);
    expect(operationName).toBe('Venue');
    expect(query).not.toContain('__typename');
    expect(query).not.toContain('@unmask');
    expect(query).toContain('...VenueFields');
    expect(operationOf(document).query).toBe(query);
  });
});
