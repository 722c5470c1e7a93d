// The DateTime scalar takes what the services take (services/argument-checks.ts dateTime), as a variable and inline alike.
import { GraphQLScalarType, Kind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { resolvers } from './resolvers.js';

const scalar = resolvers.DateTime as GraphQLScalarType;

describe('DateTime', () => {
  it('takes date-times with an offset, with or without fractions of a second', () => {
    for (const value of ['2026-11-22T18:00:00.000Z', '2026-12-01T09:00:00+01:00', '2026-11-22T18:00:00.123456789-12:00']) {
      expect(scalar.parseValue(value)).toBe(value);
      expect(scalar.parseLiteral({ kind: Kind.STRING, value })).toBe(value);
    }
  });

  it('refuses dates and times no calendar has, which Date.parse would roll over (30 February is not 2 March)', () => {
    for (const value of ['2026-02-30T00:00:00Z', '2026-04-31T10:00:00Z', '2026-11-22T24:00:00Z']) {
      expect(() => scalar.parseValue(value)).toThrow(/ISO-8601/);
      expect(() => scalar.parseLiteral({ kind: Kind.STRING, value })).toThrow(/ISO-8601/);
    }
  });

  it('refuses what the services refuse: no offset, no seconds, not a string', () => {
    for (const value of ['2026-11-22T18:00:00', '2026-11-22T18:00+01:00', '2026-11-22', '', 1_700_000_000_000, null]) {
      expect(() => scalar.parseValue(value)).toThrow(/ISO-8601/);
    }
  });
});
