// Marks the document once React has hydrated it, so end-to-end tests (and anyone debugging) can wait for it.
export function onHydrationEnd(): void {
  performance.mark('hydrated');
  document.documentElement.dataset.hydrated = 'true';
}
