// Notices new deployments, so that the next link loads its page from the server rather than this build's chunks,
// which a deployment removes: fetches this build's route rules one second after start (errors are
// only logged) and polls builds/latest.json?{timestamp} every few minutes and when the tab regains focus.
export const META_DELAY_MS = 1000;
export const POLL_INTERVAL_MS = 5 * 60 * 1000;

export type BuildWatcherOptions = {
  buildId: string;
  /** Base URL of the static assets, ending in '/'. */
  assetsBase: string;
  onNewBuild: (id: string) => void;
  fetch?: typeof fetch;
  now?: () => number;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  isVisible?: () => boolean;
};

export type RouteRules = { id: string; timestamp: number; prerendered: string[]; routeRules: Record<string, unknown> };

export function watchBuilds(options: BuildWatcherOptions): { stop: () => void; routeRules: Promise<RouteRules | null> } {
  const {
    buildId,
    assetsBase,
    onNewBuild,
    fetch: fetchImpl = globalThis.fetch.bind(globalThis),
    now = Date.now,
    target = window,
    isVisible = () => document.visibilityState === 'visible',
  } = options;
  let reported = false;

  const routeRules = new Promise<RouteRules | null>((resolve) => {
    setTimeout(() => {
      fetchJson<RouteRules>(fetchImpl, `${assetsBase}builds/meta/${buildId}.json`)
        .then(resolve)
        .catch((error: unknown) => {
          console.warn('Could not load the route rules of this build', error);
          resolve(null);
        });
    }, META_DELAY_MS);
  });

  async function check(): Promise<void> {
    if (reported) return;
    try {
      const latest = await fetchJson<{ id: string }>(fetchImpl, `${assetsBase}builds/latest.json?${now()}`);
      if (latest.id && latest.id !== buildId && !reported) {
        reported = true;
        onNewBuild(latest.id);
      }
    } catch (error) {
      console.warn('Could not check for a new build', error);
    }
  }

  const interval = setInterval(() => void check(), POLL_INTERVAL_MS);
  const onFocus = () => {
    if (isVisible()) void check();
  };
  target.addEventListener('focus', onFocus);
  target.addEventListener('visibilitychange', onFocus);

  return {
    routeRules,
    stop() {
      clearInterval(interval);
      target.removeEventListener('focus', onFocus);
      target.removeEventListener('visibilitychange', onFocus);
    },
  };
}

async function fetchJson<T>(fetchImpl: typeof fetch, url: string): Promise<T> {
  const response = await fetchImpl(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return (await response.json()) as T;
}
