// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PageContextServer } from 'vike/types';
import type { GraphQLRequest, GraphQLResult } from '../../../server/graphql-types';
import { data } from './+data';

function page(search: Record<string, string>, answer: GraphQLResult = {}) {
  const calls: GraphQLRequest[] = [];
  const pageContext = {
    urlParsed: { search },
    graphql: async (request: GraphQLRequest) => {
      calls.push(request);
      return answer;
    },
  } as unknown as PageContextServer;
  return { pageContext, calls };
}

/** What `data` rejects with: vike's abort (status and reason) or a plain error's message. */
async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const abort = (error as { _pageContextAbort?: { abortStatusCode: number; abortReason: unknown } })._pageContextAbort;
    return abort ? { status: abort.abortStatusCode, reason: abort.abortReason } : { message: (error as Error).message };
  }
  throw new Error('nothing thrown');
}


describe('GET /reminders/off', () => {
  it('turns the reminders of the mail’s person off, signed out', async () => {
    const { pageContext, calls } = page({ r: 'b-1:0', t: 'tok-1' }, { data: { setRemindersOffByLink: true } });
    expect(await data(pageContext)).toEqual({ state: 'off', reminder: 'b-1:0', token: 'tok-1' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query).toMatch(/setRemindersOffByLink\(reminder: \$reminder, token: \$token, off: true\)/);
    expect(calls[0]!.variables).toEqual({ reminder: 'b-1:0', token: 'tok-1' });
  });

  it('answers a forged or incomplete link with a 404 that explains it, and an unavailable store with 503', async () => {
    const bad = page({ r: 'b-1:0', t: 'forged' }, { errors: [{ message: 'bad', extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'token', code: 'INVALID_LINK' }] } }] });
    expect(await rejection(data(bad.pageContext))).toEqual({ status: 404, reason: { explanation: 'remindersOff.invalid' } });
    const half = page({ r: 'b-1:0' });
    expect(await rejection(data(half.pageContext))).toEqual({ status: 404, reason: { explanation: 'remindersOff.invalid' } });
    expect(half.calls).toEqual([]);
    const down = page({ r: 'b-1:0', t: 'tok-1' }, { errors: [{ message: 'down', extensions: { code: 'STORE_UNAVAILABLE' } }] });
    expect(await rejection(data(down.pageContext))).toEqual({ status: 503, reason: 'STORE_UNAVAILABLE' });
  });

  it('after undoing, shows that they are on again without turning anything off', async () => {
    const { pageContext, calls } = page({ on: '1' });
    expect(await data(pageContext)).toEqual({ state: 'on' });
    expect(calls).toEqual([]);
  });
});
