import { describe, expect, it } from 'vitest';
import { credentialsOf } from './credentials.js';

describe('credentialsOf', () => {
  it('reads the __session cookie among others, and a Bearer token', () => {
    expect(credentialsOf({ cookie: 'a=b; __session=s%2B1; c=d' })).toEqual({ sessionCookie: 's+1', bearerToken: undefined });
    expect(credentialsOf({ authorization: 'Bearer abc.def' })).toEqual({ sessionCookie: undefined, bearerToken: 'abc.def' });
    expect(credentialsOf({ authorization: 'Basic abc' })).toEqual({ sessionCookie: undefined, bearerToken: undefined });
    expect(credentialsOf({})).toEqual({ sessionCookie: undefined, bearerToken: undefined });
  });
});
