// A page chunk that fails to load while the page starts (usually: a new build replaced the old hashed files and the
// HTML came from a cache) reloads the page once; the guard is per path and lasts RELOAD_GUARD_MS, so a chunk that is
// really broken cannot cause a reload loop. After hydration, vike itself turns a failed navigation chunk into a full
// page load of the target, so this only acts until the page is hydrated.
export const RELOAD_GUARD_MS = 10_000;

type ChunkReloadWindow = Pick<Window, 'addEventListener' | 'sessionStorage' | 'location' | 'document'>;

/**
 * Runs as an inline script before any chunk loads (see +onRenderHtml): it must only use its arguments and globals.
 * Vite reports failed dynamic imports and preloads as the window event 'vite:preloadError'.
 */
export function installChunkReload(guardMs: number, win: ChunkReloadWindow = window): void {
  win.addEventListener('vite:preloadError', () => {
    if (win.document.documentElement.hasAttribute('data-hydrated')) return;
    try {
      const key = 'chunk-reload:' + win.location.pathname;
      const last = Number(win.sessionStorage.getItem(key));
      if (last && Date.now() - last < guardMs) return;
      win.sessionStorage.setItem(key, String(Date.now()));
      win.location.reload();
    } catch {
      // Storage is blocked: no reload rather than an unguarded loop.
    }
  });
}

export const chunkReloadScript = `(${installChunkReload.toString()})(${RELOAD_GUARD_MS});`;

/** Called once the page is interactive. */
export function markHydrated(): void {
  document.documentElement.setAttribute('data-hydrated', 'true');
}
