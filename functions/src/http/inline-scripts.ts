// The pages' executable inline scripts: the chunk reload guard and the colour mode. They live here, below both the
// page shell that emits them (web/pages/+onRenderHtml.tsx) and the security headers that allow them by their SHA-256
// hashes (security-headers.ts), so that both use the same text.
//
// A page chunk that fails to load while the page starts (usually: a new build replaced the old hashed files and the
// HTML came from a cache) reloads the page once; the guard is per path and lasts RELOAD_GUARD_MS, so a chunk that is
// really broken cannot cause a reload loop. After hydration, vike itself turns a failed navigation chunk into a full
// page load of the target, so this only acts until the page is hydrated (web/lib/updates/chunk-reload.ts marks it).
export const RELOAD_GUARD_MS = 10_000;

/**
 * Runs as an inline script before any chunk loads (see +onRenderHtml); Vite reports failed dynamic imports and
 * preloads as the window event 'vite:preloadError'. Written as literal text, not as a function's toString(), so that
 * every bundle carries exactly these characters: the Content-Security-Policy allows it by its SHA-256 hash
 * (security-headers.ts), and a bundler reformatting a function would change the hash.
 */
export const chunkReloadScript =
  "window.addEventListener('vite:preloadError',function(){" +
  "if(window.document.documentElement.hasAttribute('data-hydrated'))return;" +
  "try{var key='chunk-reload:'+window.location.pathname;var last=Number(window.sessionStorage.getItem(key));" +
  `if(last&&Date.now()-last<${RELOAD_GUARD_MS})return;` +
  "window.sessionStorage.setItem(key,String(Date.now()));window.location.reload();" +
  // Storage is blocked: no reload rather than an unguarded loop.
  '}catch(e){}});';

/** Where the browser keeps the visitor's colour mode ('system', 'light' or 'dark'); web/lib/color-mode reads it too. */
export const COLOR_MODE_KEY = 'color-mode';

/**
 * Runs in <head> before the first paint (see +onRenderHtml): puts the colour mode the visitor chose on <html> as
 * data-color-mode, which the stylesheet's palettes follow (web/styles/site.css). A page with a fixed mode already
 * carries the attribute from the server and keeps it. Without the attribute (no JavaScript) the system's preference
 * applies and the header hides its switch. The choice lives in localStorage, not in a cookie: Firebase Hosting
 * forwards only `__session` and caches pages by it, so a cookie would split or bypass the edge cache (decision 030).
 * Literal text for the same reason as chunkReloadScript: the policy allows it by its hash.
 */
export const colorModeScript =
  '(function(){var d=document.documentElement;if(d.hasAttribute("data-color-mode"))return;var m="system";' +
  `try{var s=window.localStorage.getItem("${COLOR_MODE_KEY}");if(s==="light"||s==="dark")m=s}catch(e){}` +
  'd.setAttribute("data-color-mode",m)})();';
