// @vitest-environment node
// The response cache on its own, with a scripted content version and clock: what it serves, when it renders afresh,
// and that requests missing at once share one render.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createResponseCache, type ResponseCacheOptions } from './response-cache';
import type { RouteResponse } from './route-response';

const ok = (body: string): RouteResponse => ({ status: 200, headers: { 'content-type': 'text/plain' }, body });

function setup(options: Partial<ResponseCacheOptions> = {}) {
  const state = { version: 1, clock: 0, renders: 0, versionReads: 0 };
  const cache = createResponseCache({
    contentVersion: async () => {
      state.versionReads += 1;
      return state.version;
    },
    checkIntervalMs: 5_000,
    maxAgeMs: 60_000,
    now: () => state.clock,
    ...options,
  });
  const render = async () => {
    state.renders += 1;
    return ok(`render ${state.renders}`);
  };
  return { state, cache, render };
}

describe('response cache', () => {
  it('serves a second request from the cache, keyed by the whole key', async () => {
    const { state, cache, render } = setup();
    expect((await cache.get('https://a.example/events.ics', render))?.body).toBe('render 1');
    expect((await cache.get('https://a.example/events.ics', render))?.body).toBe('render 1');
    expect((await cache.get('https://a.example/events.ics?craft=toepfern', render))?.body).toBe('render 2');
    expect((await cache.get('https://b.example/events.ics', render))?.body).toBe('render 3');
    expect(state.renders).toBe(3);
  });

  it('answers a peek with what get would serve, without waiting, only while the version is known', async () => {
    const { state, cache, render } = setup();
    expect(cache.peek('k')).toBeUndefined();
    await cache.get('k', render);
    expect(cache.peek('k')?.body).toBe('render 1');
    expect(cache.peek('other')).toBeUndefined();
    // The reading has aged past the check interval: the version must be read again, which only get does.
    state.clock += 5_000;
    expect(cache.peek('k')).toBeUndefined();
    state.version += 1;
    expect((await cache.get('k', render))?.body).toBe('render 2');
    expect(cache.peek('k')?.body).toBe('render 2');
  });

  it('peeks by the version a shared reading knows, and not at all while it knows none', async () => {
    let known: number | undefined = 1;
    const { state, cache, render } = setup({ checkIntervalMs: 0, knownVersion: () => known });
    await cache.get('k', render);
    expect(cache.peek('k')?.body).toBe('render 1');
    known = undefined;
    expect(cache.peek('k')).toBeUndefined();
    known = 2;
    state.version = 2;
    expect(cache.peek('k')).toBeUndefined();
    await cache.get('k', render);
    expect(cache.peek('k')?.body).toBe('render 2');
    // Past the entries' maximum age nothing is served from memory, whatever the version.
    state.clock += 60_000;
    expect(cache.peek('k')).toBeUndefined();
  });

  it('renders once for 20 requests that miss at once, and gives each the same response', async () => {
    const { state, cache } = setup();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slowRender = async () => {
      state.renders += 1;
      await gate;
      return ok('slow');
    };
    const answers = Array.from({ length: 20 }, () => cache.get('k', slowRender));
    await vi.waitFor(() => expect(state.renders).toBe(1));
    release();
    expect((await Promise.all(answers)).map((r) => r?.body)).toEqual(Array(20).fill('slow'));
    expect(state.renders).toBe(1);
    expect(state.versionReads).toBe(1);
  });

  it('reads the version at once after a change made by this instance, even within the check interval', async () => {
    let changed!: () => void;
    const { state, cache, render } = setup({ onLocalChange: (listener) => (changed = listener) });
    await cache.get('k', render);
    state.version = 2; // a booking through this instance
    changed();
    expect((await cache.get('k', render))?.body).toBe('render 2');
    expect(state.versionReads).toBe(2);
  });

  it('does not remember a version read that began before a change made here', async () => {
    let changed!: () => void;
    let releaseRead!: () => void;
    let readsHeld = true;
    const { state, cache, render } = setup({
      onLocalChange: (listener) => (changed = listener),
      contentVersion: async () => {
        state.versionReads += 1;
        const version = state.version;
        if (readsHeld) await new Promise<void>((resolve) => (releaseRead = resolve));
        return version;
      },
    });
    const early = cache.get('k', render); // reads version 1, slowly
    await vi.waitFor(() => expect(state.versionReads).toBe(1));
    state.version = 2;
    changed();
    readsHeld = false;
    releaseRead();
    await early;
    expect((await cache.get('k', render))?.body).toBe('render 2');
  });

  it('reads the version at most once per check interval and renders afresh after it changed', async () => {
    const { state, cache, render } = setup();
    await cache.get('k', render);
    state.version = 2; // a write on another instance
    state.clock = 4_999;
    expect((await cache.get('k', render))?.body).toBe('render 1'); // within the bound: not seen yet
    expect(state.versionReads).toBe(1);
    state.clock = 5_000;
    expect((await cache.get('k', render))?.body).toBe('render 2');
    expect((await cache.get('k', render))?.body).toBe('render 2');
    expect(state.versionReads).toBe(2);
  });

  it('checks the version on every request with an interval of 0', async () => {
    const { state, cache, render } = setup({ checkIntervalMs: 0 });
    await cache.get('k', render);
    state.version = 2;
    expect((await cache.get('k', render))?.body).toBe('render 2');
  });

  it('never keeps a render that began under an older version for the newer one', async () => {
    const { state, cache } = setup({ checkIntervalMs: 0 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    const old = cache.get('k', async () => {
      started = true;
      await gate;
      return ok('old');
    });
    await vi.waitFor(() => expect(started).toBe(true));
    state.version = 2;
    const fresh = cache.get('k', async () => ok('new'));
    release();
    expect((await old)?.body).toBe('old');
    expect((await fresh)?.body).toBe('new');
    expect((await cache.get('k', async () => ok('again')))?.body).toBe('new');
  });

  it('renders afresh once an entry reaches its maximum age, whatever the version', async () => {
    const { state, cache, render } = setup();
    await cache.get('k', render);
    state.clock = 59_999;
    expect((await cache.get('k', render))?.body).toBe('render 1');
    state.clock = 60_000;
    expect((await cache.get('k', render))?.body).toBe('render 2');
  });

  it('keeps only 200s', async () => {
    const { state, cache } = setup();
    const unavailable = async () => {
      state.renders += 1;
      return { status: 503, headers: {}, body: 'later' };
    };
    await cache.get('k', unavailable);
    await cache.get('k', unavailable);
    expect(await cache.get('missing', async () => undefined)).toBeUndefined();
    expect(state.renders).toBe(2);
  });

  it('renders without the cache while the version cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let renders = 0;
    const cache = createResponseCache({ contentVersion: () => Promise.reject(new Error('store down')), checkIntervalMs: 0 });
    const render = async () => ok(`render ${++renders}`);
    expect((await cache.get('k', render))?.body).toBe('render 1');
    expect((await cache.get('k', render))?.body).toBe('render 2');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('stays within its byte budget, dropping the least recently used', async () => {
    const { state, cache } = setup({ maxBytes: 10 });
    const render = (body: string) => async () => {
      state.renders += 1;
      return ok(body);
    };
    await cache.get('a', render('aaaaa'));
    await cache.get('b', render('bbbbb'));
    await cache.get('c', render('ccccc')); // a goes
    await cache.get('b', render('bbbbb'));
    await cache.get('a', render('aaaaa'));
    expect(state.renders).toBe(4);
  });

  it('compresses a large body once, both ways, and leaves a small one as it is', async () => {
    const { state, cache } = setup();
    const page = `<!doctype html><main>${'<p>Töpfern am Wochenende</p>'.repeat(100)}</main>`;
    const render = async () => {
      state.renders += 1;
      return ok(page);
    };
    const first = await cache.get('page', render);
    expect(gunzipSync(first!.encoded!.gzip).toString()).toBe(page);
    expect(brotliDecompressSync(first!.encoded!.br).toString()).toBe(page);
    expect(first!.encoded!.br.length).toBeLessThan(page.length / 10);
    // A hit hands out the very same buffers: nothing is compressed again.
    expect((await cache.get('page', render))!.encoded!.br).toBe(first!.encoded!.br);
    expect(state.renders).toBe(1);
    expect((await cache.get('small', async () => ok('klein')))?.encoded).toBeUndefined();
  });

  it('does not keep an answer its render marks as this request’s alone', async () => {
    const { state, cache } = setup();
    const degraded = async () => {
      state.renders += 1;
      return { ...ok('half a page'), keep: false };
    };
    expect(await cache.get('k', degraded)).toEqual({ ...ok('half a page'), keep: false });
    await cache.get('k', degraded);
    expect(state.renders).toBe(2);
  });
});
