// Marks the page as hydrated for the chunk-reload guard, the inline script the page shell emits before any chunk
// loads (functions/src/http/inline-scripts.ts): after hydration, vike itself turns a failed navigation chunk into a
// full page load of the target.

/** Called with the document's root element once the page is interactive (typed loosely: the server imports this file too). */
export function markHydrated(root: { setAttribute(name: string, value: string): void }): void {
  root.setAttribute('data-hydrated', 'true');
}
