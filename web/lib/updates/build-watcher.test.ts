import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { META_DELAY_MS, POLL_INTERVAL_MS, watchBuilds } from './build-watcher';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('watchBuilds', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  function setup(latestId: () => string) {
    const fetch = vi.fn(async (url: string) => {
      if (url.startsWith('/builds/meta/')) return json({ id: 'b1', timestamp: 1, prerendered: [], routeRules: {} });
      if (url.startsWith('/builds/latest.json?')) return json({ id: latestId(), timestamp: 2 });
      return json({}, 404);
    });
    const target = new EventTarget();
    const onNewBuild = vi.fn();
    const watcher = watchBuilds({
      buildId: 'b1',
      assetsBase: '/',
      onNewBuild,
      fetch: fetch as unknown as typeof globalThis.fetch,
      now: () => 1234,
      target: target as unknown as Window,
      isVisible: () => true,
    });
    return { fetch, target, onNewBuild, watcher };
  }

  it('fetches the route rules of its build one second after start', async () => {
    const { fetch, watcher } = setup(() => 'b1');
    await vi.advanceTimersByTimeAsync(META_DELAY_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledWith('/builds/meta/b1.json', { cache: 'no-store' });
    expect(await watcher.routeRules).toMatchObject({ id: 'b1' });
    watcher.stop();
  });

  it('only logs a failing route rules fetch', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const watcher = watchBuilds({
      buildId: 'b1',
      assetsBase: '/',
      onNewBuild: () => {},
      fetch: (async () => json({}, 500)) as unknown as typeof fetch,
      target: new EventTarget() as unknown as Window,
    });
    await vi.advanceTimersByTimeAsync(META_DELAY_MS);
    expect(await watcher.routeRules).toBeNull();
    expect(warn).toHaveBeenCalled();
    watcher.stop();
  });

  it('polls latest.json with a timestamp and reports a new build once', async () => {
    let latest = 'b1';
    const { fetch, onNewBuild, watcher } = setup(() => latest);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledWith('/builds/latest.json?1234', { cache: 'no-store' });
    expect(onNewBuild).not.toHaveBeenCalled();
    latest = 'b2';
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(onNewBuild).toHaveBeenCalledWith('b2');
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    watcher.stop();
  });

  it('checks again when the tab regains focus', async () => {
    const { fetch, target, onNewBuild, watcher } = setup(() => 'b3');
    target.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledWith('/builds/latest.json?1234', { cache: 'no-store' });
    expect(onNewBuild).toHaveBeenCalledWith('b3');
    watcher.stop();
  });

  it('stops polling when stopped', async () => {
    const { fetch, watcher } = setup(() => 'b1');
    watcher.stop();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2);
    expect(fetch.mock.calls.filter(([url]) => url.startsWith('/builds/latest.json'))).toHaveLength(0);
  });
});
