// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PageContextServer } from 'vike/types';
import type { GraphQLRequest, GraphQLResult } from '../../server/graphql-types';
import { data } from './+data';

function page({ search = {}, searchOriginal = null, signedIn = true, locale = 'de', answer = {} }: {
  search?: Record<string, string>;
  searchOriginal?: string | null;
  signedIn?: boolean;
  locale?: 'de' | 'en';
  answer?: GraphQLResult;
}) {
  const calls: GraphQLRequest[] = [];
  const pageContext = {
    locale,
    viewer: signedIn ? { uid: 'u1', name: 'Mia', role: 'USER', avatarUrl: null } : null,
    urlParsed: { search, searchOriginal },
    graphql: async (request: GraphQLRequest) => {
      calls.push(request);
      return answer;
    },
  } as unknown as PageContextServer;
  return { pageContext, calls };
}

describe('/payment data', () => {
  it('signed out, asks to sign in with a way back to the very order, in the visitor’s language, and asks the API nothing', async () => {
    const { pageContext, calls } = page({ signedIn: false, search: { order: 'o-7' }, searchOriginal: '?order=o-7' });
    expect(await data(pageContext)).toEqual({ kind: 'signedOut', signInHref: `/login?next=${encodeURIComponent('/payment?order=o-7')}` });
    expect(calls).toEqual([]);
    const english = page({ signedIn: false, locale: 'en' });
    expect(await data(english.pageContext)).toEqual({ kind: 'signedOut', signInHref: `/en/login?next=${encodeURIComponent('/en/payment')}` });
  });

  it('signed in without an order, says there is nothing to pay instead of not found', async () => {
    const { pageContext, calls } = page({});
    expect(await data(pageContext)).toEqual({ kind: 'nothing', why: 'none' });
    expect(calls).toEqual([]);
  });

  it('signed in with an order that is not theirs (the API answers null), says it cannot find it in the account', async () => {
    const { pageContext, calls } = page({ search: { order: 'o-fremd' }, answer: { data: { order: null } } });
    expect(await data(pageContext)).toEqual({ kind: 'nothing', why: 'unknown' });
    expect(calls[0]!.variables).toEqual({ id: 'o-fremd' });
  });
});
