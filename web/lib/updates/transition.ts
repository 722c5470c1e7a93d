// The page fades out while the next one loads; vike scrolls only after onPageTransitionEnd resolves, so scrolling
// waits for the fade-in (TRANSITION_MS, matching the CSS).
export const TRANSITION_MS = 100;

export function startTransition(): void {
  document.body.classList.add('page-transition');
}

export function endTransition(wait: (ms: number) => Promise<void> = delay): Promise<void> {
  document.body.classList.remove('page-transition');
  return wait(TRANSITION_MS);
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
