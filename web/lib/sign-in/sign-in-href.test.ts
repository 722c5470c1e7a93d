import { describe, expect, it } from 'vitest';
import { signInHref } from './sign-in-href';

describe('signInHref', () => {
  it('leads to /login in the visitor’s language and back to the page, its query kept whole', () => {
    expect(signInHref('/events/drehen', 'de')).toBe('/login?next=%2Fevents%2Fdrehen');
    expect(signInHref('/en/payment?order=o1&result=returned', 'en')).toBe('/en/login?next=%2Fen%2Fpayment%3Forder%3Do1%26result%3Dreturned');
  });
});
