import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, RELOAD_GUARD_MS, reloadOnce } from './chunk-reload';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('reloadOnce', () => {
  it('reloads once per path within the guard window, then again after it', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce('/venues', storage, reload, 1_000)).toBe(true);
    expect(reloadOnce('/venues', storage, reload, 1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce('/privacy', storage, reload, 2_000)).toBe(true);
    expect(reloadOnce('/venues', storage, reload, 1_000 + RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });
});

describe('isChunkLoadError', () => {
  it('recognises failed dynamic imports of the major browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
