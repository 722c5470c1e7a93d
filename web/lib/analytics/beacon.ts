// The site's own page counting in the browser (docs/decisions/021): one small script of its own in the client build
// (vite.config.ts emits it; +onRenderHtml.tsx loads it async), importing nothing. It reports each page view to
// POST /analytics with navigator.sendBeacon: the path without its query, the search term of a search (the `q`
// parameter only) and whether it found nothing, the referring site's host, and the browser's language. No cookies,
// no storage, no identifiers, nothing about the device: the server keeps daily counts only. Nothing is sent when the
// browser asks not to be tracked (Do Not Track, Global Privacy Control).
// Client-side navigations (vike's client routing) announce themselves with the `analytics:pageview` event
// (web/pages/+onPageTransitionEnd.ts).

const nav = navigator as Navigator & { globalPrivacyControl?: boolean };

function hostOf(url: string): string {
  try {
    return url ? new URL(url).hostname : '';
  } catch {
    return '';
  }
}

if (nav.doNotTrack !== '1' && nav.globalPrivacyControl !== true && typeof nav.sendBeacon === 'function') {
  let last = '';
  const report = (referrer: string) => {
    const { pathname, search } = location;
    if (pathname + search === last) return; // the same page again (a hash change, a repeated event)
    last = pathname + search;
    const q = new URLSearchParams(search).get('q')?.trim();
    const body: Record<string, unknown> = { path: pathname, language: nav.language };
    const host = hostOf(referrer);
    if (host && host !== location.hostname) body.referrer = host;
    if (q) {
      body.q = q;
      body.empty = document.querySelector('[data-search-empty]') !== null;
    }
    // A string goes as text/plain: no preflight, and the server reads it as JSON.
    nav.sendBeacon('/analytics', JSON.stringify(body));
  };
  const first = () => report(document.referrer);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', first, { once: true });
  else first();
  addEventListener('analytics:pageview', () => report(''));
}
