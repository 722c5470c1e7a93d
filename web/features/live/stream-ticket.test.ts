import { NetworkError } from 'graphql-sse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStreamTicket, streamTickets, TICKET_RENEWAL_MS } from './stream-ticket';

// As in the browser's build (vite.config.ts), graphql() declares documents for codegen and returns nothing.
vi.mock('../../graphql/generated', () => ({ graphql: () => undefined }));

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('fetchStreamTicket', () => {
  it('asks the site’s own /graphql for the person’s ticket', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json({ data: { liveStreamTicket: { ticket: 't1', expiresAt: '2026-12-01T09:10:00.000Z' } } }));
    vi.stubGlobal('fetch', fetch);
    expect(await fetchStreamTicket()).toEqual({ ticket: 't1', expiresAt: '2026-12-01T09:10:00.000Z' });
    const [url, init] = fetch.mock.calls[0]!;
    // A relative URL: the same origin, so the session cookie goes along.
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string).query).toMatch(/query LiveStreamTicket \{\s+liveStreamTicket \{\s+ticket\s+expiresAt/);
  });

  it('is null for a signed-out visitor, and a network error when the server cannot answer, so that the stream retries', async () => {
    vi.stubGlobal('fetch', async () => json({ data: { liveStreamTicket: null }, errors: [{ message: 'Sign in first.', extensions: { code: 'UNAUTHENTICATED' } }] }));
    expect(await fetchStreamTicket()).toBeNull();
    vi.stubGlobal('fetch', async () => json({ errors: [] }, 502));
    await expect(fetchStreamTicket()).rejects.toBeInstanceOf(NetworkError);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchStreamTicket()).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('streamTickets', () => {
  it('keeps a ticket until it expires within a minute, then asks for a new one', async () => {
    let now = Date.parse('2026-12-01T09:00:00.000Z');
    const expiresAt = new Date(now + 10 * 60_000).toISOString();
    const fetchTicket = vi.fn(async () => ({ ticket: `t${fetchTicket.mock.calls.length}`, expiresAt }));
    const next = streamTickets(fetchTicket, () => now);
    expect(await next()).toBe('t1');
    now += 5 * 60_000;
    expect(await next()).toBe('t1');
    now = Date.parse(expiresAt) - TICKET_RENEWAL_MS - 1;
    expect(await next()).toBe('t1');
    now += 2;
    expect(await next()).toBe('t2');
    expect(fetchTicket).toHaveBeenCalledTimes(2);
  });

  it('asks again after a signed-out answer', async () => {
    const fetchTicket = vi.fn(async () => null);
    const next = streamTickets(fetchTicket);
    expect(await next()).toBeNull();
    expect(await next()).toBeNull();
    expect(fetchTicket).toHaveBeenCalledTimes(2);
  });
});
