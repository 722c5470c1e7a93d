import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAndHydrate } from '../../components/render-page.testing';
import type { Data } from './+data';
import Page from './+Page';

Object.assign(globalThis, { __BUILD_ID__: 'build-1', __BUILD_TIME__: '2026-11-22T12:00:00.000Z' });

const data: Data = {
  diagnostics: {
    buildId: 'build-1',
    builtAt: '2026-11-22T12:00:00.000Z',
    storeAdapter: 'embedded',
    storeReachable: true,
    storeWritable: true,
    serverTime: '2026-11-22T12:30:00.000Z',
  },
  apiError: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('diagnostics page', () => {
  it('shows build, store and language, then checks the API from the browser', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: { diagnostics: { serverTime: 'x' } } })));
    vi.stubGlobal('fetch', fetch);
    const { container, errors } = await renderAndHydrate({ Page, url: '/test', data });
    expect(errors).toEqual([]);
    const text = (id: string) => container.querySelector(`[data-testid="${id}"]`)?.textContent;
    expect(text('web-build-id')).toBe('build-1');
    expect(text('store-adapter')).toBe('embedded');
    expect(text('language')).toBe('de (de-AT)');
    expect(text('api-server')).toBe('ja');
    await act(async () => {});
    expect(fetch).toHaveBeenCalledWith('/graphql', expect.objectContaining({ method: 'POST' }));
    expect(text('api-browser')).toMatch(/^ja \(\d+ ms\)$/);
  });

  it('tells a store that reads but takes no changes (a full disk, a read-only file) apart', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ data: { diagnostics: { serverTime: 'x' } } }))));
    const readOnly = { ...data, diagnostics: { ...data.diagnostics!, storeWritable: false } };
    const { container } = await renderAndHydrate({ Page, url: '/test', data: readOnly });
    expect(container.querySelector('[data-testid="store-writable"]')?.textContent).toBe('nein');
  });

  it('reports an unreachable API from the browser', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('down', { status: 502 })));
    const { container } = await renderAndHydrate({ Page, url: '/test', data: { diagnostics: null, apiError: 'offline' } });
    await act(async () => {});
    expect(container.querySelector('[data-testid="api-server"]')?.textContent).toBe('nein (offline)');
    expect(container.querySelector('[data-testid="api-browser"]')?.textContent).toMatch(/^nein/);
  });
});
