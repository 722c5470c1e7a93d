import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chunkReloadScript, RELOAD_GUARD_MS } from '../../../functions/src/http/inline-scripts';
import { markHydrated } from './chunk-reload';

/** Runs the inline script as the browser would, with `win` as its window. */
function runScript(win: Window): void {
  (new Function('window', chunkReloadScript) as (win: Window) => void)(win);
}

function fakeWindow(pathname: string, items = new Map<string, string>()) {
  const target = new EventTarget();
  const reload = vi.fn();
  const win = {
    addEventListener: target.addEventListener.bind(target),
    sessionStorage: { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) },
    location: { pathname, reload },
    document,
  } as unknown as Window;
  const fail = () => target.dispatchEvent(new Event('vite:preloadError'));
  return { win, reload, fail, items };
}

describe('chunk reload', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
    document.documentElement.removeAttribute('data-hydrated');
  });
  afterEach(() => vi.useRealTimers());

  it('reloads once per path within the guard window, and again after it', () => {
    const venues = fakeWindow('/venues');
    runScript(venues.win);
    venues.fail();
    venues.fail();
    expect(venues.reload).toHaveBeenCalledTimes(1);

    const privacy = fakeWindow('/privacy', venues.items);
    runScript(privacy.win);
    privacy.fail();
    expect(privacy.reload).toHaveBeenCalledTimes(1);

    vi.setSystemTime(1_000_000 + RELOAD_GUARD_MS);
    venues.fail();
    expect(venues.reload).toHaveBeenCalledTimes(2);
  });

  it('leaves failures after hydration to vike’s client router', () => {
    const page = fakeWindow('/venues');
    runScript(page.win);
    markHydrated(document.documentElement);
    page.fail();
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('is a self-contained inline script', () => {
    expect(() => new Function(chunkReloadScript)).not.toThrow();
    expect(chunkReloadScript).not.toMatch(/<\/script/i);
  });
});
