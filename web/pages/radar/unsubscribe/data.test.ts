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

const alert = { id: 'r1', active: false, crafts: [], place: null, weekdays: [], startsFrom: null, startsUntil: null, maxPriceCents: null };

describe('GET /radar/unsubscribe', () => {
  it('pauses the alert of the mail’s token, signed out, and shows what it was', async () => {
    const { pageContext, calls } = page({ token: 'tok-1' }, { data: { setRadarAlertActiveByToken: alert } });
    expect(await data(pageContext)).toEqual({ state: 'paused', alert, token: 'tok-1' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query).toMatch(/setRadarAlertActiveByToken\(token: \$token, active: false\)/);
    expect(calls[0]!.variables).toEqual({ token: 'tok-1' });
  });

  it('answers an unknown, expired or missing token with a 404 that explains it, and an unavailable store with 503', async () => {
    const bad = page({ token: 'forged' }, { errors: [{ message: 'bad', extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'token', code: 'INVALID_TOKEN' }] } }] });
    expect(await rejection(data(bad.pageContext))).toEqual({ status: 404, reason: { explanation: 'radarUnsubscribe.invalid' } });
    const none = page({});
    expect(await rejection(data(none.pageContext))).toEqual({ status: 404, reason: { explanation: 'radarUnsubscribe.invalid' } });
    expect(none.calls).toEqual([]);
    const down = page({ token: 'tok-1' }, { errors: [{ message: 'down', extensions: { code: 'STORE_UNAVAILABLE' } }] });
    expect(await rejection(data(down.pageContext))).toEqual({ status: 503, reason: 'STORE_UNAVAILABLE' });
  });

  it('after undoing, shows that the alert is active again without pausing anything', async () => {
    const { pageContext, calls } = page({ resumed: '1' });
    expect(await data(pageContext)).toEqual({ state: 'resumed' });
    expect(calls).toEqual([]);
  });
});
