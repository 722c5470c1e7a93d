// Wires the build-update behaviours into the browser once, when the page hydrates (the chunk reload guard itself
// starts earlier, as an inline script: see +onRenderHtml).
import { markHydrated } from './chunk-reload';
import { reloadOnNextNavigation } from './full-reload';
import { installPrefetch } from './prefetch';

let started = false;

export function startUpdates(): void {
  if (started) return;
  started = true;
  markHydrated(document.documentElement);
  // Prefetching starts with the page: the first hover may come at once.
  installPrefetch();
  // In development there is no build to watch: Vite's hot reload replaces it.
  if (import.meta.env.DEV) return;
  // The build watcher first asks a second after start and then every few minutes, so its code loads once the page
  // is idle instead of with the page's start-up scripts.
  whenIdle(() => {
    import('./build-watcher')
      .then(({ watchBuilds }) =>
        watchBuilds({ buildId: __BUILD_ID__, assetsBase: import.meta.env.BASE_URL, onNewBuild: () => reloadOnNextNavigation() }),
      )
      // Its chunk is gone when a new build replaced this one's files since the page loaded: then the next link
      // loads its page from the server, as a build the watcher reports would.
      .catch(() => reloadOnNextNavigation());
  });
}

function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 200);
}
