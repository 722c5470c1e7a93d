import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { requiredText, throwIfAny } from './contribution-input.js';
import { InvalidInputError } from './errors.js';
import { parseInput } from './argument-checks.js';

function fieldsOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidInputError) return error.fields;
    throw error;
  }
  throw new Error('parsed without an error');
}

describe('parseInput', () => {
  const contact = z.object({ name: requiredText(2, 10), email: z.string().email({ error: 'INVALID_EMAIL' }).max(12, { error: 'TOO_LONG' }), links: z.array(z.url({ error: 'INVALID_URL' })) });

  it('names each field with a problem once, with its first problem: an empty name is REQUIRED, not also TOO_SHORT', () => {
    expect(fieldsOf(() => parseInput(contact, { name: ' ', email: 'kaputt-und-lang', links: ['nein', 'auch nicht'] }, 'input'))).toEqual([
      { field: 'input.name', code: 'REQUIRED' },
      { field: 'input.email', code: 'INVALID_EMAIL' },
      { field: 'input.links', code: 'INVALID_URL' },
    ]);
  });

  it('returns the parsed input when nothing is wrong', () => {
    expect(parseInput(contact, { name: ' Mira ', email: 'mira@ex.org', links: [] }, 'input')).toEqual({ name: 'Mira', email: 'mira@ex.org', links: [] });
  });
});

describe('throwIfAny', () => {
  it('names each field once, with the first problem found: a series with overlapping extra dates is NOT_WITH_REPEAT', () => {
    const found = [
      { field: 'input.moreSessionsLocal', code: 'NOT_WITH_REPEAT' },
      { field: 'input.moreSessionsLocal', code: 'OVERLAPPING' },
      { field: 'input.imageUrls', code: 'INVALID_IMAGE' },
    ];
    expect(fieldsOf(() => throwIfAny(found))).toEqual([
      { field: 'input.moreSessionsLocal', code: 'NOT_WITH_REPEAT' },
      { field: 'input.imageUrls', code: 'INVALID_IMAGE' },
    ]);
    expect(() => throwIfAny([])).not.toThrow();
  });
});
