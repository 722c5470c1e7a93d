// A page chunk that fails to load (usually: a new build replaced the old hashed files) reloads the page once.
// The guard is per path and lasts RELOAD_GUARD_MS, so a chunk that is really broken cannot cause a reload loop.
export const RELOAD_GUARD_MS = 10_000;
const keyPrefix = 'chunk-reload:';

/** Reloads unless this path was already reloaded within the guard window; returns whether it reloaded. */
export function reloadOnce(
  path: string,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  now: number = Date.now(),
): boolean {
  const last = Number(storage.getItem(keyPrefix + path));
  if (last && now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(keyPrefix + path, String(now));
  reload();
  return true;
}

const chunkErrorMessages = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return chunkErrorMessages.some((text) => message.includes(text));
}

/** Vite reports failed preloads as 'vite:preloadError'; a failed import() during hydration surfaces as a rejection. */
export function installChunkReload(win: Window = window): void {
  const handle = (error: unknown, event: Event) => {
    if (!isChunkLoadError(error)) return;
    let storage: Pick<Storage, 'getItem' | 'setItem'>;
    try {
      storage = win.sessionStorage;
    } catch {
      return; // storage blocked: better no reload than an unguarded loop
    }
    if (reloadOnce(win.location.pathname, storage, () => win.location.reload())) event.preventDefault();
  };
  win.addEventListener('vite:preloadError', (event) => handle((event as Event & { payload?: unknown }).payload, event));
  win.addEventListener('unhandledrejection', (event) => handle(event.reason, event));
  win.addEventListener('error', (event) => handle(event.error ?? event.message, event));
}
