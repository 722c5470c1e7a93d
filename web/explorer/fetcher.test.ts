import { describe, expect, it, vi } from 'vitest';
import { createExplorerFetcher } from './fetcher';

/** A fetch that answers queries with JSON and subscriptions with one graphql-sse "distinct connections" stream. */
function fakeFetch() {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchFn = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    if (String(url).endsWith('/stream')) {
      const body = 'event: next\ndata: {"data":{"liveEvents":[]}}\n\nevent: complete\ndata:\n\n';
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    }
    return Response.json({ data: { venues: null } });
  }) as unknown as typeof fetch;
  return { calls, fetchFn };
}

describe('the explorer fetcher', () => {
  it('posts queries to /graphql with the headers typed into GraphiQL', async () => {
    const { calls, fetchFn } = fakeFetch();
    const fetcher = createExplorerFetcher({ endpoint: '/graphql', streamUrl: 'http://site/graphql/stream', fetchFn });
    const result = await fetcher({ query: '{ venues { totalCount } }', operationName: null }, { headers: { Authorization: 'Bearer t' } });
    expect(result).toEqual({ data: { venues: null } });
    expect(calls[0]?.url).toBe('/graphql');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.headers).toMatchObject({ 'content-type': 'application/json', Authorization: 'Bearer t' });
  });

  it('runs subscriptions over graphql-sse at the stream endpoint, with the same headers', async () => {
    const { calls, fetchFn } = fakeFetch();
    const fetcher = createExplorerFetcher({ endpoint: '/graphql', streamUrl: 'http://site/graphql/stream', fetchFn });
    const results = fetcher(
      { query: 'query A { venues { totalCount } } subscription B { liveEvents { version } }', operationName: 'B' },
      { headers: { 'Live-Ticket': 'x' } },
    ) as AsyncIterable<unknown>;
    const messages: unknown[] = [];
    for await (const message of results) messages.push(message);
    expect(messages).toEqual([{ data: { liveEvents: [] } }]);
    expect(calls[0]?.url).toBe('http://site/graphql/stream');
    expect(new Headers(calls[0]?.init.headers).get('live-ticket')).toBe('x');
  });
});
