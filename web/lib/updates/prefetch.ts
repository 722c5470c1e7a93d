// Prefetching page data, so that a click navigates without waiting for the server: hovering or focusing a link
// fetches {path}/_payload.json, which the server answers
// with the same JSON as vike's {path}/index.pageContext.json. When vike then navigates and asks for the page context,
// the prefetched answer is handed over instead of a second request.
export const PAYLOAD_MAX_AGE_MS = 10_000;

type Prefetched = { at: number; response: Promise<{ status: number; contentType: string; body: string }> };

export function payloadUrl(pathAndSearch: string): string {
  return toFile(pathAndSearch, '_payload.json');
}

function pageContextUrl(pathAndSearch: string): string {
  return toFile(pathAndSearch, 'index.pageContext.json');
}

function toFile(pathAndSearch: string, file: string): string {
  const url = new URL(pathAndSearch, 'http://x');
  return `${url.pathname}${url.pathname.endsWith('/') ? '' : '/'}${file}${url.search}`;
}

export function createPrefetcher(fetchImpl: typeof fetch, now: () => number = Date.now) {
  const cache = new Map<string, Prefetched>();

  function prefetch(pathAndSearch: string): void {
    const key = pageContextUrl(pathAndSearch);
    const cached = cache.get(key);
    if (cached && now() - cached.at < PAYLOAD_MAX_AGE_MS) return;
    const response = fetchImpl(payloadUrl(pathAndSearch)).then(async (res) => ({
      status: res.status,
      contentType: res.headers.get('content-type') ?? '',
      body: await res.text(),
    }));
    response.catch(() => cache.delete(key));
    cache.set(key, { at: now(), response });
  }

  /** A fetch that serves vike's page context requests from the prefetched payloads (each used once). */
  const fetchWithPrefetched: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : null;
    const entry = url === null ? undefined : cache.get(url);
    if (url !== null && entry) {
      cache.delete(url);
      if (now() - entry.at < PAYLOAD_MAX_AGE_MS) {
        const prefetched = await entry.response.catch(() => null);
        if (prefetched) {
          return new Response(prefetched.body, {
            status: prefetched.status,
            headers: { 'content-type': prefetched.contentType },
          });
        }
      }
    }
    return fetchImpl(input, init);
  };

  return { prefetch, fetch: fetchWithPrefetched };
}

/** Same-origin links that client routing would handle, as '/path?search'; null for everything else. */
export function prefetchablePath(link: HTMLAnchorElement, location: Location): string | null {
  const href = link.getAttribute('href');
  if (!href || href.startsWith('#') || link.target || link.hasAttribute('download')) return null;
  if (link.getAttribute('rel') === 'external' || link.getAttribute('data-vike') === 'false') return null;
  const url = new URL(href, location.href);
  if (url.origin !== location.origin) return null;
  if (url.pathname === location.pathname && url.search === location.search) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null; // files such as /sitemap.xml
  return url.pathname + url.search;
}

export function installPrefetch(win: Window = window): void {
  const prefetcher = createPrefetcher(win.fetch.bind(win));
  win.fetch = prefetcher.fetch;
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    if (!link) return;
    const path = prefetchablePath(link, win.location);
    if (path) prefetcher.prefetch(path);
  };
  win.document.addEventListener('mouseover', onIntent, { passive: true });
  win.document.addEventListener('focusin', onIntent, { passive: true });
  win.document.addEventListener('touchstart', onIntent, { passive: true });
}
