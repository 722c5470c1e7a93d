// Wires the build-update behaviours into the browser once, when the page hydrates (the chunk reload guard itself
// starts earlier, as an inline script: see +onRenderHtml).
import { markHydrated } from './chunk-reload';
import { reloadOnNextNavigation } from './full-reload';
import { installPrefetch } from './prefetch';
import { watchBuilds } from './build-watcher';

let started = false;

export function startUpdates(): void {
  if (started) return;
  started = true;
  markHydrated(document.documentElement);
  installPrefetch();
  // In development there is no build to watch: Vite's hot reload replaces it.
  if (import.meta.env.DEV) return;
  watchBuilds({
    buildId: __BUILD_ID__,
    assetsBase: import.meta.env.BASE_URL,
    onNewBuild: () => reloadOnNextNavigation(),
  });
}
